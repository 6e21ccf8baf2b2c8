import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The back office's built files: apps/admin/dist, found from the bundle (dist) or the source tree. */
export function adminDistDir(configured?: string): string | undefined {
  if (configured) return existsSync(join(configured, 'index.html')) ? configured : undefined;
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, '../../admin/dist'), join(here, '../../../admin/dist')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );
}

// Emotion (MUI) writes its styles at run time, hence 'unsafe-inline' for styles only.
const adminCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the back office (a static single-page app with hash routes) at /admin, so staff open it
 * on the storefront's origin (the storefront proxies /admin here) and share its cookies and CSRF.
 */
export async function serveAdminApp(app: FastifyInstance, configured?: string): Promise<void> {
  const root = adminDistDir(configured);
  if (!root) {
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: run `npm run build -w @kartyna/admin`.');
    app.get('/admin', { schema: { hide: true } }, notBuilt);
    app.get('/admin/*', { schema: { hide: true } }, notBuilt);
    return;
  }
  // /admin itself answers the page too: the storefront's proxy trims the trailing slash (Next's
  // default), so a redirect to /admin/ here would loop. Asset URLs are absolute (/admin/assets/…).
  const indexHtml = join(root, 'index.html');
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-security-policy', adminCsp)
      .header('x-frame-options', 'DENY')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexHtml)),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: '/admin/',
    decorateReply: false,
    index: ['index.html'],
    setHeaders: (res, path) => {
      res.header('content-security-policy', adminCsp);
      res.header('x-frame-options', 'DENY');
      // File names under assets/ carry their content hash; index.html must always be fresh.
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
