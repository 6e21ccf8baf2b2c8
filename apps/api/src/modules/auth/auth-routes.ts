import type { FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  authAnswerSchema,
  changePasswordSchema,
  loggedOutAnswerSchema,
  passwordSentAnswerSchema,
  registerRequestSchema,
  resetPasswordSchema,
  signInSchema,
} from '@kartyna/domain';
import { requireUser, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { clientKey, limitBy, minute } from '../../http/rate-limit';
import { endSession, requestLocale, startSession } from './auth-http';
import { accessTokenTtlSeconds } from '../../http/tokens';
import {
  changePassword,
  login,
  register,
  resetPassword,
  signOutEverywhere,
  type AuthDeps,
} from './auth-service';
import { rememberDevice } from './known-device';
import { revokeSession } from './sessions-repository';
import { createSignInGuard } from './sign-in-guard';

const tags = ['auth'];
const failures = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The validated body's mail (already trimmed and lowercased by mailSchema), in a preHandler. */
const mailOf = (request: FastifyRequest): string | undefined => {
  const body = request.body as { mail?: unknown } | undefined;
  return typeof body?.mail === 'string' ? body.mail : undefined;
};

/** Sign-up, sign-in, password reset and change, sign-out (requirements §7, §8). */
export default async function authRoutes(app: App): Promise<void> {
  const deps = (request: FastifyRequest): AuthDeps => ({
    db: app.deps.db,
    log: request.log,
  });

  const perIp = (name: string, max: number) =>
    limitBy(app, { name, max, timeWindow: minute, key: (r) => clientKey(r.ip) });
  // Each reset mails the owner, so every request counts here, not only failures.
  const perMail = (name: string) => limitBy(app, { name, max: 8, timeWindow: 15 * minute, key: mailOf });
  // Guessing passwords is limited by failures, from one address and against one account (a botnet
  // rotating addresses still gets 8 tries per mail per quarter hour), sparing known browsers.
  const guardSignIn = createSignInGuard(app);

  app.post(
    '/auth/register',
    {
      // Each sign-up costs a 19 MiB hash; a flood from one address must not exhaust memory.
      onRequest: perIp('register-ip', 30),
      schema: { tags, body: registerRequestSchema, response: { 200: authAnswerSchema, ...failures } },
    },
    async (request, reply) => {
      const { locale, ...input } = request.body;
      const user = await register(deps(request), input, locale ?? requestLocale(request));
      rememberDevice(app, request, reply, user.id);
      return startSession(app, reply, user);
    },
  );

  app.post(
    '/auth/login',
    {
      // Every attempt costs a 19 MiB hash, a successful one too: a flood from one address is cut
      // here; the failures-only limits live in the guard.
      onRequest: perIp('login-ip', 60),
      schema: { tags, body: signInSchema, response: { 200: authAnswerSchema, ...failures } },
    },
    async (request, reply) => {
      const { mail, password } = request.body;
      const user = await guardSignIn(request, reply, mail, () => login(deps(request), mail, password));
      return startSession(app, reply, user);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      onRequest: perIp('forgot-ip', 20),
      preHandler: perMail('forgot-mail'),
      schema: { tags, body: resetPasswordSchema, response: { 200: passwordSentAnswerSchema, ...failures } },
    },
    async (request) => {
      await resetPassword(deps(request), request.body.mail);
      return { message: 'new_password_sent' as const };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: this session token (bearer or cookie) stops working on every API process',
        response: { 200: loggedOutAnswerSchema },
      },
    },
    async (request, reply) => {
      // The token's signature was checked on arrival; no CSRF check, since ending a session is
      // the one write a forged request cannot turn against its owner.
      const claims = request.auth?.claims;
      if (claims) {
        await revokeSession(app.deps.db, {
          sessionId: claims.sessionId,
          userId: claims.userId,
          expiresAt: new Date(Date.now() + accessTokenTtlSeconds * 1000),
        });
      }
      endSession(app, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sign out everywhere: every session of the account stops working',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: loggedOutAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(app.deps.db, userOf(request));
      endSession(app, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/change-password',
    {
      onRequest: requireUser,
      // A stolen session must not become a way to guess the password it does not know.
      preHandler: limitBy(app, {
        name: 'change-password',
        max: 8,
        timeWindow: 15 * minute,
        key: (r) => (r.currentUser ? String(r.currentUser.id) : undefined),
      }),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }, { cookie: [] }],
        body: changePasswordSchema,
        response: { 200: authAnswerSchema, 401: apiErrorSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { oldPassword, newPassword } = request.body;
      const user = await changePassword(app.deps.db, userOf(request), oldPassword, newPassword);
      return startSession(app, reply, user);
    },
  );
}
