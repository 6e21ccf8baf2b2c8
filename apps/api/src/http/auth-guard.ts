import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfHeader } from '@kartyna/domain';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthorized } from './app-error';

export const ACCESS_COOKIE = 'access_token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whose a token is and whether its session still stands: the auth and users modules know, and
 * app.ts hands them over, so this plumbing (imported by every module) imports none of them.
 */
export interface SessionLookup {
  findUser(db: Db, userId: number): Promise<FastifyRequest['currentUser']>;
  isSessionRevoked(db: Db, sessionId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionLookup: SessionLookup;
  }
}

/**
 * Reads the token of every request (bearer header first, then the httpOnly cookie) without
 * touching the database; requireUser/optionalUser load the user when a route needs one.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorate('sessionLookup', sessions);
  app.decorateRequest('auth', null);
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const token = bearer || request.cookies[ACCESS_COOKIE];
    if (!token) return;
    const claims = await app.deps.tokens.verify(token);
    if (claims) request.auth = { claims, via: bearer ? 'bearer' : 'cookie' };
  });
  // A signed-in user's data and a fresh session (token in body and cookie) are nobody else's:
  // no browser history or proxy may keep them. Routes that chose a policy keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.auth || reply.hasHeader('set-cookie')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

async function loadUser(request: FastifyRequest): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  // A cookie rides along with any cross-site request; a write authorised by it must prove
  // it came from our own pages. Bearer tokens are never sent by a browser on its own.
  if (auth.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
    const given = request.headers[csrfHeader];
    if (
      !request.server.deps.tokens.csrfMatches(
        auth.claims.sessionId,
        typeof given === 'string' ? given : undefined,
      )
    ) {
      throw forbidden('csrf_invalid');
    }
  }
  const { deps, sessionLookup } = request.server;
  const [user, revoked] = await Promise.all([
    sessionLookup.findUser(deps.db, auth.claims.userId),
    sessionLookup.isSessionRevoked(deps.db, auth.claims.sessionId),
  ]);
  // A password change or "sign out everywhere" bumps tokenVersion, which retires every token
  // issued before it; a single sign-out revokes just that session.
  if (!user || revoked || user.tokenVersion !== auth.claims.tokenVersion) {
    request.auth = null;
    return;
  }
  request.currentUser = user;
}

/** preHandler: the route needs a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthorized();
  await loadUser(request);
  if (!request.currentUser) throw unauthorized();
}

/** preHandler: a user if one is signed in, a guest otherwise. */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await loadUser(request);
}

/** preHandler factory: staff roles only. */
export const requireRole =
  (...roles: string[]) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Inside the back-office scope the staff check has already loaded the user (and checked CSRF).
    if (!request.currentUser) await requireUser(request, reply);
    if (!request.currentUser || !roles.includes(request.currentUser.role))
      throw new AppError(403, 'forbidden');
  };

/** The signed-in user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest) {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** onRequest guard of the back-office scope (modules/index.ts adminScope): managers and admins. */
export const staffOnly = requireRole('manager', 'admin');
/** onRequest guard of routes only an admin may use (staff accounts, the audit log). */
export const adminOnly = requireRole('admin');

/** The OpenAPI security of back-office routes: a bearer token or the session cookie. */
export const staffSecurity: { [scheme: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
