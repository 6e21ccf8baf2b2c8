import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';

// The site's origin is known at run time only (SITE_URL), so this is not prerendered.
export const dynamic = 'force-dynamic';

/** Everything public may be crawled; personal pages, the cart and the API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/cabinet', '/ru/cabinet', '/cart', '/ru/cart', '/api'] },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
