import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliveries, directoryRefs, orderBody, postOrder, stockOf, type Refs } from './orders-test-kit';

let t: TestApp;
let refs: Refs;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await directoryRefs(t);
});
afterAll(async () => t?.close());

describe('POST /orders delivery and payment rules', () => {
  const errorsOf = async (delivery: object, paymentType = 'card') => {
    const product = await insertProduct(t.db);
    const res = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { delivery, paymentType }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(await stockOf(t.db, product.id)).toBe(10);
    return res.json() as { message: string; errors: { path: string; message: string }[] };
  };

  it('asks for a branch of the chosen city for post', async () => {
    const { kyiv, postomat, otherBranch } = refs;
    for (const branchRef of [postomat.ref, otherBranch.ref, 'no-such-branch']) {
      expect((await errorsOf({ deliveryType: 'post', cityRef: kyiv.ref, branchRef })).errors).toEqual([
        { path: 'delivery.branchRef', message: 'choose_branch' },
      ]);
    }
    const missing = await errorsOf({ deliveryType: 'post', cityRef: kyiv.ref });
    expect(missing.errors).toEqual([{ path: 'delivery.branchRef', message: 'choose_branch' }]);
  });

  it('asks for a parcel locker for postomat', async () => {
    const { kyiv, branch } = refs;
    expect(
      (await errorsOf({ deliveryType: 'postomat', cityRef: kyiv.ref, postomatRef: branch.ref })).errors,
    ).toEqual([{ path: 'delivery.postomatRef', message: 'choose_postomat' }]);
    expect(
      (await errorsOf({ deliveryType: 'postomat', cityRef: kyiv.ref, postomatRef: ' ' })).errors,
    ).toEqual([{ path: 'delivery.postomatRef', message: 'choose_postomat' }]);
  });

  it('asks for delivery data when the city is unknown or the address is missing', async () => {
    expect(
      (await errorsOf({ deliveryType: 'new-post-address', cityRef: 'nowhere', address: 'x' })).errors,
    ).toEqual([{ path: 'delivery.cityRef', message: 'enter_delivery_data' }]);
    expect((await errorsOf({ deliveryType: 'new-post-address', cityRef: refs.kyiv.ref })).errors).toEqual([
      { path: 'delivery.address', message: 'enter_delivery_data' },
    ]);
    expect((await errorsOf({ deliveryType: 'ukr-post', city: 'Одеса', postIndex: '650' })).errors).toEqual([
      { path: 'delivery.postIndex', message: 'enter_delivery_data' },
    ]);
  });

  it('refuses the excluded countries', async () => {
    for (const country of ['RU', 'by']) {
      const body = await errorsOf({ deliveryType: 'ukr-intr', country, city: 'X', address: 'Y' });
      expect(body.errors).toEqual([{ path: 'delivery.country', message: 'excluded_country' }]);
    }
  });

  it('refuses cash on delivery for takeaway and abroad', async () => {
    for (const delivery of [deliveries(refs).takeaway, deliveries(refs)['new-intr']]) {
      const body = await errorsOf(delivery, 'cod');
      expect(body).toMatchObject({ message: 'payment_not_available', errors: [{ path: 'paymentType' }] });
    }
  });
});

describe('POST /orders bad bodies', () => {
  it('answers 4xx, never 5xx, to wrong or huge input', async () => {
    const product = await insertProduct(t.db);
    const line = { productId: product.id, amount: 1 };
    const cases: [unknown, number][] = [
      [{}, 400],
      [orderBody([]), 400],
      [orderBody([{ productId: 'abc', amount: 1 } as never]), 400],
      [orderBody([{ productId: product.id, amount: 0 }]), 400],
      [orderBody([{ productId: product.id, amount: 100 }]), 400],
      [orderBody([{ productId: product.id, amount: 1.5 }]), 400],
      [orderBody([line, line]), 400],
      [orderBody(Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, amount: 1 }))), 400],
      [orderBody([line], { paymentType: 'bitcoin' }), 400],
      [orderBody([line], { delivery: { deliveryType: 'teleport' } }), 400],
      [orderBody([line], { delivery: 'post' }), 400],
      [orderBody([line], { contact: { ...orderBody([]).contact, comment: 'x'.repeat(100_000) } }), 400],
      [orderBody([line], { contact: { ...orderBody([]).contact, lastName: 'x'.repeat(100_000) } }), 400],
      [orderBody([line], { contact: { ...orderBody([]).contact, phone: '12345' } }), 400],
      [orderBody([line], { contact: { ...orderBody([]).contact, email: 'nope' } }), 400],
      [orderBody([line], { bonusToSpend: -5 }), 400],
      [orderBody([line], { language: 'en' }), 400],
      [[], 400],
      [orderBody([line], { junk: 'x'.repeat(2 * 1024 * 1024) }), 413],
    ];
    for (const [body, status] of cases) {
      const res = await postOrder(t, body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(status);
      expect(res.json().message).toBe(status === 413 ? 'payload_too_large' : 'invalid_data');
    }
    const comment = await postOrder(
      t,
      orderBody([line], { contact: { ...orderBody([]).contact, comment: 'x'.repeat(100_000) } }),
    );
    expect(comment.json().errors).toEqual([{ path: 'contact.comment', message: 'too_long' }]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/server/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"contact": ',
    });
    expect(broken.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/server/orders',
      headers: { 'content-type': 'text/plain' },
      payload: 'order please',
    });
    // fastify parses text/plain as a string; the body schema then refuses it.
    expect(text.statusCode).toBe(400);
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('answers 400 to a NUL character in any text and gives the reserved stock back', async () => {
    const product = await insertProduct(t.db);
    const line = { productId: product.id, amount: 1 };
    const { contact } = orderBody([]);
    for (const over of [
      { contact: { ...contact, lastName: 'Ко\u0000валь' } },
      { contact: { ...contact, comment: 'x\u0000' } },
      { delivery: { deliveryType: 'new-intr', country: 'PL', city: 'W', address: '\u0000' } },
    ]) {
      const res = await postOrder(t, orderBody([line], over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('answers 400, not 500, to goods worth more than an order total can hold', async () => {
    // Preorder lines take no stock, so nothing but the total stops 99 of each.
    const dear = { price: 20_000_000, stock: 0, labels: ['preorder'] };
    const [a, b] = [await insertProduct(t.db, dear), await insertProduct(t.db, dear)];
    const res = await postOrder(
      t,
      orderBody([
        { productId: a.id, amount: 99 },
        { productId: b.id, amount: 99 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'invalid_data', errors: [{ path: 'lines' }] });
  });
});
