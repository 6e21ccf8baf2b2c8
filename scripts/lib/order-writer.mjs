// A steady stream of guest orders through the real API, for benchmarks (`npm run bench:sale`):
// `rate` orders a second, each one piece of a random product of `productIds`, cash on delivery by
// Ukrposhta, each from an address and a mail of its own (the order limit counts per address; the
// API trusts X-Forwarded-For from loopback). Orders start on the clock, not after the previous
// answer, and run in a worker thread, so the load generator in the main thread delays neither.
import { randomBytes } from 'node:crypto';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { pct } from './load.mjs';

/** A valid guest order (packages/domain's orderInputSchema) for one piece of `productId`. */
export const orderBody = (productId, mail, promoCode = null) => ({
  contact: { lastName: 'Коваль', firstName: 'Олена', email: mail, phone: '+38 (067) 123-45-67' },
  delivery: { deliveryType: 'ukr-post', city: 'Одеса', postIndex: '65000', address: 'вул. Дерибасівська, 1' },
  paymentType: 'cod',
  lines: [{ productId, amount: 1 }],
  ...(promoCode ? { promoCode } : {}),
  language: 'ua',
});

const none = { placed: 0, failed: 0, failures: {}, p50: null, p975: null, p99: null };

/**
 * Starts the stream at `api` (http://host:port) and answers once the first order is on its
 * way; `stop()` ends it, waits for the orders under way and answers { placed, failed, failures:
 * { 'status message': count }, p50, p975, p99 } (ms, of the placed orders). A rate of 0 starts
 * nothing. With `promoCode` every order carries it (issue #43: the checkout with a promotion).
 */
export async function startOrders({ api, rate, productIds, promoCode = null }) {
  if (!rate) return { stop: async () => none };
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { orderWriter: true, api, rate, productIds: Int32Array.from(productIds), promoCode },
  });
  const failed = new Promise((_resolve, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  const next = () => Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
  await next();
  return {
    stop: async () => {
      const answer = next();
      worker.postMessage('stop');
      try {
        return await answer;
      } finally {
        await worker.terminate();
      }
    },
  };
}

async function writeOrders({ api, rate, productIds, promoCode }) {
  const run = randomBytes(4).toString('hex');
  const started = performance.now();
  const latencies = [];
  const failures = {};
  const underWay = new Set();
  let placed = 0;
  let n = 0;
  let timer;
  const fail = (why) => (failures[why] = (failures[why] ?? 0) + 1);
  const place = async (i) => {
    const productId = productIds[Math.floor(Math.random() * productIds.length)];
    const t = performance.now();
    try {
      const r = await fetch(`${api}/api/server/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify(orderBody(productId, `sale-${run}-${i}@example.com`, promoCode)),
        signal: AbortSignal.timeout(30_000),
      });
      const answer = await r.json().catch(() => ({}));
      if (r.status === 201) {
        placed += 1;
        latencies.push(performance.now() - t);
      } else fail(`${r.status} ${answer.message ?? ''}`.trim());
    } catch (error) {
      fail(error.name === 'TimeoutError' ? 'timeout (30 s)' : error.message);
    }
  };
  const tick = () => {
    const order = place(n);
    n += 1;
    underWay.add(order);
    order.finally(() => underWay.delete(order));
    timer = setTimeout(tick, Math.max(0, started + (n * 1000) / rate - performance.now()));
  };
  tick();
  parentPort.postMessage('started');
  parentPort.once('message', async () => {
    clearTimeout(timer);
    await Promise.all(underWay);
    latencies.sort((a, b) => a - b);
    const failed = Object.values(failures).reduce((a, b) => a + b, 0);
    parentPort.postMessage({
      placed,
      failed,
      failures,
      p50: pct(latencies, 0.5),
      p975: pct(latencies, 0.975),
      p99: pct(latencies, 0.99),
    });
  });
}

if (!isMainThread && workerData?.orderWriter) await writeOrders(workerData);
