import { asc, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, orderStatusHistory } from '../../db/schema';
import type { AppConfig } from '../../env';
import { createTestUser } from '../../test/fixtures';
import { recordingMail } from '../auth/auth-test-kit';
import { deliverDueMail } from '../mail/mail-worker';
import { clientData, usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/** Test-only helpers of the photo order undo's test files (not a *.test.ts, so vitest does not run it). */

export type Headers = Record<string, string>;

/**
 * Registers the photo order kit's beforeAll/afterAll with a mail sender that records what it
 * sends; `config` sets the app's (e.g. a shorter STATUS_UNDO_SECONDS).
 */
export function usePhotoUndoKit(config: Partial<AppConfig> = {}) {
  const mail = recordingMail();
  const k = usePhotoOrderKit({ overrides: { mail }, config });
  let placed = 0;
  const kit = {
    k,
    mail,
    /** A photo order with a mail of its own, so its mails can be told apart. */
    async place(headers: Headers = {}) {
      placed += 1;
      const email = `undo-${placed}-${Date.now()}@example.com`;
      const res = await k.place(k.orderBody({ clientData: { ...clientData, email } }), headers);
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().id as number, email };
    },
    async staff(firstName = 'Олена', lastName = 'Коваль') {
      const staff = await createTestUser(k.t.app, { role: 'manager', firstName, lastName });
      return { ...staff, headers: staff.authHeader as Headers };
    },
    move: (id: number, body: object, headers: Headers) =>
      k.t.app.inject({ method: 'POST', url: `/api/admin/photo-orders/${id}/status`, payload: body, headers }),
    undo: (id: number, headers: Headers) =>
      k.t.app.inject({ method: 'POST', url: `/api/admin/photo-orders/${id}/status/undo`, headers }),
    view: async (id: number, headers: Headers) =>
      (await k.t.app.inject({ method: 'GET', url: `/api/admin/photo-orders/${id}`, headers })).json(),
    statusMails: (id: number) =>
      k.t.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `photo-order-status:${id}:%`))
        .orderBy(asc(mailOutbox.id)),
    /** Runs a mail worker as if `seconds` had passed. */
    deliverIn: (seconds: number) =>
      deliverDueMail({ db: k.t.db, mail }, { now: new Date(Date.now() + seconds * 1000) }),
    /**
     * Moves the photo order's history `seconds` into the past, as if that time had passed: every
     * entry, so the latest stays the latest (the history is read by time).
     */
    async age(id: number, seconds: number) {
      const aged = await k.t.db
        .update(orderStatusHistory)
        .set({
          createdAt: sql`${orderStatusHistory.createdAt} - make_interval(secs => ${seconds})`,
          undoUntil: sql`${orderStatusHistory.undoUntil} - make_interval(secs => ${seconds})`,
        })
        .where(eq(orderStatusHistory.photoOrderId, id))
        .returning({ id: orderStatusHistory.id });
      if (aged.length === 0) throw new Error('no history');
    },
  };
  return kit;
}
