import { Readable } from 'node:stream';
import { z } from 'zod';
import { adminProductFilterSchema, apiErrorSchema, importReportSchema } from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { consumeSingleFile, multipartOnly } from '../uploads/single-file-part';
import { checkProductsCsv, importProducts, MAX_IMPORT_BYTES } from './product-csv-import';
import { exportProductsCsv } from './product-csv-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Products as CSV (columns in product-csv-format.ts), under /api/admin. */
export default async function productCsvRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/products/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every product, or those the list filters match, as CSV (UTF-8 with BOM, ";")',
        security: staffSecurity,
        produces: ['text/csv'],
        querystring: adminProductFilterSchema,
        response: { 200: z.unknown().describe('the CSV file'), ...guarded },
      },
    },
    async (request, reply) => {
      // Streamed: the first batch goes out while the next is read.
      const csv = Readable.from(exportProductsCsv(db, request.query));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/products/import',
    {
      onRequest: multipartOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Upsert products by article from a CSV (multipart, field "file"); any invalid row rejects ' +
          'the file and nothing is written (the report lists the errors)',
        security: staffSecurity,
        consumes: ['multipart/form-data'],
        response: {
          200: importReportSchema,
          408: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      // Parsed and checked as it arrives; written only once the whole body proved to hold one file.
      const checked = await consumeSingleFile(request, reply, 'file', (file) => checkProductsCsv(db, file), {
        fileSize: MAX_IMPORT_BYTES,
      });
      return importProducts(db, staffActorOf(request), checked);
    },
  );
}
