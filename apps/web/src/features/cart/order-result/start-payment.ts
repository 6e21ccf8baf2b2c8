import type { OrderResultType, Payment, Locale } from '@kartyna/domain';
import { browserApi } from '@/lib/api/browser-api';
import { isPhotoResult, orderApiBase } from './order-kind';
import { rememberOrderToken } from './order-tokens';
import { thankOrderSearch } from './thank-order';

const PAYMENTS_KEY = 'kartyna_payments';

/**
 * The provider is told where to send the payer back before the payment exists, so the return
 * address carries the order id and the payment id waits here, in this browser, for the
 * order-result view to poll it.
 */
/** Photo orders are numbered apart: their payments are remembered under `photo-<id>`. */
const paymentKey = (orderId: number, photo: boolean) => (photo ? `photo-${orderId}` : String(orderId));

function rememberPayment(key: string, paymentId: string): void {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PAYMENTS_KEY) ?? '{}') as Record<string, string>;
    // Only the last few: an old order's payment is of no interest to the thank-you view.
    const kept = Object.entries(stored).slice(-4);
    window.localStorage.setItem(
      PAYMENTS_KEY,
      JSON.stringify(Object.fromEntries([...kept.filter(([k]) => k !== key), [key, paymentId]])),
    );
  } catch {
    // storage blocked: the view shows the order without following its payment
  }
}

export function rememberedPayment(orderId: number, photo = false): string | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PAYMENTS_KEY) ?? '{}') as Record<string, unknown>;
    const id = stored[paymentKey(orderId, photo)];
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Posts the provider's form (LiqPay and the sandbox take the payer by a form post). */
function postForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * POST /orders/prepare-payment (a photo order's: /photo-orders/prepare-payment), then off to the provider: a form post when it answers fields
 * (LiqPay, sandbox), a plain redirect when it does not (Monobank). Works for a just-placed order
 * and for one placed earlier and not paid yet (the API opens a fresh payment for the same
 * order); a guest proves the order is theirs with its token. Throws ApiError on failure.
 */
export async function startPayment(input: {
  orderId: number;
  resultType: OrderResultType;
  locale: Locale;
  /** the order's access token; a signed-in owner needs none */
  token?: string | null;
}): Promise<void> {
  const token = input.token ?? undefined;
  const photo = isPhotoResult(input.resultType);
  if (token) rememberOrderToken(input.orderId, token, photo);
  const prefix = input.locale === 'ua' ? '' : `/${input.locale}`;
  // `r`: the payer comes back from the provider, so the result view waits a little for its word.
  const search = thankOrderSearch({
    t: input.resultType,
    id: input.orderId,
    ...(token ? { k: token } : {}),
    r: 1,
  });
  const resultUrl = `${window.location.origin}${prefix}/cart${search}`;
  const payment = await browserApi<Payment>(`${orderApiBase(input.resultType)}/prepare-payment`, {
    method: 'POST',
    body: {
      orderId: input.orderId,
      language: input.locale,
      resultUrl,
      ...(token ? { orderToken: token } : {}),
    },
  });
  rememberPayment(paymentKey(input.orderId, photo), payment.paymentId);
  if (payment.form) postForm(payment.url, payment.form);
  else window.location.assign(payment.url);
}
