import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies } from './support/catalog-kit';
import {
  boxOf,
  expectLaidOutAt,
  openOutline,
  pictureShareAt,
  shot,
  smallestNumberPx,
  viewerOf,
  zoomOf,
} from './support/viewer-kit';

// Issue 24 at 1440 px: the numbered outline zooms with the buttons, the wheel (about the
// pointer), a double click and the keyboard, drags with the mouse and fits back.

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the outline zooms by buttons, wheel, double click and keys until its numbers read, drags within the picture and fits back', async ({
  page,
}) => {
  await openOutline(page);
  const { frame, zoomIn, zoomOut, fit, outline } = viewerOf(page);
  const frameBox = await boxOf(frame);
  await expect(zoomOut).toBeDisabled();
  await expect(fit).toBeDisabled();

  await zoomIn.click();
  await zoomIn.click();
  await expect(frame).toHaveAttribute('data-zoom', '4');
  await expectLaidOutAt(page, 4);
  expect((await boxOf(outline)).width).toBeGreaterThan(frameBox.width * 3.9);
  await expectNoSeriousA11yViolations(page);

  // The wheel zooms about the pointer: the picture's spot under it stays under it.
  const pointer = { x: frameBox.x + frameBox.width * 0.3, y: frameBox.y + frameBox.height * 0.6 };
  await page.mouse.move(pointer.x, pointer.y);
  const under = await pictureShareAt(page, pointer);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => zoomOf(frame)).toBeGreaterThan(5);
  const wheeled = await zoomOf(frame);
  await expectLaidOutAt(page, wheeled);
  const still = await pictureShareAt(page, pointer);
  const { width, height } = await boxOf(outline);
  expect(Math.abs(still.x - under.x) * width).toBeLessThan(3);
  expect(Math.abs(still.y - under.y) * height).toBeLessThan(3);

  // Dragged with the mouse; dragged far, the picture's corner stops at the frame's.
  const before = await boxOf(outline);
  await page.mouse.down();
  await page.mouse.move(pointer.x - 80, pointer.y - 40, { steps: 6 });
  await page.mouse.up();
  const dragged = await boxOf(outline);
  expect(dragged.x - before.x).toBeCloseTo(-80, 0);
  expect(dragged.y - before.y).toBeCloseTo(-40, 0);
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.move(frameBox.x + 40, frameBox.y + 40);
    await page.mouse.down();
    await page.mouse.move(frameBox.x + frameBox.width - 40, frameBox.y + frameBox.height - 40, { steps: 5 });
    await page.mouse.up();
  }
  const corner = await boxOf(outline);
  expect(corner.x).toBeCloseTo(frameBox.x, 0);
  expect(corner.y).toBeCloseTo(frameBox.y, 0);

  // A double click zooms in to the deepest; the numbers of the template read at 1440 px too.
  await page.mouse.dblclick(frameBox.x + 100, frameBox.y + 100);
  await expect.poll(() => zoomOf(frame)).toBe(8);
  await expectLaidOutAt(page, 8);
  expect(await smallestNumberPx(page)).toBeGreaterThanOrEqual(10);
  await expect(zoomIn).toBeDisabled();
  await shot(page, 'outline-1440-zoom8.png');

  // Keys, once the frame has focus: − out, arrows move, 0 fits.
  await frame.focus();
  await page.keyboard.press('-');
  await expect(frame).toHaveAttribute('data-zoom', '4');
  const keyed = await boxOf(outline);
  await page.keyboard.press('ArrowRight');
  expect((await boxOf(outline)).x).toBeLessThan(keyed.x - 20);
  await page.keyboard.press('0');
  await expect(frame).toHaveAttribute('data-zoom', '1');

  await zoomIn.click();
  await fit.click();
  await expect(frame).toHaveAttribute('data-zoom', '1');
  await expectLaidOutAt(page, 1);
  const fitted = await boxOf(outline);
  expect(fitted.x).toBeCloseTo(frameBox.x, 0);
  expect(fitted.width).toBeCloseTo(frameBox.width, 0);

  // At 1× the wheel turned down scrolls the page as it does anywhere else.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.move(frameBox.x + frameBox.width / 2, frameBox.y + frameBox.height / 2);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  await expect(frame).toHaveAttribute('data-zoom', '1');

  // Double clicks on the astronaut's face: the face stays under the pointer, 2×, 4×, 8×.
  const face = { x: frameBox.x + frameBox.width * 0.45, y: frameBox.y + frameBox.height * 0.22 };
  await frame.scrollIntoViewIfNeeded();
  const { x, y } = await boxOf(frame);
  for (const zoom of [2, 4, 8]) {
    await page.mouse.dblclick(face.x - frameBox.x + x, face.y - frameBox.y + y);
    await expect(frame).toHaveAttribute('data-zoom', String(zoom));
    await page.waitForTimeout(400);
    if (zoom === 4) await shot(page, 'outline-1440-face-zoom4.png');
  }
  await expectLaidOutAt(page, 8);
  await shot(page, 'outline-1440-face-zoom8.png');
});
