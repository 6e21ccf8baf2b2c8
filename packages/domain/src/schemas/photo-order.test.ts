import { describe, expect, it } from 'vitest';
import { photoSizes } from '../enums';
import { photoOrderInputSchema, photoOrderLineInputSchema } from './photo-order';

const line = {
  imageUrl: 'https://cdn.kartyna.ua/u/1.jpg',
  complectation: 'classic',
  size: '40x50',
  speed: 'standart',
};
const clientData = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '0671234567',
};
const valid = {
  clientData,
  delivery: { deliveryType: 'post', cityRef: 'c', branchRef: 'b' },
  productsData: [line],
};

describe('photoOrderLineInputSchema', () => {
  it('defaults the amount to 1', () => {
    expect(photoOrderLineInputSchema.parse(line)).toEqual({
      ...line,
      amount: 1,
      orientation: 'portrait',
      seed: 1,
    });
  });

  it('keeps the framing the shopper saw: orientation, crop and seed', () => {
    const framed = {
      ...line,
      orientation: 'landscape',
      crop: { x: 0.1, y: 0, width: 0.8, height: 0.64 },
      seed: 7,
    };
    expect(photoOrderLineInputSchema.parse(framed)).toMatchObject(framed);
  });

  it('refuses a crop outside the photo, an empty one and a seed that is not a whole number', () => {
    for (const crop of [
      { x: 0.5, y: 0, width: 0.6, height: 1 },
      { x: 0, y: 0, width: 0, height: 1 },
      { x: -0.1, y: 0, width: 0.5, height: 0.5 },
      { x: 0, y: 0, width: '1', height: 1 },
    ])
      expect(photoOrderLineInputSchema.safeParse({ ...line, crop }).success).toBe(false);
    expect(photoOrderLineInputSchema.safeParse({ ...line, seed: 1.5 }).success).toBe(false);
    expect(photoOrderLineInputSchema.safeParse({ ...line, orientation: 'square' }).success).toBe(false);
  });

  it('accepts every photo size, both complectations and speeds', () => {
    for (const size of photoSizes) {
      for (const complectation of ['classic', 'premium']) {
        for (const speed of ['standart', 'urgently']) {
          expect(photoOrderLineInputSchema.safeParse({ ...line, size, complectation, speed }).success).toBe(
            true,
          );
        }
      }
    }
  });

  it('rejects sizes, complectations and speeds outside the lists', () => {
    expect(photoOrderLineInputSchema.safeParse({ ...line, size: '80x60' }).success).toBe(false);
    expect(photoOrderLineInputSchema.safeParse({ ...line, size: '30x30' }).success).toBe(false);
    expect(photoOrderLineInputSchema.safeParse({ ...line, complectation: 'deluxe' }).success).toBe(false);
    expect(photoOrderLineInputSchema.safeParse({ ...line, speed: 'fast' }).success).toBe(false);
  });

  it('needs an uploaded image', () => {
    const r = photoOrderLineInputSchema.safeParse({ ...line, imageUrl: '  ' });
    expect(r.error?.issues[0]?.message).toBe('invalid_data');
    expect(photoOrderLineInputSchema.safeParse({ ...line, imageUrl: undefined }).success).toBe(false);
    expect(photoOrderLineInputSchema.safeParse({ ...line, imageUrl: 'x'.repeat(501) }).success).toBe(false);
  });

  it('bounds the amount to 1..20', () => {
    expect(photoOrderLineInputSchema.parse({ ...line, amount: 20 }).amount).toBe(20);
    for (const amount of [0, 21, 1.5, '20', true, '', []]) {
      expect(photoOrderLineInputSchema.safeParse({ ...line, amount }).success).toBe(false);
    }
  });
});

describe('photoOrderInputSchema', () => {
  it('accepts a valid order with defaults', () => {
    const parsed = photoOrderInputSchema.parse(valid);
    expect(parsed.paymentType).toBe('cod');
    expect(parsed.language).toBe('ua');
    expect(parsed.comment).toBeUndefined();
    expect(parsed.clientData.phone).toBe('+380671234567');
    expect(parsed.productsData[0]?.amount).toBe(1);
  });

  it('normalises payment and delivery spellings', () => {
    const parsed = photoOrderInputSchema.parse({
      ...valid,
      paymentType: 'ACCOUNT',
      delivery: { deliveryType: 'new_post_address', cityRef: 'c', address: 'a' },
    });
    expect(parsed.paymentType).toBe('account');
    expect(parsed.delivery.deliveryType).toBe('new-post-address');
  });

  it('takes no comment inside clientData; the comment is top-level, trimmed and bounded', () => {
    const parsed = photoOrderInputSchema.parse({
      ...valid,
      clientData: { ...clientData, comment: 'x' },
      comment: ' hi ',
    });
    expect(parsed.clientData).not.toHaveProperty('comment');
    expect(parsed.comment).toBe('hi');
    expect(photoOrderInputSchema.parse({ ...valid, comment: '   ' }).comment).toBeUndefined();
    expect(photoOrderInputSchema.safeParse({ ...valid, comment: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('needs 1..10 products', () => {
    expect(photoOrderInputSchema.safeParse({ ...valid, productsData: [] }).success).toBe(false);
    expect(photoOrderInputSchema.safeParse({ ...valid, productsData: Array(10).fill(line) }).success).toBe(
      true,
    );
    expect(photoOrderInputSchema.safeParse({ ...valid, productsData: Array(11).fill(line) }).success).toBe(
      false,
    );
  });

  it('validates client data and delivery like an order', () => {
    const r = photoOrderInputSchema.safeParse({ ...valid, clientData: { ...clientData, email: 'x' } });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['clientData.email', 'invalid_mail'],
    ]);
    const d = photoOrderInputSchema.safeParse({
      ...valid,
      delivery: { deliveryType: 'postomat', cityRef: 'c' },
    });
    expect(d.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['delivery.postomatRef', 'choose_postomat'],
    ]);
  });
});
