import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { AdminProduct } from '@kartyna/domain';

/**
 * The products CSV, one product a row, the header naming the columns:
 *
 * | column | content |
 * | --- | --- |
 * | id | the product's id (export only; the import matches by article) |
 * | article | unique, compared without case: the import updates the product with it or creates one |
 * | nameUa, nameRu, descriptionUa, descriptionRu | texts |
 * | price, discountPrice | UAH, "450" or "450.50" ("450,50" is read too); discountPrice may be empty |
 * | stock | whole number ≥ 0 |
 * | category | the category's types from the root, "picture-by-numbers/animals" |
 * | subject, size, difficulty | SPEC §3 values; the size must exist in the sizes list |
 * | labels | "sale|new" (a comma separates them too) |
 * | images | URLs separated by "|" |
 * | isHidden | true / false (1/0, так/ні are read too) |
 *
 * The file is UTF-8 with a byte-order mark, so Excel opens Cyrillic right, and ";"-separated,
 * the list separator of Excel in Ukrainian and Russian locales. The import reads "," too.
 */
export const csvColumns = [
  'id',
  'article',
  'nameUa',
  'nameRu',
  'descriptionUa',
  'descriptionRu',
  'price',
  'discountPrice',
  'stock',
  'category',
  'subject',
  'size',
  'difficulty',
  'labels',
  'images',
  'isHidden',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** Columns a file must have; the others fall back to the schema's defaults when absent. */
export const requiredCsvColumns: readonly CsvColumn[] = [
  'article',
  'nameUa',
  'nameRu',
  'price',
  'stock',
  'category',
  'subject',
  'size',
  'difficulty',
];

const BOM = '\uFEFF';
export const CSV_DELIMITER = ';';

const stringifyOptions = {
  delimiter: CSV_DELIMITER,
  record_delimiter: 'windows',
  // A cell starting with = + - @ would be run as a formula by Excel; a leading quote keeps it text.
  cast: { string: (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) },
} as const;

/** The file's start: the BOM (Excel reads UTF-8 then) and the header line. */
export function csvHead(): string {
  return BOM + stringify([[...csvColumns]], stringifyOptions);
}

/** Product lines only, each ending in CRLF: a streamed export writes them batch by batch. */
export function csvLines(products: AdminProduct[]): string {
  const rows = products.map((p) => [
    p.id,
    p.article,
    p.nameUa,
    p.nameRu,
    p.descriptionUa,
    p.descriptionRu,
    p.price,
    p.discountPrice ?? '',
    p.stock,
    p.categoryPath,
    p.subject,
    p.size,
    p.difficulty,
    p.labels.join('|'),
    p.images.join('|'),
    p.isHidden ? 'true' : 'false',
  ]);
  return rows.length ? stringify(rows, stringifyOptions) : '';
}

export type CsvRecord = Partial<Record<CsvColumn, string>>;

export interface ParsedCsv {
  header: string[];
  records: CsvRecord[];
}

export class CsvFormatError extends Error {}

/** The delimiter of the header line: the one of ";" and "," it holds more of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const count = (c: string) => firstLine.split(c).length;
  return count(';') >= count(',') ? ';' : ',';
}

/** Undoes the export's formula guard: "'=x" becomes "=x" again. */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

export function parseProductsCsv(input: Buffer, maxRows: number): ParsedCsv {
  const text = input.toString('utf8').replace(/^\uFEFF/, '');
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      to: maxRows + 2,
    });
  } catch (error) {
    throw new CsvFormatError(error instanceof Error ? error.message : 'unreadable');
  }
  const [header, ...body] = rows;
  if (!header) throw new CsvFormatError('empty');
  const names = header.map((h) => h.trim());
  if (!requiredCsvColumns.every((c) => names.includes(c))) throw new CsvFormatError('missing columns');
  if (body.length > maxRows) throw new CsvFormatError('too many rows');
  const known = new Set<string>(csvColumns);
  const records = body.map((cells) => {
    const record: CsvRecord = {};
    names.forEach((name, i) => {
      if (known.has(name)) record[name as CsvColumn] = unguard(cells[i] ?? '');
    });
    return record;
  });
  return { header: names, records };
}
