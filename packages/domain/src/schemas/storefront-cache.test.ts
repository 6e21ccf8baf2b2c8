import { describe, expect, it } from 'vitest';
import {
  signStorefrontCall,
  STOREFRONT_SIGNATURE_MAX_AGE_MS,
  storefrontRevalidationSchema,
  verifyStorefrontCall,
} from './storefront-cache';

const secret = 'a-storefront-secret-of-at-least-32-chars';
const body = JSON.stringify({ tags: ['catalog'], version: 7 });

describe('the storefront revalidation call', () => {
  it('verifies its own signature, recently made', async () => {
    const header = await signStorefrontCall(secret, body, 1_000_000);
    expect(header).toMatch(/^t=1000000,v1=[0-9a-f]{64}$/);
    expect(await verifyStorefrontCall(secret, body, header, 1_000_500)).toBe(true);
  });

  it('refuses another secret, another body, an old or missing signature', async () => {
    const header = await signStorefrontCall(secret, body, 1_000_000);
    expect(await verifyStorefrontCall(`${secret}x`, body, header, 1_000_000)).toBe(false);
    expect(await verifyStorefrontCall(secret, body.replace('7', '8'), header, 1_000_000)).toBe(false);
    expect(
      await verifyStorefrontCall(secret, body, header, 1_000_001 + STOREFRONT_SIGNATURE_MAX_AGE_MS),
    ).toBe(false);
    expect(await verifyStorefrontCall(secret, body, null)).toBe(false);
    expect(await verifyStorefrontCall(secret, body, 't=1,v1=zz')).toBe(false);
  });

  it('takes only known tags', () => {
    expect(storefrontRevalidationSchema.safeParse({ tags: ['catalog', 'content'] }).success).toBe(true);
    expect(storefrontRevalidationSchema.safeParse({ tags: ['orders'] }).success).toBe(false);
    expect(storefrontRevalidationSchema.safeParse({ tags: [] }).success).toBe(false);
  });
});
