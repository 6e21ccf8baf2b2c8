import {
  commonVariableIssue,
  commonVariableKind,
  seoIdOf,
  type AdminCommonVariable,
  type AdminSeo,
  type SeoUpdate,
  type commonVariableListQuerySchema,
  type seoListQuerySchema,
} from '@kartyna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  findCommonVariableRow,
  findSeoRow,
  listCommonVariableRows,
  listSeoRows,
  updateCommonVariableRow,
  updateSeoRow,
  type CommonVariableRow,
  type SeoRow,
} from './site-settings-admin-repository';

/*
 * SEO data and common variables are read by the storefront on every render through the
 * public content routes, which keep no copy in this process (only HTTP max-age=60 and the
 * storefront's own revalidate window): an edit here is what the next uncached read returns.
 * The set of routes and keys is fixed by the seed, so staff edit rows and never add them.
 */

const seoView = (r: SeoRow): AdminSeo => ({
  id: seoIdOf(r.route),
  route: r.route,
  titleUa: r.titleUa,
  titleRu: r.titleRu,
  descriptionUa: r.descriptionUa,
  descriptionRu: r.descriptionRu,
});

export async function listSeoForStaff(db: Db, query: z.infer<typeof seoListQuerySchema>) {
  const { rows, total } = await listSeoRows(db, query);
  return { items: rows.map(seoView), total };
}

export async function seoForStaff(db: Db, route: string): Promise<AdminSeo> {
  const row = await findSeoRow(db, route);
  if (!row) throw notFound();
  return seoView(row);
}

export async function updateSeo(db: Db, actor: StaffActor, route: string, input: SeoUpdate) {
  return db.transaction(async (tx) => {
    const before = await findSeoRow(tx, route, true);
    if (!before) throw notFound();
    const after = await updateSeoRow(tx, route, input);
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'seo-data.update',
      entity: 'seo-data',
      entityId: route,
      before: seoView(before),
      after: seoView(after),
    });
    return seoView(after);
  });
}

const variableView = (r: CommonVariableRow): AdminCommonVariable => ({
  id: r.key,
  key: r.key,
  value: r.value,
  kind: commonVariableKind(r.key),
});

export async function listCommonVariablesForStaff(
  db: Db,
  query: z.infer<typeof commonVariableListQuerySchema>,
) {
  const { rows, total } = await listCommonVariableRows(db, query);
  return { items: rows.map(variableView), total };
}

export async function commonVariableForStaff(db: Db, key: string): Promise<AdminCommonVariable> {
  const row = await findCommonVariableRow(db, key);
  if (!row) throw notFound();
  return variableView(row);
}

/** A new value, checked against what the key holds (a phone, a mail, a link or text). */
export async function updateCommonVariable(db: Db, actor: StaffActor, key: string, raw: string) {
  const value = raw.trim();
  return db.transaction(async (tx) => {
    const before = await findCommonVariableRow(tx, key, true);
    if (!before) throw notFound();
    const issue = commonVariableIssue(key, value);
    if (issue) throw badRequest('invalid_data', [{ path: 'value', message: issue }]);
    const after = await updateCommonVariableRow(tx, key, value);
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'common-variable.update',
      entity: 'common-variable',
      entityId: key,
      before: variableView(before),
      after: variableView(after),
    });
    return variableView(after);
  });
}
