import { createHash } from 'node:crypto';
import type { FiscalSandboxDiscount } from '../../db/schema/fiscal-sandbox';
import type { ReceiptWithShift } from './fiscal-sandbox-service';

/**
 * The buyer's page of a sandbox receipt: what a fiscal receipt shows (lines, discounts, total,
 * payment, fiscal number, date and time in Kyiv), headed so that nobody takes it for one. Plain
 * HTML with no script, so its Content-Security-Policy forbids every script; the one stylesheet
 * is allowed by its hash.
 */

export const TEST_RECEIPT_TITLE = 'ТЕСТОВИЙ ЧЕК — не фіскальний';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px 0;background:#f4f1ec;font:15px/1.45 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;color:#222}
main{width:min(400px,94vw);margin:0 auto;background:#fff;padding:24px 20px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
h1{margin:0 0 4px;font-size:17px;text-align:center;color:#a31515}
.note{margin:0 0 16px;text-align:center;font-size:12px;color:#7a5b00}
.shop{margin:0 0 12px;text-align:center;font-weight:700}
table{width:100%;border-collapse:collapse}
td{padding:2px 0;vertical-align:top}
td.sum{text-align:right;white-space:nowrap;padding-left:12px}
.qty{color:#555;font-size:13px}
.discount td{color:#555;font-size:13px}
.rule td{border-top:1px dashed #999;padding-top:6px}
.total td{font-weight:700;font-size:17px}
.meta{margin:16px 0 0;font-size:13px;color:#444}
.meta p{margin:2px 0}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export const receiptPageCsp = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Kopiyky as a receipt prints them: always two decimals, digit groups. */
export function receiptMoney(kopiyky: number): string {
  const sign = kopiyky < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopiyky));
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} грн`;
}

/** Thousandths as a receipt prints them: "2", "2,25". */
const quantityText = (thousandths: number) =>
  (thousandths / 1000)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .replace('.', ',');

const kyivTime = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const discountRow = (discount: FiscalSandboxDiscount) => {
  const word = discount.type === 'DISCOUNT' ? 'Знижка' : 'Надбавка';
  const label = discount.name && discount.name !== word ? `${word}: ${discount.name}` : word;
  const sum = discount.type === 'DISCOUNT' ? -discount.sum : discount.sum;
  return `<tr class="discount"><td>${escapeHtml(label)}</td><td class="sum">${receiptMoney(sum)}</td></tr>`;
};

const layout = (title: string, body: string) => `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export function renderReceiptPage({ receipt, shift }: ReceiptWithShift): string {
  const isReturn = receipt.type === 'RETURN';
  const lines = receipt.goods
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}<br><span class="qty">${quantityText(line.quantity)} × ${receiptMoney(line.price)}</span></td>` +
        `<td class="sum">${receiptMoney(Math.round((line.price * line.quantity) / 1000))}</td></tr>` +
        line.discounts.map(discountRow).join(''),
    )
    .join('');
  const payments = receipt.payments
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(payment.label)}</td><td class="sum">${receiptMoney(payment.value)}</td></tr>`,
    )
    .join('');
  const made = receipt.doneAt ?? receipt.createdAt;
  const fiscal = receipt.fiscalCode
    ? `<p>Фіскальний номер чека: ${escapeHtml(receipt.fiscalCode)} (тестовий)</p>`
    : '<p>Фіскальний номер: ще не надано</p>';
  return layout(
    TEST_RECEIPT_TITLE,
    `<h1>${TEST_RECEIPT_TITLE}</h1>
<p class="note">Пісочниця магазину: цей чек не передано до ДПС і він не є розрахунковим документом.</p>
<p class="shop">Kartyna${isReturn ? ' · Повернення' : ''}</p>
<table>
${lines}
${receipt.discounts.map(discountRow).join('')}
<tr class="rule total"><td>${isReturn ? 'До повернення' : 'Сума'}</td><td class="sum">${receiptMoney(receipt.totalSum)}</td></tr>
${payments}
</table>
<div class="meta">
${fiscal}
<p>Чек № ${receipt.serial}, зміна № ${shift.serial}, каса TEST-SANDBOX</p>
<p>${escapeHtml(kyivTime.format(made))} (за київським часом)</p>
</div>`,
  );
}

/** The same page for an unknown id and a malformed one: it tells nothing about either. */
export function renderNotFoundPage(): string {
  return layout(
    'Чек не знайдено',
    '<h1>Чек не знайдено</h1>\n<p class="note">Перевірте посилання з листа магазину.</p>',
  );
}
