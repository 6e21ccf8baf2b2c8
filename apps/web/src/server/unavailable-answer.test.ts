import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noteApiUnavailable, renderWithPageTags, type PageTags } from './page-tags';
import { answerUnavailableAs503 } from './unavailable-answer';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose "render" answers `status` the two ways Next does, the API unavailable or not. */
async function serve(options: { status: number; apiUnavailable: boolean; explicitHead: boolean }) {
  server = createServer((_req, res) => {
    const page: PageTags = {};
    answerUnavailableAs503(res, page);
    renderWithPageTags(page, () => {
      if (options.apiUnavailable) noteApiUnavailable();
      if (options.explicitHead) res.writeHead(options.status, { 'content-type': 'text/html' });
      else res.statusCode = options.status;
      res.end('<h1>Щось пішло не так</h1>');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/product/7`);
}

describe('a page the API could not serve', () => {
  it.each([true, false])(
    'answers 503 with Retry-After, not 500 (head written explicitly: %s)',
    async (explicitHead) => {
      const res = await serve({ status: 500, apiUnavailable: true, explicitHead });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('Щось пішло не так');
    },
  );

  it('leaves a 500 of another cause a 500', async () => {
    const res = await serve({ status: 500, apiUnavailable: false, explicitHead: false });
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('leaves a page rendered from what was cached alone, though the API was away for a part of it', async () => {
    const res = await serve({ status: 200, apiUnavailable: true, explicitHead: false });
    expect(res.status).toBe(200);
  });
});
