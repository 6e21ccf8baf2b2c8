import {
  adminPageSchema,
  adminPageTextSchema,
  pageTextParamsSchema,
  pageTextUpsertSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminDoc, guarded, guardedOne } from './admin-route-kit';
import {
  listPageTextsForStaff,
  pageTextForStaff,
  resetPageText,
  savePageText,
} from './page-texts-admin-service';

/** The static pages' texts under /api/admin/page-texts (about, public-offer, …). */
export async function pageTextsAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/page-texts',
    {
      schema: {
        ...adminDoc,
        summary: 'Every static page, with staff text or marked as showing the shipped one',
        response: { 200: adminPageSchema(adminPageTextSchema), ...guarded },
      },
    },
    async () => listPageTextsForStaff(db),
  );

  app.get(
    '/page-texts/:slug',
    {
      schema: {
        ...adminDoc,
        summary: 'One page’s text (empty bodies while it shows the shipped text)',
        params: pageTextParamsSchema,
        response: { 200: adminPageTextSchema, ...guardedOne },
      },
    },
    async (request) => pageTextForStaff(db, request.params.slug),
  );

  app.put(
    '/page-texts/:slug',
    {
      schema: {
        ...adminDoc,
        summary: 'Write a page’s text in ua and ru (a language left empty keeps the shipped text)',
        params: pageTextParamsSchema,
        body: pageTextUpsertSchema,
        response: { 200: adminPageTextSchema, ...guardedOne },
      },
    },
    async (request) => savePageText(db, staffActorOf(request), request.params.slug, request.body),
  );

  app.delete(
    '/page-texts/:slug',
    {
      schema: {
        ...adminDoc,
        summary: 'Drop staff’s text: the page shows the shipped text again',
        params: pageTextParamsSchema,
        response: { 200: adminPageTextSchema, ...guardedOne },
      },
    },
    async (request) => resetPageText(db, staffActorOf(request), request.params.slug),
  );
}
