import { z } from 'zod';
import {
  apiErrorSchema,
  categoryNodeSchema,
  commonVariableSchema,
  pageTextSchema,
  productSizeItemSchema,
  seoDataSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import {
  categoriesTree,
  commonVariables,
  pageTextFor,
  seoFor,
  seoList,
  visibleSizes,
} from './content-service';

const seoQuerySchema = z.object({
  route: z.string().trim().min(1).max(300).startsWith('/', { error: 'invalid_data' }).optional(),
});

/**
 * Content the storefront loads once and reuses (requirements §4 "Caches"); it changes rarely, so
 * browsers and proxies may keep it for a minute.
 */
export default async function contentRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  // This plugin is encapsulated: the header reaches only the content routes, and only successes.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
    return payload;
  });

  app.get(
    '/content/categories-tree',
    {
      schema: {
        tags: ['content'],
        summary: 'Visible category tree by position',
        response: { 200: z.array(categoryNodeSchema) },
      },
    },
    async () => categoriesTree(db),
  );

  app.get(
    '/content/product-sizes',
    {
      schema: {
        tags: ['content'],
        summary: 'Visible product sizes by position',
        response: { 200: z.array(productSizeItemSchema) },
      },
    },
    async () => visibleSizes(db),
  );

  app.get(
    '/content/common-variables',
    {
      schema: {
        tags: ['content'],
        summary: 'Shop-wide texts and settings',
        response: { 200: z.array(commonVariableSchema) },
      },
    },
    async () => commonVariables(db, app.deps.payments),
  );

  app.get(
    '/content/seo-data',
    {
      schema: {
        tags: ['content'],
        summary: 'SEO titles and descriptions; with ?route= only that route',
        querystring: seoQuerySchema,
        response: {
          200: z.union([z.array(seoDataSchema), seoDataSchema]),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => (request.query.route ? seoFor(db, request.query.route) : seoList(db)),
  );

  app.get(
    '/content/page-texts/:slug',
    {
      schema: {
        tags: ['content'],
        summary: "Staff's text of a static page (about, public-offer, …); 404: show the shipped text",
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: pageTextSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => pageTextFor(db, request.params.slug),
  );
}
