import type { CategoryNode } from '@kartyna/domain';
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { shopFetches, shopGet } from '@/lib/api/shop-data';
import { siteUrl } from '@/lib/env';
import { localizedUrl } from '@/lib/seo/urls';

// Built per request from the live catalogue (the build has no API); the calls are cached.
export const dynamic = 'force-dynamic';

const TTL = 3600;
const PAGE_SIZE = 60;
/** A runaway paging loop stops here (60 × 200 = 12 000 products). */
const MAX_PAGES = 200;

/** Every public page of requirements §2 that is a page of its own (not /sale: a redirect; not /error). */
const staticPaths = [
  '/',
  '/catalog',
  '/photo-picture',
  '/about',
  '/contacts',
  '/client-works',
  '/testimonials',
  '/loyalty-program',
  '/payments-and-delivery',
  '/public-offer',
];

function categoryPaths(nodes: CategoryNode[], parent = '/catalog'): string[] {
  return nodes
    .filter((n) => !n.isHidden)
    .flatMap((n) => [`${parent}/${n.type}`, ...categoryPaths(n.children, `${parent}/${n.type}`)]);
}

async function productEntries(): Promise<{ path: string; lastModified: Date }[]> {
  const out: { path: string; lastModified: Date }[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const listing = shopFetches.listing(
      [],
      [
        ['pageSize', String(PAGE_SIZE)],
        ['page', String(page)],
      ],
    );
    const answer = await shopGet(listing, TTL);
    for (const p of answer.items) out.push({ path: `/product/${p.id}`, lastModified: new Date(p.createdAt) });
    if (answer.items.length < PAGE_SIZE || page * answer.pageSize >= answer.total) break;
  }
  return out;
}

/** One entry per page per locale, each naming its twin in the other language. */
function entry(path: string, lastModified: Date): MetadataRoute.Sitemap[number][] {
  const languages = {
    uk: localizedUrl(siteUrl, 'ua', path),
    ru: localizedUrl(siteUrl, 'ru', path),
  };
  return routing.locales.map((locale) => ({
    url: localizedUrl(siteUrl, locale, path),
    lastModified,
    alternates: { languages },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const now = new Date();
  const [tree, products] = await Promise.all([
    shopGet(shopFetches.categoryTree(), TTL).catch(() => []),
    productEntries().catch((error: unknown) => {
      console.error('sitemap: products unavailable', error);
      return [];
    }),
  ]);
  return [
    ...staticPaths.flatMap((p) => entry(p, now)),
    ...categoryPaths(tree).flatMap((p) => entry(p, now)),
    ...products.flatMap((p) => entry(p.path, p.lastModified)),
  ];
}
