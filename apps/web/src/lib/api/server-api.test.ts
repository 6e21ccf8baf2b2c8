import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const incoming = vi.fn(async () => new Headers({ 'x-request-id': 'lb-42' }));
vi.mock('next/headers', () => ({
  headers: () => incoming(),
  cookies: async () => ({ get: () => ({ value: 'token-1' }) }),
}));

const { serverGet } = await import('./server-api');

const fetchMock = vi.fn(async () => Response.json({ ok: true }));
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockClear();
  incoming.mockClear();
});

const sentHeaders = () => (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers;

describe('serverGet and the request id', () => {
  it("forwards the id of the storefront's own request on a per-request call", async () => {
    await serverGet('/user/info', z.object({ ok: z.boolean() }), { auth: true });
    expect(sentHeaders()).toMatchObject({ 'x-request-id': 'lb-42', authorization: 'Bearer token-1' });
  });

  it('leaves cached public calls alone, so their pages stay cacheable', async () => {
    await serverGet('/content/categories-tree', z.object({ ok: z.boolean() }), {
      revalidate: 60,
      tags: ['catalog'],
    });
    expect(incoming).not.toHaveBeenCalled();
    expect(sentHeaders()).not.toHaveProperty('x-request-id');
  });

  it('caches every public answer for at least a second, so its page stays cacheable', async () => {
    await serverGet('/content/seo-data?route=%2F', z.object({ ok: z.boolean() }), {
      revalidate: 0,
      tags: ['content'],
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit & { next?: unknown }])[1];
    expect(init.next).toEqual({ revalidate: 1, tags: ['content'] });
    expect(init.cache).toBeUndefined();
  });

  it('tags a cached answer with the tags its caller declares', async () => {
    await serverGet('/products/7', z.object({ ok: z.boolean() }), {
      revalidate: 60,
      tags: ['catalog', 'product:7'],
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit & { next?: unknown }])[1];
    expect(init.next).toEqual({ revalidate: 60, tags: ['catalog', 'product:7'] });
  });
});
