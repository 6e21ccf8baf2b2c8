import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { acceptCookies } from './support/catalog-kit';
import { previewOf } from './support/photo-kit';
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

// Issue 24: the numbered outline at 390 px with touch reads as a blank sheet at 1×; the
// shopper pinches, drags and double-taps into it until the numbers read, and back out.

test.skip(({ viewport }) => (viewport?.width ?? 0) > 800, 'phone layout only');
test.beforeEach(async ({ page }) => acceptCookies(page));

type Finger = { x: number; y: number };

/** Fingers down at `from`, moved in steps to `to`, lifted: real touch events, as a phone sends them. */
async function touch(cdp: CDPSession, from: Finger[], to: Finger[], steps = 8): Promise<void> {
  const at = (t: number) =>
    from.map((f, i) => {
      const end = to[i] ?? f;
      return { x: f.x + (end.x - f.x) * t, y: f.y + (end.y - f.y) * t, id: i };
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let s = 1; s <= steps; s += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(s / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const spread = (c: Finger, d: number): Finger[] => [
  { x: c.x - d / 2, y: c.y },
  { x: c.x + d / 2, y: c.y },
];

async function frameCentre(page: Page): Promise<Finger> {
  const box = await boxOf(viewerOf(page).frame);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the outline zooms by pinch, double tap and buttons until its numbers read, pans within the picture and fits back', async ({
  page,
}) => {
  await openOutline(page);
  const { frame, zoomIn, zoomOut, fit, outline } = viewerOf(page);
  const cdp = await page.context().newCDPSession(page);
  // The frame takes the gestures; around it one finger still scrolls the page.
  expect(await frame.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
  expect(await previewOf(page).evaluate((el) => getComputedStyle(el).touchAction)).toBe('auto');
  const frameBox = await boxOf(frame);
  await shot(page, 'outline-390-fit.png');

  // Pinch: two fingers spread from 60 to 180 px apart zoom about 3×, about their midpoint.
  const centre = await frameCentre(page);
  const under = await pictureShareAt(page, centre);
  await touch(cdp, spread(centre, 60), spread(centre, 180));
  await expect.poll(() => zoomOf(frame)).toBeGreaterThan(2.5);
  const pinched = await zoomOf(frame);
  expect(pinched).toBeLessThan(3.5);
  const still = await pictureShareAt(page, centre);
  expect(Math.abs(still.x - under.x) * (await boxOf(outline)).width).toBeLessThan(4);
  expect(Math.abs(still.y - under.y) * (await boxOf(outline)).height).toBeLessThan(4);
  await expectLaidOutAt(page, pinched);

  // One finger drags the picture; dragged far, its edge stops at the frame's.
  const before = await boxOf(outline);
  await touch(cdp, [centre], [{ x: centre.x + 50, y: centre.y + 30 }]);
  const dragged = await boxOf(outline);
  expect(dragged.x - before.x).toBeGreaterThan(35);
  expect(dragged.y - before.y).toBeGreaterThan(15);
  for (let i = 0; i < 3; i += 1) await touch(cdp, [centre], [{ x: centre.x + 150, y: centre.y + 150 }], 4);
  const corner = await boxOf(outline);
  expect(corner.x).toBeCloseTo(frameBox.x, 0);
  expect(corner.y).toBeCloseTo(frameBox.y, 0);

  // Double tap: twice as close, about the tapped point.
  await page.touchscreen.tap(centre.x, centre.y);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(() => zoomOf(frame)).toBeCloseTo(Math.min(8, pinched * 2), 1);

  // The buttons, to the deepest zoom: the template's smallest numbers now read on a phone.
  while (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(frame).toHaveAttribute('data-zoom', '8');
  await expectLaidOutAt(page, 8);
  expect(await smallestNumberPx(page)).toBeGreaterThanOrEqual(10);
  expect((await boxOf(outline)).width).toBeGreaterThan(frameBox.width * 7);
  await shot(page, 'outline-390-zoom8.png');

  await zoomOut.click();
  await expect(frame).toHaveAttribute('data-zoom', '4');
  await fit.click();
  await expect(frame).toHaveAttribute('data-zoom', '1');
  await expectLaidOutAt(page, 1);
  const fitted = await boxOf(outline);
  expect(fitted.x).toBeCloseTo(frameBox.x, 0);
  expect(fitted.width).toBeCloseTo(frameBox.width, 0);
  await expect(fit).toBeDisabled();

  // Double taps on the astronaut's face, three times: twice as close each, the face kept under
  // the finger, until the numbers of its small regions read.
  const face = { x: frameBox.x + frameBox.width * 0.45, y: frameBox.y + frameBox.height * 0.22 };
  for (const zoom of [2, 4, 8]) {
    await page.touchscreen.tap(face.x, face.y);
    await page.touchscreen.tap(face.x, face.y);
    await expect(frame).toHaveAttribute('data-zoom', String(zoom));
    await page.waitForTimeout(400); // the next tap starts a new double tap
    if (zoom === 4) await shot(page, 'outline-390-face-zoom4.png');
  }
  await expectLaidOutAt(page, 8);
  await shot(page, 'outline-390-face-zoom8.png');
});

test('the painted view zooms the same way, and the before/after slider still uncovers the photo', async ({
  page,
}) => {
  await openOutline(page);
  const { frame, zoomIn } = viewerOf(page);
  // The same zoom carries over between the painted picture and its outline.
  await zoomIn.click();
  await expect(frame).toHaveAttribute('data-zoom', '2');
  await page.getByRole('radio', { name: 'Картина' }).click();
  await expect(frame).toHaveAttribute('data-zoom', '2');
  const painted = page.getByRole('img', { name: 'Ваше фото, розфарбоване фарбами набору' });
  await expect(painted).toBeVisible();
  expect((await boxOf(painted)).width).toBeGreaterThan((await boxOf(frame)).width * 1.9);

  // At 40 % the photo shows on the left of the line, which sits at 40 % of the zoomed picture.
  await page.getByRole('slider', { name: 'Порівняти з фото' }).fill('40');
  const photo = previewOf(page).locator('img[alt=""]');
  await expect(photo).toBeVisible();
  const picture = await boxOf(painted);
  const photoBox = await boxOf(photo);
  expect(photoBox.width).toBeGreaterThan((await boxOf(frame)).width);
  const line = await boxOf(page.getByTestId('compare-line'));
  expect(line.x + line.width / 2).toBeCloseTo(picture.x + picture.width * 0.4, -1);
  await shot(page, 'painted-390-compare.png');
});
