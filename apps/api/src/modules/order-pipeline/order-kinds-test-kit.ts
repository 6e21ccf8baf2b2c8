import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { staffOrderPath as staffOrderPathOf, type OrderKind, type OrderStatus } from '@kartyna/domain';
import { auditLog, mailOutbox, orderStatusHistory, orders, photoOrders } from '../../db/schema';
import type { AppConfig } from '../../env';
import type { TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';
import { recordingMail } from '../auth/auth-test-kit';
import { deliverDueMail } from '../mail/mail-worker';
import { placeTestOrder, waybillNumber } from '../orders/lifecycle-test-kit';
import { deliveries, directoryRefs } from '../orders/orders-test-kit';
import { clientData, usePhotoOrderKit, type PhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/**
 * Test-only helpers of the suites run once per kind of order (not a *.test.ts, so vitest does
 * not run it): how to place an order of each kind, reach it as staff and read its answer.
 */

export type Headers = Record<string, string>;

/**
 * The back office's path of one order of either kind, in the one staff route family; tests
 * append '/status', '/status/undo', '/waybill'.
 */
export const staffOrderPath = (kind: OrderKind, id: number): string => staffOrderPathOf({ kind, id });

/** an answer's JSON, untyped as `inject(…).json()` gives it */
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Staff = Awaited<ReturnType<typeof createTestUser>> & { headers: Headers };

export interface OrderKindKit {
  kind: OrderKind;
  /** the test file's photo order kit; its app (`k.t`) serves both kinds */
  k: PhotoOrderKit;
  mail: ReturnType<typeof recordingMail>;
  /** An order with a mail of its own, so its mails can be told apart; `toBranch`: to a Kyiv branch. */
  place(headers?: Headers, options?: { toBranch?: boolean }): Promise<{ id: number; email: string }>;
  staff(firstName?: string, lastName?: string, role?: 'manager' | 'admin'): Promise<Staff>;
  /** GET of the staff view, answered as it is (status and all) */
  open(id: number, headers: Headers): Promise<LightMyRequestResponse>;
  note(id: number, body: object, headers: Headers): Promise<LightMyRequestResponse>;
  move(id: number, body: object, headers: Headers): Promise<LightMyRequestResponse>;
  undo(id: number, headers: Headers): Promise<LightMyRequestResponse>;
  waybill(id: number, body: object, headers: Headers): Promise<LightMyRequestResponse>;
  /** the staff view's JSON, from the kit's app or `app` (a process beside it) */
  view(id: number, headers: Headers, app?: TestApp): Promise<Json>;
  /** moves the order through `statuses` as staff, each answered 200 */
  walk(id: number, statuses: readonly OrderStatus[], headers: Headers): Promise<void>;
  /** the order's row in its own table */
  row(id: number): Promise<typeof orders.$inferSelect | typeof photoOrders.$inferSelect>;
  /** the order's history entries, oldest first */
  history(id: number): Promise<(typeof orderStatusHistory.$inferSelect)[]>;
  /** the audit log's entries about the order, oldest first */
  audit(id: number): Promise<(typeof auditLog.$inferSelect)[]>;
  /** the history column naming an order of this kind */
  historyOf: typeof orderStatusHistory.orderId | typeof orderStatusHistory.photoOrderId;
  statusMails(id: number): Promise<(typeof mailOutbox.$inferSelect)[]>;
  mailKey(id: number, status: string): string;
  /** what the staff view answers of a waybill number (a photo order adds its tracking link) */
  waybillView(number: string | null): Record<string, unknown>;
  /** runs a mail worker as if `seconds` had passed */
  deliverIn(seconds: number): Promise<unknown>;
  /** moves the order's history `seconds` into the past, every entry, so the latest stays the latest */
  age(id: number, seconds: number): Promise<void>;
}

/**
 * Registers one app for the test file (the photo order kit's beforeAll/afterAll) with a mail
 * sender that records what it sends, and answers a kit per kind over it; `config` sets the
 * app's (e.g. a shorter STATUS_UNDO_SECONDS).
 */
export function useOrderKinds(config: Partial<AppConfig> = {}) {
  const mail = recordingMail();
  const k = usePhotoOrderKit({ overrides: { mail }, config });
  const t = () => k.t;
  let placed = 0;

  const kitOf = (
    kind: OrderKind,
    own: Pick<OrderKindKit, 'place' | 'row' | 'historyOf' | 'waybillView'>,
  ): OrderKindKit => {
    const path = (id: number) => staffOrderPath(kind, id);
    const kit: OrderKindKit = {
      kind,
      k,
      mail,
      ...own,
      async staff(firstName = 'Олена', lastName = 'Коваль', role = 'manager') {
        const staff = await createTestUser(t().app, { role, firstName, lastName });
        return { ...staff, headers: staff.authHeader as Headers };
      },
      open: (id, headers) => t().app.inject({ method: 'GET', url: path(id), headers }),
      note: (id, body, headers) =>
        t().app.inject({ method: 'PUT', url: `${path(id)}/note`, payload: body, headers }),
      move: (id, body, headers) =>
        t().app.inject({ method: 'POST', url: `${path(id)}/status`, payload: body, headers }),
      undo: (id, headers) => t().app.inject({ method: 'POST', url: `${path(id)}/status/undo`, headers }),
      waybill: (id, body, headers) =>
        t().app.inject({ method: 'POST', url: `${path(id)}/waybill`, payload: body, headers }),
      view: async (id, headers, app = t()) =>
        (await app.app.inject({ method: 'GET', url: path(id), headers })).json(),
      async walk(id, statuses, headers) {
        for (const status of statuses) {
          const body =
            status === 'lading-bill-created' ? { status, waybillNumber: waybillNumber() } : { status };
          const res = await kit.move(id, body, headers);
          if (res.statusCode !== 200) throw new Error(`${status}: ${res.statusCode} ${res.body}`);
        }
      },
      history: (id) =>
        t()
          .db.select()
          .from(orderStatusHistory)
          .where(eq(own.historyOf, id))
          .orderBy(asc(orderStatusHistory.id)),
      audit: (id) =>
        t()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, kind), eq(auditLog.entityId, String(id))))
          .orderBy(asc(auditLog.id)),
      statusMails: (id) =>
        t()
          .db.select()
          .from(mailOutbox)
          .where(like(mailOutbox.dedupeKey, kit.mailKey(id, '%')))
          .orderBy(asc(mailOutbox.id)),
      mailKey: (id, status) => `${kind}-status:${id}:${status}`,
      deliverIn: (seconds) =>
        deliverDueMail({ db: t().db, mail }, { now: new Date(Date.now() + seconds * 1000) }),
      async age(id, seconds) {
        const aged = await t()
          .db.update(orderStatusHistory)
          .set({
            createdAt: sql`${orderStatusHistory.createdAt} - make_interval(secs => ${seconds})`,
            undoUntil: sql`${orderStatusHistory.undoUntil} - make_interval(secs => ${seconds})`,
          })
          .where(eq(own.historyOf, id))
          .returning({ id: orderStatusHistory.id });
        if (aged.length === 0) throw new Error('no history');
      },
    };
    return kit;
  };

  const shop = kitOf('order', {
    async place(headers = {}, options = {}) {
      const body = options.toBranch ? { delivery: deliveries(await directoryRefs(t())).post } : {};
      return placeTestOrder(t(), { headers, body });
    },
    async row(id) {
      const [row] = await t().db.select().from(orders).where(eq(orders.id, id));
      if (!row) throw new Error(`no order ${id}`);
      return row;
    },
    historyOf: orderStatusHistory.orderId,
    waybillView: (number) => ({ waybillNumber: number }),
  });

  const photo = kitOf('photo-order', {
    // The photo kit's orders go to a Kyiv branch already.
    async place(headers = {}) {
      placed += 1;
      const email = `undo-${placed}-${Date.now()}@example.com`;
      const res = await k.place(k.orderBody({ clientData: { ...clientData, email } }), headers);
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().id as number, email };
    },
    async row(id) {
      const [row] = await t().db.select().from(photoOrders).where(eq(photoOrders.id, id));
      if (!row) throw new Error(`no photo order ${id}`);
      return row;
    },
    historyOf: orderStatusHistory.photoOrderId,
    waybillView: (number) => ({
      waybillNumber: number,
      trackingUrl: number && `https://novaposhta.ua/tracking/?cargo_number=${number}`,
    }),
  });

  return { k, mail, shop, photo, kinds: [shop, photo] };
}
