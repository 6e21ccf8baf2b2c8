import { signStorefrontCall, STOREFRONT_SIGNATURE_HEADER } from '@kartyna/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPageCache, type ExpiryCallOutcome } from '@/server/page-cache-registry';
import { POST } from './route';

const secret = 's'.repeat(40);
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('@/lib/env', () => ({ storefrontSecret: 's'.repeat(40) }));

const outcomes: ExpiryCallOutcome[] = [];
let expire = vi.fn(async () => undefined);
beforeEach(() => {
  outcomes.length = 0;
  expire = vi.fn(async () => undefined);
  registerPageCache({ expire }, (outcome) => outcomes.push(outcome));
});

async function call(body: string, signed = true) {
  const headers: Record<string, string> = {};
  if (signed) headers[STOREFRONT_SIGNATURE_HEADER] = await signStorefrontCall(secret, body);
  return POST(new Request('http://web/api/storefront-cache', { method: 'POST', body, headers }));
}

describe("the API's expiry call, as /metrics counts it", () => {
  it('counts an expiry, a bad signature, a bad body and a failure to expire by how each ended', async () => {
    expect((await call(JSON.stringify({ tags: ['catalog'] }))).status).toBe(200);
    expect(expire).toHaveBeenCalledWith(['catalog']);
    expect((await call(JSON.stringify({ tags: ['catalog'] }), false)).status).toBe(401);
    expect((await call('{"tags":[]}')).status).toBe(400);
    expire.mockRejectedValueOnce(new Error('redis away'));
    await expect(call(JSON.stringify({ tags: ['content'] }))).rejects.toThrow('redis away');
    expect(outcomes).toEqual(['expired', 'unauthorized', 'invalid_data', 'error']);
  });
});
