import { z } from 'zod';
import {
  adminCommonVariableSchema,
  adminPageSchema,
  adminSeoSchema,
  commonVariableListQuerySchema,
  commonVariableUpdateSchema,
  routeOfSeoId,
  seoListQuerySchema,
  seoUpdateSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminDoc, guarded, guardedOne } from './admin-route-kit';
import {
  commonVariableForStaff,
  listCommonVariablesForStaff,
  listSeoForStaff,
  seoForStaff,
  updateCommonVariable,
  updateSeo,
} from './site-settings-admin-service';

/** The route with "/" spelled "~" ("~catalog~kits"), as the rows' ids are. */
const routeParams = z.object({ id: z.string().min(1).max(300) });
const keyParams = z.object({ key: z.string().min(1).max(100) });

/** SEO titles per route and the shop-wide variables, under /api/admin. */
export async function siteSettingsAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/seo-data',
    {
      schema: {
        ...adminDoc,
        summary: 'SEO titles and descriptions of every route',
        querystring: seoListQuerySchema,
        response: { 200: adminPageSchema(adminSeoSchema), ...guarded },
      },
    },
    async (request) => listSeoForStaff(db, request.query),
  );

  app.get(
    '/seo-data/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'SEO data of one route (id: the route with "/" spelled "~")',
        params: routeParams,
        response: { 200: adminSeoSchema, ...guardedOne },
      },
    },
    async (request) => seoForStaff(db, routeOfSeoId(request.params.id)),
  );

  app.put(
    '/seo-data/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Change the titles and descriptions of one route in ua and ru',
        params: routeParams,
        body: seoUpdateSchema,
        response: { 200: adminSeoSchema, ...guardedOne },
      },
    },
    async (request) => updateSeo(db, staffActorOf(request), routeOfSeoId(request.params.id), request.body),
  );

  app.get(
    '/common-variables',
    {
      schema: {
        ...adminDoc,
        summary: 'Shop-wide variables (phones, mail, hours, address, links) with what each holds',
        querystring: commonVariableListQuerySchema,
        response: { 200: adminPageSchema(adminCommonVariableSchema), ...guarded },
      },
    },
    async (request) => listCommonVariablesForStaff(db, request.query),
  );

  app.get(
    '/common-variables/:key',
    {
      schema: {
        ...adminDoc,
        summary: 'One variable',
        params: keyParams,
        response: { 200: adminCommonVariableSchema, ...guardedOne },
      },
    },
    async (request) => commonVariableForStaff(db, request.params.key),
  );

  app.put(
    '/common-variables/:key',
    {
      schema: {
        ...adminDoc,
        summary: 'Change a variable’s value; phones, mail and links are checked',
        params: keyParams,
        body: commonVariableUpdateSchema,
        response: { 200: adminCommonVariableSchema, ...guardedOne },
      },
    },
    async (request) =>
      updateCommonVariable(db, staffActorOf(request), request.params.key, request.body.value),
  );
}
