import { describe, expect, it } from 'vitest';
import { csrfHeader } from '@kartyna/domain';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { createTestUser } from '../../test/fixtures';
import { useOrderKinds, type OrderKindKit } from './order-kinds-test-kit';

// Who may move an order of either kind through the staff route family, and two moves of one
// order at once: the status machine locks the order's row first, whatever its table.

const { kinds } = useOrderKinds();

describe.each(kinds)('who may move a $kind', (u: OrderKindKit) => {
  it('is staff only: anonymous 401, customer 403, manager and admin 200', async () => {
    const staff = await u.staff();
    const customer = await createTestUser(u.k.t.app);
    const admin = await u.staff('Олена', 'Коваль', 'admin');
    const order = await u.place(customer.authHeader);

    const anonymous = await u.move(order.id, { status: 'processed' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    // Even with a body that would not validate: the caller is refused before the body is read.
    expect((await u.move(order.id, { status: 'nope' }, {})).statusCode).toBe(401);

    const own = await u.move(order.id, { status: 'canceled' }, customer.authHeader);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'forbidden', statusCode: 403 });
    expect((await u.row(order.id)).status).toBe('requested');

    expect((await u.move(order.id, { status: 'processed' }, staff.headers)).statusCode).toBe(200);
    const byAdmin = await u.move(order.id, { status: 'canceled' }, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().statusHistory.at(-1)).toMatchObject({ actor: 'staff', actorUserId: admin.user.id });
  });

  it('needs the CSRF header when staff is signed in by cookie', async () => {
    const staff = await u.staff();
    const order = await u.place();
    const cookie = { cookie: `${ACCESS_COOKIE}=${staff.accessToken}` };
    const without = await u.move(order.id, { status: 'processed' }, cookie);
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe('csrf_invalid');
    expect((await u.row(order.id)).status).toBe('requested');
    const withHeader = await u.move(
      order.id,
      { status: 'processed' },
      { ...cookie, [csrfHeader]: staff.csrfToken },
    );
    expect(withHeader.statusCode).toBe(200);
  });

  it('applies two simultaneous moves of one order one after the other', async () => {
    const staff = await u.staff();
    const order = await u.place();
    const [a, b] = await Promise.all([
      u.move(order.id, { status: 'processed' }, staff.headers),
      u.move(order.id, { status: 'canceled' }, staff.headers),
    ]);
    // Whichever came first, the second saw it: processed → canceled is a move, canceled → processed is not.
    expect(b.statusCode).toBe(200);
    expect((await u.row(order.id)).status).toBe('canceled');
    const statuses = (await u.history(order.id)).map((r) => r.status);
    if (a.statusCode === 200) expect(statuses).toEqual(['requested', 'processed', 'canceled']);
    else {
      expect(a.statusCode).toBe(409);
      expect(statuses).toEqual(['requested', 'canceled']);
    }
  });
});
