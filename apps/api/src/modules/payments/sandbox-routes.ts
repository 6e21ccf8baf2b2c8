import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Locale } from '@kartyna/domain';
import { notFound } from '../../http/app-error';
import type { App } from '../../types';
import { checkoutCsp, renderCheckoutPage, renderErrorPage } from './sandbox-page';
import {
  deliverCallback,
  isDecided,
  originOf,
  readCheckout,
  sandboxOf,
  signedCallback,
  type Checkout,
} from './sandbox-service';

const CHECKOUT_PATH = '/api/server/payments/sandbox/checkout';
const DECISION_PATH = `${CHECKOUT_PATH}/decision`;

// Lenient on purpose: a broken link gets the HTML error page, not a JSON validation error.
const formFields = z.object({ data: z.string().optional(), signature: z.string().optional() });
const decisionFields = formFields.extend({ decision: z.string().optional() });
const htmlPage = z.string().describe('text/html page');

function sendHtml(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .send(html);
}

const sendError = (reply: FastifyReply, locale?: Locale) =>
  sendHtml(reply, 400, renderErrorPage(locale), checkoutCsp(null));

function sendCheckout(reply: FastifyReply, checkout: Checkout, data: string, signature: string) {
  const html = renderCheckoutPage({
    locale: checkout.locale,
    description: checkout.description,
    amount: checkout.amount,
    data,
    signature,
    action: DECISION_PATH,
  });
  return sendHtml(reply, 200, html, checkoutCsp(originOf(checkout.resultUrl)));
}

/**
 * The sandbox's hosted checkout (PAYMENT_PROVIDER=sandbox): the page a payer would see at the
 * provider, with "pay" and "decline" buttons, and the provider's server callback that follows.
 * Registered inside the payments plugin so its form-body parser applies.
 */
export function registerSandboxRoutes(app: App): void {
  const sandbox = () => {
    const provider = sandboxOf(app.deps.payments);
    if (!provider) throw notFound('not_found');
    return provider;
  };

  app.get(
    '/payments/sandbox/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox hosted checkout page (HTML); a paid or declined payment goes on to result_url',
        querystring: formFields,
        response: { 200: htmlPage, 303: z.null().describe('redirect to result_url') },
      },
    },
    async (request, reply) => {
      const { data, signature } = request.query;
      const checkout = readCheckout(sandbox(), data, signature);
      if (!checkout || !data || !signature) return sendError(reply);
      // Back from the shop after paying comes here: a decided payment is no page to pay on, so
      // the payer goes on to the shop's own page of the order.
      if (await isDecided(app.deps.db, checkout)) return reply.redirect(checkout.resultUrl, 303);
      return sendCheckout(reply, checkout, data, signature);
    },
  );

  app.post(
    '/payments/sandbox/checkout',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Opens the sandbox checkout by a form post of data and signature, as LiqPay is opened: 303 to the page',
        body: formFields.optional(),
        response: { 303: z.null().describe('redirect to the checkout page (GET)') },
      },
    },
    async (request, reply) => {
      const { data, signature } = request.body ?? {};
      const checkout = readCheckout(sandbox(), data, signature);
      if (!checkout || !data || !signature) return sendError(reply);
      // Post, then redirect: the page the payer sees is a GET, so Back onto it after paying never
      // asks to resend a form. Relative, so it stays on whichever origin the page was opened at.
      const query = new URLSearchParams({ data, signature }).toString();
      return reply.redirect(`${CHECKOUT_PATH}?${query}`, 303);
    },
  );

  app.post(
    '/payments/sandbox/checkout/decision',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The payer's choice on the sandbox page: posts the provider callback, then returns to result_url",
        body: decisionFields.optional(),
        response: { 303: z.null().describe('redirect to result_url') },
      },
    },
    async (request, reply) => {
      const provider = sandbox();
      const { data, signature, decision } = request.body ?? {};
      const checkout = readCheckout(provider, data, signature);
      if (!checkout) return sendError(reply);
      if (decision !== 'approve' && decision !== 'decline') return sendError(reply, checkout.locale);
      const callback = signedCallback(provider, checkout, decision === 'approve');
      await deliverCallback(app, app.deps.config, checkout.serverUrl, callback, request.log);
      return reply.redirect(checkout.resultUrl, 303);
    },
  );
}
