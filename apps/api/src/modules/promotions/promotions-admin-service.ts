import {
  kopiykyToUah,
  promoCodeKey,
  uahToKopiyky,
  type AdminPromotion,
  type DiscountType,
  type PromotionInput,
  type promotionListQuerySchema,
} from '@kartyna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  deletePromotionRow,
  existingTargets,
  figuresOf,
  findPromotionRow,
  insertPromotionRow,
  isPromotionUsed,
  listPromotionRows,
  updatePromotionRow,
  type PromotionFigures,
} from './promotions-admin-repository';
import {
  findPromotionByCode,
  heldUses,
  type NewPromotionRow,
  type PromotionRow,
} from './promotions-repository';
import { valueOf } from './promotions-service';

const noFigures: PromotionFigures = { uses: 0, discountGiven: 0, revenue: 0 };

/** Where a promotion stands at `now`, for the list's chip. */
function stateOf(row: PromotionRow, now: Date): AdminPromotion['state'] {
  if (!row.active) return 'paused';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.usageLimit !== null && row.usesCount >= row.usageLimit) return 'used-up';
  return 'active';
}

const view = (
  row: PromotionRow,
  figures: PromotionFigures = noFigures,
  now = new Date(),
): AdminPromotion => ({
  id: row.id,
  name: row.nameUa,
  nameRu: row.nameRu,
  code: row.code,
  discountType: row.discountType as DiscountType,
  value: valueOf(row),
  minSubtotal: row.minSubtotal === 0 ? null : kopiykyToUah(row.minSubtotal),
  categoryIds: row.categoryIds,
  productIds: row.productIds,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  active: row.active,
  state: stateOf(row, now),
  uses: figures.uses,
  discountGiven: kopiykyToUah(figures.discountGiven),
  revenue: kopiykyToUah(figures.revenue),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const codeTaken = () => badRequest('invalid_data', [{ path: 'code', message: 'promo_code_taken' }]);

/** The row as stored: kopiyky, the code's match key, lists without repeats. */
function rowOf(input: PromotionInput): Omit<NewPromotionRow, 'usesCount'> {
  return {
    nameUa: input.name,
    nameRu: input.nameRu ?? null,
    code: input.code,
    codeKey: input.code === null ? null : promoCodeKey(input.code),
    discountType: input.discountType,
    value: input.discountType === 'fixed' ? uahToKopiyky(input.value) : input.value,
    minSubtotal: uahToKopiyky(input.minSubtotal ?? 0),
    categoryIds: [...new Set(input.categoryIds ?? [])],
    productIds: [...new Set(input.productIds ?? [])],
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    active: input.active,
  };
}

/** A category or product that does not exist (a typo, one deleted since) is named on its field. */
async function refuseUnknownTargets(db: Db, values: Pick<NewPromotionRow, 'categoryIds' | 'productIds'>) {
  const categoryIds = values.categoryIds ?? [];
  const productIds = values.productIds ?? [];
  const found = await existingTargets(db, categoryIds, productIds);
  const errors = [
    ...categoryIds.flatMap((id, i) =>
      found.categoryIds.has(id) ? [] : [{ path: `categoryIds.${i}`, message: 'unknown_category' }],
    ),
    ...productIds.flatMap((id, i) =>
      found.productIds.has(id) ? [] : [{ path: `productIds.${i}`, message: 'product_not_found' }],
    ),
  ];
  if (errors.length > 0) throw badRequest('invalid_data', errors);
}

/** A code another promotion holds answers on the field; a race past the check meets the unique index. */
async function withCodeCheck<T>(
  db: Db,
  codeKey: string | null | undefined,
  id: number | null,
  write: () => Promise<T>,
) {
  if (codeKey) {
    const holder = await findPromotionByCode(db, codeKey);
    if (holder && holder.id !== id) throw codeTaken();
  }
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_code_key_uq')) throw codeTaken();
    throw error;
  }
}

export async function listPromotionsForStaff(db: Db, query: z.infer<typeof promotionListQuerySchema>) {
  const { rows, total } = await listPromotionRows(db, query);
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => view(r, figures.get(r.id))), total };
}

export async function promotionForStaff(db: Db, id: number): Promise<AdminPromotion> {
  const row = await findPromotionRow(db, id);
  if (!row) throw notFound();
  return view(row, (await figuresOf(db, [id])).get(id));
}

export async function createPromotion(
  db: Db,
  actor: StaffActor,
  input: PromotionInput,
): Promise<AdminPromotion> {
  const values = rowOf(input);
  await refuseUnknownTargets(db, values);
  return withCodeCheck(db, values.codeKey, null, () =>
    db.transaction(async (tx) => {
      const row = await insertPromotionRow(tx, values);
      await recordAudit(tx, actor, {
        action: 'promotion.create',
        entity: 'promotion',
        entityId: row.id,
        after: view(row),
      });
      return view(row);
    }),
  );
}

export async function updatePromotion(
  db: Db,
  actor: StaffActor,
  id: number,
  input: PromotionInput,
): Promise<AdminPromotion> {
  const values = rowOf(input);
  await refuseUnknownTargets(db, values);
  return withCodeCheck(db, values.codeKey, id, () =>
    db.transaction(async (tx) => {
      const before = await findPromotionRow(tx, id, true);
      if (!before) throw notFound();
      // Only a limited promotion counts its uses in its row (promotion-pricing.ts): a limit set
      // now starts from the uses its orders hold, and one set below them reads "used up".
      const held = values.usageLimit == null ? 0 : await heldUses(tx, id);
      const usageLimit = values.usageLimit == null ? null : Math.max(values.usageLimit, held);
      const after = await updatePromotionRow(tx, id, { ...values, usageLimit, usesCount: held });
      const verb = before.active !== after.active ? (after.active ? 'resume' : 'pause') : 'update';
      await recordAudit(tx, actor, {
        action: `promotion.${verb}`,
        entity: 'promotion',
        entityId: id,
        before: view(before),
        after: view(after),
      });
      return view(after, (await figuresOf(tx, [id])).get(id));
    }),
  );
}

/** Only a promotion no order ever got can go; one that served orders is paused to keep their story. */
export async function deletePromotion(db: Db, actor: StaffActor, id: number): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const before = await findPromotionRow(tx, id, true);
    if (!before) throw notFound();
    if (await isPromotionUsed(tx, id)) throw new AppError(409, 'promotion_in_orders');
    await deletePromotionRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'promotion.delete',
      entity: 'promotion',
      entityId: id,
      before: view(before),
    });
    return view(before);
  });
}
