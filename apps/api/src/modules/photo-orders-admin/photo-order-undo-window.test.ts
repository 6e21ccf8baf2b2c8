import { describe, expect, it } from 'vitest';
import { usePhotoUndoKit } from './photo-undo-test-kit';

// STATUS_UNDO_SECONDS holds for photo orders as for shop orders (status-undo-window.test.ts):
// the undo offered and the mail held for the configured seconds, not the default minute.

const u = usePhotoUndoKit({ statusUndoSeconds: 5 });

describe('the undo window of a photo order status change', () => {
  it('offers the undo and holds the mail for the configured seconds', async () => {
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
    // Past those seconds (not a minute) the mail goes and the undo is over.
    await u.deliverIn(6);
    expect((await u.statusMails(order.id)).map((m) => m.status)).toEqual(['sent']);
    expect((await u.undo(order.id, staff.headers)).json()).toEqual({
      statusCode: 409,
      message: 'status_undo_expired',
    });
  });
});
