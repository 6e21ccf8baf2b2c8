import type { CategoryNode, CommonVariable, PageText, SeoData } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { onlinePaymentVariables } from '../payments/online-payment';
import { getCategoryIndex, publicTree } from '../catalog/category-index';
import {
  findPageText,
  findSeoData,
  listCommonVariables,
  listSeoData,
  listVisibleSizes,
  type SeoRow,
} from './content-repository';

// The back office edits the texts this module serves; it reads the current one through here.
export { findPageText } from './content-repository';

/** The same cached tree the catalogue filters by, so the menu and the listings agree. */
export async function categoriesTree(db: Db): Promise<CategoryNode[]> {
  return publicTree(await getCategoryIndex(db));
}

export async function visibleSizes(
  db: Db,
): Promise<{ value: string; isHidden: boolean; position: number }[]> {
  const rows = await listVisibleSizes(db);
  return rows.map((r) => ({ value: r.value, isHidden: false, position: r.position }));
}

/**
 * Staff's variables plus the online payment the API takes right now (online_payment_provider,
 * online_payment_test): the checkout offers card payment only when it can be collected.
 */
export async function commonVariables(db: Db, payments: PaymentProvider | null): Promise<CommonVariable[]> {
  const rows = await listCommonVariables(db);
  const live = onlinePaymentVariables(payments);
  const liveKeys = new Set(live.map((v) => v.key));
  return [...rows.filter((r) => !liveKeys.has(r.key)).map((r) => ({ key: r.key, value: r.value })), ...live];
}

const toSeo = (r: SeoRow): SeoData => ({
  route: r.route,
  title: { ua: r.titleUa, ru: r.titleRu },
  description: { ua: r.descriptionUa, ru: r.descriptionRu },
});

/** "/about/" and "/about" are one page; "/" stays "/". */
const normalizeRoute = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') || '/' : route);

export async function seoList(db: Db): Promise<SeoData[]> {
  return (await listSeoData(db)).map(toSeo);
}

export async function seoFor(db: Db, route: string): Promise<SeoData> {
  const row = await findSeoData(db, normalizeRoute(route));
  if (!row) throw notFound('not_found');
  return toSeo(row);
}

/** Staff's text of a static page; 404 while the page shows the text shipped with the storefront. */
export async function pageTextFor(db: Db, slug: string): Promise<PageText> {
  const row = await findPageText(db, slug);
  if (!row) throw notFound('not_found');
  return { slug: row.slug, bodyUa: row.bodyUa, bodyRu: row.bodyRu };
}
