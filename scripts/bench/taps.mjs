#!/usr/bin/env node
// `npm run bench:taps`: how long a phone waits for each tap (INP, the Event Timing API's
// interaction duration) and how much JavaScript a first visit loads, in Debian's Chromium at
// 390 × 844 with the CPU slowed 4×, beside a bare Next.js page (one button) measured in the same
// run (issue #26: INP ≤ 100 ms, ≤ 120 kB of JavaScript gzipped on home, catalogue and product).
// Medians of BENCH_RUNS (3) fresh browser contexts per tap; BENCH_TAPS picks some taps by name;
// build first (the script does).
import { chromium } from '@playwright/test';
import { bareNextAnswers, startBareNext } from '../lib/bare-next.mjs';
import { join } from 'node:path';
import sharp from 'sharp';
import { root, runShop } from '../lib/run-shop.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3391);
const bareUrl = `http://127.0.0.1:${barePort}`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Collects every interaction's duration (the longest event of it), as web-vitals' INP does. */
function watchInteractions() {
  globalThis.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const before = globalThis.__interactions.get(entry.interactionId) ?? 0;
      globalThis.__interactions.set(entry.interactionId, Math.max(before, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  localStorage.setItem('kartyna_cookie_consent', 'accepted by the benchmark');
}

/** The longest interaction since the page was opened (the taps are the only ones). */
const worstInteraction = (page) => page.evaluate(() => Math.max(0, ...globalThis.__interactions.values()));

/** JavaScript a first visit loaded: bytes over the wire (gzip or brotli as served). */
const scriptBytes = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.initiatorType === 'script' || /\.js(\?|$)/.test(r.name))
      .reduce((sum, r) => sum + r.transferSize, 0),
  );

async function phone(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'uk-UA',
  });
  await context.addInitScript(watchInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** A messenger-sized photo (741 × 500) for the preview's controls. */
const photo = {
  name: 'rocket.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp(join(root, 'packages/paint-by-numbers/test-photos/rocket.jpg'))
    .resize(741, 500, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer(),
};

const main = async () => {
  const shop = await runShop({ drawPictures: false });
  const bare = startBareNext(barePort);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await bareNextAnswers(`${bareUrl}/tap`);
    const listing = await (await fetch(`${shop.api}/api/server/products?pageSize=5&sort=new`)).json();
    const product = listing.items.find((p) => p.inStock) ?? listing.items[0];
    const web = shop.web;
    // Each tap: where it starts, what it taps (or types), and the page's first-visit JavaScript.
    const taps = [
      [
        'add to cart',
        `${web}/product/${product.id}`,
        (p) => p.getByRole('button', { name: 'Купити' }).first().tap(),
      ],
      ['filters', `${web}/catalog`, (p) => p.getByRole('button', { name: 'Фільтри' }).first().tap()],
      ['menu', `${web}/`, (p) => p.getByRole('button', { name: 'Відкрити меню' }).tap()],
      [
        'checkout field',
        `${web}/product/${product.id}`,
        async (p) => {
          await p.getByRole('button', { name: 'Купити' }).first().tap();
          await p.goto(`${web}/cart`);
          await settle(p);
          await p.evaluate(() => globalThis.__interactions.clear());
          await p.getByLabel('Прізвище', { exact: true }).tap();
          await p.keyboard.type('Шевченко', { delay: 80 });
        },
      ],
      [
        'photo preview zoom',
        `${web}/photo-picture`,
        async (p) => {
          // The photo's own work (upload, preview) is not a tap: only the control is measured.
          await p.getByLabel('Оберіть фото').setInputFiles(photo);
          await p.locator('[data-testid="photo-preview"][data-state="ready"]').waitFor({ timeout: 120_000 });
          await settle(p);
          await p.evaluate(() => globalThis.__interactions.clear());
          await p.getByRole('button', { name: 'Наблизити' }).tap();
        },
      ],
      ['bare page button', `${bareUrl}/tap`, (p) => p.getByRole('button', { name: 'Купити' }).tap()],
    ];
    // BENCH_TAPS=filters,menu measures only those (the bare page always runs, as the ceiling).
    const only = process.env.BENCH_TAPS?.split(',').map((name) => name.trim());
    const chosen = taps.filter(([name], i) => !only || only.includes(name) || i === taps.length - 1);
    const rows = [];
    for (const [name, url, act] of chosen) {
      const inp = [];
      const js = [];
      for (let i = 0; i < runs + 1; i += 1) {
        const { context, page } = await phone(browser);
        await page.goto(url);
        await settle(page);
        const bytes = await scriptBytes(page);
        await act(page);
        await page.waitForTimeout(800);
        // The first pass warms the server (pictures, renders) and is not counted.
        if (i > 0) {
          inp.push(await worstInteraction(page));
          js.push(bytes / 1024);
        }
        await context.close();
      }
      rows.push({
        tap: name,
        'INP ms': Math.round(median(inp)),
        'first-visit JS kB': Number(median(js).toFixed(1)),
        runs,
      });
    }
    console.log(`\nTaps at 390 px, CPU 4× slower, medians of ${runs} fresh visits:`);
    console.table(rows);
    const ceiling = rows.at(-1);
    console.log(`bare Next.js page: INP ${ceiling['INP ms']} ms, JS ${ceiling['first-visit JS kB']} kB`);
    const slow = rows.slice(0, -1).filter((r) => r['INP ms'] > 100);
    if (slow.length) {
      console.log(`INP over 100 ms: ${slow.map((r) => r.tap).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    bare.kill();
    shop.stop();
  }
};

await main();
