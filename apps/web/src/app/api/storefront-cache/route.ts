import {
  STOREFRONT_SIGNATURE_HEADER,
  storefrontRevalidationSchema,
  verifyStorefrontCall,
} from '@kartyna/domain';
import { revalidateTag } from 'next/cache';
import { storefrontSecret } from '@/lib/env';
import { staleAfterChange } from '@/lib/api/cache-tags';
import { countExpiryCall, expirePageCache, type ExpiryCallOutcome } from '@/server/page-cache-registry';

/**
 * The API's signed call when something pages show has changed (issues #15, #23): the tagged
 * pages (a product's, the listings it is on; every page for `catalog` or `content`) are expired at once, so the next request renders them afresh (a blocking render, never a stale
 * price). Several API processes announce the same catalogue version; it is acted on once.
 */
export async function POST(request: Request): Promise<Response> {
  // Each call is counted in /metrics by how it ended: pages that stay stale are what operators alert on.
  try {
    const [answer, outcome] = await expire(request);
    countExpiryCall(outcome);
    return answer;
  } catch (error) {
    countExpiryCall('error');
    throw error;
  }
}

async function expire(request: Request): Promise<[Response, ExpiryCallOutcome]> {
  if (!storefrontSecret) {
    return [Response.json({ message: 'not_found', statusCode: 404 }, { status: 404 }), 'not_configured'];
  }
  const body = await request.text();
  if (
    !(await verifyStorefrontCall(storefrontSecret, body, request.headers.get(STOREFRONT_SIGNATURE_HEADER)))
  ) {
    return [Response.json({ message: 'unauthorized', statusCode: 401 }, { status: 401 }), 'unauthorized'];
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const call = storefrontRevalidationSchema.safeParse(json);
  if (!call.success) {
    return [Response.json({ message: 'invalid_data', statusCode: 400 }, { status: 400 }), 'invalid_data'];
  }
  const expired = call.data.tags.filter((tag) => staleAfterChange(tag, call.data.version));
  for (const tag of expired) revalidateTag(tag, { expire: 0 });
  // The front cache of this process (src/server/main.ts) forgets the same pages, and with Redis
  // the storefronts' shared cache too.
  if (expired.length > 0) await expirePageCache(expired);
  return [Response.json({ expired }), 'expired'];
}
