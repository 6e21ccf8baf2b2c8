import {
  adminContactMessageDetailSchema,
  adminContactMessageSchema,
  adminPageSchema,
  contactMessageHandledSchema,
  contactMessageListQuerySchema,
  contactReplySchema,
  idParamsSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminDoc, guarded, guardedOne } from './admin-route-kit';
import {
  contactMessageForStaff,
  listContactMessagesForStaff,
  replyToContactMessage,
  setContactMessageHandled,
} from './contact-messages-admin-service';

/** Shoppers' contact messages under /api/admin/contact-messages: read, answer, mark handled. */
export async function contactMessagesAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/contact-messages',
    {
      schema: {
        ...adminDoc,
        summary: 'Contact messages, the unhandled first; filter handled=true|false and text',
        querystring: contactMessageListQuerySchema,
        response: { 200: adminPageSchema(adminContactMessageSchema), ...guarded },
      },
    },
    async (request) => listContactMessagesForStaff(db, request.query),
  );

  app.get(
    '/contact-messages/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One message with the replies mailed so far',
        params: idParamsSchema,
        response: { 200: adminContactMessageDetailSchema, ...guardedOne },
      },
    },
    async (request) => contactMessageForStaff(db, request.params.id),
  );

  app.put(
    '/contact-messages/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Mark a message handled or unhandled',
        params: idParamsSchema,
        body: contactMessageHandledSchema,
        response: { 200: adminContactMessageDetailSchema, ...guardedOne },
      },
    },
    async (request) =>
      setContactMessageHandled(db, staffActorOf(request), request.params.id, request.body.handled),
  );

  app.post(
    '/contact-messages/:id/reply',
    {
      schema: {
        ...adminDoc,
        summary: 'Mail a reply to the sender (in their account’s language) and mark the message handled',
        params: idParamsSchema,
        body: contactReplySchema,
        response: { 200: adminContactMessageDetailSchema, ...guardedOne },
      },
    },
    async (request) =>
      replyToContactMessage(db, staffActorOf(request), request.params.id, request.body.reply),
  );
}
