import type { FastifyBaseLogger } from 'fastify';
import type { Locale, Register } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/app-error';
import { findUserByMail, insertUser, setUserPassword, type UserRow } from '../users/users-repository';
import { queueNewPasswordMail, queueWelcomeMail } from './auth-mails';
import { generatePassword, hashPassword, spendVerifyTime, verifyPassword } from './passwords';

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
    if (row) await queueWelcomeMail(tx, row);
    return row;
  });
  if (!user) throw forbidden('user_already_exists');
  return user;
}

/** POST /auth/login: 404 for an unknown mail and 400 for a wrong password, as SPEC §8 lists. */
export async function login(deps: AuthDeps, mail: string, password: string): Promise<UserRow> {
  const user = await findUserByMail(deps.db, mail);
  if (!user) {
    await spendVerifyTime(password);
    throw notFound('user_not_found');
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest('invalid_data');
  return user;
}

/**
 * POST /auth/forgot-password: a fresh password by mail (SPEC §7). The hash and the mail are
 * written in one transaction, so the answer never waits on the mail server and the queue
 * retries until the password arrives; storing it bumps tokenVersion, which ends every older
 * session. The queue wipes the password from its table once it is sent.
 */
export async function resetPassword(deps: AuthDeps, mail: string): Promise<void> {
  const user = await findUserByMail(deps.db, mail);
  if (!user) throw notFound('user_not_found');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const updated = await setUserPassword(tx, user.id, passwordHash);
    if (updated) await queueNewPasswordMail(tx, updated, password);
  });
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
