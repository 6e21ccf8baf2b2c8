import { STOREFRONT_SIGNATURE_HEADER, verifyStorefrontCall } from '@kartyna/domain';
import { revalidateTag } from 'next/cache';
import { storefrontSecret } from '@/lib/env';
import { staleAfterChange } from '@/lib/api/cache-tags';
import { expirePageCache } from '@/server/page-cache-registry';
import { parseRevalidation } from '@/server/parse-revalidation';

/**
 * Where an expiry the API sent enters Next (issues #15, #23, #28): the storefront's server hears
 * the API's event stream (src/server/cache-subscriber.ts) and hands each expiry here as a signed
 * call, since Next's revalidateTag works only inside one of Next's own requests. The tagged
 * pages (a product's, the listings it is on; every page for `catalog` or `content`) are expired
 * at once, so the next request renders them afresh (a blocking render, never a stale price).
 * Several API processes announce the same catalogue version; it is acted on once.
 * The subscriber counts each in /metrics by the status it got.
 */
export async function POST(request: Request): Promise<Response> {
  if (!storefrontSecret) {
    return Response.json({ message: 'not_found', statusCode: 404 }, { status: 404 });
  }
  const body = await request.text();
  if (
    !(await verifyStorefrontCall(storefrontSecret, body, request.headers.get(STOREFRONT_SIGNATURE_HEADER)))
  ) {
    return Response.json({ message: 'unauthorized', statusCode: 401 }, { status: 401 });
  }
  const parsed = parseRevalidation(body);
  if (!parsed.ok) {
    return Response.json({ message: 'invalid_data', statusCode: 400 }, { status: 400 });
  }
  const { call } = parsed;
  const expired = call.tags.filter((tag) => staleAfterChange(tag, call.version));
  for (const tag of expired) revalidateTag(tag, { expire: 0 });
  // The front cache of this process (src/server/main.ts) forgets the same pages, and with Redis
  // the storefronts' shared cache too.
  if (expired.length > 0) await expirePageCache(expired);
  return Response.json({ expired });
}
