import { describe, expect, it } from 'vitest';
import { clientData, usePhotoOrderKit } from './photo-orders-test-kit';

const k = usePhotoOrderKit();

describe('POST /photo-orders with bad input', () => {
  // Thunks: the kit's uploads exist only once beforeAll ran, and a line without its real
  // imageUrl would fail for the wrong reason. Each case names the field it must blame.
  it.each<[string, () => Record<string, unknown>, string]>([
    ['an unknown size', () => ({ productsData: [k.line({ size: '80x60' })] }), 'productsData.0.size'],
    [
      'an unknown complectation',
      () => ({ productsData: [k.line({ complectation: 'deluxe' })] }),
      'productsData.0.complectation',
    ],
    ['an unknown speed', () => ({ productsData: [k.line({ speed: 'fast' })] }), 'productsData.0.speed'],
    ['an unknown payment type', () => ({ paymentType: 'bitcoin' }), 'paymentType'],
    ['an unknown delivery type', () => ({ delivery: { deliveryType: 'teleport' } }), 'delivery.deliveryType'],
    ['an unknown language', () => ({ language: 'en' }), 'language'],
    ['no lines', () => ({ productsData: [] }), 'productsData'],
    ['eleven lines', () => ({ productsData: Array.from({ length: 11 }, () => k.line()) }), 'productsData'],
    ['amount 0', () => ({ productsData: [k.line({ amount: 0 })] }), 'productsData.0.amount'],
    ['amount 21', () => ({ productsData: [k.line({ amount: 21 })] }), 'productsData.0.amount'],
    ['amount as text', () => ({ productsData: [k.line({ amount: 'two' })] }), 'productsData.0.amount'],
    ['a fractional amount', () => ({ productsData: [k.line({ amount: 1.5 })] }), 'productsData.0.amount'],
    [
      'no imageUrl',
      () => ({ productsData: [{ complectation: 'classic', size: '40x50', speed: 'standart' }] }),
      'productsData.0.imageUrl',
    ],
    [
      'a huge imageUrl',
      () => ({ productsData: [k.line({ imageUrl: 'x'.repeat(100_000) })] }),
      'productsData.0.imageUrl',
    ],
    ['a huge comment', () => ({ comment: 'x'.repeat(100_000) }), 'comment'],
    [
      'a huge name',
      () => ({ clientData: { ...clientData, firstName: 'x'.repeat(100_000) } }),
      'clientData.firstName',
    ],
    ['no client data', () => ({ clientData: undefined }), 'clientData'],
    ['a bad phone', () => ({ clientData: { ...clientData, phone: '12345' } }), 'clientData.phone'],
    ['a bad mail', () => ({ clientData: { ...clientData, email: 'not-a-mail' } }), 'clientData.email'],
    ['lines as a string', () => ({ productsData: 'many' }), 'productsData'],
    [
      'a post delivery without a branch',
      () => ({ delivery: { deliveryType: 'post', cityRef: 'x' } }),
      'delivery.branchRef',
    ],
  ])('answers 400 invalid_data for %s', async (_name, over, path) => {
    const res = await k.place(k.orderBody(over()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path);
    expect(paths).toContain(path);
  });

  it('answers 400 for a body that is not an object and 413 for a huge one', async () => {
    for (const payload of ['null', '[]', '"order"', '{"clientData":']) {
      const res = await k.t.app.inject({
        method: 'POST',
        url: '/api/server/photo-orders',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message, payload).toBe('invalid_data');
    }
    const huge = await k.place({ ...k.orderBody(), padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});
