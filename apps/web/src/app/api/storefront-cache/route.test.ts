import { signStorefrontCall, STOREFRONT_SIGNATURE_HEADER } from '@kartyna/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPageCache } from '@/server/page-cache-registry';
import { POST } from './route';

const secret = 's'.repeat(40);
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('@/lib/env', () => ({ storefrontSecret: 's'.repeat(40) }));

let expire = vi.fn(async () => undefined);
beforeEach(() => {
  expire = vi.fn(async () => undefined);
  registerPageCache({ expire });
});

async function call(body: string, signed = true) {
  const headers: Record<string, string> = {};
  if (signed) headers[STOREFRONT_SIGNATURE_HEADER] = await signStorefrontCall(secret, body);
  return POST(new Request('http://web/api/storefront-cache', { method: 'POST', body, headers }));
}

describe('the signed call the subscriber hands each expiry to Next with', () => {
  it('expires on a good call; refuses a bad signature or body; fails when expiring fails', async () => {
    expect((await call(JSON.stringify({ tags: ['catalog'] }))).status).toBe(200);
    expect(expire).toHaveBeenCalledWith(['catalog']);
    expect((await call(JSON.stringify({ tags: ['catalog'] }), false)).status).toBe(401);
    expect((await call('{"tags":[]}')).status).toBe(400);
    expire.mockRejectedValueOnce(new Error('redis away'));
    await expect(call(JSON.stringify({ tags: ['content'] }))).rejects.toThrow('redis away');
    expect(expire).toHaveBeenCalledTimes(2);
  });
});
