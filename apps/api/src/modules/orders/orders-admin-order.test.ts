import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPath } from '@kartyna/domain';
import { payments } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeTestOrder, staffHeaders } from './lifecycle-test-kit';

/**
 * What only a shop order's page in the back office shows: its payment attempts and its lines.
 * The page, the note and the audit both kinds share are order-pipeline/staff-order-view.test.ts's
 * and staff-order-audit.test.ts's.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const getOrder = (id: number) =>
  t.app.inject({ method: 'GET', url: staffOrderPath({ kind: 'order', id }), headers: staff.headers });

describe('the payments on a shop order’s page', () => {
  it('answers the payments in hryvnias and the lines; none for a guest order without', async () => {
    const buyer = await createTestUser(t.app);
    const order = await placeTestOrder(t, { headers: buyer.authHeader });
    await t.db.insert(payments).values({
      id: `pay-${order.id}`,
      orderId: order.id,
      provider: 'sandbox',
      status: 'paid',
      amount: 50_000,
      resultUrl: 'http://shop.kartyna.test/thank-order',
    });
    const res = await getOrder(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: order.id,
      payments: [{ id: `pay-${order.id}`, provider: 'sandbox', status: 'paid', amount: 500 }],
    });
    expect(body.lines).toHaveLength(1);

    const guest = await placeTestOrder(t);
    expect((await getOrder(guest.id)).json()).toMatchObject({ buyer: null, payments: [] });
  });

  it('names an awaiting attempt older than its checkout "abandoned", a fresh one awaiting; the row stays', async () => {
    const order = await placeTestOrder(t);
    const attempt = (id: string, minutesAgo: number) => ({
      id,
      orderId: order.id,
      provider: 'sandbox',
      status: 'awaiting',
      amount: 50_000,
      resultUrl: 'http://shop.kartyna.test/thank-order',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.db.insert(payments).values([attempt(`old-${order.id}`, 90), attempt(`new-${order.id}`, 2)]);
    const res = await getOrder(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toMatchObject([
      { id: `old-${order.id}`, status: 'abandoned' },
      { id: `new-${order.id}`, status: 'awaiting' },
    ]);
    // Derived when listed: a late callback still finds the attempt awaiting.
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, `old-${order.id}`));
    expect(row?.status).toBe('awaiting');
  });
});
