import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';
import { staffPage } from './support/admin-kit';
import { buyableProducts } from './support/checkout-kit';
import { MAIL_TIMEOUT_MS, mailsTo } from './support/mail-kit';
import { placeBranchOrder } from './support/order-kit';
import { processAndMakeWaybill } from './support/parcel-kit';

// Issue #48: staff take an order into work (its mail held while they may undo it), the carrier
// makes the waybill and carries the parcel to the door within seconds (offline legs of 2 s). The
// shopper still reads the mails in the order things happened: «в роботі» before the waybill,
// «Дякуємо, що обрали Kartyna!» last.

test('a whole order’s mails arrive in the order it happened, the held one first', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await registerUser(page.request, 'mail-order');
  const [product] = await buyableProducts(page.request);
  const id = await placeBranchOrder(page, user, product?.id ?? 0);

  const staff = await staffPage(browser, testInfo);
  await processAndMakeWaybill(staff, id);
  await staff.context().close();

  // Each mail told apart by words only it has.
  const kinds: [string, string][] = [
    ['accepted', `Ми отримали замовлення №${id}`],
    ['in work', 'прийняте в роботу'],
    ['waybill', 'Ми оформили накладну'],
    ['sent', 'передали перевізнику'],
    ['arrived', 'прибуло'],
    ['received', `Замовлення №${id} отримано`],
  ];
  const kindOf = (text: string) => kinds.find(([, words]) => text.includes(words))?.[0] ?? text.slice(0, 80);
  // The order's mails only (the account's welcome is none of them); each names the order.
  const read = async () => (await mailsTo(user.mail)).filter((text) => text.includes(`№${id}`)).map(kindOf);

  // The carrier is at the door within seconds, while «в роботі» may still be held: whatever is out
  // by then is the start of the story, never a later mail before an earlier one.
  const story = kinds.map(([kind]) => kind);
  await expect
    .poll(async () => (await page.request.get(`/api/server/orders/${id}`)).json(), { timeout: 30_000 })
    .toMatchObject({ status: 'received' });
  const outSoFar = await read();
  expect(outSoFar).toEqual(story.slice(0, outSoFar.length));

  await expect.poll(read, { timeout: MAIL_TIMEOUT_MS }).toHaveLength(kinds.length);
  expect(await read()).toEqual(story);
});
