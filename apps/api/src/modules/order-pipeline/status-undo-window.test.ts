import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusUndoSeconds } from '@kartyna/domain';
import { orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useOrderKinds } from './order-kinds-test-kit';

/*
 * STATUS_UNDO_SECONDS: how long a staff status change can be taken back, its mail held as long,
 * for either kind of order. The window is decided with the change and kept on its history
 * entry, so a process started with another value (a rolling restart) offers each change the
 * window it was given.
 */

const { k, kinds } = useOrderKinds({ statusUndoSeconds: 5 });
let usual: TestApp;
beforeAll(async () => {
  usual = await buildTestApp({ beside: k.t, config: { statusUndoSeconds: 60 } });
});
afterAll(async () => usual?.close());

describe.each(kinds)('the undo window of a $kind status change', (u) => {
  it('holds the mail and offers the undo for the configured seconds, kept with the change', async () => {
    const staff = await u.staff();
    const order = await u.place();
    const before = Date.now();
    const res = await u.move(order.id, { status: 'processed' }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const until = Date.parse(res.json().undo.until);
    expect(until - before).toBeGreaterThanOrEqual(4000);
    expect(until - before).toBeLessThanOrEqual(7000);
    const [queued] = await u.statusMails(order.id);
    expect(Math.abs((queued?.nextAttemptAt.getTime() ?? 0) - until)).toBeLessThan(1000);
    expect((await u.history(order.id)).at(-1)?.undoUntil?.getTime()).toBe(until);

    // The process beside it, set to a minute, offers this change its five seconds, no more.
    expect((await u.view(order.id, staff.headers, usual)).undo).toMatchObject({
      from: 'requested',
      to: 'processed',
      until: res.json().undo.until,
    });

    // Past those seconds (not a minute) the mail goes and the undo is over.
    await u.deliverIn(6);
    expect((await u.statusMails(order.id)).map((m) => m.status)).toEqual(['sent']);
    expect((await u.undo(order.id, staff.headers)).json()).toEqual({
      statusCode: 409,
      message: 'status_undo_expired',
    });
  });

  it('gives a change written without a window (the release before) the minute from its time', async () => {
    const staff = await u.staff();
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    const [entry] = await k.t.db
      .update(orderStatusHistory)
      .set({ undoUntil: null })
      .where(and(eq(u.historyOf, order.id), eq(orderStatusHistory.status, 'processed')))
      .returning({ createdAt: orderStatusHistory.createdAt });
    const { undo } = await u.view(order.id, staff.headers);
    expect(Date.parse(undo.until)).toBe((entry?.createdAt.getTime() ?? 0) + statusUndoSeconds * 1000);
  });
});
