import { z } from 'zod';
import {
  adminClientWorkSchema,
  adminPageSchema,
  clientWorkInputSchema,
  clientWorkListQuerySchema,
  clientWorkReorderSchema,
  idParamsSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminDoc, guarded, guardedOne } from './admin-route-kit';
import {
  clientWorkForStaff,
  createClientWork,
  deleteClientWork,
  listClientWorksForStaff,
  reorderClientWorks,
  updateClientWork,
} from './client-works-admin-service';

/** The client works gallery under /api/admin/client-works; pictures come from POST /uploads. */
export async function clientWorksAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/client-works',
    {
      schema: {
        ...adminDoc,
        summary: 'Client works in gallery order',
        querystring: clientWorkListQuerySchema,
        response: { 200: adminPageSchema(adminClientWorkSchema), ...guarded },
      },
    },
    async (request) => listClientWorksForStaff(db, request.query),
  );

  app.get(
    '/client-works/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One client work',
        params: idParamsSchema,
        response: { 200: adminClientWorkSchema, ...guardedOne },
      },
    },
    async (request) => clientWorkForStaff(db, request.params.id),
  );

  app.post(
    '/client-works',
    {
      schema: {
        ...adminDoc,
        summary: 'Add a work (imageUrl from POST /api/admin/uploads); it goes last unless positioned',
        body: clientWorkInputSchema,
        response: { 201: adminClientWorkSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createClientWork(db, staffActorOf(request), request.body)),
  );

  app.post(
    '/client-works/reorder',
    {
      schema: {
        ...adminDoc,
        summary: 'Put the works in the order of the given ids (the rest follow)',
        body: clientWorkReorderSchema,
        response: { 200: z.object({ ids: z.array(z.number().int()) }), ...guarded },
      },
    },
    async (request) => reorderClientWorks(db, staffActorOf(request), request.body.ids),
  );

  app.put(
    '/client-works/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Change a work’s picture, titles, author or position',
        params: idParamsSchema,
        body: clientWorkInputSchema,
        response: { 200: adminClientWorkSchema, ...guardedOne },
      },
    },
    async (request) => updateClientWork(db, staffActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/client-works/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Remove a work from the gallery',
        params: idParamsSchema,
        response: { 200: adminClientWorkSchema, ...guardedOne },
      },
    },
    async (request) => deleteClientWork(db, staffActorOf(request), request.params.id),
  );
}
