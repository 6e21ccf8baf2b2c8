import {
  apiErrorSchema,
  departmentChoiceSchema,
  postomatChoiceSchema,
  userEditSchema,
  userSchema,
} from '@kartyna/domain';
import { requireUser, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { limitBy, minute } from '../../http/rate-limit';
import { toUserDto } from './user-dto';
import { clearDeliveryPoint, editProfile, saveDeliveryPoint } from './users-service';

const tags = ['user'];
const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const answers = { 200: userSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The cabinet's personal data and saved delivery points (requirements §2 /cabinet/personal, /cabinet/delivery).
 * requireUser runs on request, before the body is read: a stranger learns nothing from validation.
 */
export default async function usersRoutes(app: App): Promise<void> {
  const { db, delivery } = app.deps;

  app.get(
    '/user/info',
    {
      onRequest: requireUser,
      schema: { tags, security, response: { 200: userSchema, 401: apiErrorSchema } },
    },
    async (request) => toUserDto(userOf(request)),
  );

  // A taken mail is answered 403 (it must be, to the buyer); unlimited, that would tell anyone
  // signed in whether any address has an account. Mail changes are rare: a few per user.
  const mailChange = limitBy(app, {
    name: 'user-mail-change',
    max: 10,
    timeWindow: 15 * minute,
    key: (r) => {
      const mail = (r.body as { mail?: unknown } | undefined)?.mail;
      const user = r.currentUser;
      return user && typeof mail === 'string' && mail !== user.mail.toLowerCase()
        ? String(user.id)
        : undefined;
    },
  });

  app.post(
    '/user/edit',
    {
      onRequest: requireUser,
      preHandler: mailChange,
      schema: { tags, security, body: userEditSchema, response: { ...answers, 429: apiErrorSchema } },
    },
    async (request) => toUserDto(await editProfile(db, userOf(request), request.body)),
  );

  app.put(
    '/user/delivery/department',
    { onRequest: requireUser, schema: { tags, security, body: departmentChoiceSchema, response: answers } },
    async (request) => {
      const { cityRef, branchRef } = request.body;
      return toUserDto(await saveDeliveryPoint(db, delivery, userOf(request), 'branch', cityRef, branchRef));
    },
  );

  app.delete(
    '/user/delivery/department',
    { onRequest: requireUser, schema: { tags, security, response: answers } },
    async (request) => toUserDto(await clearDeliveryPoint(db, userOf(request), 'branch')),
  );

  app.put(
    '/user/delivery/postomat',
    { onRequest: requireUser, schema: { tags, security, body: postomatChoiceSchema, response: answers } },
    async (request) => {
      const { cityRef, postomatRef } = request.body;
      return toUserDto(
        await saveDeliveryPoint(db, delivery, userOf(request), 'postomat', cityRef, postomatRef),
      );
    },
  );

  app.delete(
    '/user/delivery/postomat',
    { onRequest: requireUser, schema: { tags, security, response: answers } },
    async (request) => toUserDto(await clearDeliveryPoint(db, userOf(request), 'postomat')),
  );
}
