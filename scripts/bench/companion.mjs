#!/usr/bin/env node
/* global window, document, requestAnimationFrame */
// `npm run bench:companion` (builds the API and the storefront first): the painting companion on a
// mid-range phone (headless Chromium, 390 × 844, 4× CPU throttling) with the biggest kit the shop
// sells — a 60×80 premium template made from a 12 MP photo. Measured per run, on a fresh page:
//  - first render (ms since the navigation started, taken in the page every frame): to the template shown (its PNG decoded), to the SVG over it, and to the regions
//    ready (the map fetched, un-gzipped, decoded and drawn: taps work from then on);
//  - panning at 4× zoom with a paint chosen (the overlay drawn): frame intervals while a finger
//    drags across the template for 2 s.
// The ceiling, in the same run: a bare page drawing the same SVG into a canvas and panning it by
// redrawing on every move — the least a pannable template can cost on that machine.
// Medians of BENCH_RUNS (3) runs.
import { chromium } from '@playwright/test';
import { readyPhotoKit } from '../lib/kit-order.mjs';
import { runShop } from '../lib/run-shop.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const pct = (list, p) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))];

const shop = await runShop({ drawPictures: false, apiEnv: { TEMPLATE_POLL_MS: '500' } });
try {
  const { kit } = await readyPhotoKit(shop);
  const address = `${shop.web}/kit/${kit.ref}?k=${kit.token}`;
  console.log(
    `kit ${kit.ref}: ${kit.widthMm / 10}×${kit.heightMm / 10} cm, ${kit.palette.length} paints, ${kit.regionCount} regions`,
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const newPage = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'uk-UA',
      hasTouch: false,
    });
    await context.addInitScript(() => {
      localStorage.setItem('kartyna_cookie_consent', new Date().toISOString());
      // In the page, every frame: when each thing was first there (ms since navigation start).
      const times = (window.kitTimes = {});
      const drawn = (selector) => {
        const img = document.querySelector(selector);
        return img?.complete && img.naturalWidth > 0;
      };
      const check = () => {
        const now = performance.now();
        if (!times.outline && drawn('[data-testid="kit-stage"] img[data-layer="outline"]'))
          times.outline = now;
        if (!times.svg && drawn('[data-testid="kit-stage"] img[data-layer="svg"]')) times.svg = now;
        if (!times.ready && document.querySelector('[data-testid="kit-stage"][data-map="ready"]'))
          times.ready = now;
        if (!times.bare && document.body?.dataset.shown === '1') times.bare = now;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    return { context, page };
  };
  // Frame intervals while the mouse drags across `selector` for about two seconds.
  const panFrames = async (page, selector) => {
    const box = await page.locator(selector).boundingBox();
    await page.evaluate(() => {
      window.frames_ = [];
      window.panning = true;
      const tick = (t) => {
        window.frames_.push(t);
        if (window.panning) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const started = Date.now();
    for (let i = 0; Date.now() - started < 2000; i += 1) {
      const a = (i / 30) * Math.PI;
      await page.mouse.move(cx + Math.cos(a) * 120, cy + Math.sin(a) * 160);
    }
    await page.mouse.up();
    const stamps = await page.evaluate(() => ((window.panning = false), window.frames_));
    return stamps
      .slice(1)
      .map((t, i) => t - stamps[i])
      .slice(2);
  };

  const results = {
    shown: [],
    svg: [],
    ready: [],
    frame: [],
    p95: [],
    bareFrame: [],
    bareP95: [],
    bareShown: [],
  };
  for (let run = 0; run < runs; run += 1) {
    {
      const { context, page } = await newPage();
      await page.goto(address, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => window.kitTimes.outline && window.kitTimes.svg && window.kitTimes.ready,
        null,
        {
          timeout: 60_000,
        },
      );
      const times = await page.evaluate(() => window.kitTimes);
      results.shown.push(times.outline);
      results.svg.push(times.svg);
      results.ready.push(times.ready);
      await page.locator('[data-paint]').first().click();
      for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Збільшити' }).click();
      await page.waitForTimeout(500);
      const frames = await panFrames(page, '[data-testid="kit-stage"] [role="group"]');
      results.frame.push(median(frames));
      results.p95.push(pct(frames, 0.95));
      await context.close();
    }
    {
      const { context, page } = await newPage();
      await page.route(`${shop.web}/bare-canvas`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0">
<canvas id="c" width="390" height="520" style="touch-action:none"></canvas><script>
const c = document.getElementById('c'); const g = c.getContext('2d'); const img = new Image();
let x = 0, y = 0, down = null; const zoom = 4;
function draw() { g.fillStyle = '#fff'; g.fillRect(0, 0, c.width, c.height);
  const w = c.width * zoom, h = w * img.naturalHeight / img.naturalWidth; g.drawImage(img, x, y, w, h); }
img.onload = () => { document.body.dataset.shown = '1'; draw(); };
img.src = ${JSON.stringify(kit.svgUrl)};
c.onpointerdown = (e) => { down = [e.clientX - x, e.clientY - y]; };
c.onpointermove = (e) => { if (!down) return; x = e.clientX - down[0]; y = e.clientY - down[1]; draw(); };
c.onpointerup = () => { down = null; };
</script>`,
        }),
      );
      await page.goto(`${shop.web}/bare-canvas`);
      await page.waitForFunction(() => window.kitTimes.bare, null, { timeout: 60_000 });
      results.bareShown.push(await page.evaluate(() => window.kitTimes.bare));
      const frames = await panFrames(page, '#c');
      results.bareFrame.push(median(frames));
      results.bareP95.push(pct(frames, 0.95));
      await context.close();
    }
  }
  await browser.close();
  const m = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Math.round(median(v) * 10) / 10]));
  const fps = (ms) => (1000 / ms).toFixed(0);
  console.log(`runs ${runs}, CPU throttling ${throttle}×, medians:`);
  console.log(
    `  first render: template shown ${m.shown} ms (its PNG), the SVG over it ${m.svg} ms, regions ready ${m.ready} ms (bare canvas of the SVG shown ${m.bareShown} ms)`,
  );
  console.log(
    `  pan at 4×: frame ${m.frame.toFixed(1)} ms (${fps(m.frame)} fps), p95 ${m.p95.toFixed(1)} ms`,
  );
  console.log(
    `  bare canvas pan: frame ${m.bareFrame.toFixed(1)} ms (${fps(m.bareFrame)} fps), p95 ${m.bareP95.toFixed(1)} ms`,
  );
  console.log(
    `  companion / bare: frame ${(m.frame / m.bareFrame).toFixed(2)}, p95 ${(m.p95 / m.bareP95).toFixed(2)}`,
  );
} finally {
  await shop.stop();
}
