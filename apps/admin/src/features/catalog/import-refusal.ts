import { csvRefusalKeys, productImportLimits, type CsvRefusalKey } from '@kartyna/domain';

/**
 * What the products import says when a file is not taken at all (issue #50): a manager who
 * picked the wrong file learns which mistake it was, in words, instead of a spinner or
 * «Файл не схожий на CSV». A message key of catalog/messages.ts and its arguments.
 */
export interface ImportRefusal {
  key: string;
  args: Record<string, string | number>;
}

const refusal = (reason: string): ImportRefusal => ({
  key: `shop.catalog.csv.refusal.${reason}`,
  // Every refusal text may name a limit; they come from the limits the API applies.
  args: {
    mb: productImportLimits.maxBytes / 1024 / 1024,
    headerKb: productImportLimits.maxHeaderBytes / 1024,
    rowMb: productImportLimits.maxRowBytes / 1024 / 1024,
    rows: productImportLimits.maxRows.toLocaleString('uk-UA'),
  },
});

const isReason = (value: unknown): value is CsvRefusalKey =>
  (csvRefusalKeys as readonly unknown[]).includes(value);

/** A file refused before it is sent: only what is certain from its size and name. */
export function refusalBeforeUpload(file: {
  size: number;
  name: string;
  type: string;
}): ImportRefusal | null {
  if (file.size === 0) return refusal('no_file');
  if (file.size > productImportLimits.maxBytes) return refusal('too_large');
  if (/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(file.name)) return refusal('csv_spreadsheet');
  if (file.type.startsWith('image/')) return refusal('csv_image');
  return null;
}

interface ApiFailure {
  message?: unknown;
  status?: unknown;
  body?: { errors?: unknown };
}

/**
 * The refusal the API answered (api-client's HttpError: message `shop.errors.<key>`, status,
 * field errors as `body.errors.file = 'shop.validation.<reason>'`), or null for any other
 * failure (signed out, network), which the caller shows as it shows every API error.
 */
export function refusalOfAnswer(error: unknown): ImportRefusal | null {
  const failure = (error ?? {}) as ApiFailure;
  if (failure.status === 413) return refusal('too_large');
  if (failure.status === 408) return refusal('timeout');
  const fileError = (failure.body?.errors as Record<string, unknown> | undefined)?.file;
  const reason = typeof fileError === 'string' ? fileError.replace(/^shop\.validation\./, '') : undefined;
  if (failure.message === 'shop.errors.invalid_csv' && isReason(reason)) return refusal(reason);
  // A missing or empty file part.
  if (failure.status === 400 && failure.message === 'shop.errors.invalid_data') return refusal('no_file');
  return null;
}
