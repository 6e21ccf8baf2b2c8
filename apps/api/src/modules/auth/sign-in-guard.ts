import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { createFailureCounter, type FailureCounter } from '../../http/failure-counter';
import type { App } from '../../types';
import { findUserByMail, type UserRow } from '../users/users-service';
import { clientKey } from '../../http/rate-limit';
import { knownDeviceOf, knownDevices, rememberDevice } from './known-device';
import { recordSignInLock } from './sign-in-notice';

/** Failed sign-ins allowed per window; docs/going-live.md describes them for operators. */
export const signInLimits = {
  /** from one client address (IPv6: its /64), whatever the accounts: against sprays */
  address: { max: 20, windowSeconds: 60 },
  /** against one account from browsers it does not know: against guessing one password */
  account: { max: 8, windowSeconds: 15 * 60 },
  /** from one browser that signed in to the account before: the owner's own typos */
  device: { max: 8, windowSeconds: 15 * 60 },
  /** staff and the owner hear of an account's lock at most once in this long */
  noticeWindowSeconds: 60 * 60,
} as const;

/** The answers of a sign-in that mean a wrong mail or password (requirements §8); anything else is not a guess. */
const isWrongCredentials = (error: unknown) =>
  error instanceof AppError &&
  ((error.statusCode === 400 && error.key === 'invalid_data') ||
    (error.statusCode === 404 && error.key === 'user_not_found'));

function tooMany(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('retry-after', retryAfterSeconds);
  return new AppError(429, 'too_many_requests');
}

/**
 * Sign-in limits that lock out guessers, not owners. Only failures count: each attempt reserves
 * a count before the password is checked (so a thousand parallel guesses cannot all slip under
 * the limit) and a sign-in that succeeds gives its reservation back. Strangers' failures lock the
 * account for browsers it does not know; a browser that signed in to it before (known-device
 * cookie) is judged by its own failures, so the right password from it still works during an
 * attack. A new browser with the right password gets 429 while the account is locked: letting it
 * in would tell a guesser which guess was right.
 */
export function createSignInGuard(app: App) {
  const { redis } = app.deps;
  const perAddress = createFailureCounter(redis, { name: 'sign-in-fail:address', ...signInLimits.address });
  const perAccount = createFailureCounter(redis, { name: 'sign-in-fail:account', ...signInLimits.account });
  const perDevice = createFailureCounter(redis, { name: 'sign-in-fail:device', ...signInLimits.device });
  const notices = createFailureCounter(redis, {
    name: 'sign-in-notice',
    max: 1,
    windowSeconds: signInLimits.noticeWindowSeconds,
  });

  /** The account's counter, or this browser's own when it is known to the mail's account. */
  async function scopeOf(
    request: FastifyRequest,
    mail: string,
  ): Promise<{ counter: FailureCounter; key: string; known: boolean }> {
    // Most sign-ins carry no mark: no look-up for them.
    if (knownDevices(request, app.deps.tokens).length > 0) {
      const user = await findUserByMail(app.deps.db, mail);
      const device = user ? knownDeviceOf(request, app.deps.tokens, user.id) : null;
      if (device) return { counter: perDevice, key: `${device.userId}:${device.deviceId}`, known: true };
    }
    return { counter: perAccount, key: mail, known: false };
  }

  /** Once per burst: the failure that reached the lock tells staff and the owner. */
  async function tellOfLock(request: FastifyRequest, mail: string, address: string): Promise<void> {
    let reserved = false;
    try {
      const user = await findUserByMail(app.deps.db, mail);
      if (!user) return;
      // By mail, as the lock itself: ids repeat across databases that share one Redis.
      if (!(await notices.reserve(mail)).ok) return;
      reserved = true;
      await recordSignInLock(
        app.deps.db,
        user,
        { failures: perAccount.max, lockedMinutes: signInLimits.account.windowSeconds / 60, address },
        signInLimits.noticeWindowSeconds * 1000,
      );
    } catch (error) {
      // The attempt's answer stays what it is; the next lock of this account tries again.
      if (reserved) await notices.clear(mail).catch(() => undefined);
      request.log.error({ err: error }, 'could not record a sign-in lock');
    }
  }

  /** Runs `check` (the password check) under the limits; answers its user or throws its error or a 429. */
  return async function guardSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    mail: string,
    check: () => Promise<UserRow>,
  ): Promise<UserRow> {
    const address = clientKey(request.ip);
    const scope = await scopeOf(request, mail);
    const fromAddress = await perAddress.reserve(address);
    if (!fromAddress.ok) throw tooMany(reply, fromAddress.retryAfterSeconds);
    const own = await scope.counter.reserve(scope.key);
    if (!own.ok) {
      // Refused unchecked: no guess was made from this address.
      await perAddress.release(address);
      throw tooMany(reply, own.retryAfterSeconds);
    }
    let user: UserRow;
    try {
      user = await check();
    } catch (error) {
      if (!isWrongCredentials(error)) {
        await Promise.all([perAddress.release(address), scope.counter.release(scope.key)]);
      } else if (!scope.known && own.count === scope.counter.max) {
        await tellOfLock(request, mail, address);
      }
      throw error;
    }
    // Success counts nowhere; the device's own typos are forgiven, the account's strangers' are not.
    await Promise.all([
      perAddress.release(address),
      scope.known ? scope.counter.clear(scope.key) : scope.counter.release(scope.key),
    ]);
    rememberDevice(app, request, reply, user.id);
    return user;
  };
}
