import type {
  AdminProduct,
  AdminProductFilter,
  AdminProductInput,
  AdminProductListQuery,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { getCategoryIndex, getCategoryIndexCovering } from '../catalog/category-index';
import type { ProductRow } from '../catalog/product-dto';
import { auditView, changedFields, subtreeIds, toAdminProduct, toProductValues } from './admin-product-dto';
import {
  categoryExists,
  deleteProductRow,
  existingSizes,
  findProductIdByArticle,
  findProductRow,
  insertProductRow,
  isProductInOrders,
  listProductRows,
  updateProductRow,
} from './product-admin-repository';
import { applyProductStock } from './product-stock-service';

/** The unique index on lower(article); a race past the service's own check lands here. */
const ARTICLE_INDEX = 'products_article_uq';

export const articleTaken = () =>
  new AppError(409, 'article_taken', [{ path: 'article', message: 'article_taken' }]);

function isArticleViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === ARTICLE_INDEX)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write, answering a duplicate article as article_taken instead of a 500. */
export async function withArticleCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isArticleViolation(error)) throw articleTaken();
    throw error;
  }
}

/** The chosen category with everything under it; an unknown one matches nothing. */
export async function categoryScope(db: Db, filter: AdminProductFilter): Promise<number[] | undefined> {
  if (filter.categoryId === undefined) return undefined;
  const index = await getCategoryIndexCovering(db, [filter.categoryId]);
  const info = index.byId.get(filter.categoryId);
  return info ? subtreeIds(info) : [];
}

export async function listAdminProducts(db: Db, query: AdminProductListQuery) {
  const scope = await categoryScope(db, query);
  if (scope && scope.length === 0) return { items: [], total: 0 };
  const { rows, total } = await listProductRows(db, query, scope);
  const index = await getCategoryIndexCovering(
    db,
    rows.map((r) => r.categoryId),
  );
  return { items: rows.map((row) => toAdminProduct(row, index)), total };
}

async function adminView(db: Db, row: ProductRow): Promise<AdminProduct> {
  return toAdminProduct(row, await getCategoryIndexCovering(db, [row.categoryId]));
}

export async function getAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const row = await findProductRow(db, id);
  if (!row) throw notFound('product_not_found');
  return adminView(db, row);
}

/** The size and the category must exist; both answered as field errors of the form. */
async function checkReferences(tx: DbOrTx, input: AdminProductInput): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  if (!(await existingSizes(tx, [input.size])).has(input.size))
    errors.push({ path: 'size', message: 'unknown_size' });
  if (!(await categoryExists(tx, input.categoryId)))
    errors.push({ path: 'categoryId', message: 'unknown_category' });
  if (errors.length) throw badRequest('invalid_data', errors);
}

export async function createAdminProduct(db: Db, actor: StaffActor, input: AdminProductInput) {
  const row = await withArticleCheck(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, input);
      if ((await findProductIdByArticle(tx, input.article)) !== null) throw articleTaken();
      const created = await insertProductRow(tx, toProductValues(input));
      await recordAudit(tx, actor, {
        action: 'product.create',
        entity: 'product',
        entityId: created.id,
        after: auditView(created),
      });
      return created;
    }),
  );
  return adminView(db, row);
}

/**
 * Rewrites a product inside the caller's transaction; the stock goes through applyProductStock,
 * so a shelf that was empty tells the shoppers waiting for it. Answers the row before and
 * after, or null when nothing changed (and then writes no audit entry).
 */
export async function rewriteProduct(
  tx: DbOrTx,
  before: ProductRow,
  input: AdminProductInput,
): Promise<ProductRow | null> {
  const values = toProductValues(input);
  if (changedFields(before, values).length === 0) return null;
  const { stock, ...rest } = values;
  await updateProductRow(tx, before.id, rest);
  if (stock !== undefined && stock !== before.stock) await applyProductStock(tx, before.id, stock);
  const after = await findProductRow(tx, before.id);
  if (!after) throw notFound('product_not_found');
  return after;
}

export async function updateAdminProduct(db: Db, actor: StaffActor, id: number, input: AdminProductInput) {
  const row = await withArticleCheck(() =>
    db.transaction(async (tx) => {
      const before = await findProductRow(tx, id, true);
      if (!before) throw notFound('product_not_found');
      await checkReferences(tx, input);
      const owner = await findProductIdByArticle(tx, input.article);
      if (owner !== null && owner !== id) throw articleTaken();
      const after = await rewriteProduct(tx, before, input);
      if (!after) return before;
      await recordAudit(tx, actor, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
  return adminView(db, row);
}

/**
 * A product that was ever ordered is refused (409 product_in_orders): order lines keep their
 * own copy of its name and price, but the link back (reports, "buy again") would be lost.
 * Staff hide such a product instead. Others go, with their wish-list and appear-request rows.
 */
export async function deleteAdminProduct(db: Db, actor: StaffActor, id: number): Promise<AdminProduct> {
  const index = await getCategoryIndex(db);
  return db.transaction(async (tx) => {
    const before = await findProductRow(tx, id, true);
    if (!before) throw notFound('product_not_found');
    if (await isProductInOrders(tx, id)) throw conflict('product_in_orders');
    await deleteProductRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: auditView(before),
    });
    return toAdminProduct(before, index);
  });
}
