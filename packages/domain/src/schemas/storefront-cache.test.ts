import { describe, expect, it } from 'vitest';
import { listingTag, listingTagsAlong, MAX_TAGS_PER_CALL, productTag } from './storefront-cache-tags';
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
    const ok = (tags: string[]) => storefrontRevalidationSchema.safeParse({ tags }).success;
    expect(ok(['catalog', 'content', 'product:12', 'listing:', 'listing:kits/flowers'])).toBe(true);
    expect(ok(['orders'])).toBe(false);
    expect(ok(['product:abc'])).toBe(false);
    expect(ok(['listing:a,b'])).toBe(false);
    expect(ok([])).toBe(false);
    expect(ok(Array.from({ length: MAX_TAGS_PER_CALL + 1 }, (_, i) => `product:${i}`))).toBe(false);
  });
});

describe('tags as narrow as a change', () => {
  it('names a product and a listing in one spelling', () => {
    expect(productTag(7)).toBe('product:7');
    expect(listingTag([])).toBe('listing:');
    expect(listingTag(['Picture_By_Numbers', 'animals'])).toBe('listing:picture-by-numbers/animals');
  });

  it('lists every listing a product of a category appears in', () => {
    expect(listingTagsAlong(['picture-by-numbers', 'animals', 'cats'])).toEqual([
      'listing:picture-by-numbers',
      'listing:picture-by-numbers/animals',
      'listing:picture-by-numbers/animals/cats',
      'listing:',
    ]);
    expect(listingTagsAlong([])).toEqual(['listing:']);
  });
});
