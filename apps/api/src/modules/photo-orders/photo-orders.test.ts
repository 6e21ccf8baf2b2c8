import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoOrderLines, photoOrders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from './photo-orders-test-kit';

const k = usePhotoOrderKit();

describe('POST /photo-orders', () => {
  it('prices from the requirements §9 table: 40x50 classic standart ×2 is 1650 UAH', async () => {
    const res = await k.place(k.orderBody({ productsData: [k.line({ amount: 2 })] }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      total: 1650,
      discount: 0,
      resultType: 'photo-picture',
      status: 'requested',
      orderToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const [order] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, body.id));
    // Only the token's sha256 is kept.
    expect(order?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(order?.accessTokenHash).not.toContain(body.orderToken);
    expect(order).toMatchObject({
      userId: null,
      status: 'requested',
      paymentStatus: 'awaiting',
      paymentType: 'cod',
      total: 165_000,
      comment: 'Прохання зберегти фон',
      locale: 'ua',
      clientData: {
        lastName: 'Коваль',
        firstName: 'Олена',
        email: 'olena@example.com',
        phone: '+380671234567',
        fatherName: null,
      },
    });
    // The k.branch is kept with its name and address as they were when the order was placed.
    expect(order?.delivery).toMatchObject({
      deliveryType: 'post',
      branchRef: k.branch.ref,
      branch: { number: k.branch.number },
    });
    const lines = await k.t.db
      .select()
      .from(photoOrderLines)
      .where(eq(photoOrderLines.photoOrderId, body.id));
    expect(lines).toEqual([
      expect.objectContaining({
        imageUrl: k.imageUrl,
        complectation: 'classic',
        size: '40x50',
        speed: 'standart',
        amount: 2,
        price: 82_500,
      }),
    ]);
  });

  it.each([
    ['100x80', 'premium', 'standart', 1, 2075],
    ['60x60', 'classic', 'standart', 3, 3450],
    // Urgent pictures cost the documented 20 % surcharge on top of the table price.
    ['40x50', 'classic', 'urgently', 1, 990],
    ['100x80', 'premium', 'urgently', 2, 4980],
  ])('prices %s %s %s ×%i at %i UAH', async (size, complectation, speed, amount, total) => {
    const res = await k.place(
      k.orderBody({ productsData: [k.line({ size, complectation, speed, amount })] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(total);
  });

  it('sums several lines and ignores any price or total the client sends', async () => {
    const res = await k.place(
      k.orderBody({
        total: 1,
        productsData: [
          k.line({ amount: 2, price: 1 }),
          k.line({
            imageUrl: k.otherImageUrl,
            size: '100x80',
            complectation: 'premium',
            speed: 'urgently',
            price: 0,
          }),
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(1650 + 2490);
  });

  it('accepts our own upload given as an absolute URL and keeps it in the canonical form', async () => {
    const res = await k.place(
      k.orderBody({ productsData: [k.line({ imageUrl: `http://api.kartyna.test${k.imageUrl}` })] }),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await k.t.db
      .select()
      .from(photoOrderLines)
      .where(eq(photoOrderLines.photoOrderId, res.json().id));
    expect(stored?.imageUrl).toBe(k.imageUrl);
  });

  it('rejects photos that are not uploads of ours, naming each bad line', async () => {
    for (const foreign of [
      'https://evil.example/cat.jpg',
      `/api/server/media/uploads/2020-01/${randomUUID()}.jpg`,
      '/api/server/media/../../etc/passwd',
      'javascript:alert(1)',
    ]) {
      const res = await k.place(k.orderBody({ productsData: [k.line(), k.line({ imageUrl: foreign })] }));
      expect(res.statusCode, foreign).toBe(400);
      expect(res.json(), foreign).toEqual({
        message: 'invalid_data',
        statusCode: 400,
        errors: [{ path: 'productsData.1.imageUrl', message: 'invalid_data' }],
      });
    }
  });

  it('checks the delivery against the directory', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { deliveryType: 'post', cityRef: k.branch.cityRef, branchRef: 'no-such-branch' },
        'delivery.branchRef',
        'choose_branch',
      ],
      [
        { deliveryType: 'post', cityRef: k.branch.cityRef, branchRef: k.postomat.ref },
        'delivery.branchRef',
        'choose_branch',
      ],
      [
        { deliveryType: 'postomat', cityRef: k.branch.cityRef, postomatRef: k.branch.ref },
        'delivery.postomatRef',
        'choose_postomat',
      ],
      [
        { deliveryType: 'post', cityRef: 'no-such-city', branchRef: k.branch.ref },
        'delivery.cityRef',
        'enter_delivery_data',
      ],
    ];
    for (const [delivery, path, message] of cases) {
      const res = await k.place(k.orderBody({ delivery }));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors, path).toEqual([{ path, message }]);
    }
    const ok = await k.place(
      k.orderBody({
        delivery: { deliveryType: 'postomat', cityRef: k.postomat.cityRef, postomatRef: k.postomat.ref },
      }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('refuses cash on delivery where no carrier collects it', async () => {
    const takeawayCod = await k.place(
      k.orderBody({ delivery: { deliveryType: 'takeaway' }, paymentType: 'cod' }),
    );
    expect(takeawayCod.statusCode).toBe(400);
    expect(takeawayCod.json().errors).toEqual([{ path: 'paymentType', message: 'invalid_data' }]);
    const takeawayCard = await k.place(
      k.orderBody({ delivery: { deliveryType: 'takeaway' }, paymentType: 'card' }),
    );
    expect(takeawayCard.statusCode).toBe(201);
  });

  it('answers the first answer to a retry with the same Idempotency-Key, once', async () => {
    const key = randomUUID();
    const first = await k.place(k.orderBody(), { 'idempotency-key': key });
    const retry = await k.place(k.orderBody(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const [{ n } = { n: 0 }] = await k.t.db
      .select({ n: count() })
      .from(photoOrderLines)
      .where(eq(photoOrderLines.photoOrderId, first.json().id));
    expect(n).toBe(1);
    const reused = await k.place(k.orderBody({ comment: 'інше' }), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('idempotency_key_reused');
  });

  it('needs the CSRF header when authorised by cookie', async () => {
    const { accessToken, csrfToken, user } = await createTestUser(k.t.app);
    // The browser sends its session and the upload_owner cookie of the guest upload together.
    const cookie = `access_token=${accessToken}; ${k.ownerCookie}`;
    const refused = await k.place(k.orderBody(), { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('csrf_invalid');
    const ok = await k.place(k.orderBody(), { cookie, 'x-csrf-token': csrfToken });
    expect(ok.statusCode).toBe(201);
    const [order] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, ok.json().id));
    expect(order?.userId).toBe(user.id);
  });
});
