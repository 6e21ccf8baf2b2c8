import {
  adminCategoryCreateSchema,
  adminCategoryListQuerySchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  adminPageSchema,
  adminSizeCreateSchema,
  adminSizeListQuerySchema,
  adminSizeSchema,
  adminSizeUpdateSchema,
  apiErrorSchema,
  idParamsSchema,
  moveSchema,
  sizeParamsSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import {
  createAdminCategory,
  deleteAdminCategory,
  getAdminCategory,
  listAdminCategories,
  moveAdminCategory,
  updateAdminCategory,
} from './category-admin-service';
import {
  createAdminSize,
  getAdminSize,
  listAdminSizes,
  moveAdminSize,
  updateAdminSize,
} from './size-admin-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { tags: ['admin'], security: staffSecurity };
const missing = { 404: apiErrorSchema };
const conflicting = { 409: apiErrorSchema };

/** The category tree and the sizes, under /api/admin. */
export default async function taxonomyAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/categories',
    {
      schema: {
        ...admin,
        summary: 'Categories, flat in tree order (parentId, depth, position), hidden ones too',
        querystring: adminCategoryListQuerySchema,
        response: { 200: adminPageSchema(adminCategorySchema), ...guarded },
      },
    },
    async (request) => listAdminCategories(db, request.query),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: adminCategorySchema, ...missing, ...guarded },
      },
    },
    async (request) => getAdminCategory(db, request.params.id),
  );

  app.post(
    '/categories',
    {
      schema: {
        ...admin,
        summary: 'Add a category (last among its siblings); the type is unique among siblings',
        body: adminCategoryCreateSchema,
        response: { 201: adminCategorySchema, ...conflicting, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminCategory(db, staffActorOf(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'Rename, move, reposition (0-based among siblings), hide or show a category',
        params: idParamsSchema,
        body: adminCategoryUpdateSchema,
        response: { 200: adminCategorySchema, ...missing, ...conflicting, ...guarded },
      },
    },
    async (request) => updateAdminCategory(db, staffActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/categories/:id/move',
    {
      schema: {
        ...admin,
        summary: 'Move a category one place up or down among its siblings',
        params: idParamsSchema,
        body: moveSchema,
        response: { 200: adminCategorySchema, ...missing, ...guarded },
      },
    },
    async (request) =>
      moveAdminCategory(db, staffActorOf(request), request.params.id, request.body.direction),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete an empty category (409 category_not_empty otherwise)',
        params: idParamsSchema,
        response: { 200: adminCategorySchema, ...missing, ...conflicting, ...guarded },
      },
    },
    async (request) => deleteAdminCategory(db, staffActorOf(request), request.params.id),
  );

  app.get(
    '/sizes',
    {
      schema: {
        ...admin,
        summary: 'Product sizes in their order, hidden ones too, with how many products use each',
        querystring: adminSizeListQuerySchema,
        response: { 200: adminPageSchema(adminSizeSchema), ...guarded },
      },
    },
    async (request) => listAdminSizes(db, request.query),
  );

  app.get(
    '/sizes/:id',
    {
      schema: {
        ...admin,
        summary: 'One size',
        params: sizeParamsSchema,
        response: { 200: adminSizeSchema, ...missing, ...guarded },
      },
    },
    async (request) => getAdminSize(db, request.params.id),
  );

  app.post(
    '/sizes',
    {
      schema: {
        ...admin,
        summary: 'Add a size of requirements §3 that the list lacks (placed last)',
        body: adminSizeCreateSchema,
        response: { 201: adminSizeSchema, ...conflicting, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminSize(db, staffActorOf(request), request.body)),
  );

  app.put(
    '/sizes/:id',
    {
      schema: {
        ...admin,
        summary: 'Hide or show a size, or set its place (0-based)',
        params: sizeParamsSchema,
        body: adminSizeUpdateSchema,
        response: { 200: adminSizeSchema, ...missing, ...guarded },
      },
    },
    async (request) => updateAdminSize(db, staffActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/sizes/:id/move',
    {
      schema: {
        ...admin,
        summary: 'Move a size one place up or down',
        params: sizeParamsSchema,
        body: moveSchema,
        response: { 200: adminSizeSchema, ...missing, ...guarded },
      },
    },
    async (request) => moveAdminSize(db, staffActorOf(request), request.params.id, request.body.direction),
  );
}
