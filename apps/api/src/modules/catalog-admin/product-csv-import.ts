import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  adminProductCsvRowSchema,
  productImportLimits,
  type AdminProductInput,
  type ImportReport,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { getCategoryIndex, invalidateCategoryIndex, type CategoryIndex } from '../catalog/category-index';
import { changedFields, toProductValues } from './admin-product-dto';
import { rewriteProduct, withArticleCheck } from './product-admin-service';
import { existingSizes, insertProductRows, lockProductsByArticles } from './product-admin-repository';
import { CsvFormatError, readProductsCsv, type CsvRecord } from './product-csv-format';

/**
 * The products CSV import (issue #23: a 31 MB file of 100,000 products held the event loop for
 * seconds). The file is parsed as it arrives and checked in batches, with a turn of the event
 * loop between batches; then it is written in one transaction, batch by batch, yielding too.
 */

/** The export of a 100,000-product catalogue is ~31 MB; these leave room for longer texts. */
export const MAX_IMPORT_ROWS = productImportLimits.maxRows;
export const MAX_IMPORT_BYTES = productImportLimits.maxBytes;

/**
 * Rows checked, and rows written, between two turns of the event loop. The embedded database
 * runs each statement on this thread: inserting a product updates four trigram and label
 * indexes, a few milliseconds a row on a busy machine, so a batch stays small.
 */
const CHECK_BATCH = 250;
const WRITE_BATCH = 25;

/** A file of nothing but bad rows has far more errors than anyone reads; the report keeps the first. */
export const MAX_REPORTED_ERRORS = 1000;

type RowError = ImportReport['errors'][number];

/** What a checked file holds: every row's input when no row failed, else the rows' errors. */
export interface CheckedImport {
  inputs: AdminProductInput[];
  errors: RowError[];
}

/** "picture-by-numbers/animals" → its id, matched by type from the root (hidden ones too). */
function categoryIdsByPath(index: CategoryIndex): Map<string, number> {
  const ids = new Map<string, number>();
  for (const info of index.byId.values()) {
    const path = info.path.join('/');
    if (!ids.has(path)) ids.set(path, info.id);
  }
  return ids;
}
const pathKey = (path: string) =>
  path
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^\/+|\/+$/g, '');

/** Schema paths named as the CSV's columns (categoryId is the "category" column). */
const columnOf = (path: PropertyKey[]) => {
  const field = String(path[0] ?? 'row');
  return field === 'categoryId' ? 'category' : field;
};

/** The sizes a batch names that exist, asked once per new spelling. */
async function learnSizes(db: Db, known: Map<string, boolean>, records: CsvRecord[]): Promise<void> {
  const fresh = [
    ...new Set(records.map((r) => (r.size ?? '').trim().toLowerCase().replace(/х/g, 'x'))),
  ].filter((size) => !known.has(size));
  if (!fresh.length) return;
  const found = await existingSizes(db, fresh);
  for (const size of fresh) known.set(size, found.has(size));
}

/**
 * Reads and checks every row by the form's own schema as the file arrives; a row's
 * spreadsheet number counts the header as row 1. A file that is not a products CSV is refused
 * (400 invalid_csv, its reason as the file's error) as soon as that shows; errors of the source
 * (the upload past its limit) pass through.
 */
export async function checkProductsCsv(db: Db, file: AsyncIterable<Buffer>): Promise<CheckedImport> {
  invalidateCategoryIndex(db);
  const categoryIds = categoryIdsByPath(await getCategoryIndex(db));
  const sizes = new Map<string, boolean>();
  const errors: RowError[] = [];
  let failed = false;
  const fail = (error: RowError) => {
    failed = true;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };
  const inputs: AdminProductInput[] = [];
  const seen = new Set<string>();
  let row = 1;
  try {
    for await (const records of readProductsCsv(file, { maxRows: MAX_IMPORT_ROWS, batch: CHECK_BATCH })) {
      await learnSizes(db, sizes, records);
      for (const record of records) {
        row += 1;
        const { category, id: _id, ...fields } = record;
        const categoryId = category?.trim() ? (categoryIds.get(pathKey(category)) ?? null) : null;
        if (categoryId === null)
          fail({ row, field: 'category', message: category?.trim() ? 'unknown_category' : 'required_field' });
        const parsed = adminProductCsvRowSchema.safeParse({ ...fields, categoryId: categoryId ?? 0 });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const field = columnOf(issue.path);
            if (field !== 'category') fail({ row, field, message: issue.message });
          }
          continue;
        }
        const input = parsed.data;
        if (!sizes.get(input.size)) fail({ row, field: 'size', message: 'unknown_size' });
        const key = input.article.toLowerCase();
        if (seen.has(key)) fail({ row, field: 'article', message: 'article_taken' });
        else seen.add(key);
        // A file with a bad row writes nothing: its inputs need not be kept.
        if (!failed) inputs.push(input);
      }
      await nextTurn();
    }
  } catch (error) {
    if (error instanceof CsvFormatError)
      throw badRequest('invalid_csv', [{ path: 'file', message: error.reason }]);
    throw error;
  }
  return failed ? { inputs: [], errors } : { inputs, errors: [] };
}

/**
 * Upserts the checked products by article in one transaction: any invalid row rejected the
 * whole file before (and then nothing is written). Stock changes go through applyProductStock
 * (waiting shoppers are told); one audit entry sums the import up, listing what it created and
 * changed.
 */
export async function importProducts(
  db: Db,
  actor: StaffActor,
  checked: CheckedImport,
): Promise<ImportReport> {
  if (checked.errors.length) return { created: 0, updated: 0, unchanged: 0, errors: checked.errors };
  const { inputs } = checked;
  return withArticleCheck(() =>
    db.transaction(async (tx) => {
      const created: string[] = [];
      const updated: { id: number; article: string; fields: string[] }[] = [];
      let unchanged = 0;
      for (let at = 0; at < inputs.length; at += WRITE_BATCH) {
        const batch = inputs.slice(at, at + WRITE_BATCH);
        const existing = new Map(
          (
            await lockProductsByArticles(
              tx,
              batch.map((p) => p.article),
            )
          ).map((row) => [row.article.toLowerCase(), row]),
        );
        const fresh = batch.filter((p) => !existing.has(p.article.toLowerCase()));
        await insertProductRows(tx, fresh.map(toProductValues));
        created.push(...fresh.map((p) => p.article));
        for (const input of batch) {
          const before = existing.get(input.article.toLowerCase());
          if (!before) continue;
          const fields = changedFields(before, toProductValues(input));
          if ((await rewriteProduct(tx, before, input)) === null) unchanged += 1;
          else updated.push({ id: before.id, article: input.article, fields });
        }
        // The embedded database answers without real I/O: give other requests their turn.
        await nextTurn();
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
