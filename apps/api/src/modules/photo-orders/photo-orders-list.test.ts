import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from './photo-orders-test-kit';

const k = usePhotoOrderKit();

describe('GET /photo-orders', () => {
  it('answers 401 without a valid token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { cookie: 'access_token=nonsense' },
    ] as Record<string, string>[]) {
      const res = await k.list(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    }
  });

  it("lists only the user's own photo orders, newest first", async () => {
    const alice = await createTestUser(k.t.app);
    const bob = await createTestUser(k.t.app);
    expect((await k.list(alice.authHeader)).json()).toEqual([]);

    const older = await k.place(
      k.orderBody({ productsData: [k.line({ amount: 2 })], comment: undefined }),
      alice.authHeader,
    );
    const newer = await k.place(
      k.orderBody({
        productsData: [
          k.line({ size: '100x80', complectation: 'premium' }),
          k.line({ imageUrl: k.otherImageUrl, speed: 'urgently' }),
        ],
      }),
      alice.authHeader,
    );
    const bobs = await k.place(k.orderBody(), bob.authHeader);
    await k.place(k.orderBody());
    expect([older.statusCode, newer.statusCode, bobs.statusCode]).toEqual([201, 201, 201]);

    const res = await k.list(alice.authHeader);
    expect(res.statusCode).toBe(200);
    const orders = res.json();
    expect(orders.map((o: { id: number }) => o.id)).toEqual([newer.json().id, older.json().id]);
    expect(orders[0]).toEqual({
      id: newer.json().id,
      status: 'requested',
      paymentStatus: 'awaiting',
      paymentType: 'cod',
      // Where it goes, kept with the branch's name as when it was placed (as a shop order's).
      deliveryType: 'post',
      delivery: expect.objectContaining({
        deliveryType: 'post',
        cityRef: k.branch.cityRef,
        branchRef: k.branch.ref,
        cityName: expect.objectContaining({ ua: 'Київ' }),
        branch: expect.objectContaining({ ref: k.branch.ref, number: k.branch.number }),
      }),
      // cash on delivery: nothing to pay online
      payable: false,
      waybillNumber: null,
      // no waybill yet, so no parcel to follow
      parcel: null,
      total: 2075 + 990,
      discount: 0,
      promotions: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      comment: 'Прохання зберегти фон',
      // nothing given back, and no receipts: cash on delivery, and no register in this app
      refunds: [],
      fiscalReceipts: [],
      productsData: [
        {
          id: expect.any(Number),
          imageUrl: k.imageUrl,
          complectation: 'premium',
          size: '100x80',
          speed: 'standart',
          amount: 1,
          price: 2075,
        },
        {
          id: expect.any(Number),
          imageUrl: k.otherImageUrl,
          complectation: 'classic',
          size: '40x50',
          speed: 'urgently',
          amount: 1,
          price: 990,
        },
      ],
    });
    expect(orders[1]).toMatchObject({
      total: 1650,
      comment: null,
      productsData: [{ amount: 2, price: 825 }],
    });

    const bobsList = (await k.list(bob.authHeader)).json();
    expect(bobsList.map((o: { id: number }) => o.id)).toEqual([bobs.json().id]);
  });
});
