import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (let i = 0; i < 6; i++) {
  const { lhr } = await lighthouse(process.env.URL, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false }, throttlingMethod: 'simulate' });
  const a = lhr.audits;
  console.log(Math.round(lhr.categories.performance.score * 100), Math.round(a['largest-contentful-paint'].numericValue), Math.round(a['total-blocking-time'].numericValue), a['cumulative-layout-shift'].numericValue.toFixed(3));
}
await chrome.kill();
