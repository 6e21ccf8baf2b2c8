import type { FastifyBaseLogger } from 'fastify';
import type { Locale, Register } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/app-error';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { findUserByMail, insertUser, setUserPassword, type UserRow } from '../users/users-repository';
import { newPasswordMail, welcomeMail } from './auth-mails';
import { generatePassword, hashPassword, spendVerifyTime, verifyPassword } from './passwords';

export interface AuthDeps {
  db: Db;
  mail: MailSender;
  log: FastifyBaseLogger;
}

/**
 * POST /auth/register. The look-up first spares a hash for the common repeat; the unique
 * index on lower(mail) settles a race between two sign-ups of one mail (insertUser → null).
 */
export async function register(deps: AuthDeps, input: Register, locale: Locale): Promise<UserRow> {
  if (await findUserByMail(deps.db, input.mail)) throw forbidden('user_already_exists');
  const user = await insertUser(deps.db, {
    mail: input.mail,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    locale,
  });
  if (!user) throw forbidden('user_already_exists');
  // A greeting is a courtesy: a mail server's trouble must not undo a sign-up, so it is not awaited.
  deps.mail
    .send(welcomeMail(user))
    .catch((err: unknown) => deps.log.error({ err, userId: user.id }, 'welcome mail not sent'));
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
 * POST /auth/forgot-password: a fresh password by mail (SPEC §7). The mail goes out before the
 * hash is stored, so a mail failure leaves the old password working instead of locking the
 * buyer out; storing it bumps tokenVersion, which ends every older session.
 */
export async function resetPassword(deps: AuthDeps, mail: string): Promise<void> {
  const user = await findUserByMail(deps.db, mail);
  if (!user) throw notFound('user_not_found');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await deps.mail.send(newPasswordMail(user, password));
  await setUserPassword(deps.db, user.id, passwordHash);
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
