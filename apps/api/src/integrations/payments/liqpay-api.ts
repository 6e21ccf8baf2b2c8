import { liqpayCheckoutForm } from './liqpay-protocol';
import { PaymentProviderError } from './payment-provider';

/**
 * LiqPay's server-server API: every call is a form post of data (base64 JSON parameters) and
 * signature (base64 sha1 of private_key + data + private_key) to one URL, answered with JSON
 * (https://www.liqpay.ua/documentation/en/api/aquiring/refund/doc; liqpay/sdk-nodejs `api()`).
 */
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';

export interface LiqpayApiOptions {
  privateKey: string;
  /** https://www.liqpay.ua/api/request unless a test points it at a stand-in */
  apiUrl?: string | undefined;
  /** staff wait for the answer: a slow LiqPay becomes a retry, not a hung request */
  timeoutMs?: number | undefined;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One signed call. Unreachable, timed out, a non-2xx status or an answer that is not JSON
 * becomes a PaymentProviderError naming the action, never the keys.
 */
export async function liqpayApiCall(
  options: LiqpayApiOptions,
  params: Record<string, unknown>,
): Promise<unknown> {
  const action = typeof params.action === 'string' ? params.action : 'request';
  const form = liqpayCheckoutForm(options.privateKey, params);
  let response: Response;
  try {
    response = await fetch(options.apiUrl ?? LIQPAY_API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new PaymentProviderError(`liqpay ${action}: not reachable`, { cause });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new PaymentProviderError(`liqpay ${action}: HTTP ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new PaymentProviderError(`liqpay ${action}: unexpected answer`, { cause });
  }
}
