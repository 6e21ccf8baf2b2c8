import type { ServerResponse } from 'node:http';
import type { PageTags } from './page-tags';

/** Seconds a shopper's browser (or a balancer) is told to wait, as the API tells the storefront. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A page Next failed to render because the API could not serve it (its database failing over, a
 * restart) answers 503 with Retry-After and no-store instead of Next's 500: the shop is away for
 * seconds, not broken, and neither a balancer nor a crawler should take it for a fault or keep it.
 * Next sets the status as it writes the head (explicitly or through Node's implicit header), so
 * the head is where it is changed; the body stays the shop's own error page.
 */
export function answerUnavailableAs503(res: ServerResponse, page: PageTags): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode === 500 && page.apiUnavailable) {
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      res.setHeader('cache-control', 'no-store');
      return writeHead(503, ...rest);
    }
    return writeHead(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
}
