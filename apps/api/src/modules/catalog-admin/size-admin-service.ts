import type { z } from 'zod';
import type {
  AdminSize,
  adminSizeCreateSchema,
  adminSizeListQuerySchema,
  adminSizeUpdateSchema,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  allSizes,
  findSize,
  insertSize,
  lockAllSizes,
  nextSizePosition,
  updateSize,
  type SizeRow,
} from './taxonomy-repository';

type SizeListQuery = z.infer<typeof adminSizeListQuerySchema>;
type SizeCreate = z.infer<typeof adminSizeCreateSchema>;
type SizeUpdate = z.infer<typeof adminSizeUpdateSchema>;

const toAdminSize = (row: SizeRow & { productCount: number }): AdminSize => ({
  id: row.value,
  value: row.value,
  isHidden: row.isHidden,
  position: row.position,
  productCount: row.productCount,
});

/** Sizes in their order (position, then value); a handful, so sorted and paged here. */
export async function listAdminSizes(db: Db, query: SizeListQuery) {
  let items = (await allSizes(db)).map(toAdminSize);
  if (query.isHidden !== undefined) items = items.filter((s) => s.isHidden === query.isHidden);
  if (query.sort !== 'position')
    items = [...items].sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
  if (query.order === 'DESC') items = [...items].reverse();
  const start = (query.page - 1) * query.perPage;
  return { items: items.slice(start, start + query.perPage), total: items.length };
}

export async function getAdminSize(db: DbOrTx, value: string): Promise<AdminSize> {
  const found = (await allSizes(db)).find((s) => s.value === value.toLowerCase());
  if (!found) throw notFound('size_not_found');
  return toAdminSize(found);
}

export async function createAdminSize(db: Db, actor: StaffActor, input: SizeCreate): Promise<AdminSize> {
  await db.transaction(async (tx) => {
    const row = { value: input.value, isHidden: input.isHidden, position: await nextSizePosition(tx) };
    if (!(await insertSize(tx, row)))
      throw new AppError(409, 'size_taken', [{ path: 'value', message: 'size_taken' }]);
    await recordAudit(tx, actor, { action: 'size.create', entity: 'size', entityId: row.value, after: row });
  });
  return getAdminSize(db, input.value);
}

/** Numbers the sizes 0, 1, 2, … with `value` at `index`. */
async function placeSize(tx: DbOrTx, value: string, index: number) {
  const others = (await lockAllSizes(tx)).filter((s) => s.value !== value);
  const at = Math.max(0, Math.min(index, others.length));
  const order = [...others.slice(0, at).map((s) => s.value), value, ...others.slice(at).map((s) => s.value)];
  const current = new Map(others.map((s) => [s.value, s.position]));
  for (const [position, v] of order.entries())
    if (current.get(v) !== position) await updateSize(tx, v, { position });
}

/** Hide or show a size, or give it another place in the list. */
export async function updateAdminSize(db: Db, actor: StaffActor, id: string, input: SizeUpdate) {
  const value = id.toLowerCase();
  await db.transaction(async (tx) => {
    const before = await findSize(tx, value, true);
    if (!before) throw notFound('size_not_found');
    if (input.isHidden !== before.isHidden) await updateSize(tx, value, { isHidden: input.isHidden });
    if (input.position !== before.position) await placeSize(tx, value, input.position);
    const after = await findSize(tx, value);
    if (after && JSON.stringify(after) !== JSON.stringify(before))
      await recordAudit(tx, actor, { action: 'size.update', entity: 'size', entityId: value, before, after });
  });
  return getAdminSize(db, value);
}

export async function moveAdminSize(db: Db, actor: StaffActor, id: string, direction: 'up' | 'down') {
  const value = id.toLowerCase();
  await db.transaction(async (tx) => {
    const sizes = await lockAllSizes(tx);
    const index = sizes.findIndex((s) => s.value === value);
    if (index === -1) throw notFound('size_not_found');
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= sizes.length) return;
    await placeSize(tx, value, target);
    await recordAudit(tx, actor, {
      action: 'size.move',
      entity: 'size',
      entityId: value,
      before: { position: index },
      after: { position: target, direction },
    });
  });
  return getAdminSize(db, value);
}
