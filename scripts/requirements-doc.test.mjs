import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codFeePercent,
  codFixedFee,
  carrierDeliveryFromUah,
  courierExtraUah,
  shopTerms,
} from '../packages/domain/src/delivery-rules.ts';
import { loyaltyTiers, maxBonusSharePercent } from '../packages/domain/src/loyalty.ts';
import { orderStatusMoves } from '../packages/domain/src/order-lifecycle.ts';
import { photoPriceTableUah, urgentSurchargePercent } from '../packages/domain/src/photo-pricing.ts';
import {
  citationProblems,
  citedSections,
  loyaltyProblems,
  photoPriceProblems,
  sourceFiles,
  statusMoveProblems,
  tableAfter,
  termProblems,
} from './lib/requirements-doc.mjs';
import { root } from './lib/run-shop.mjs';

const doc = readFileSync(join(root, 'docs/requirements.md'), 'utf8');

// The checker's own files quote made-up citations on purpose.
const CHECKER = ['scripts/lib/requirements-doc.mjs', 'scripts/requirements-doc.test.mjs'];

const termValues = {
  codFixedFee: codFixedFee / 100,
  codFeePercent,
  carrierDeliveryFromUah,
  courierExtraUah,
  urgentSurchargePercent,
  maxBonusSharePercent,
  ...Object.fromEntries(Object.entries(shopTerms).map(([key, value]) => [`shopTerms.${key}`, value])),
};

describe('docs/requirements.md', () => {
  it('has a section for every "requirements §N" the code cites, and no "SPEC §" is left', () => {
    const files = sourceFiles(root).filter((file) => !CHECKER.includes(file.path));
    const cited = files.flatMap((file) => citedSections(file.text));
    // A walk or a pattern that found nothing would pass any doc.
    expect(cited.length).toBeGreaterThan(150);
    expect(cited).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 7, 8, 9]));
    expect(citationProblems(files, doc)).toEqual([]);
  });

  it('shows the loyalty tiers the code pays cashback by', () => {
    expect(loyaltyProblems(tableAfter(doc, '### Loyalty tiers'), loyaltyTiers)).toEqual([]);
  });

  it('shows the photo-picture prices the code charges', () => {
    expect(photoPriceProblems(tableAfter(doc, '### Photo-picture prices'), photoPriceTableUah)).toEqual([]);
  });

  it('shows the delivery and payment terms the code uses', () => {
    const rows = tableAfter(doc, '### Delivery and payment terms');
    expect(rows.length).toBe(Object.keys(termValues).length - 2); // workingHours, pickupCity: in prose
    expect(termProblems(rows, termValues)).toEqual([]);
  });

  it('shows the order status moves the server allows', () => {
    expect(statusMoveProblems(tableAfter(doc, '**Order statuses**'), orderStatusMoves)).toEqual([]);
  });
});

describe('the checker', () => {
  const made = ['## §1 What', 'text', '## §2 Screens', '', '### Loyalty tiers', ''].join('\n');

  it('reads every form a citation takes', () => {
    const text =
      'requirements §2: x; requirements §3/§5); requirements §5 and §8, requirements §9’s; requirements §.';
    expect(citedSections(text)).toEqual([2, 3, 5, 5, 8, 9, Number.NaN]);
  });

  it('fails on a section the doc lacks and on the old form', () => {
    const files = [
      { path: 'apps/a.ts', text: '// requirements §1/§2' },
      { path: 'apps/b.ts', text: '// requirements §12 and §2; SPEC §3' },
    ];
    expect(citationProblems(files, made)).toEqual([
      'apps/b.ts cites requirements §12, which docs/requirements.md lacks',
      'apps/b.ts still cites "SPEC §"',
    ]);
  });

  it('fails on a table that drifted from the code', () => {
    const table = (header, rows) =>
      `### T\n\n| ${header.join(' | ')} |\n| --- |\n${rows.join('\n')}\n\nafter`;
    const tiers = [
      { level: 'beginner', from: 0, cashbackPercent: 0 },
      { level: 'wisher', from: 100, cashbackPercent: 5 },
      { level: 'artist', from: 300_000, cashbackPercent: 10 },
    ];
    const loyalty = tableAfter(
      table(
        ['Level', 'Cashback, %', 'From, UAH', 'To, UAH'],
        ['| `beginner` | 0 | 0 | 0 |', '| `wisher` | 7 | 1 | 2999 |'],
      ),
      '### T',
    );
    expect(loyaltyProblems(loyalty, tiers)).toEqual([
      'loyalty tier wisher: the code has wisher / 5 / 1 / 2999, the doc wisher / 7 / 1 / 2999',
      'loyalty tier artist is not in the doc',
    ]);
    const photo = tableAfter(
      table(['Size', 'Classic', 'Premium'], ['| 40x50 | 825 | 999 |', '| 10x10 | 1 | 2 |']),
      '### T',
    );
    expect(photoPriceProblems(photo, { '40x50': { classic: 825, premium: 995 } })).toEqual([
      'photo 40x50 premium: the code has 995, the doc 999',
      'photo size 10x10 is not in the code',
    ]);
    const terms = tableAfter(
      table(
        ['Term', 'Value', 'In the code'],
        ['| fee | 2075 UAH | `fee` |', '| days | 1-3 days | `days` |', '| x | 1 | |'],
      ),
      '### T',
    );
    expect(termProblems(terms, { fee: 20, days: '1-3' })).toEqual([
      'fee is 20 in the code, the doc says "2075 UAH"',
      'term "x" names no constant, which the check does not know',
    ]);
    const statuses = tableAfter(
      table(['Status', 'May move to'], ['| `a` | `b`, `c` |', '| `b` | — |']),
      '### T',
    );
    expect(statusMoveProblems(statuses, { a: ['b'], b: [] })).toEqual([
      'order status a moves to b, the doc says b, c',
    ]);
  });
});
