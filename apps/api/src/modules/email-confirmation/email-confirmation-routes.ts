import {
  apiErrorSchema,
  confirmEmailSchema,
  emailConfirmationRequestSchema,
  emailConfirmationSentSchema,
  emailConfirmationStateSchema,
  emailConfirmedAnswerSchema,
} from '@kartyna/domain';
import { requireUser, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { clientKey, limitBy, minute } from '../../http/rate-limit';
import { confirmEmail, confirmationStateOf, sendConfirmationLink } from './email-confirmation-service';

const tags = ['user'];
const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** Issue #26: the mailed link that proves the account's mail and brings its guest orders in. */
export default async function emailConfirmationRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const byUser = (r: { currentUser?: { id: number } | null }) =>
    r.currentUser ? String(r.currentUser.id) : undefined;

  app.get(
    '/user/email-confirmation',
    {
      onRequest: requireUser,
      schema: { tags, security, response: { 200: emailConfirmationStateSchema, 401: apiErrorSchema } },
    },
    async (request) => confirmationStateOf(userOf(request)),
  );

  app.post(
    '/user/email-confirmation',
    {
      onRequest: requireUser,
      // Each request mails a third party's inbox if the account was opened with their address:
      // a few an hour per account, and per client address against a farm of accounts.
      preHandler: [
        limitBy(app, { name: 'confirm-mail-ip', max: 20, timeWindow: minute, key: (r) => clientKey(r.ip) }),
        limitBy(app, { name: 'confirm-mail-user', max: 5, timeWindow: 60 * minute, key: byUser }),
      ],
      schema: {
        tags,
        security,
        summary: 'Mails a link that proves the account owns its mail',
        body: emailConfirmationRequestSchema,
        response: { 200: emailConfirmationSentSchema, ...failures },
      },
    },
    async (request) => {
      const user = userOf(request);
      await sendConfirmationLink(db, user, request.body?.locale ?? user.locale);
      return { message: 'confirmation_sent' as const };
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      onRequest: requireUser,
      // The token is 256 bits, so guessing is hopeless; the limit keeps a script from trying anyway.
      preHandler: limitBy(app, {
        name: 'confirm-email-ip',
        max: 30,
        timeWindow: minute,
        key: (r) => clientKey(r.ip),
      }),
      schema: {
        tags: ['auth'],
        security,
        summary:
          'Spends a mailed confirmation link: the mail is proven and its guest orders join the account',
        body: confirmEmailSchema,
        response: { 200: emailConfirmedAnswerSchema, ...failures },
      },
    },
    async (request) => confirmEmail(app.deps, userOf(request), request.body.token),
  );
}
