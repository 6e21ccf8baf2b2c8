import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { orderStatusHistory, photoOrders } from '../../db/schema';
import { useOrderKinds, type Headers } from '../order-pipeline/order-kinds-test-kit';

// A photo order's history starts with its placing, as a shop order's does: written with the
// order, and given by migration 0031 to the photo orders placed before that.

const { photo: u } = useOrderKinds();
const { k } = u;

async function backfill(): Promise<void> {
  const name = (await readdir(migrationsFolder())).find((f) => f.startsWith('0031_') && f.endsWith('.sql'));
  if (!name) throw new Error('no migration 0031');
  await k.t.db.execute(sql.raw(await readFile(join(migrationsFolder(), name), 'utf8')));
}

/** The photo order's history rows, oldest id first. */
const rowsOf = (id: number) =>
  k.t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.photoOrderId, id))
    .orderBy(asc(orderStatusHistory.id));

/** As the release before left it: no `requested` entry, placed at `placedAt`. */
async function asPlacedBefore(id: number, placedAt: Date): Promise<void> {
  await k.t.db
    .delete(orderStatusHistory)
    .where(and(eq(orderStatusHistory.photoOrderId, id), eq(orderStatusHistory.status, 'requested')));
  await k.t.db.update(photoOrders).set({ createdAt: placedAt }).where(eq(photoOrders.id, id));
}

const setEntryTime = (id: number, status: string, at: Date) =>
  k.t.db
    .update(orderStatusHistory)
    .set({ createdAt: at })
    .where(and(eq(orderStatusHistory.photoOrderId, id), eq(orderStatusHistory.status, status)));

const requestedOf = async (id: number) => (await rowsOf(id)).filter((r) => r.status === 'requested');

describe("a photo order's placing in its history", () => {
  it("is written with the order: the staff view starts with the customer's `requested`, at the order's time", async () => {
    const staff = await u.staff();
    const order = await u.place();
    const view = await u.view(order.id, staff.headers);
    expect(view.statusHistory).toEqual([
      {
        status: 'requested',
        createdAt: view.createdAt,
        actor: 'customer',
        actorUserId: null,
        actorName: null,
        undo: false,
        note: null,
      },
    ]);
    await u.move(order.id, { status: 'processed' }, staff.headers);
    const moved = await u.view(order.id, staff.headers);
    expect(moved.statusHistory.map((e: { status: string }) => e.status)).toEqual(['requested', 'processed']);
  });

  it('0031 gives each photo order placed before it exactly one, first in time though its id is last', async () => {
    const staff = await u.staff();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes));
    const untouched = await u.place();
    const moved = await u.place();
    await u.move(moved.id, { status: 'processed' }, staff.headers);
    // A copied legacy change dated at the very time of its order still comes after the placing.
    const sameTime = await u.place();
    await u.move(sameTime.id, { status: 'processed' }, staff.headers);
    const current = await u.place();
    await asPlacedBefore(untouched.id, at(0));
    await asPlacedBefore(moved.id, at(0));
    await setEntryTime(moved.id, 'processed', at(30));
    await asPlacedBefore(sameTime.id, at(0));
    await setEntryTime(sameTime.id, 'processed', at(0));

    await backfill();
    await backfill();

    for (const { id } of [untouched, moved, sameTime, current]) expect(await requestedOf(id)).toHaveLength(1);
    const [placedEntry] = await requestedOf(moved.id);
    expect(placedEntry).toMatchObject({
      actor: 'customer',
      actorUserId: null,
      fromStatus: null,
      undoOf: null,
    });
    expect(placedEntry?.createdAt).toEqual(at(0));
    expect((await rowsOf(moved.id)).map((r) => r.status)).toEqual(['processed', 'requested']);
    expect((await requestedOf(sameTime.id))[0]!.createdAt.getTime()).toBeLessThanOrEqual(at(0).getTime());

    const history = async (id: number, headers: Headers) =>
      (await u.view(id, headers)).statusHistory as { status: string; createdAt: string; actor: string }[];
    expect(await history(untouched.id, staff.headers)).toEqual([
      expect.objectContaining({ status: 'requested', createdAt: at(0).toISOString(), actor: 'customer' }),
    ]);
    for (const { id } of [moved, sameTime])
      expect((await history(id, staff.headers)).map((e) => e.status)).toEqual(['requested', 'processed']);
  });

  it('a change just before 0031 can still be taken back: the newest entry is the newest in time', async () => {
    const staff = await u.staff();
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    await asPlacedBefore(order.id, new Date(Date.now() - 60_000));
    await backfill();

    expect((await u.view(order.id, staff.headers)).undo).toMatchObject({
      from: 'requested',
      to: 'processed',
    });
    const res = await u.undo(order.id, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('requested');
  });
});
