import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader } from '@kartyna/domain';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { historyRows, orderRow, placeTestOrder, setStatus, staffHeaders } from './lifecycle-test-kit';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

describe('who may move an order', () => {
  it('is staff only: anonymous 401, customer 403, manager and admin 200', async () => {
    const customer = await createTestUser(t.app);
    const admin = await staffHeaders(t, 'admin');
    const order = await placeTestOrder(t, { headers: customer.authHeader });

    const anonymous = await setStatus(t, order.id, { status: 'processed' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    // Even with a body that would not validate: the caller is refused before the body is read.
    expect((await setStatus(t, order.id, { status: 'nope' }, {})).statusCode).toBe(401);

    const own = await setStatus(t, order.id, { status: 'canceled' }, customer.authHeader);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'forbidden', statusCode: 403 });
    expect((await orderRow(t, order.id)).status).toBe('requested');

    expect((await setStatus(t, order.id, { status: 'processed' }, staff.headers)).statusCode).toBe(200);
    const byAdmin = await setStatus(t, order.id, { status: 'canceled' }, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().statusHistory.at(-1)).toMatchObject({ actor: 'staff', actorUserId: admin.user.id });
  });

  it('needs the CSRF header when staff is signed in by cookie', async () => {
    const order = await placeTestOrder(t);
    const cookie = { cookie: `${ACCESS_COOKIE}=${staff.accessToken}` };
    const without = await setStatus(t, order.id, { status: 'processed' }, cookie);
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe('csrf_invalid');
    expect((await orderRow(t, order.id)).status).toBe('requested');
    const withHeader = await setStatus(
      t,
      order.id,
      { status: 'processed' },
      { ...cookie, [csrfHeader]: staff.csrfToken },
    );
    expect(withHeader.statusCode).toBe(200);
  });

  it('applies two simultaneous moves of one order one after the other', async () => {
    const order = await placeTestOrder(t);
    const [a, b] = await Promise.all([
      setStatus(t, order.id, { status: 'processed' }, staff.headers),
      setStatus(t, order.id, { status: 'canceled' }, staff.headers),
    ]);
    // Whichever came first, the second saw it: processed → canceled is a move, canceled → processed is not.
    expect(b.statusCode).toBe(200);
    expect((await orderRow(t, order.id)).status).toBe('canceled');
    const statuses = (await historyRows(t, order.id)).map((r) => r.status);
    if (a.statusCode === 200) expect(statuses).toEqual(['requested', 'processed', 'canceled']);
    else {
      expect(a.statusCode).toBe(409);
      expect(statuses).toEqual(['requested', 'canceled']);
    }
  });
});
