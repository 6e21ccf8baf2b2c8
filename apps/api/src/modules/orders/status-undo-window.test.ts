import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusUndoSeconds } from '@kartyna/domain';
import { orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { historyRows, placeTestOrder, setStatus, staffHeaders, statusMails } from './lifecycle-test-kit';

/*
 * STATUS_UNDO_SECONDS: how long a staff status change can be taken back, its mail held as long.
 * The window is decided with the change and kept on its history entry, so a process started
 * with another value (a rolling restart) offers each change the window it was given.
 */

let short: TestApp;
let usual: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  short = await buildTestApp({ config: { statusUndoSeconds: 5 } });
  usual = await buildTestApp({ beside: short, config: { statusUndoSeconds: 60 } });
  staff = await staffHeaders(short);
});
afterAll(async () => {
  await usual?.close();
  await short?.close();
});

const adminView = (t: TestApp, orderId: number) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff.headers });

describe('the undo window of a status change', () => {
  it('holds the mail and offers the undo for the configured seconds, kept with the change', async () => {
    const order = await placeTestOrder(short);
    const before = Date.now();
    const res = await setStatus(short, order.id, { status: 'processed' }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const until = Date.parse(res.json().undo.until);
    expect(until - before).toBeGreaterThanOrEqual(4000);
    expect(until - before).toBeLessThanOrEqual(7000);
    const [queued] = await statusMails(short, order.email);
    expect(Math.abs((queued?.nextAttemptAt.getTime() ?? 0) - until)).toBeLessThan(1000);
    expect((await historyRows(short, order.id)).at(-1)?.undoUntil?.getTime()).toBe(until);

    // The process beside it, set to a minute, offers this change its five seconds, no more.
    const beside = await adminView(usual, order.id);
    expect(beside.json().undo).toMatchObject({
      from: 'requested',
      to: 'processed',
      until: res.json().undo.until,
    });
  });

  it('gives a change written without a window (the release before) the minute from its time', async () => {
    const order = await placeTestOrder(usual);
    await setStatus(usual, order.id, { status: 'processed' }, staff.headers);
    const [entry] = await usual.db
      .update(orderStatusHistory)
      .set({ undoUntil: null })
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'processed')))
      .returning({ createdAt: orderStatusHistory.createdAt });
    const { undo } = (await adminView(short, order.id)).json();
    expect(Date.parse(undo.until)).toBe((entry?.createdAt.getTime() ?? 0) + statusUndoSeconds * 1000);
  });
});
