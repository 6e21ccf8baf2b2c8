import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfCookie, localeCookie, locales, type AuthAnswer, type Locale } from '@kartyna/domain';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { secureCookies } from '../../http/secure-cookies';
import { accessTokenTtlSeconds } from '../../http/tokens';
import type { App } from '../../types';
import { toUserDto } from '../users/user-dto';
import type { UserRow } from '../users/users-service';

function cookieOptions(app: App, reply: FastifyReply) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: secureCookies(app.deps.config, reply.request),
    maxAge: accessTokenTtlSeconds,
  };
}

/**
 * Issues a session: the token as an httpOnly cookie for the storefront, the CSRF token as a
 * readable cookie its scripts echo in x-csrf-token, and both in the body for bearer clients.
 */
export async function startSession(app: App, reply: FastifyReply, user: UserRow): Promise<AuthAnswer> {
  const { accessToken, csrfToken } = await app.deps.tokens.issue(user);
  const options = cookieOptions(app, reply);
  reply.setCookie(ACCESS_COOKIE, accessToken, { ...options, httpOnly: true });
  reply.setCookie(csrfCookie, csrfToken, { ...options, httpOnly: false });
  return { accessToken, csrfToken, user: toUserDto(user) };
}

export function endSession(app: App, reply: FastifyReply): void {
  const { maxAge: _maxAge, ...options } = cookieOptions(app, reply);
  reply.clearCookie(ACCESS_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(csrfCookie, { ...options, httpOnly: false });
}

/** The interface language of a request without one in its body: the locale cookie, then the browser's. */
export function requestLocale(request: FastifyRequest): Locale {
  for (const name of [localeCookie, 'locale']) {
    const value = request.cookies[name];
    const known = locales.find((locale) => locale === value);
    if (known) return known;
  }
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*ru\b/i.test(accept) ? 'ru' : 'ua';
}
