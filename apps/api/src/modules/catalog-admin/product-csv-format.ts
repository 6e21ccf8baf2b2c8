import { pipeline } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { productImportLimits, type AdminProduct, type CsvRefusalKey } from '@kartyna/domain';
import { fileTypeFromBuffer } from 'file-type';

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
 * | subject, size, difficulty | requirements §3 values; the size must exist in the sizes list |
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

/** A file that is no products CSV at all, and why (the back office says it in words). */
export class CsvFormatError extends Error {
  constructor(readonly reason: CsvRefusalKey) {
    super(reason);
  }
}

/** Bytes parsed between two turns of the event loop: a few milliseconds of work at most. */
const SLICE_BYTES = 64 * 1024;

/** Enough of the file's start to tell a spreadsheet, an image or other binary bytes from text. */
const SNIFF_BYTES = 4100;

/**
 * The file as it arrives, in slices of SLICE_BYTES with a turn of the event loop after each,
 * so other requests are served between them however big the chunks the source hands over.
 */
async function* slices(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
      yield chunk.subarray(at, at + SLICE_BYTES);
      await nextTurn();
    }
  }
}

/**
 * Formats a manager may pick instead of the CSV: a workbook saved as such (xlsx, xls, ods; an
 * xlsx whose start does not name its parts reads as a plain zip).
 */
const spreadsheets = new Set(['xlsx', 'cfb', 'ods', 'zip']);

/**
 * Refuses a file whose start is no text: a known binary format by its magic bytes, or NUL
 * bytes (which no CSV of texts holds). A UTF-16 file (Excel's "Unicode text") is binary here.
 */
async function refuseBinary(start: Buffer): Promise<void> {
  const sample = start.subarray(0, SNIFF_BYTES);
  const type = await fileTypeFromBuffer(sample);
  if (type && spreadsheets.has(type.ext)) throw new CsvFormatError('csv_spreadsheet');
  if (type?.mime.startsWith('image/')) throw new CsvFormatError('csv_image');
  if (type || sample.includes(0)) throw new CsvFormatError('csv_binary');
}

/** The delimiter of the header line: the one of ";" and "," it holds more of. */
function delimiterOf(firstLine: string): string {
  const count = (c: string) => firstLine.split(c).length;
  return count(';') >= count(',') ? ';' : ',';
}

/** Undoes the export's formula guard: "'=x" becomes "=x" again. */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

/**
 * Reads a products CSV as it arrives and hands its records on in batches of `batch`: the file
 * is never held whole, and no more than a slice is parsed in one turn of the event loop.
 * Throws CsvFormatError for a file that is not a products CSV (binary bytes, a line past its
 * limit, no header, a required column missing, broken quoting, more than `maxRows` rows) as
 * soon as that shows; errors of the source pass through. Leaves the rest of a refused source
 * unread: the caller throws it away (single-file-part.ts).
 */
export async function* readProductsCsv(
  source: AsyncIterable<Buffer>,
  options: { maxRows: number; batch: number },
): AsyncGenerator<CsvRecord[]> {
  const input = slices(source);
  // The header line decides the delimiter, so the parser starts once the line is in; the
  // start of the file tells first whether it is text at all (issue #50: a 19 MB file without a
  // line break, or a picture, was read on without an end in sight).
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  let sniffed = false;
  let lineEnded = false;
  for (;;) {
    if (!sniffed && (headBytes >= SNIFF_BYTES || ended)) {
      sniffed = true;
      await refuseBinary(Buffer.concat(head));
    }
    if (ended || (sniffed && lineEnded)) break;
    if (!lineEnded && headBytes > productImportLimits.maxHeaderBytes)
      throw new CsvFormatError('csv_header_too_long');
    const next = await input.next();
    if (next.done) ended = true;
    else {
      head.push(next.value);
      headBytes += next.value.length;
      lineEnded ||= next.value.includes(0x0a);
    }
  }
  const start = Buffer.concat(head);
  const newline = start.indexOf(0x0a);
  const firstLine = start
    .subarray(0, newline === -1 ? undefined : newline)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(firstLine),
    relax_column_count: true,
    skip_empty_lines: true,
    // One endless line after the header would otherwise be gathered whole, up to the upload limit.
    max_record_size: productImportLimits.maxRowBytes,
  });
  async function* whole(): AsyncGenerator<Buffer> {
    yield start;
    if (!ended) yield* input;
  }
  // Errors of either side (a broken quote, the upload cut off) end the iteration below.
  pipeline(whole(), parser, () => undefined);

  let names: string[] | undefined;
  const known = new Set<string>(csvColumns);
  let rows = 0;
  let records: CsvRecord[] = [];
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (!names) {
        names = cells.map((h) => h.trim());
        if (!requiredCsvColumns.every((c) => names?.includes(c)))
          throw new CsvFormatError('csv_missing_columns');
        continue;
      }
      if (++rows > options.maxRows) throw new CsvFormatError('csv_too_many_rows');
      const record: CsvRecord = {};
      names.forEach((name, i) => {
        if (known.has(name)) record[name as CsvColumn] = unguard(cells[i] ?? '');
      });
      records.push(record);
      if (records.length >= options.batch) {
        yield records;
        records = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvError)
      throw new CsvFormatError(error.code === 'CSV_MAX_RECORD_SIZE' ? 'csv_row_too_long' : 'csv_broken');
    throw error;
  } finally {
    parser.destroy();
  }
  if (!names) throw new CsvFormatError('csv_empty');
  if (records.length) yield records;
}
