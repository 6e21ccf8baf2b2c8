import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { csvRefusalKeys } from '@kartyna/domain';
import { i18nProvider } from '../../i18n/i18n-provider';
import { refusalBeforeUpload, refusalOfAnswer, type ImportRefusal } from './import-refusal';

/** The error api-client.ts throws for an API answer: key as message, field errors by path. */
const answered = (status: number, body: { message: string; errors?: { path: string; message: string }[] }) =>
  new HttpError(`shop.errors.${body.message}`, status, {
    ...body,
    ...(body.errors
      ? { errors: Object.fromEntries(body.errors.map((e) => [e.path, `shop.validation.${e.message}`])) }
      : {}),
  });

const say = (refusal: ImportRefusal | null) =>
  refusal ? i18nProvider.translate(refusal.key, refusal.args) : 'not a refusal';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('what the products import says when it takes no file', () => {
  it('names each reason the API gives, in Ukrainian', () => {
    const reason = (message: string) =>
      say(refusalOfAnswer(answered(400, { message: 'invalid_csv', errors: [{ path: 'file', message }] })));
    expect(reason('csv_header_too_long')).toBe(
      'Рядок 1 довший за 64 КБ — це не CSV-файл товарів (перший рядок має містити назви стовпців)',
    );
    expect(reason('csv_image')).toBe('Файл не схожий на CSV: це зображення');
    expect(reason('csv_spreadsheet')).toMatch(/^Файл не схожий на CSV: це книга Excel .*«CSV UTF-8»/);
    expect(reason('csv_row_too_long')).toBe('Один із рядків довший за 1 МБ — це не CSV-файл товарів');
    expect(reason('csv_too_many_rows')).toMatch(/^У файлі більше 150\s000 товарів/);
    // Every reason of the domain's list has its own text (none falls back to its key).
    for (const key of csvRefusalKeys) expect(reason(key)).not.toContain('shop.');
  });

  it('says the size limit for a 413 and what happened for a 408', () => {
    expect(say(refusalOfAnswer(answered(413, { message: 'payload_too_large' })))).toBe(
      'Файл більший за 64 МБ: розділіть його на кілька',
    );
    expect(say(refusalOfAnswer(answered(408, { message: 'request_timeout' })))).toMatch(/надто повільно/);
  });

  it('leaves other failures (signed out, no network, an unknown reason) to the usual message', () => {
    expect(refusalOfAnswer(answered(401, { message: 'unauthorized' }))).toBeNull();
    expect(refusalOfAnswer(new HttpError('shop.errors.network', 0, {}))).toBeNull();
    const unknown = answered(400, { message: 'invalid_csv', errors: [{ path: 'file', message: 'csv_new' }] });
    expect(refusalOfAnswer(unknown)).toBeNull();
    expect(refusalOfAnswer(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('refuses before sending what is certain: too big, empty, a workbook or a picture by its name', () => {
    expect(say(refusalBeforeUpload(file('products.csv', 65 * 1024 * 1024, 'text/csv')))).toBe(
      'Файл більший за 64 МБ: розділіть його на кілька',
    );
    expect(refusalBeforeUpload(file('products.csv', 0))?.key).toBe('shop.catalog.csv.refusal.no_file');
    expect(refusalBeforeUpload(file('Товари.XLSX', 9000))?.key).toBe(
      'shop.catalog.csv.refusal.csv_spreadsheet',
    );
    expect(refusalBeforeUpload(file('photo.png', 9000, 'image/png'))?.key).toBe(
      'shop.catalog.csv.refusal.csv_image',
    );
    // A .txt may hold a CSV: only the API can tell, by reading it.
    expect(refusalBeforeUpload(file('products.txt', 3 * 1024 * 1024, 'text/plain'))).toBeNull();
    expect(refusalBeforeUpload(file('products.csv', 31 * 1024 * 1024, 'text/csv'))).toBeNull();
  });
});
