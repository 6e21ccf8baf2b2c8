import type { FastifyBaseLogger } from 'fastify';
import type { Locale, Register } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/app-error';
import {
  bumpTokenVersion,
  findUserById,
  findUserByMail,
  insertUser,
  promotePendingPassword,
  setPendingPassword,
  setUserPassword,
  type UserRow,
} from '../users/users-service';
import { offerConfirmationOnSignUp } from '../email-confirmation/email-confirmation-service';
import { queueNewPasswordMail, queuePasswordChangedMail, queueWelcomeMail } from './auth-mails';
import { generatePassword, hashPassword, spendVerifyTime, verifyPassword } from './passwords';

// The auth guard checks every cookie or bearer session against the revoked ones.
export { isSessionRevoked } from './sessions-repository';

export interface AuthDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * POST /auth/register. The look-up first spares a hash for the common repeat; the unique
 * index on lower(mail) settles a race between two sign-ups of one mail (insertUser → null).
 */
export async function register(deps: AuthDeps, input: Register, locale: Locale): Promise<UserRow> {
  if (await findUserByMail(deps.db, input.mail)) throw forbidden('user_already_exists');
  const passwordHash = await hashPassword(input.password);
  // The greeting is queued with the account: it goes out when the mail server can take it.
  const user = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      mail: input.mail,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      locale,
    });
    if (row) {
      await queueWelcomeMail(tx, row);
      // Guest orders of this mail wait for proof of the mailbox, never for the typed address (#26).
      await offerConfirmationOnSignUp(tx, row);
    }
    return row;
  });
  if (!user) throw forbidden('user_already_exists');
  return user;
}

/** POST /auth/login: 404 for an unknown mail and 400 for a wrong password, as requirements §8 lists. */
export async function login(deps: AuthDeps, mail: string, password: string): Promise<UserRow> {
  const user = await findUserByMail(deps.db, mail);
  if (!user) {
    await spendVerifyTime(password);
    throw notFound('user_not_found');
  }
  if (await verifyPassword(user.passwordHash, password)) return user;
  const promoted = await usePendingPassword(deps, user, password);
  if (!promoted) throw badRequest('invalid_data');
  return promoted;
}

/**
 * The first sign-in with a mailed password makes it the password: other sessions end and
 * the owner is told. null when `password` is not a live pending one.
 */
async function usePendingPassword(deps: AuthDeps, user: UserRow, password: string): Promise<UserRow | null> {
  const pending = user.pendingPasswordHash;
  const expires = user.pendingPasswordExpiresAt;
  if (!pending || !expires || expires.getTime() <= Date.now()) return null;
  if (!(await verifyPassword(pending, password))) return null;
  const promoted = await deps.db.transaction(async (tx) => {
    const row = await promotePendingPassword(tx, user.id, pending);
    if (row) await queuePasswordChangedMail(tx, row);
    return row;
  });
  // Lost a race with a parallel sign-in of the same reset: that one promoted it already.
  return promoted ?? (await findUserById(deps.db, user.id));
}

/** How long a mailed password waits to be used. */
export const PENDING_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * POST /auth/forgot-password: a fresh password by mail (requirements §7). It is stored as *pending*:
 * anyone can ask for a reset of any address, so the old password and every session stay
 * valid until the mailed one is first used to sign in (login). The hash and the mail are
 * written in one transaction; the queue wipes the password from its table once it is sent.
 */
export async function resetPassword(deps: AuthDeps, mail: string): Promise<void> {
  const user = await findUserByMail(deps.db, mail);
  if (!user) throw notFound('user_not_found');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const expiresAt = new Date(Date.now() + PENDING_PASSWORD_TTL_MS);
  await deps.db.transaction(async (tx) => {
    const updated = await setPendingPassword(tx, user.id, passwordHash, expiresAt);
    if (updated) await queueNewPasswordMail(tx, updated, password, expiresAt);
  });
}

/** POST /auth/logout-all: every token of the account, this one included, stops working. */
export async function signOutEverywhere(db: Db, user: UserRow): Promise<void> {
  await bumpTokenVersion(db, user.id);
}

/** POST /user/change-password: the old password proves the buyer; older tokens stop working. */
export async function changePassword(
  db: Db,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
): Promise<UserRow> {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('wrong_password');
  const updated = await setUserPassword(db, user.id, await hashPassword(newPassword));
  if (!updated) throw unauthorized();
  return updated;
}
