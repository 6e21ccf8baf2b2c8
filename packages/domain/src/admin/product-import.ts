/**
 * What the products CSV import takes (issue #50): the API refuses past these limits, and the
 * back office names them in its messages. The export of 100,000 products is ~31 MB.
 */
export const productImportLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxRows: 150_000,
  /** a first line longer than this is no header: the file is not a products CSV */
  maxHeaderBytes: 64 * 1024,
  /** one product's line; a real one (four long texts, ten images) is a few KB */
  maxRowBytes: 1024 * 1024,
} as const;

/**
 * Why an upload is no products CSV at all, as `errors[0].message` (path "file") of the 400
 * `invalid_csv`: a spreadsheet or an image picked by mistake, other binary bytes, a first line
 * (or a later one) past its limit, no header with the required columns, broken quoting, too
 * many rows, nothing in it. Validation keys too (errors.ts), so every client can translate them.
 */
export const csvRefusalKeys = [
  'csv_spreadsheet',
  'csv_image',
  'csv_binary',
  'csv_header_too_long',
  'csv_row_too_long',
  'csv_missing_columns',
  'csv_broken',
  'csv_too_many_rows',
  'csv_empty',
] as const;
export type CsvRefusalKey = (typeof csvRefusalKeys)[number];
