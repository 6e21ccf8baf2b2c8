import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';
import { staffPage } from './support/admin-kit';
import { buyableProducts } from './support/checkout-kit';
import { expectMail } from './support/mail-kit';
import { placeBranchOrder } from './support/order-kit';
import { cabinetCardUntil, parcelFact, processAndMakeWaybill } from './support/parcel-kit';

// Issue #48: a parcel's story in the carrier's times. The journeys' offline carrier plays a leg
// every 2 s (OFFLINE_PARCEL_STEP_MS) and dates each state at its leg's start; the tracker looks
// four times a leg (PARCEL_POLL_MS=500), so the order moves one state at a time, and the
// history, the cabinet and the mails tell the carrier's times, not when the tracker asked.

const LEG_MS = 2000;
const spaced = (text: string) => text.replace(/\s+/g, ' ');
/** The mails' "21 вересня 2026 р. о 14:32" (Kyiv time, as the API writes it). */
const mailTime = (iso: string) =>
  spaced(
    new Intl.DateTimeFormat('uk-UA', {
      timeZone: 'Europe/Kyiv',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(iso)),
  );

interface ShopperOrder {
  status: string;
  statusHistory: { status: string; createdAt: string }[];
}

test("a parcel moves state by state, and the cabinet and the mails tell the carrier's times", async ({
  page,
  browser,
}, testInfo) => {
  // The back office's first load, three legs and the mails: more than a loaded machine's minute.
  test.slow();
  const user = await registerUser(page.request, 'parcel-times');
  const [product] = await buyableProducts(page.request);
  const id = await placeBranchOrder(page, user, product?.id ?? 0);

  // The shopper's order, read every tenth of a leg from before the waybill is made: each state
  // the tracker gives it, in turn.
  const read = async () =>
    (await (await page.request.get(`/api/server/orders/${id}`)).json()) as ShopperOrder;
  const seen: string[] = [];
  let stop = false;
  const watching = (async () => {
    while (!stop) {
      const { status } = await read();
      if (seen.at(-1) !== status) seen.push(status);
      if (status === 'received') return;
      await new Promise((resolve) => setTimeout(resolve, LEG_MS / 10));
    }
    // A journey that failed before the end closes the page under it: its failure is the news.
  })().catch(() => undefined);

  const staff = await staffPage(browser, testInfo);
  const waybill = await processAndMakeWaybill(staff, id);
  await staff.context().close();
  // An offline waybill's number carries the second the carrier made it (from 2024-01-01 UTC).
  const madeAt = Date.UTC(2024, 0, 1) + Number(waybill.slice(2, 11)) * 1000;
  const leg = (n: number) => new Date(madeAt + n * LEG_MS).toISOString();

  // Three legs after the waybill: received.
  await expect.poll(() => seen.at(-1), { timeout: 30_000 }).toBe('received');
  stop = true;
  await watching;
  expect(seen).toEqual(['requested', 'processed', 'lading-bill-created', 'sent', 'delivered', 'received']);

  // The history dates each step at the carrier's leg start; "sent" no earlier than the waybill's
  // own entry (the shop may record it a moment after the carrier dated the waybill).
  const { statusHistory } = await read();
  const entryOf = (status: string) => statusHistory.find((h) => h.status === status)?.createdAt ?? '';
  const sentAt = new Date(
    Math.max(Date.parse(leg(1)), Date.parse(entryOf('lading-bill-created'))),
  ).toISOString();
  const carrierTimes = { sent: sentAt, delivered: leg(2), received: leg(3) };
  expect(Object.fromEntries(Object.keys(carrierTimes).map((s) => [s, entryOf(s)]))).toEqual(carrierTimes);

  // The cabinet shows those times: in the history, and with the carrier's words of the receipt.
  const card = await cabinetCardUntil(page, id, async (c) => {
    await expect(c.getByText('Виконано', { exact: true }).first()).toBeVisible({ timeout: 1000 });
  });
  const parcel = parcelFact(card);
  await expect(parcel).toContainText('«Відправлення отримано»');
  await expect(parcel.locator('time')).toHaveAttribute('datetime', leg(3));
  await card.getByText('Історія статусів').click();
  for (const [status, words] of [
    ['sent', 'Відправлено'],
    ['delivered', 'Доставлено'],
    ['received', 'Виконано'],
  ] as const) {
    const step = card.getByRole('listitem').filter({ hasText: words });
    await expect(step.locator('time')).toHaveAttribute('datetime', carrierTimes[status]);
  }
  await card.screenshot({ path: testInfo.outputPath('cabinet-parcel-carrier-times.png') });

  // One mail a step, each with the carrier's time of it.
  await expectMail(user.mail, `Ваше замовлення №${id} передали перевізнику ${mailTime(sentAt)}`);
  await expectMail(user.mail, `Ваше замовлення №${id} прибуло ${mailTime(leg(2))} і чекає на вас`);
  await expectMail(user.mail, `Замовлення №${id} отримано ${mailTime(leg(3))}`);
});
