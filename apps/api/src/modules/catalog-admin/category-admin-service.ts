import type { z } from 'zod';
import type {
  AdminCategory,
  AdminCategoryCreate,
  AdminCategoryUpdate,
  adminCategoryListQuerySchema,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { buildCategoryIndex, invalidateCategoryIndex, type CategoryInfo } from '../catalog/category-index';
import { categoryLabel, subtreeIds } from './admin-product-dto';
import {
  allCategories,
  categoryUsage,
  deleteCategory,
  findCategory,
  insertCategory,
  lockSiblings,
  nextCategoryPosition,
  productCountsByCategory,
  typeTakenAmongSiblings,
  updateCategory,
  type CategoryRow,
} from './taxonomy-repository';

type CategoryListQuery = z.infer<typeof adminCategoryListQuerySchema>;

const typeTaken = () =>
  new AppError(409, 'category_type_taken', [{ path: 'type', message: 'category_type_taken' }]);

/** Every category in tree order (parents before children, siblings by position), flat. */
async function allAdminCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([allCategories(db), productCountsByCategory(db)]);
  const index = buildCategoryIndex(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: AdminCategory[] = [];
  const walk = (nodes: CategoryInfo[], depth: number) => {
    for (const node of nodes) {
      const row = byId.get(node.id);
      if (!row) continue;
      out.push({
        id: row.id,
        parentId: row.parentId,
        type: row.type,
        nameUa: row.nameUa,
        nameRu: row.nameRu,
        position: row.position,
        isHidden: row.isHidden,
        depth,
        path: node.path.join('/'),
        label: categoryLabel(index, node),
        visible: node.visible,
        productCount: counts.get(row.id) ?? 0,
        childCount: node.children.length,
      });
      walk(node.children, depth + 1);
    }
  };
  walk(index.roots, 0);
  return out;
}

export async function listAdminCategories(db: Db, query: CategoryListQuery) {
  let items = await allAdminCategories(db);
  const q = query.q?.toLowerCase();
  if (q)
    items = items.filter((c) =>
      [c.type, c.nameUa, c.nameRu, c.path].some((v) => v.toLowerCase().includes(q)),
    );
  if (query.parentId !== undefined) items = items.filter((c) => c.parentId === query.parentId);
  if (query.isHidden !== undefined) items = items.filter((c) => c.isHidden === query.isHidden);
  if (query.sort !== 'position') {
    const key = query.sort;
    items = [...items].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  }
  if (query.order === 'DESC') items = [...items].reverse();
  const start = (query.page - 1) * query.perPage;
  return { items: items.slice(start, start + query.perPage), total: items.length };
}

export async function getAdminCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const found = (await allAdminCategories(db)).find((c) => c.id === id);
  if (!found) throw notFound('category_not_found');
  return found;
}

/** The new parent must exist and must not be the category itself or below it. */
async function checkParent(db: DbOrTx, parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return;
  const rows = await allCategories(db);
  const invalid = () => badRequest('invalid_data', [{ path: 'parentId', message: 'unknown_category' }]);
  if (!rows.some((r) => r.id === parentId)) throw invalid();
  if (selfId === undefined) return;
  const self = buildCategoryIndex(rows).byId.get(selfId);
  if (self && subtreeIds(self).includes(parentId)) throw invalid();
}

/** Puts `id` at `index` among its siblings and numbers them 0, 1, 2, … */
async function placeAmongSiblings(tx: DbOrTx, parentId: number | null, id: number, index: number) {
  const siblings = (await lockSiblings(tx, parentId)).filter((s) => s.id !== id);
  const at = Math.max(0, Math.min(index, siblings.length));
  const order = [...siblings.slice(0, at).map((s) => s.id), id, ...siblings.slice(at).map((s) => s.id)];
  const current = new Map(siblings.map((s) => [s.id, s.position]));
  for (const [position, siblingId] of order.entries())
    if (current.get(siblingId) !== position) await updateCategory(tx, siblingId, { position });
}

const auditOf = (row: CategoryRow) => ({ ...row });

/** Staff edits change the tree every listing reads: this process drops its cached copy. */
async function edit<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    invalidateCategoryIndex(db);
  }
}

export async function createAdminCategory(db: Db, actor: StaffActor, input: AdminCategoryCreate) {
  const id = await edit(db, async (tx) => {
    await checkParent(tx, input.parentId);
    if (await typeTakenAmongSiblings(tx, input.parentId, input.type)) throw typeTaken();
    const row = await insertCategory(tx, {
      ...input,
      position: await nextCategoryPosition(tx, input.parentId),
    });
    await recordAudit(tx, actor, {
      action: 'category.create',
      entity: 'category',
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
  return getAdminCategory(db, id);
}

export async function updateAdminCategory(db: Db, actor: StaffActor, id: number, input: AdminCategoryUpdate) {
  await edit(db, async (tx) => {
    const before = await findCategory(tx, id, true);
    if (!before) throw notFound('category_not_found');
    await checkParent(tx, input.parentId, id);
    if (await typeTakenAmongSiblings(tx, input.parentId, input.type, id)) throw typeTaken();
    const { position, ...fields } = input;
    await updateCategory(tx, id, fields);
    if (position !== before.position || input.parentId !== before.parentId)
      await placeAmongSiblings(tx, input.parentId, id, position);
    const after = await findCategory(tx, id);
    if (!after) throw notFound('category_not_found');
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordAudit(tx, actor, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: auditOf(before),
        after: auditOf(after),
      });
  });
  return getAdminCategory(db, id);
}

/** One step up or down among its siblings. */
export async function moveAdminCategory(db: Db, actor: StaffActor, id: number, direction: 'up' | 'down') {
  await edit(db, async (tx) => {
    const row = await findCategory(tx, id);
    if (!row) throw notFound('category_not_found');
    const siblings = await lockSiblings(tx, row.parentId);
    const index = siblings.findIndex((s) => s.id === id);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length) return;
    await placeAmongSiblings(tx, row.parentId, id, target);
    await recordAudit(tx, actor, {
      action: 'category.move',
      entity: 'category',
      entityId: id,
      before: { position: index },
      after: { position: target, direction },
    });
  });
  return getAdminCategory(db, id);
}

/** Only an empty category goes: no subcategories and no products (hidden ones count too). */
export async function deleteAdminCategory(db: Db, actor: StaffActor, id: number): Promise<AdminCategory> {
  const view = await getAdminCategory(db, id);
  await edit(db, async (tx) => {
    const before = await findCategory(tx, id, true);
    if (!before) throw notFound('category_not_found');
    const usage = await categoryUsage(tx, id);
    if (usage.children > 0 || usage.products > 0) throw new AppError(409, 'category_not_empty');
    await deleteCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: auditOf(before),
    });
  });
  return view;
}
