import {
  isPageTextSlug,
  pageTextSlugs,
  type AdminPageText,
  type PageTextSlug,
  type PageTextUpsert,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { findPageText } from '../content/content-service';
import {
  deletePageTextRow,
  listPageTextRows,
  upsertPageTextRow,
  type PageTextRow,
} from './page-texts-admin-repository';

/** A page without staff text is listed too (custom: false), so staff can start writing one. */
const view = (slug: PageTextSlug, row: PageTextRow | null): AdminPageText => ({
  id: slug,
  slug,
  bodyUa: row?.bodyUa ?? '',
  bodyRu: row?.bodyRu ?? '',
  custom: row !== null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function listPageTextsForStaff(db: Db) {
  const rows = new Map((await listPageTextRows(db, pageTextSlugs)).map((r) => [r.slug, r]));
  const items = pageTextSlugs.map((slug) => view(slug, rows.get(slug) ?? null));
  return { items, total: items.length };
}

/** The slug of a page staff may rewrite, or 404. */
function knownSlug(slug: string): PageTextSlug {
  if (!isPageTextSlug(slug)) throw notFound();
  return slug;
}

export async function pageTextForStaff(db: Db, slug: string): Promise<AdminPageText> {
  return view(knownSlug(slug), await findPageText(db, slug));
}

/** Staff's text in both languages; a language left empty keeps the shipped text there. */
export async function savePageText(db: Db, actor: StaffActor, raw: string, input: PageTextUpsert) {
  const slug = knownSlug(raw);
  return db.transaction(async (tx) => {
    const before = await findPageText(tx, slug, true);
    const after = await upsertPageTextRow(tx, { slug, bodyUa: input.bodyUa, bodyRu: input.bodyRu });
    await recordAudit(tx, actor, {
      action: 'page-text.update',
      entity: 'page-text',
      entityId: slug,
      before: before ? view(slug, before) : null,
      after: view(slug, after),
    });
    return view(slug, after);
  });
}

/** Back to the storefront's shipped text; nothing to do (and nothing logged) when it already is. */
export async function resetPageText(db: Db, actor: StaffActor, raw: string) {
  const slug = knownSlug(raw);
  return db.transaction(async (tx) => {
    const before = await findPageText(tx, slug, true);
    if (!before) return view(slug, null);
    await deletePageTextRow(tx, slug);
    await recordAudit(tx, actor, {
      action: 'page-text.delete',
      entity: 'page-text',
      entityId: slug,
      before: view(slug, before),
    });
    return view(slug, null);
  });
}
