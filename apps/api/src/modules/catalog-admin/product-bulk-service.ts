import { roundKopiyky, type BulkLabels, type BulkPrice } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import type { ProductRow } from '../catalog/product-dto';
import { lockProductsByIds, updateProductRow } from './product-admin-repository';

const ONE_UAH = 100;

/** Bulk prices are whole hryvnias (half away from zero), never below 1 UAH. */
const wholeUah = (kopiyky: number) => Math.max(ONE_UAH, roundKopiyky(kopiyky / ONE_UAH) * ONE_UAH);

type Prices = Pick<ProductRow, 'price' | 'discountPrice'>;

/** The prices a bulk change gives one product; null when it leaves them as they are. */
export function bulkPrices(row: Prices, change: BulkPrice): Prices | null {
  let next: Prices;
  switch (change.mode) {
    case 'percent': {
      const factor = 1 + change.percent / 100;
      const price = wholeUah(row.price * factor);
      const discount = row.discountPrice === null ? null : wholeUah(row.discountPrice * factor);
      // Rounding may bring a discount up to the price; a discount that saves nothing is none.
      next = { price, discountPrice: discount !== null && discount < price ? discount : null };
      break;
    }
    case 'discount': {
      const discount = wholeUah(row.price * (1 - change.percent / 100));
      if (discount >= row.price) return null;
      next = { price: row.price, discountPrice: discount };
      break;
    }
    case 'clear-discount':
      next = { price: row.price, discountPrice: null };
      break;
  }
  return next.price === row.price && next.discountPrice === row.discountPrice ? null : next;
}

/** One audit entry per product changed; unknown ids and products left as they were are skipped. */
export async function bulkChangePrices(db: Db, actor: StaffActor, change: BulkPrice) {
  return db.transaction(async (tx) => {
    let updated = 0;
    for (const row of await lockProductsByIds(tx, [...new Set(change.ids)])) {
      const next = bulkPrices(row, change);
      if (!next) continue;
      await updateProductRow(tx, row.id, next);
      await recordAudit(tx, actor, {
        action: 'product.bulk-price',
        entity: 'product',
        entityId: row.id,
        before: { price: row.price, discountPrice: row.discountPrice },
        after: { ...next, change: change.mode, ...('percent' in change ? { percent: change.percent } : {}) },
      });
      updated += 1;
    }
    return { updated };
  });
}

export function bulkLabelsOf(labels: string[], change: BulkLabels): string[] {
  const remove: readonly string[] = change.remove;
  const next = labels.filter((l) => !remove.includes(l));
  for (const label of change.add) if (!next.includes(label)) next.push(label);
  return next;
}

export async function bulkChangeLabels(db: Db, actor: StaffActor, change: BulkLabels) {
  return db.transaction(async (tx) => {
    let updated = 0;
    for (const row of await lockProductsByIds(tx, [...new Set(change.ids)])) {
      const labels = bulkLabelsOf(row.labels, change);
      if (JSON.stringify(labels) === JSON.stringify(row.labels)) continue;
      await updateProductRow(tx, row.id, { labels });
      await recordAudit(tx, actor, {
        action: 'product.bulk-labels',
        entity: 'product',
        entityId: row.id,
        before: { labels: row.labels },
        after: { labels },
      });
      updated += 1;
    }
    return { updated };
  });
}
