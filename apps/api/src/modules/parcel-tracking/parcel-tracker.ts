import type { FastifyBaseLogger } from 'fastify';
import {
  orderMovesForParcel,
  parcelStateOfNovaPoshta,
  parcelStorageReminderHours,
  type OrderRef,
  type OrderStatus,
  type ParcelState,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import type { Carrier, TrackingStatus } from '../../integrations/delivery/carrier';
import { mailParcelStorage } from '../mail/parcel-mails';
import { changeStatus, type OrderActor } from '../order-pipeline/order-status-machine';
import type { OrderSubject, OrderSubjectRow } from '../order-pipeline/order-subject';
import {
  claimDueParcels,
  enrolParcels,
  markStorageReminded,
  orderOfParcel,
  recordParcelCheck,
  recordParcelFailure,
  type ParcelRow,
} from './parcels-repository';
import { stateTime, timesOfMoves } from './parcel-times';

const HOUR_MS = 60 * 60_000;
/** Nova Poshta's getStatusDocuments takes 100 numbers a call. */
const DEFAULT_BATCH = 100;
const LEASE_MS = 5 * 60_000;
/**
 * How soon a parcel is asked about again, by where it was last seen: hourly while it moves, so
 * the shopper hears of each step within the hour (the carrier's own times date them anyway).
 */
const recheckMs: Record<ParcelState, number> = {
  created: HOUR_MS,
  'in-transit': HOUR_MS,
  'at-branch': HOUR_MS,
  unknown: 6 * HOUR_MS,
  // Nothing more to learn: the order left the followed statuses, so the row is never claimed again.
  received: 24 * HOUR_MS,
  refused: 24 * HOUR_MS,
};
/** A failed check waits 15 min, then 30, 60 … never more than 12 h. */
export const parcelRetryMs = (failures: number): number =>
  Math.min(15 * 60_000 * 2 ** failures, 12 * HOUR_MS);

/**
 * A carrier whose news comes on a clock (the offline one, a leg every step) is asked about a
 * parcel twice a leg and the tracker looks for due parcels four times a leg, so two looks at a
 * parcel are less than a leg apart and it is seen in every state, one at a time.
 */
const recheckOf = (state: ParcelState, newsEveryMs: number | undefined): number =>
  Math.min(recheckMs[state], newsEveryMs === undefined ? Infinity : Math.floor(newsEveryMs / 2));

/** How often the tracker looks for due parcels: PARCEL_POLL_MS, or more often for such a carrier. */
export const trackerPollMs = (configuredMs: number, newsEveryMs: number | undefined): number =>
  newsEveryMs === undefined
    ? configuredMs
    : Math.max(50, Math.min(configuredMs, Math.floor(newsEveryMs / 4)));

/** The carrier moves an order in the status history under its own name. */
const carrierActor: OrderActor = { kind: 'system', userId: null, name: 'Нова пошта' };

export interface ParcelTrackerDeps {
  db: Db;
  carrier: Carrier;
  /** each kind of order as the status machine moves it (staff-orders/every-order-kind.ts) */
  subjects: Record<OrderRef['kind'], OrderSubject<OrderSubjectRow>>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface TrackingRun {
  checked: number;
  /** order status changes made */
  moved: number;
  reminded: number;
  /** parcels whose check failed (the carrier down): asked again later */
  failed: number;
}

/**
 * One pass of the parcel tracker (issue #26): follows every order with a waybill, asks the
 * carrier about the parcels due, in batches, and moves each order along the one order pipeline
 * as a system change — on its way, at the branch (the shopper's "it has arrived" mail),
 * received (completed, cashback credited) or refused (returning: staff confirm it came back,
 * which returns the goods to stock) — each step at the carrier's own time of it, in order, also
 * when the parcel took several between two looks. The day before paid storage begins the shopper is
 * reminded, once. A carrier that fails is asked again later, waiting longer each time. Several
 * processes may run this at once: each parcel is checked by one of them (claimDueParcels).
 */
export async function trackDueParcels(
  deps: ParcelTrackerDeps,
  options: { now?: Date; batch?: number } = {},
): Promise<TrackingRun> {
  const now = options.now ?? new Date();
  const run: TrackingRun = { checked: 0, moved: 0, reminded: 0, failed: 0 };
  await enrolParcels(deps.db, now);
  const due = await claimDueParcels(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    limit: options.batch ?? DEFAULT_BATCH,
  });
  if (due.length === 0) return run;
  let answers: TrackingStatus[];
  try {
    answers = await deps.carrier.track(due.map((p) => p.waybillNumber));
  } catch (err) {
    deps.log?.warn(
      { err, parcels: due.length, carrier: deps.carrier.name },
      'parcel tracking failed; retrying later',
    );
    for (const parcel of due) {
      await recordParcelFailure(deps.db, parcel.id, new Date(now.getTime() + parcelRetryMs(parcel.failures)));
    }
    run.failed = due.length;
    return run;
  }
  const byNumber = new Map(answers.map((a) => [a.number, a]));
  for (const parcel of due) {
    const answer = byNumber.get(parcel.waybillNumber);
    try {
      if (!answer) throw new Error('the carrier left the number out');
      const applied = await applyAnswer(deps, parcel, answer, now);
      run.moved += applied.moved;
      run.reminded += applied.reminded ? 1 : 0;
      run.checked += 1;
    } catch (err) {
      deps.log?.error({ err, parcel: parcel.id }, 'a parcel answer could not be applied; retrying later');
      await recordParcelFailure(deps.db, parcel.id, new Date(now.getTime() + parcelRetryMs(parcel.failures)));
      run.failed += 1;
    }
  }
  return run;
}

async function applyAnswer(
  deps: ParcelTrackerDeps,
  parcel: ParcelRow,
  answer: TrackingStatus,
  now: Date,
): Promise<{ moved: number; reminded: boolean }> {
  const state = parcelStateOfNovaPoshta(answer.statusCode);
  const order = orderOfParcel(parcel);
  const subject = deps.subjects[order.kind];
  let moved = 0;
  // Each move is its own transaction through the pipeline, which locks the order and re-reads
  // its status: a staff move in between wins, and a replayed answer changes nothing.
  const current = await currentStatus(deps.db, subject, order.id);
  const moves = current ? orderMovesForParcel(current, state) : [];
  const times = timesOfMoves(moves, answer.reachedAt, now);
  for (const [i, to] of moves.entries()) {
    const { changed } = await changeStatus(deps.db, subject, {
      orderId: order.id,
      to,
      actor: carrierActor,
      note: answer.status,
      at: times[i],
    });
    if (changed) moved += 1;
  }
  const reminded =
    state === 'at-branch' && answer.paidStorageFrom !== null && isReminderDue(answer.paidStorageFrom, now)
      ? await remindOfStorage(deps.db, parcel, order, answer.paidStorageFrom, now)
      : false;
  await recordParcelCheck(deps.db, parcel.id, {
    state,
    carrierStatus: answer.status,
    paidStorageFrom: answer.paidStorageFrom,
    statusAt: stateTime(state, answer.reachedAt, parcel, now),
    checkedAt: now,
    nextCheckAt: new Date(now.getTime() + recheckOf(state, deps.carrier.newsEveryMs)),
  });
  return { moved, reminded };
}

async function currentStatus(
  db: Db,
  subject: OrderSubject<OrderSubjectRow>,
  id: number,
): Promise<OrderStatus | null> {
  const row = await db.transaction((tx) => subject.lock(tx, id));
  return row ? (row.status as OrderStatus) : null;
}

/** Paid storage begins at Kyiv's midnight of that day; the reminder goes out a day before. */
function isReminderDue(paidStorageFrom: string, now: Date): boolean {
  const startsAt = Date.parse(`${paidStorageFrom}T00:00:00+02:00`);
  return Number.isFinite(startsAt) && now.getTime() >= startsAt - parcelStorageReminderHours * HOUR_MS;
}

async function remindOfStorage(
  db: Db,
  parcel: ParcelRow,
  order: OrderRef,
  paidStorageFrom: string,
  now: Date,
): Promise<boolean> {
  if (parcel.storageRemindedAt !== null) return false;
  return db.transaction(async (tx) => {
    if (!(await markStorageReminded(tx, parcel.id, now))) return false;
    await mailParcelStorage(tx, order, paidStorageFrom);
    return true;
  });
}
