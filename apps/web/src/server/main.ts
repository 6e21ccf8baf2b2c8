import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { apiUrl, env, runNextInProduction } from '../env';
import { routing } from '../i18n/routing';
import { createPageCache, isCacheableRequest } from './page-cache';
import { registerPageCache } from './page-cache-registry';
import { renderWithPageTags, type PageTags } from './page-tags';
import { answerUnavailableAs503 } from './unavailable-answer';
import { createDrain } from './drain';
import { pageCacheBudget } from './page-cache-budget';
import { createSharedPages } from './shared-pages';
import { createStorefrontMetrics, type PageSource } from './storefront-metrics';
import { createOpsRoutes } from './ops-routes';
import { createApiProxy, isApiPath } from './api-proxy';
import { createLogger, logRequest } from './request-log';
import { expireThroughNext, ownOrigin, startCacheSubscriber, type CacheSubscriber } from './cache-subscriber';
import { skipEntryMeasuringOfEveryCache } from './unmeasured-cache-entries';

/**
 * The storefront's server: Next.js (the built app in this folder) behind the front page cache
 * (./page-cache.ts). `node dist-server/main.js -p 3000` (or PORT); `-H` binds one address.
 * PAGE_CACHE_MB sizes the caches (./page-cache-budget.ts); 0 turns the front cache off.
 * /health/live, /health/ready and /metrics come first (./ops-routes.ts); every other request is
 * logged as one JSON line (./request-log.ts). Once listening it subscribes to the API's expiries
 * of cached pages (./cache-subscriber.ts).
 */
function option(flag: string, env: string | undefined): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : env;
}

const port = Number(option('-p', env.PORT) ?? 3000);
// Not $HOSTNAME: shells and containers set it to the machine's name.
const hostname = option('-H', undefined);
const budget = pageCacheBudget(env.PAGE_CACHE_MB);
const log = createLogger(env.LOG_LEVEL);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  log.fatal(`The storefront's port must be 1–65535 (-p or PORT), not "${option('-p', env.PORT)}".`);
  process.exit(2);
}
if (!budget) {
  log.fatal(`PAGE_CACHE_MB must be a size in MB (0 turns the front cache off), not "${env.PAGE_CACHE_MB}".`);
  process.exit(2);
}
// A production server whatever the shell says (Next reads these before it loads the app).
runNextInProduction();
// Next writes out every page it caches as JSON only to measure it (./unmeasured-cache-entries.ts).
skipEntryMeasuringOfEveryCache();

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
// Not `hostname`: Next gives the proxy (src/proxy.ts) its request as a NextURL, which turns a
// loopback host (127.0.0.1, [::1]) into `localhost`; with `hostname: '127.0.0.1'` the proxy's
// rewrite of /catalog to /ua/catalog then pointed at another origin than Next's own, so Next
// fetched it as an external address, and /ua/catalog redirects to /catalog: every page redirected
// to itself. Next's origin stays `localhost`; it only names the server to itself.
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();
// With Redis, the storefronts share what they render (a page rendered once for all of them).
const shared = budget.frontBytes > 0 && env.REDIS_URL ? createSharedPages(env.REDIS_URL) : undefined;
const pageCache = budget.frontBytes > 0 ? createPageCache({ maxBytes: budget.frontBytes, shared }) : null;
const metrics = createStorefrontMetrics(pageCache?.stats);
registerPageCache(pageCache);
const answerOps = createOpsRoutes({ apiUrl, metrics });
const proxyApi = createApiProxy(apiUrl);

// Pages rendered before Redis answers would not be shared (a second at most).
await Promise.all([app.prepare(), shared?.whenReady(1000)]);
const render = (req: IncomingMessage, res: ServerResponse, page: PageTags, source: PageSource) => {
  metrics.track(res, source);
  answerUnavailableAs503(res, page);
  return renderWithPageTags(page, () => handle(req, res)).catch((err: unknown) => {
    // Next answers its own errors; this is a failure of Next itself, and the process stays up.
    log.error({ err, reqId: req.headers['x-request-id'] }, 'storefront request failed');
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
};

const server = createServer((req, res) => {
  if (drain.answerDraining(req, res)) return;
  if (answerOps(req, res)) return;
  logRequest(log, req, res);
  if (req.url && isApiPath(req.url)) {
    metrics.track(res, 'bypass');
    return proxyApi(req, res, port);
  }
  const page: PageTags = {};
  if (!pageCache || !isCacheableRequest(req, routing.defaultLocale)) {
    return void render(req, res, page, 'bypass');
  }
  if (pageCache.serve(req, res)) return metrics.track(res, 'hit');
  const rendered = () => {
    pageCache.capture(req, res, page);
    void render(req, res, page, 'miss');
  };
  if (!shared) return rendered();
  pageCache.serveShared(req, res).then(
    (served) => (served ? metrics.track(res, 'shared') : rendered()),
    () => rendered(),
  );
});
const drain = createDrain(server);
// As `next start`: connections a load balancer keeps open outlive its own idle timeout.
server.keepAliveTimeout = 65_000;
// The API's expiries (issue #28), once this server can take them: each is handed to Next's own
// route here. Without STOREFRONT_SECRET pages simply live out their time.
let subscriber: CacheSubscriber | undefined;
server.listen(port, hostname, () => {
  log.info(`storefront on http://${hostname ?? 'localhost'}:${port}`);
  const secret = env.STOREFRONT_SECRET;
  if (!secret) {
    log.warn('STOREFRONT_SECRET is not set: cached pages are not expired when the shop changes');
    return;
  }
  const origin = ownOrigin(server.address() as AddressInfo);
  subscriber = startCacheSubscriber({
    apiUrl,
    secret,
    expire: expireThroughNext(origin, secret),
    metrics,
    log,
  });
});

// SIGTERM drains (./drain.ts): no new connections, a 503 that closes its connection for every
// request on an open one, answers under way finished (for at most 10 s), then out.
const stop = () => {
  setTimeout(() => process.exit(0), 10_000).unref();
  void Promise.all([drain.begin(), subscriber?.stop()])
    .then(() => shared?.close())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
