import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { env, runNextInProduction } from '../env';
import { routing } from '../i18n/routing';
import { createPageCache, isCacheableRequest } from './page-cache';
import { registerPageCache } from './page-cache-registry';
import { renderWithPageTags, type PageTags } from './page-tags';
import { createDrain } from './drain';
import { pageCacheBudget } from './page-cache-budget';
import { createSharedPages } from './shared-pages';

/**
 * The storefront's server: Next.js (the built app in this folder) behind the front page cache
 * (./page-cache.ts). `node dist-server/main.js -p 3000` (or PORT). `-H` binds one address, but not
 * 127.0.0.1: Next's middleware rewrites through http://localhost:<port>, which then misses the listener
 * and every page redirects to itself. PAGE_CACHE_MB sizes the caches (./page-cache-budget.ts); 0 turns
 * the front cache off.
 */
function option(flag: string, env: string | undefined): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : env;
}

const port = Number(option('-p', env.PORT) ?? 3000);
// Not $HOSTNAME: shells and containers set it to the machine's name.
const hostname = option('-H', undefined);
const budget = pageCacheBudget(env.PAGE_CACHE_MB);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  console.error(`The storefront's port must be 1–65535 (-p or PORT), not "${option('-p', env.PORT)}".`);
  process.exit(2);
}
if (!budget) {
  console.error(
    `PAGE_CACHE_MB must be a size in MB (0 turns the front cache off), not "${env.PAGE_CACHE_MB}".`,
  );
  process.exit(2);
}
// A production server whatever the shell says (Next reads these before it loads the app).
runNextInProduction();

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = next({ dev: false, dir, port, hostname });
const handle = app.getRequestHandler();
// With Redis, the storefronts share what they render (a page rendered once for all of them).
const shared = budget.frontBytes > 0 && env.REDIS_URL ? createSharedPages(env.REDIS_URL) : undefined;
const pageCache = budget.frontBytes > 0 ? createPageCache({ maxBytes: budget.frontBytes, shared }) : null;
registerPageCache(pageCache);

// Pages rendered before Redis answers would not be shared (a second at most).
await Promise.all([app.prepare(), shared?.whenReady(1000)]);
const render = (req: IncomingMessage, res: ServerResponse, page: PageTags) =>
  renderWithPageTags(page, () => handle(req, res)).catch((error: unknown) => {
    // Next answers its own errors; this is a failure of Next itself, and the process stays up.
    console.error('storefront request failed', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });

const server = createServer((req, res) => {
  if (drain.answerDraining(req, res)) return;
  const page: PageTags = {};
  if (!pageCache || !isCacheableRequest(req, routing.defaultLocale)) return void render(req, res, page);
  if (pageCache.serve(req, res)) return;
  const rendered = () => {
    pageCache.capture(req, res, page);
    void render(req, res, page);
  };
  if (!shared) return rendered();
  pageCache.serveShared(req, res).then(
    (served) => served || rendered(),
    () => rendered(),
  );
});
const drain = createDrain(server);
// As `next start`: connections a load balancer keeps open outlive its own idle timeout.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`storefront on http://${hostname ?? 'localhost'}:${port}`);
});

// SIGTERM drains (./drain.ts): no new connections, a 503 that closes its connection for every
// request on an open one, answers under way finished (for at most 10 s), then out.
const stop = () => {
  setTimeout(() => process.exit(0), 10_000).unref();
  void drain
    .begin()
    .then(() => shared?.close())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
