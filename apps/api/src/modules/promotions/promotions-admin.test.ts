import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promotions } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderBody, postOrder } from '../orders/orders-test-kit';
import { promotionStaff, uniqueCode } from './promotions-test-kit';

/** /api/admin/promotions (issue #43): who may, what is refused, what is audited and kept. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof promotionStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await promotionStaff(t);
});
afterAll(async () => t?.close());

describe('/api/admin/promotions', () => {
  it('answers 401 to a stranger and 403 to a customer, and writes nothing', async () => {
    const customer = await createTestUser(t.app);
    const body = { name: 'Чужа акція', code: uniqueCode(), discountType: 'percent', value: 90, active: true };
    const before = (await t.db.select().from(promotions)).length;
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      payload: body,
      headers: customer.authHeader,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ statusCode: 403 });
    expect((await t.db.select().from(promotions)).length).toBe(before);
  });

  it('refuses a malformed promotion with 400 invalid_data naming the field', async () => {
    const valid = { name: 'Акція', code: uniqueCode(), discountType: 'percent', value: 10, active: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: 150 }, 'value', 'invalid_discount_value'],
      [{ discountType: 'nth_free', value: 1 }, 'value', 'invalid_discount_value'],
      [{ discountType: 'fixed', value: 10.001 }, 'value', 'invalid_discount_value'],
      [{ code: 'A'.repeat(5000) }, 'code', 'invalid_promo_code'],
      [{ code: 'ЗИМА\u0000' }, 'code', 'invalid_data'],
      [{ name: '' }, 'name', 'required_field'],
      [
        { startsAt: '2026-12-10T00:00:00+02:00', endsAt: '2026-12-01T00:00:00+02:00' },
        'endsAt',
        'ends_before_start',
      ],
      [{ startsAt: 'завтра' }, 'startsAt', 'invalid_data'],
      [{ discountType: 'bogo' }, 'discountType', 'invalid_data'],
      [{ usageLimit: -1 }, 'usageLimit', 'invalid_data'],
      [{ categoryIds: [2_147_480_000] }, 'categoryIds.0', 'unknown_category'],
      [{ productIds: [2_147_480_000] }, 'productIds.0', 'product_not_found'],
    ];
    for (const [change, path, message] of cases) {
      const res = await staff.call('POST', '/promotions', { ...valid, ...change });
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().message).toBe('invalid_data');
      expect(res.json().errors, res.body).toContainEqual({ path, message });
    }
    const taken = await staff.create({});
    const twin = await staff.call('POST', '/promotions', { ...valid, code: taken.code!.toLowerCase() });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().errors).toContainEqual({ path: 'code', message: 'promo_code_taken' });
  });

  it('audits every change, pauses and deletes only what no order got', async () => {
    const promo = await staff.create({ name: 'Для блогерки' });
    const body = {
      name: 'Для блогерки Марти',
      code: promo.code,
      discountType: 'percent',
      value: 12,
      active: false,
    };
    const paused = await staff.call('PUT', `/promotions/${promo.id}`, body);
    expect(paused.json()).toMatchObject({
      name: 'Для блогерки Марти',
      value: 12,
      active: false,
      state: 'paused',
    });
    const list = (await staff.call('GET', `/promotions?q=${encodeURIComponent('Марти')}`)).json();
    expect(list.items.map((p: { id: number }) => p.id)).toEqual([promo.id]);
    expect((await staff.call('DELETE', `/promotions/${promo.id}`)).statusCode).toBe(200);
    expect((await staff.call('GET', `/promotions/${promo.id}`)).statusCode).toBe(404);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entity, 'promotion')).orderBy(auditLog.id)
    )
      .filter((a) => a.entityId === String(promo.id))
      .map((a) => a.action);
    expect(actions).toEqual(['promotion.create', 'promotion.pause', 'promotion.delete']);

    const used = await staff.create({});
    const product = await insertProduct(t.db, { price: 10_000 });
    await postOrder(t, orderBody([{ productId: product.id, amount: 1 }], { promoCode: used.code }));
    const refused = await staff.call('DELETE', `/promotions/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'promotion_in_orders', statusCode: 409 });
    const byUses = (await staff.call('GET', '/promotions?sort=uses&order=DESC&perPage=500')).json();
    const uses = byUses.items.map((p: { uses: number }) => p.uses);
    expect(uses).toEqual([...uses].sort((a: number, b: number) => b - a));
    expect(byUses.items.find((p: { id: number }) => p.id === used.id)).toMatchObject({ uses: 1 });
  });
});
