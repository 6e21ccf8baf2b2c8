import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHECKBOX_SANDBOX_PAGE_PREFIX,
  CHECKBOX_SANDBOX_PREFIX,
} from '../../integrations/fiscal/checkbox-sandbox-credentials';
import type { App } from '../../types';
import { cashierRefusal, licenseRefusal, sameSecret, sandboxAccess } from './fiscal-sandbox-auth';
import { receiptModel, shiftModel } from './fiscal-sandbox-models';
import { receiptPageCsp, renderNotFoundPage, renderReceiptPage } from './fiscal-sandbox-page';
import {
  checkboxError,
  checkboxId,
  htmlPage,
  licensedHeaders,
  optionalBody,
  pageParams,
  receiptAnswer,
  receiptParams,
  sellBody,
  shiftAnswer,
  signInBody,
  signInPinBody,
  tokenAnswer,
} from './fiscal-sandbox-schemas';
import { closeShift, currentShift, openShift, readReceipt, sell } from './fiscal-sandbox-service';

/** Mounted at /api/checkbox-sandbox: Checkbox's own paths (/api/v1/...) follow. */
export const FISCAL_SANDBOX_PREFIX = CHECKBOX_SANDBOX_PREFIX;
export { CHECKBOX_SANDBOX_PAGE_PREFIX as FISCAL_SANDBOX_PAGE_PREFIX };

const tags = ['checkbox-sandbox'];
const validationAnswer = z
  .looseObject({ message: z.string(), detail: z.array(z.looseObject({})) })
  .describe('HTTPValidationError');
const refusals = { 400: checkboxError, 401: checkboxError, 403: checkboxError, 422: validationAnswer };

/** FastAPI's names for where a field was, as Checkbox's 422 answers give them in `loc`. */
const places: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', receiptPageCsp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

async function receiptPage(app: App, id: string, reply: FastifyReply) {
  const found = checkboxId.safeParse(id).success ? await readReceipt(app.deps.db, id) : null;
  return found ? sendHtml(reply, 200, renderReceiptPage(found)) : sendHtml(reply, 404, renderNotFoundPage());
}

/** The calls under /api/v1, answered only while FISCAL_PROVIDER=checkbox-sandbox. */
async function checkboxApi(app: App): Promise<void> {
  const access = () => sandboxAccess(app.deps.config.authSecret);
  // Checkbox asks no token of these (its OpenAPI document: no security on them).
  const publicRoutes = [
    '/api/v1/cashier/signin',
    '/api/v1/cashier/signinPinCode',
    '/api/v1/receipts/:id/html',
  ];

  // Before the body is read or checked: a stranger learns nothing of what the sandbox takes.
  app.addHook('onRequest', async (request, reply) => {
    if (app.deps.config.fiscal?.provider !== 'checkbox-sandbox') {
      return reply.code(404).send({ message: 'Not Found' });
    }
    const route = request.routeOptions.url ?? '';
    const open = publicRoutes.some((path) => route.endsWith(path));
    const refusal = licenseRefusal(request, access()) ?? (open ? null : cashierRefusal(request, access()));
    if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const place = places[error.validationContext ?? 'body'] ?? 'body';
    const detail = error.validation.map((issue) => ({
      loc: [place, ...issue.instancePath.split('/').filter(Boolean)],
      msg: issue.message ?? 'invalid',
      type: issue.keyword,
    }));
    return reply.code(422).send({ message: 'Validation error', detail });
  });

  app.post(
    '/api/v1/cashier/signin',
    {
      schema: {
        tags,
        summary: 'Cashier sign-in by login and password',
        body: signInBody,
        response: { 200: tokenAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { credentials, mint } = access();
      const { login, password } = request.body;
      if (!sameSecret(login, credentials.login) || !sameSecret(password, credentials.password)) {
        return reply.code(403).send({ message: 'Невірний логін або пароль' });
      }
      return { type: 'bearer', token_type: 'bearer', access_token: mint() };
    },
  );

  app.post(
    '/api/v1/cashier/signinPinCode',
    {
      schema: {
        tags,
        summary: 'Cashier sign-in by PIN code (X-License-Key required)',
        headers: licensedHeaders,
        body: signInPinBody,
        response: { 200: tokenAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { credentials, mint } = access();
      if (!sameSecret(request.body.pin_code, credentials.pinCode)) {
        return reply.code(403).send({ message: 'Невірний PIN-код' });
      }
      return { type: 'bearer', token_type: 'bearer', access_token: mint() };
    },
  );

  app.get(
    '/api/v1/cashier/shift',
    {
      schema: {
        tags,
        summary: "The cashier's active shift, or null",
        response: { 200: shiftAnswer.nullable(), ...refusals },
      },
    },
    async () => {
      const shift = await currentShift(app.deps.db);
      return shift ? shiftModel(shift) : null;
    },
  );

  app.post(
    '/api/v1/shifts',
    {
      schema: {
        tags,
        summary: 'Opens a shift (X-License-Key required): answered CREATED, OPENED on the next read',
        headers: licensedHeaders,
        body: optionalBody,
        response: { 202: shiftAnswer, ...refusals },
      },
    },
    async (_request, reply) => {
      const opened = await openShift(app.deps.db);
      if (!opened.ok) return reply.code(opened.status).send({ message: opened.message });
      return reply.code(202).send(shiftModel(opened.shift, 'CREATED'));
    },
  );

  app.post(
    '/api/v1/shifts/close',
    {
      schema: {
        tags,
        summary: 'Closes the shift with its Z-report: answered CLOSING, CLOSED on the next read',
        body: optionalBody,
        response: { 202: shiftAnswer, ...refusals },
      },
    },
    async (_request, reply) => {
      const closed = await closeShift(app.deps.db);
      if (!closed.ok) return reply.code(closed.status).send({ message: closed.message });
      return reply.code(202).send(shiftModel(closed.shift, 'CLOSING'));
    },
  );

  app.post(
    '/api/v1/receipts/sell',
    {
      schema: {
        tags,
        summary:
          'Makes a sell or return receipt (goods with is_return): answered CREATED, DONE on the next read',
        body: sellBody,
        response: { 201: receiptAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const sold = await sell(app.deps.db, request.body);
      if (!sold.ok) return reply.code(sold.status).send({ message: sold.message });
      return reply.code(201).send(receiptModel(sold.receipt, sold.shift));
    },
  );

  app.get(
    '/api/v1/receipts/:id',
    {
      schema: {
        tags,
        summary: 'A receipt and its state',
        params: receiptParams,
        response: { 200: receiptAnswer, 404: checkboxError, ...refusals },
      },
    },
    async (request, reply) => {
      const found = await readReceipt(app.deps.db, request.params.id);
      if (!found) return reply.code(404).send({ message: 'Чек не знайдено' });
      return receiptModel(found.receipt, found.shift);
    },
  );

  app.get(
    '/api/v1/receipts/:id/html',
    {
      schema: {
        tags,
        summary: 'A receipt as HTML',
        params: pageParams,
        response: { 200: htmlPage, 404: htmlPage },
      },
    },
    async (request, reply) => receiptPage(app, request.params.id, reply),
  );
}

/**
 * The checkbox-sandbox register (FISCAL_PROVIDER=checkbox-sandbox): Checkbox's protocol on this
 * API, for the demo and the tests, its shifts and receipts in the database. Register with
 * `{ prefix: FISCAL_SANDBOX_PREFIX }`.
 */
export async function fiscalSandboxRoutes(app: App): Promise<void> {
  await app.register(checkboxApi);
}

/**
 * The buyer's page of a sandbox receipt, under /api/server so the storefront's origin serves it
 * as it serves the payment sandbox's page (register with `{ prefix: FISCAL_SANDBOX_PAGE_PREFIX }`).
 * It stays open whatever the provider, so the links in mails already sent keep working; its
 * ids are unguessable UUIDs.
 */
export async function fiscalSandboxPageRoutes(app: App): Promise<void> {
  app.get(
    '/receipts/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A sandbox receipt's page for the buyer (HTML)",
        params: pageParams,
        response: { 200: htmlPage, 404: htmlPage },
      },
    },
    async (request, reply) => receiptPage(app, request.params.id, reply),
  );
}
