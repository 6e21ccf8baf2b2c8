// Storefront load while guest orders flow (`npm run bench:sale`): autocannon rounds of a reader
// (scripts/lib/load.mjs) with the order writer (scripts/lib/order-writer.mjs) placing orders
// meanwhile; answers counted by the front page cache's `x-page-cache: hit`, per kind of page.
import { median, pct, runOnce } from './load.mjs';
import { startOrders } from './order-writer.mjs';

const share = (k) => (k?.answers ? (100 * k.hits) / k.answers : null);

/**
 * A rate as bench:sale names it: orders a second, `+code` when each order carries a promo code
 * ('10+code'). Results are keyed by the name.
 */
export const rateOf = (name) => {
  const match = /^(\d+(?:\.\d+)?)(\+code)?$/.exec(String(name));
  return match ? { perSecond: Number(match[1]), code: Boolean(match[2]) } : null;
};

/**
 * One round: `scenario` (see runOnce) for `seconds` on `connections` while `rate` orders a second
 * of random products of `productIds` go to `api`. `kindOf(path)` names a page's kind for the hits.
 */
async function round(
  scenario,
  { rate, api, productIds, connections, seconds, promoCode = null, kindOf = () => 'page' },
) {
  const kinds = {};
  const all = { answers: 0, hits: 0 };
  const onResponse = (_status, headers, path) => {
    const hit = headers['x-page-cache'] === 'hit' ? 1 : 0;
    for (const k of [all, (kinds[kindOf(path)] ??= { answers: 0, hits: 0 })]) {
      k.answers += 1;
      k.hits += hit;
    }
  };
  const { perSecond, code } = rateOf(rate);
  const writer = await startOrders({ api, rate: perSecond, productIds, promoCode: code ? promoCode : null });
  const { result, latencies } = await runOnce({ ...scenario, onResponse }, connections, seconds);
  const orders = await writer.stop();
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: pct(latencies, 0.5),
    p975: pct(latencies, 0.975),
    errors: result.errors + result.non2xx,
    hits: share(all),
    hitsByKind: Object.fromEntries(Object.entries(kinds).map(([name, k]) => [name, share(k)])),
    orders,
  };
}

const sum = (rs, f) => rs.reduce((a, r) => a + f(r), 0);

/** Medians over rounds of every figure (those a round has); errors and orders summed. */
function summarize(rs) {
  const m = (f) => {
    const xs = rs.map(f).filter((x) => x !== null && x !== undefined && !Number.isNaN(x));
    return xs.length ? median(xs) : null;
  };
  const kinds = [...new Set(rs.flatMap((r) => Object.keys(r.hitsByKind)))];
  const failures = {};
  for (const r of rs)
    for (const [why, n] of Object.entries(r.orders.failures)) failures[why] = (failures[why] ?? 0) + n;
  return {
    rps: m((r) => r.rps),
    p50: m((r) => r.p50),
    p975: m((r) => r.p975),
    hits: m((r) => r.hits),
    hitsByKind: Object.fromEntries(kinds.map((k) => [k, m((r) => r.hitsByKind[k])])),
    errors: sum(rs, (r) => r.errors),
    orders: {
      placed: sum(rs, (r) => r.orders.placed),
      failed: sum(rs, (r) => r.orders.failed),
      failures,
      p50: m((r) => r.orders.p50),
      p975: m((r) => r.orders.p975),
      p99: m((r) => r.orders.p99),
    },
    rounds: rs,
  };
}

/**
 * Every scenario ({ name: scenario }) at every rate of `options.rates`, `options.rounds` times,
 * interleaved so that drift spreads over all of them; answers { name: { rate: summary } }.
 */
export async function measureUnderOrders(scenarios, options) {
  const { rates, rounds, log = () => undefined } = options;
  const runs = {};
  for (let r = 0; r < rounds; r += 1) {
    for (const rate of rates) {
      for (const [name, scenario] of Object.entries(scenarios)) {
        const result = await round(scenario, { ...options, rate });
        ((runs[name] ??= {})[rate] ??= []).push(result);
        const o = result.orders;
        log(
          `round ${r + 1}/${rounds} ${name}, ${rate} orders/s: ${Math.round(result.rps)} req/s, ` +
            `p97.5 ${Math.round(result.p975)} ms, page-cache hits ${Math.round(result.hits ?? 0)} %` +
            (rateOf(rate).perSecond ? `; orders ${o.placed} placed, ${o.failed} failed` : ''),
        );
      }
    }
  }
  const each = (object, f) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, f(v)]));
  return each(runs, (byRate) => each(byRate, summarize));
}
