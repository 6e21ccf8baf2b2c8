// The markdown of `npm run bench:sale` (scripts/bench/sale.mjs) from its JSON report.
import { rateOf } from './load-under-orders.mjs';

const n = (x, digits = 0) =>
  x === null || x === undefined || Number.isNaN(x)
    ? '—'
    : x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (x) => n(x, x !== null && x < 10 ? 1 : 0);
const share = (part, whole) => (part && whole ? `${n((100 * part) / whole)} %` : '—');
const failures = (f) =>
  Object.entries(f)
    .map(([why, count]) => `${count} × ${why}`)
    .join('; ');

/**
 * Issue #43's two checks, each against its same-run figure: storefront reads with coded orders
 * flowing against reads alone (≥ 80 %), and the coded checkout's p99 against the plain one's
 * at the same rate (within 20 %).
 */
function promotionVerdict(mix, rates) {
  const coded = rates.filter((rate) => rateOf(rate).code);
  return coded.flatMap((rate) => {
    const plain = rates.find((r) => !rateOf(r).code && rateOf(r).perSecond === rateOf(rate).perSecond);
    const reads = mix[0]?.rps ? mix[rate].rps / mix[0].rps : null;
    const p99 = plain && mix[plain].orders.p99 ? mix[rate].orders.p99 / mix[plain].orders.p99 : null;
    return [
      '',
      `With a promo code on every order at ${rateOf(rate).perSecond} orders/s: storefront reads at ` +
        `**${n(reads, 2)}** of reads alone (0 orders/s; at least 0.80 asked), checkout p99 ` +
        `${ms(mix[rate].orders.p99)} ms against ${plain ? ms(mix[plain].orders.p99) : '—'} ms without a code: ` +
        `**${n(p99, 2)}×** (at most 1.20 asked).`,
    ];
  });
}

function sizeSection(size, ceilings, rates) {
  const { mix } = size.results;
  const zero = mix[0]?.rps;
  const lines = [
    `### ${n(size.products)} products (${n(size.visible)} visible)`,
    '',
    `Reader: 70 % product pages of the sale (${n(size.hot)} products, each rendered once before), ` +
      `10 % each home, catalogue and a category listing (${size.categories.join(', ')}).`,
    '',
    '| orders/s | storefront req/s | p50 ms | p97.5 ms | page-cache hits % | ratio to 0 orders/s | home + catalogue hits % | errors | orders placed / failed | order p50 / p97.5 / p99 ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const rate of rates) {
    const r = mix[rate];
    lines.push(
      `| ${rate} | ${n(r.rps)} | ${ms(r.p50)} | ${ms(r.p975)} | ${n(r.hits, 1)} | ${zero ? n(r.rps / zero, 2) : '—'} | ` +
        `${n(r.hitsByKind['home+catalogue'], 1)} | ${r.errors} | ${r.orders.placed} / ${r.orders.failed} | ` +
        `${rateOf(rate).perSecond ? `${ms(r.orders.p50)} / ${ms(r.orders.p975)} / ${ms(r.orders.p99)}` : '—'} |`,
    );
  }
  lines.push(...promotionVerdict(mix, rates));
  const failed = rates.map((rate) => failures(mix[rate].orders.failures)).filter(Boolean);
  if (failed.length) lines.push('', `Orders refused: ${failed.join('; ')}.`);

  const single = [
    ['product pages at random ids', 'bare Next.js page at random ids (first renders)'],
    ['home page', 'bare Next.js page, cached'],
  ];
  lines.push(
    '',
    `| page alone | ${rates.map((rate) => `${rate} orders/s: req/s (hits %)`).join(' | ')} | share of its ceiling |`,
    `|---|${rates.map(() => '---|').join('')}---|`,
  );
  for (const [name, ceiling] of single) {
    const byRate = size.results[name];
    const cells = rates.map((rate) => `${n(byRate[rate].rps)} (${n(byRate[rate].hits)})`);
    const shares = rates.map((rate) => share(byRate[rate].rps, ceilings[ceiling]?.rps));
    lines.push(`| ${name} | ${cells.join(' | ')} | ${shares.join(' / ')} of the ${ceiling} |`);
  }
  const products = size.results['product pages at random ids'];
  const bare = ceilings['bare Next.js page at random ids (first renders)']?.rps;
  lines.push(
    '',
    `Product pages at random ids (first renders) at **${share(products[rates[0]].rps, bare)}** of a bare ` +
      `Next.js page at random ids with ${rates[0]} orders/s` +
      (rates.length > 1
        ? `, ${share(products[rates.at(-1)].rps, bare)} with ${rates.at(-1)} orders/s.`
        : '.'),
  );
  return lines.join('\n');
}

/** The whole report as markdown. */
export function saleReport(report) {
  const { settings: s, ceilings, firstRenders: f } = report;
  const out = [
    `## bench:sale — the storefront while orders flow (${report.date.slice(0, 10)})`,
    '',
    `PostgreSQL at 127.0.0.1:5432, production builds; reader ${s.connections} connections as a browser ` +
      `asks (br); medians of ${s.rounds} round(s) of ${s.seconds} s; errors and orders summed over rounds.`,
    '',
    '| ceiling (same run, 0 orders/s) | req/s | p50 ms | p97.5 ms |',
    '|---|---|---|---|',
    ...Object.entries(ceilings).map(
      ([name, r]) => `| ${name} | ${n(r.rps)} | ${ms(r.p50)} | ${ms(r.p975)} |`,
    ),
    '',
    ...report.sizes.map((size) => `${sizeSection(size, ceilings, s.rates)}\n`),
  ];
  if (f) {
    out.push(
      `### Storefront memory after ${n(f.requests)} first renders (${n(f.products)} products)`,
      '',
      `${n(f.distinct)} distinct product pages (\`/product/id\` and \`/ru/product/id\`) on a fresh storefront, ` +
        `${s.connections} connections: ${n(f.rps)} req/s, ${f.errors} errors, ${n(f.seconds)} s.`,
      '',
      '| storefront RSS MB | before | peak | after |',
      '|---|---|---|---|',
      `| VmRSS | ${n(f.rss.before)} | ${n(f.rss.peak)} | ${n(f.rss.after)} |`,
      '',
    );
  }
  const sh = report.shared;
  if (sh) {
    const how = Object.entries(sh.second)
      .map(([from, count]) => `${count} ${from}`)
      .join(', ');
    out.push(
      `### Two storefronts sharing through Redis (${n(sh.products)} products)`,
      '',
      `${n(sh.pages)} distinct product pages, each asked of one storefront and then of the other: ` +
        `${n(sh.renders)} renders, **${n(sh.perPage, 2)} per page** (1 is the ideal, 2 without sharing); ` +
        `the second ask answered ${how}; ${sh.errors} errors.`,
      '',
    );
  }
  return out.join('\n');
}
