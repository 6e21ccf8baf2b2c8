import type { Db } from '../../db/client';
import { recordAudit, systemActor } from '../audit/audit-log';
import { mailLinks } from '../mail/mail-context';
import { enqueueMail } from '../mail/mail-queue';
import { renderSignInLocked } from '../mail/templates/sign-in-locked';
import type { UserRow } from '../users/users-service';

export interface SignInLock {
  failures: number;
  lockedMinutes: number;
  /** the client address (IPv6: its /64) of the failure that locked the account */
  address: string;
}

/**
 * Failed sign-ins locked an account: staff see it in the audit log (entity staff or customer,
 * so the log's filters find it) and the owner gets a mail, both in one transaction. The caller
 * decides that a burst is told once; the mail's key per hour backs that up.
 */
export async function recordSignInLock(db: Db, user: UserRow, lock: SignInLock, noticeWindowMs: number) {
  await db.transaction(async (tx) => {
    await recordAudit(tx, systemActor, {
      action: 'auth.sign-in-locked',
      entity: user.role === 'customer' ? 'customer' : 'staff',
      entityId: user.id,
      after: { mail: user.mail, role: user.role, ...lock },
    });
    await enqueueMail(tx, {
      kind: 'sign-in-locked',
      locale: user.locale,
      recipient: user.mail,
      ...renderSignInLocked(
        { firstName: user.firstName, failures: lock.failures, lockedMinutes: lock.lockedMinutes },
        user.locale,
        mailLinks(),
      ),
      dedupeKey: `sign-in-locked:${user.id}:${Math.floor(Date.now() / noticeWindowMs)}`,
    });
  });
}
