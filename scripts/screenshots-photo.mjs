#!/usr/bin/env node
// `npm run screenshots:photo`: the photo picture's live preview (issue #16) at 390 px and 1440 px
/* global window */
// — the framed photo, the painted preview and the numbered outline — into docs/screenshots/.
// Build first (`npm run build -w @kartyna/api && npm run build -w @kartyna/web`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { root, runShop } from './lib/run-shop.mjs';

const out = join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
// A phone-sized copy of the astronaut sample (licence: packages/paint-by-numbers/test-photos/README.md).
const photo = await sharp(join(root, 'packages/paint-by-numbers/test-photos/astronaut.png'))
  .resize(1600, 1600)
  .jpeg({ quality: 90 })
  .toBuffer();
// Issue #24: a photo as a messenger hands it back (741 × 500) and one no kit can come from (40 × 40).
const rocket = join(root, 'packages/paint-by-numbers/test-photos/rocket.jpg');
const messengerPhoto = await sharp(rocket)
  .resize(741, 500, { fit: 'cover' })
  .jpeg({ quality: 88 })
  .toBuffer();
const iconPhoto = await sharp(rocket).resize(40, 40, { fit: 'cover' }).jpeg({ quality: 88 }).toBuffer();
const shop = await runShop({ drawPictures: false });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  for (const [label, viewport] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ]) {
    const context = await browser.newContext({
      viewport,
      locale: 'uk-UA',
      timezoneId: 'Europe/Kyiv',
      hasTouch: label === 'mobile',
    });
    await context.addInitScript(() =>
      localStorage.setItem('kartyna_cookie_consent', new Date().toISOString()),
    );
    const page = await context.newPage();
    await page.goto(`${shop.web}/photo-picture`, { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: /Преміум/ }).check();
    await page
      .getByLabel('Оберіть фото')
      .setInputFiles({ name: 'astronaut.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = page.getByTestId('photo-preview');
    await preview
      .locator('xpath=self::*[@data-source="stored"][@data-state="ready"]')
      .waitFor({ timeout: 120_000 });
    // The view switch just under the sticky header: the preview, its summary and legend below.
    await page
      .getByRole('radiogroup', { name: 'Що показати' })
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
    for (const view of ['Фото', 'Картина', 'Контури']) {
      await page.getByRole('radio', { name: view, exact: true }).click();
      await page.waitForTimeout(400);
      const name = { Фото: 'photo', Картина: 'painted', Контури: 'outline' }[view];
      await page.screenshot({ path: join(out, `photo-preview-${name}-${label}.png`) });
    }
    // Before/after: half painted, half photo.
    await page.getByRole('radio', { name: 'Картина', exact: true }).click();
    await page.getByRole('slider', { name: 'Порівняти з фото' }).fill('50');
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `photo-preview-compare-${label}.png`) });
    await page.getByRole('slider', { name: 'Порівняти з фото' }).fill('100');
    await page.getByRole('radio', { name: 'Контури', exact: true }).click();
    // The whole preview column: summary in words and numbers, and the palette legend.
    await preview.locator('..').screenshot({ path: join(out, `photo-preview-legend-${label}.png`) });

    // The outline zoomed in with the viewer's buttons until its numbers read.
    const zoomIn = page.getByRole('button', { name: 'Збільшити перегляд' });
    for (let i = 0; i < 4 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
    await page.waitForTimeout(600);
    await preview.screenshot({ path: join(out, `photo-preview-outline-zoomed-${label}.png`) });

    // A small photo paints, with the note; an icon-sized one is refused with what to do.
    await page
      .getByLabel('Замінити фото')
      .setInputFiles({ name: 'rocket.jpg', mimeType: 'image/jpeg', buffer: messengerPhoto });
    await preview
      .locator('xpath=self::*[@data-source="stored"][@data-state="ready"]')
      .waitFor({ timeout: 120_000 });
    await page.getByRole('radio', { name: 'Картина', exact: true }).click();
    await page.getByTestId('photo-quality-note').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `photo-small-note-${label}.png`) });
    await page
      .getByLabel('Замінити фото')
      .setInputFiles({ name: 'icon.jpg', mimeType: 'image/jpeg', buffer: iconPhoto });
    await preview.locator('xpath=self::*[@data-state="refused"]').waitFor({ timeout: 120_000 });
    await page.locator('#photo-step').getByRole('alert').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `photo-refused-${label}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
