import { createHash } from 'node:crypto';
import { formatUah, type Locale } from '@kartyna/domain';

/**
 * The sandbox's hosted checkout page. Plain HTML with no script at all, so its
 * Content-Security-Policy can forbid every script; the one stylesheet is allowed by its hash.
 */

const SHOP_NAME = 'Kartyna';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f1ec;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222}
main{width:min(420px,92vw);background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:32px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fff3cd;color:#7a5b00;font-size:13px}
h1{margin:0 0 8px;font-size:24px}
.description{margin:0 0 16px;color:#555}
.amount{margin:0 0 24px;font-size:32px;font-weight:700}
.actions{display:flex;gap:12px}
button{flex:1;padding:12px 16px;border:0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
.approve{background:#1f7a4d;color:#fff}
.decline{background:#eee;color:#333}
.note{margin:20px 0 0;color:#777;font-size:13px}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const texts = {
  ua: {
    lang: 'uk',
    title: 'Оплата',
    badge: 'Тестова оплата',
    approve: 'Оплатити',
    decline: 'Відхилити',
    note: 'Це пісочниця магазину: гроші не списуються.',
    errorTitle: 'Не вдалося відкрити оплату',
    errorText: 'Посилання на оплату пошкоджене або змінене. Поверніться до магазину й спробуйте ще раз.',
  },
  ru: {
    lang: 'ru',
    title: 'Оплата',
    badge: 'Тестовая оплата',
    approve: 'Оплатить',
    decline: 'Отклонить',
    note: 'Это песочница магазина: деньги не списываются.',
    errorTitle: 'Не удалось открыть оплату',
    errorText: 'Ссылка на оплату повреждена или изменена. Вернитесь в магазин и попробуйте ещё раз.',
  },
} as const;

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (locale: Locale, title: string, body: string) => `<!doctype html>
<html lang="${texts[locale].lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${SHOP_NAME}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export interface CheckoutView {
  locale: Locale;
  description: string;
  /** kopiyky */
  amount: number;
  data: string;
  signature: string;
  /** the form posts here (a path on this API) */
  action: string;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const t = texts[view.locale];
  return layout(
    view.locale,
    t.title,
    `<p class="badge">${t.badge}</p>
<h1>${SHOP_NAME}</h1>
<p class="description">${escapeHtml(view.description)}</p>
<p class="amount">${escapeHtml(formatUah(view.amount, view.locale))}</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="data" value="${escapeHtml(view.data)}">
<input type="hidden" name="signature" value="${escapeHtml(view.signature)}">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">${t.approve}</button>
<button class="decline" type="submit" name="decision" value="decline">${t.decline}</button>
</div>
</form>
<p class="note">${t.note}</p>`,
  );
}

export function renderErrorPage(locale: Locale = 'ua'): string {
  const t = texts[locale];
  return layout(locale, t.errorTitle, `<h1>${t.errorTitle}</h1>\n<p class="description">${t.errorText}</p>`);
}

/**
 * No scripts, no frames, nothing loaded from elsewhere. The form may post to this API and,
 * because browsers check redirects after a form post too, to the storefront it returns to.
 */
export function checkoutCsp(resultOrigin: string | null): string {
  const formAction = resultOrigin ? `'self' ${resultOrigin}` : "'none'";
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
