import { Readable } from 'node:stream';
import { z } from 'zod';
import type { App } from '../../types';
import { notFound } from '../../http/app-error';
import { feedByFile, feedChunks, feedFormats, feedVersion, shopUrlOf } from './feeds-service';

const params = z.object({ file: z.enum(feedFormats.map((f) => f.file) as [string, ...string[]]) });

/**
 * GET /api/server/feeds/:file — the storefront answers /feeds/:file with it (issue #45).
 * Conditional: `If-None-Match` with the current ETag answers 304 without reading a product.
 * Last-Modified is the newest product edit, said for readers that show it; a hidden category
 * changes no product's time, so only the ETag (the catalogue's version) decides a 304.
 */
export default async function feedsRoutes(app: App): Promise<void> {
  app.get(
    '/feeds/:file',
    {
      // A whole feed costs seconds of work at 100,000 products; marketplaces read hourly, and a
      // 304 costs nothing. A flood from one address is held off.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['feeds'],
        summary:
          'A marketplace feed of the visible catalogue (Google Merchant, Rozetka, Prom.ua, Hotline), streamed',
        params,
      },
    },
    async (request, reply) => {
      const format = feedByFile(request.params.file);
      if (!format) throw notFound('not_found');
      const { db, config } = app.deps;
      const version = await feedVersion(db, format);
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('etag', version.etag)
        .header('cache-control', 'public, max-age=0, must-revalidate');
      if (version.lastModified) reply.header('last-modified', version.lastModified.toUTCString());
      const asked = request.headers['if-none-match'];
      if (
        typeof asked === 'string' &&
        asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === version.etag)
      )
        return reply.code(304).send();
      if (request.method === 'HEAD') return reply.send();
      return reply.send(
        Readable.from(
          feedChunks(db, format, {
            shopName: 'Kartyna',
            shopUrl: shopUrlOf(config, request),
            version: version.version,
            reader: request.headers['user-agent']?.slice(0, 200) ?? null,
          }),
        ),
      );
    },
  );
}
