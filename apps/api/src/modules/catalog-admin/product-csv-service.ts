import {
  adminProductCsvRowSchema,
  type AdminProductFilter,
  type AdminProductInput,
  type ImportReport,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { getCategoryIndex, invalidateCategoryIndex, type CategoryIndex } from '../catalog/category-index';
import { changedFields, toAdminProduct, toProductValues } from './admin-product-dto';
import { categoryScope, rewriteProduct, withArticleCheck } from './product-admin-service';
import {
  existingSizes,
  exportProductRows,
  insertProductRow,
  lockProductsByArticles,
} from './product-admin-repository';
import { CsvFormatError, csvHead, csvLines, parseProductsCsv, type CsvRecord } from './product-csv-format';

export const MAX_IMPORT_ROWS = 20_000;

/** Products read per query of a streamed export: memory stays flat at any catalogue size. */
export const EXPORT_BATCH = 1000;

/**
 * The products the filter matches as CSV text pieces: the head, then one piece per batch of
 * EXPORT_BATCH products by id. Streamed to the client as it is read (issue #15: 100,000
 * products were ~50 MB held in memory at once).
 */
export async function* exportProductsCsv(db: Db, filter: AdminProductFilter): AsyncGenerator<string> {
  const scope = await categoryScope(db, filter);
  const index = await getCategoryIndex(db);
  yield csvHead();
  if (scope && scope.length === 0) return;
  let afterId = 0;
  for (;;) {
    const rows = await exportProductRows(db, filter, scope, afterId, EXPORT_BATCH);
    if (rows.length) yield csvLines(rows.map((row) => toAdminProduct(row, index)));
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    afterId = last.id;
  }
}

type RowError = ImportReport['errors'][number];

/** "picture-by-numbers/animals" → its id, matched by type from the root (hidden ones too). */
function categoryIdByPath(index: CategoryIndex, path: string): number | null {
  const wanted = path
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^\/+|\/+$/g, '');
  for (const info of index.byId.values()) if (info.path.join('/') === wanted) return info.id;
  return null;
}

/** Schema paths named as the CSV's columns (categoryId is the "category" column). */
const columnOf = (path: PropertyKey[]) => {
  const field = String(path[0] ?? 'row');
  return field === 'categoryId' ? 'category' : field;
};

/**
 * Every row checked by the form's own schema; a row's spreadsheet number is its index + 2
 * (the header is row 1). Answers the valid inputs only when no row failed.
 */
async function validateRows(
  db: Db,
  records: CsvRecord[],
): Promise<{ inputs: AdminProductInput[]; errors: RowError[] }> {
  invalidateCategoryIndex(db);
  const index = await getCategoryIndex(db);
  const sizes = await existingSizes(
    db,
    records.map((r) => (r.size ?? '').trim().toLowerCase().replace(/х/g, 'x')),
  );
  const errors: RowError[] = [];
  const inputs: AdminProductInput[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const row = i + 2;
    const { category, id: _id, ...fields } = record;
    const categoryId = category?.trim() ? categoryIdByPath(index, category) : null;
    if (categoryId === null)
      errors.push({
        row,
        field: 'category',
        message: category?.trim() ? 'unknown_category' : 'required_field',
      });
    const parsed = adminProductCsvRowSchema.safeParse({ ...fields, categoryId: categoryId ?? 0 });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = columnOf(issue.path);
        if (field === 'category') continue;
        errors.push({ row, field, message: issue.message });
      }
      return;
    }
    const input = parsed.data;
    if (!sizes.has(input.size)) errors.push({ row, field: 'size', message: 'unknown_size' });
    const key = input.article.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) errors.push({ row, field: 'article', message: 'article_taken' });
    else seen.set(key, row);
    inputs.push(input);
  });
  return { inputs, errors };
}

/**
 * Upserts products by article from a CSV, in one transaction: any invalid row rejects the
 * whole file and nothing is written. Stock changes go through the stock service (waiting
 * shoppers are told); one audit entry sums the import up, listing what it created and changed.
 */
export async function importProductsCsv(db: Db, actor: StaffActor, file: Buffer): Promise<ImportReport> {
  let records: CsvRecord[];
  try {
    records = parseProductsCsv(file, MAX_IMPORT_ROWS).records;
  } catch (error) {
    if (error instanceof CsvFormatError)
      throw badRequest('invalid_csv', [{ path: 'file', message: 'invalid_csv' }]);
    throw error;
  }
  const { inputs, errors } = await validateRows(db, records);
  if (errors.length) return { created: 0, updated: 0, unchanged: 0, errors };

  return withArticleCheck(() =>
    db.transaction(async (tx) => {
      const existing = new Map(
        (
          await lockProductsByArticles(
            tx,
            inputs.map((p) => p.article),
          )
        ).map((row) => [row.article.toLowerCase(), row]),
      );
      const created: string[] = [];
      const updated: { id: number; article: string; fields: string[] }[] = [];
      let unchanged = 0;
      for (const input of inputs) {
        const before = existing.get(input.article.toLowerCase());
        if (!before) {
          created.push((await insertProductRow(tx, toProductValues(input))).article);
          continue;
        }
        const fields = changedFields(before, toProductValues(input));
        if ((await rewriteProduct(tx, before, input)) === null) unchanged += 1;
        else updated.push({ id: before.id, article: input.article, fields });
      }
      if (created.length || updated.length)
        await recordAudit(tx, actor, {
          action: 'product.import',
          entity: 'product',
          entityId: null,
          after: { rows: inputs.length, created, updated, unchanged },
        });
      return { created: created.length, updated: updated.length, unchanged, errors: [] };
    }),
  );
}
