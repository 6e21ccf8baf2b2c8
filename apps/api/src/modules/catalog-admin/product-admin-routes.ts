import {
  adminPageSchema,
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductSchema,
  apiErrorSchema,
  bulkAnswerSchema,
  bulkLabelsSchema,
  bulkPriceSchema,
  idParamsSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import {
  createAdminProduct,
  deleteAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './product-admin-service';
import { bulkChangeLabels, bulkChangePrices } from './product-bulk-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { tags: ['admin'], security: staffSecurity };

/** Products of the back office (hidden ones too), under /api/admin; prices in UAH. */
export default async function productAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/products',
    {
      schema: {
        ...admin,
        summary: 'Products: search (article, names, id), filters, sorting, one page',
        querystring: adminProductListQuerySchema,
        response: { 200: adminPageSchema(adminProductSchema), ...guarded },
      },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...admin,
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: adminProductSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => getAdminProduct(db, request.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        ...admin,
        summary: 'Create a product; 409 article_taken when the article (any case) exists',
        body: adminProductInputSchema,
        response: { 201: adminProductSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminProduct(db, staffActorOf(request), request.body)),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        ...admin,
        summary: 'Rewrite a product; a stock raised from 0 tells the shoppers waiting for it',
        params: idParamsSchema,
        body: adminProductInputSchema,
        response: { 200: adminProductSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => updateAdminProduct(db, staffActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a product never ordered; one in orders is refused (409 product_in_orders): hide it',
        params: idParamsSchema,
        response: { 200: adminProductSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => deleteAdminProduct(db, staffActorOf(request), request.params.id),
  );

  app.post(
    '/products/bulk-price',
    {
      schema: {
        ...admin,
        summary:
          'Change prices of many products: percent (price and discount), discount (percent off), ' +
          'clear-discount; whole hryvnias',
        body: bulkPriceSchema,
        response: { 200: bulkAnswerSchema, ...guarded },
      },
    },
    async (request) => bulkChangePrices(db, staffActorOf(request), request.body),
  );

  app.post(
    '/products/bulk-labels',
    {
      schema: {
        ...admin,
        summary: 'Add and remove labels on many products',
        body: bulkLabelsSchema,
        response: { 200: bulkAnswerSchema, ...guarded },
      },
    },
    async (request) => bulkChangeLabels(db, staffActorOf(request), request.body),
  );
}
