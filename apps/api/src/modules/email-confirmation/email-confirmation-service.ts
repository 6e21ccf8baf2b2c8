import type { EmailConfirmationState, EmailConfirmedAnswer, Locale } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../http/app-error';
import type { AppDeps } from '../../types';
import { mailLinks } from '../mail/mail-context';
import { enqueueMail } from '../mail/mail-queue';
import { renderConfirmEmail } from '../mail/templates/confirm-email';
// The same 32 random bytes kept as a sha256 as a guest's order link: one mechanism for both.
import { hashOrderToken, newOrderToken } from '../order-pipeline/order-token';
import { markMailConfirmed, type UserRow } from '../users/users-service';
import {
  findConfirmedAccountId,
  hasGuestOrders,
  insertEmailConfirmation,
  lockEmailConfirmation,
  spendEmailConfirmations,
} from './email-confirmation-repository';

/** How long a mailed link stays good: a day covers "I'll look at it tonight". */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

type Account = Pick<UserRow, 'id' | 'mail' | 'firstName' | 'locale' | 'emailConfirmedAt'>;

export const confirmationStateOf = (user: Account): EmailConfirmationState => ({
  mail: user.mail,
  confirmed: user.emailConfirmedAt !== null,
});

/** A fresh link to the account's current mail, queued with its row so neither exists alone. */
async function issueLink(db: DbOrTx, user: Account, locale: Locale, now: Date): Promise<void> {
  const { token, hash } = newOrderToken();
  const link = await insertEmailConfirmation(db, {
    userId: user.id,
    mail: user.mail,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
  });
  await enqueueMail(db, {
    kind: 'confirm-email',
    locale,
    recipient: user.mail,
    ...renderConfirmEmail({ firstName: user.firstName, mail: user.mail, token }, locale, mailLinks()),
    dedupeKey: `confirm-email:${link.id}`,
  });
}

/** POST /user/email-confirmation: the cabinet's "send me the link". */
export async function sendConfirmationLink(db: Db, user: Account, locale: Locale): Promise<void> {
  if (user.emailConfirmedAt) throw conflict('email_already_confirmed');
  await db.transaction((tx) => issueLink(tx, user, locale, new Date()));
}

/**
 * Called in the sign-up's transaction: when guest orders were placed with the new account's
 * mail, the link goes out at once, so the owner need not find the offer in the cabinet. Nothing
 * joins yet; the registrant is not told whether orders wait.
 */
export async function offerConfirmationOnSignUp(tx: DbOrTx, user: Account): Promise<void> {
  if (await hasGuestOrders(tx, user.mail)) await issueLink(tx, user, user.locale, new Date());
}

/**
 * POST /auth/confirm-email. The link must be the signed-in account's own: a mailbox owner who
 * opens a link of an account someone else opened with their address is not signed in to it,
 * so their orders never join a stranger's account. Garbage, a used link, another account's and
 * one sent to a mail the account has since changed all read alike (confirmation_link_invalid).
 */
export async function confirmEmail(
  { db, orderWrites }: Pick<AppDeps, 'db' | 'orderWrites'>,
  user: Pick<UserRow, 'id' | 'mail'>,
  token: string,
): Promise<EmailConfirmedAnswer> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const link = await lockEmailConfirmation(tx, hashOrderToken(token));
    const stale = !link || link.userId !== user.id || link.usedAt !== null;
    if (stale || link.mail.toLowerCase() !== user.mail.toLowerCase())
      throw badRequest('confirmation_link_invalid');
    if (link.expiresAt.getTime() <= now.getTime()) throw badRequest('confirmation_link_expired');
    if (!(await markMailConfirmed(tx, user.id, link.mail, now)))
      throw badRequest('confirmation_link_invalid');
    await spendEmailConfirmations(tx, user.id, now);
    // Every guest order and photo order of the mail joins the account, each written by its kind's module.
    const attachedOrders = await orderWrites.order.giveGuestOrders(tx, user.id, link.mail, now);
    const attachedPhotoOrders = await orderWrites['photo-order'].giveGuestOrders(tx, user.id, link.mail, now);
    return { mail: link.mail, attachedOrders, attachedPhotoOrders };
  });
}

/**
 * The owner of an order placed signed out: the account whose *proven* mail it was placed with,
 * else nobody. A typed address alone never joins an account (issue #26).
 */
export const ownerOfGuestOrder = (tx: DbOrTx, email: string): Promise<number | null> =>
  findConfirmedAccountId(tx, email);
