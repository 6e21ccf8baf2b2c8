import { describe, expect, it } from 'vitest';
import { deliveryInputSchema, deliverySchema } from './order';
import { issuesByPath } from './test-issues';

describe('deliveryInputSchema', () => {
  it('post needs a branch (choose_branch)', () => {
    expect(deliveryInputSchema.parse({ deliveryType: 'post', cityRef: ' c ', branchRef: ' b ' })).toEqual({
      deliveryType: 'post',
      cityRef: 'c',
      branchRef: 'b',
    });
    expect(issuesByPath(deliveryInputSchema, { deliveryType: 'post', cityRef: 'c' })).toEqual({
      branchRef: ['choose_branch'],
    });
    expect(
      issuesByPath(deliveryInputSchema, { deliveryType: 'post', cityRef: 'c', branchRef: '  ' }),
    ).toEqual({
      branchRef: ['choose_branch'],
    });
  });

  it('post and postomat need a city (enter_delivery_data)', () => {
    expect(issuesByPath(deliveryInputSchema, { deliveryType: 'post', branchRef: 'b' })).toEqual({
      cityRef: ['enter_delivery_data'],
    });
    expect(issuesByPath(deliveryInputSchema, { deliveryType: 'postomat', postomatRef: 'p' })).toEqual({
      cityRef: ['enter_delivery_data'],
    });
  });

  it('postomat needs a postomat (choose_postomat), a branch is not enough', () => {
    expect(deliveryInputSchema.parse({ deliveryType: 'postomat', cityRef: 'c', postomatRef: 'p' })).toEqual({
      deliveryType: 'postomat',
      cityRef: 'c',
      postomatRef: 'p',
    });
    expect(
      issuesByPath(deliveryInputSchema, { deliveryType: 'postomat', cityRef: 'c', branchRef: 'b' }),
    ).toEqual({
      postomatRef: ['choose_postomat'],
    });
  });

  it('new-post-address needs an address; both spellings accepted', () => {
    expect(
      deliveryInputSchema.parse({
        deliveryType: 'new_post_address',
        cityRef: 'c',
        address: ' вул. Дерибасівська, 1 ',
      }),
    ).toEqual({ deliveryType: 'new-post-address', cityRef: 'c', address: 'вул. Дерибасівська, 1' });
    expect(
      deliveryInputSchema.parse({ deliveryType: 'new-post-address', cityRef: 'c', address: 'a' }),
    ).toEqual({
      deliveryType: 'new-post-address',
      cityRef: 'c',
      address: 'a',
    });
    expect(issuesByPath(deliveryInputSchema, { deliveryType: 'new_post_address', cityRef: 'c' })).toEqual({
      address: ['enter_delivery_data'],
    });
    expect(
      issuesByPath(deliveryInputSchema, { deliveryType: 'new-post-address', cityRef: 'c', address: ' ' }),
    ).toEqual({
      address: ['enter_delivery_data'],
    });
  });

  it('ukr-post needs a city and a five-digit postcode', () => {
    expect(
      deliveryInputSchema.parse({ deliveryType: 'ukr_post', city: 'Одеса', postIndex: ' 65000 ' }),
    ).toEqual({
      deliveryType: 'ukr-post',
      city: 'Одеса',
      postIndex: '65000',
      address: undefined,
    });
    expect(
      issuesByPath(deliveryInputSchema, { deliveryType: 'ukr-post', city: 'Одеса', postIndex: '6500' }),
    ).toEqual({
      postIndex: ['enter_delivery_data'],
    });
    expect(issuesByPath(deliveryInputSchema, { deliveryType: 'ukr-post' })).toEqual({
      city: ['enter_delivery_data'],
      postIndex: ['enter_delivery_data'],
    });
  });

  for (const type of ['new-intr', 'ukr-intr'] as const) {
    describe(type, () => {
      const abroad = { deliveryType: type, country: 'pl', city: 'Warszawa', address: 'ul. Marszałkowska 1' };

      it('needs a country, a city and an address', () => {
        expect(deliveryInputSchema.parse(abroad)).toEqual({ ...abroad, country: 'PL' });
        expect(issuesByPath(deliveryInputSchema, { deliveryType: type })).toEqual({
          country: ['enter_delivery_data'],
          city: ['enter_delivery_data'],
          address: ['enter_delivery_data'],
        });
        expect(issuesByPath(deliveryInputSchema, { ...abroad, address: '' })).toEqual({
          address: ['enter_delivery_data'],
        });
      });

      it('wants a two-letter country code', () => {
        expect(issuesByPath(deliveryInputSchema, { ...abroad, country: 'Poland' })).toEqual({
          country: ['enter_delivery_data'],
        });
        expect(issuesByPath(deliveryInputSchema, { ...abroad, country: 'P1' })).toEqual({
          country: ['enter_delivery_data'],
        });
      });

      it('refuses RU and BY in any case (excluded_country)', () => {
        for (const country of ['RU', 'ru', ' Ru ', 'BY', 'by']) {
          expect(issuesByPath(deliveryInputSchema, { ...abroad, country })).toEqual({
            country: ['excluded_country'],
          });
        }
      });

      it('accepts the underscore spelling', () => {
        expect(
          deliveryInputSchema.parse({ ...abroad, deliveryType: type.replace('-', '_') }).deliveryType,
        ).toBe(type);
      });
    });
  }

  it('takeaway needs nothing and drops stray fields', () => {
    expect(deliveryInputSchema.parse({ deliveryType: 'takeaway' })).toEqual({ deliveryType: 'takeaway' });
    expect(deliveryInputSchema.parse({ deliveryType: 'TAKEAWAY', branchRef: 'x' })).toEqual({
      deliveryType: 'takeaway',
    });
  });

  it('rejects unknown or missing delivery types and non-objects', () => {
    expect(deliveryInputSchema.safeParse({ deliveryType: 'courier' }).success).toBe(false);
    expect(deliveryInputSchema.safeParse({ deliveryType: 'preorder' }).success).toBe(false);
    expect(deliveryInputSchema.safeParse({ cityRef: 'c', branchRef: 'b' }).success).toBe(false);
    expect(deliveryInputSchema.safeParse(null).success).toBe(false);
    expect(deliveryInputSchema.safeParse('post').success).toBe(false);
  });

  it('rejects huge strings with too_long', () => {
    expect(
      issuesByPath(deliveryInputSchema, { deliveryType: 'post', cityRef: 'c', branchRef: 'b'.repeat(65) }),
    ).toEqual({ branchRef: ['too_long'] });
    expect(
      issuesByPath(deliveryInputSchema, {
        deliveryType: 'new-post-address',
        cityRef: 'c',
        address: 'a'.repeat(201),
      }),
    ).toEqual({ address: ['too_long'] });
    expect(
      issuesByPath(deliveryInputSchema, {
        deliveryType: 'new-intr',
        country: 'PL',
        city: 'c'.repeat(101),
        address: 'a',
      }),
    ).toEqual({ city: ['too_long'] });
  });

  it('the bare union wants the canonical spelling', () => {
    expect(
      deliverySchema.safeParse({ deliveryType: 'new_post_address', cityRef: 'c', address: 'a' }).success,
    ).toBe(false);
    expect(
      deliverySchema.safeParse({ deliveryType: 'new-post-address', cityRef: 'c', address: 'a' }).success,
    ).toBe(true);
  });
});
