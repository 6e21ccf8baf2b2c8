import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { uahToKopiyky, type Locale } from '@kartyna/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../env';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { encodeLiqpayData } from '../../integrations/payments/liqpay-protocol';
import type { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import type { App } from '../../types';
import { findPaymentState } from './payments-repository';
import { CALLBACK_PATH, callbackUrlOf } from './payments-service';

/** The sandbox pages exist only while the sandbox is the shop's payment provider. */
export function sandboxOf(provider: PaymentProvider | null): SandboxProvider | null {
  if (!provider || provider.name !== 'sandbox' || !('sign' in provider) || !('decode' in provider))
    return null;
  // Checked just above: the sandbox provider is the only one with sign and decode.
  return provider as SandboxProvider;
}

const webUrl = z.url({ protocol: /^https?$/ });
const checkoutParamsSchema = z.looseObject({
  amount: z.number().positive(),
  currency: z.literal('UAH'),
  description: z.string().max(1000),
  order_id: z.string().min(1),
  language: z.string().optional(),
  result_url: webUrl,
  server_url: webUrl,
});

export interface Checkout {
  /** every parameter as signed, passed on unchanged in the callback */
  params: Record<string, unknown>;
  locale: Locale;
  description: string;
  /** kopiyky */
  amount: number;
  resultUrl: string;
  serverUrl: string;
}

/** The checkout behind data+signature; null when either is missing, altered or not ours. */
export function readCheckout(sandbox: SandboxProvider, data?: string, signature?: string): Checkout | null {
  if (!data || !signature) return null;
  const params = sandbox.decode(data, signature);
  const parsed = checkoutParamsSchema.safeParse(params);
  if (!params || !parsed.success) return null;
  return {
    params,
    locale: parsed.data.language === 'ru' ? 'ru' : 'ua',
    description: parsed.data.description,
    amount: uahToKopiyky(parsed.data.amount),
    resultUrl: parsed.data.result_url,
    serverUrl: parsed.data.server_url,
  };
}

/**
 * The payment behind the page was paid or declined already (order_id is our payment id). A
 * checkout whose callback goes to another server_url is not in our tables: never decided here.
 */
export async function isDecided(db: DbOrTx, checkout: Checkout): Promise<boolean> {
  const paymentId = checkout.params.order_id;
  if (typeof paymentId !== 'string') return false;
  const state = await findPaymentState(db, paymentId);
  return state !== null && state.status !== 'awaiting';
}

export const originOf = (url: string): string => new URL(url).origin;

/** What LiqPay would post to server_url: the original parameters plus the outcome. */
export function signedCallback(sandbox: SandboxProvider, checkout: Checkout, approved: boolean) {
  const data = encodeLiqpayData({
    ...checkout.params,
    status: approved ? 'success' : 'failure',
    payment_id: randomInt(1, 2_147_483_647),
    end_date: Date.now(),
  });
  return { data, signature: sandbox.sign(data) };
}

/**
 * Posts the callback to server_url as a provider would. Our own callback URL is reached through
 * app.inject, so the sandbox works with no network and behind any proxy; another URL (a second
 * installation, a test receiver) gets a real form post. A failure is logged, not shown: the
 * payer still returns to the shop, as with a provider whose callback is late.
 */
export async function deliverCallback(
  app: App,
  config: AppConfig,
  serverUrl: string,
  form: { data: string; signature: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const payload = new URLSearchParams(form).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  try {
    const status =
      serverUrl === callbackUrlOf(config)
        ? (await app.inject({ method: 'POST', url: CALLBACK_PATH, headers, payload })).statusCode
        : (
            await fetch(serverUrl, {
              method: 'POST',
              headers,
              body: payload,
              redirect: 'manual',
              signal: AbortSignal.timeout(10_000),
            })
          ).status;
    if (status !== 200) log.warn({ serverUrl, status }, 'sandbox callback was not accepted');
  } catch (err) {
    log.warn({ err, serverUrl }, 'sandbox callback could not be delivered');
  }
}
