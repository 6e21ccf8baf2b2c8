import { expect, test } from '@playwright/test';
import { staffOrderPath } from '@kartyna/domain';
import { uniqueMail } from './support/account-kit';
import { signInToBackOffice, staffPage } from './support/admin-kit';
import { buyableProducts, pngImage } from './support/checkout-kit';
import { placeOrder, someBranch } from './support/order-kit';

// Issue #18, the money trail: a status change the customer is mailed about asks first, names
// the staff member in the history, and can be taken back within a minute (the mail is not sent).

for (const width of [1440, 390]) {
  test(`staff confirm a status change, then undo it within the minute (${width} px)`, async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const [product] = await buyableProducts(page.request);
    const order = await placeOrder(page, context, {
      paymentType: 'cod',
      lines: [{ productId: product?.id ?? 0, amount: 1 }],
    });

    const staffContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'uk-UA',
      timezoneId: 'Europe/Kyiv',
      viewport: { width: 1440, height: 900 },
    });
    const staff = await staffContext.newPage();
    await signInToBackOffice(staff);
    // Then the width under test, the menu closed as a phone starts it (react-admin keeps it in its store).
    await staff.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await staff.evaluate(() => localStorage.setItem('RaStore.sidebar.open', 'false'));
    await staff.goto(`/admin#/orders/${order.id}/show`);
    await staff.reload();
    // The first page of the back office loads its whole bundle: a loaded machine needs a while.
    await expect(staff.getByRole('heading', { level: 1, name: `Замовлення № ${order.id}` })).toBeVisible({
      timeout: 30_000,
    });

    // The move asks first, and says the mail waits for the undo minute.
    const actions = staff.getByRole('region', { name: 'Змінити статус' });
    await actions.getByRole('button', { name: 'В обробці' }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toContainText(`Змінити статус замовлення № ${order.id} на «В обробці»?`);
    await expect(dialog).toContainText('Протягом хвилини зміну можна скасувати');
    await staff.screenshot({ path: testInfo.outputPath(`confirm-${width}.png`) });
    // Thinking better of it changes nothing.
    await dialog.getByRole('button', { name: 'Скасувати' }).click();
    await expect(dialog).toBeHidden();
    await expect(actions.getByRole('button')).toHaveText(['В обробці', 'Скасовано']);

    await actions.getByRole('button', { name: 'В обробці' }).click();
    await dialog.getByRole('button', { name: 'Змінити й повідомити' }).click();
    await expect(staff.getByText('Статус змінено: В обробці')).toBeVisible();
    const history = staff.getByRole('region', { name: 'Історія статусів' });
    await expect(history).toContainText('Адміністратор Картина');
    await expect(history).not.toContainText('Персонал');

    // The undo bar counts the minute down; taking the change back restores "Прийнято".
    const bar = staff.getByRole('status', { name: 'Скасування зміни статусу' });
    await expect(bar).toContainText(/Статус змінено на «В обробці»\. Лист покупцеві піде через \d+\sс\./);
    await staff.screenshot({ path: testInfo.outputPath(`undo-${width}.png`), fullPage: true });
    await bar.getByRole('button', { name: 'Скасувати зміну' }).click();
    await expect(staff.getByText('Зміну скасовано, статус знову: Прийнято')).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(actions.getByRole('button')).toHaveText(['В обробці', 'Скасовано']);
    await expect(history).toContainText('Скасування попередньої зміни');
    await staff.screenshot({ path: testInfo.outputPath(`undone-${width}.png`), fullPage: true });

    // The server agrees: the order is back at requested and nothing is left to undo.
    const again = await staff.request.get(`/api/admin/orders/${order.id}`);
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'requested', undo: null });
    await staffContext.close();
  });
}

test('staff undo a photo order status change within the minute, as a shop order one', async ({
  page,
  browser,
}, testInfo) => {
  // Placed as the photo form does; the journey of the form itself is photo-picture.spec.ts.
  // 300 × 375 px: paintable on 40 × 50 cm (a smaller photo is refused), below the recommended size.
  const upload = await page.request.post('/api/server/image-upload', {
    multipart: { image: { name: 'undo.png', mimeType: 'image/png', buffer: pngImage(300, 375) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const placed = await page.request.post('/api/server/photo-orders', {
    data: {
      clientData: {
        lastName: 'Шевченко',
        firstName: 'Тарас',
        email: uniqueMail('photo-undo'),
        phone: '+380671234567',
      },
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'cod',
      productsData: [
        {
          imageUrl: (await upload.json()).imageUrl,
          complectation: 'classic',
          size: '40x50',
          speed: 'standart',
          amount: 1,
        },
      ],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  const staff = await staffPage(browser, testInfo);
  await staff.goto(`/admin#/photo-orders/${id}/show`);
  // The 300 × 375 px photo is paintable on 40 × 50 cm but below the recommended size: staff are told.
  await expect(staff.getByRole('note')).toHaveText('Фото невеликого розміру: дрібні деталі буде спрощено', {
    timeout: 30_000,
  });
  const actions = staff.getByRole('region', { name: 'Змінити статус' });
  await actions.getByRole('button', { name: 'В обробці' }).click({ timeout: 30_000 });
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toContainText(`Змінити статус замовлення Ф-${id} на «В обробці»?`);
  await expect(dialog).toContainText('Протягом хвилини зміну можна скасувати');
  await dialog.getByRole('button', { name: 'Змінити й повідомити' }).click();

  const bar = staff.getByRole('status', { name: 'Скасування зміни статусу' });
  await expect(bar).toContainText(/Статус змінено на «В обробці»\. Лист покупцеві піде через \d+\sс\./);
  await staff.screenshot({ path: testInfo.outputPath('photo-undo-1440.png'), fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: testInfo.outputPath('photo-undo-390.png'), fullPage: true });
  await staff.setViewportSize({ width: 1440, height: 900 });
  await bar.getByRole('button', { name: 'Скасувати зміну' }).click();
  await expect(staff.getByText('Зміну скасовано, статус знову: Прийнято')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(staff.getByRole('region', { name: 'Історія статусів' })).toContainText(
    'Скасування попередньої зміни',
  );
  const again = await staff.request.get(staffOrderPath({ kind: 'photo-order', id }));
  expect(await again.json()).toMatchObject({ status: 'requested', undo: null });

  // A cancel asks in the photo order's words: no stock or bonuses go back, a card payment is returned by hand.
  await actions.getByRole('button', { name: 'Скасовано' }).click();
  await expect(dialog).toContainText(`Скасувати замовлення Ф-${id}?`);
  await expect(dialog).toContainText('поверніть гроші в кабінеті платіжного сервісу');
  await expect(dialog).not.toContainText('склад');
  await staff.screenshot({ path: testInfo.outputPath('photo-cancel-1440.png') });
  await dialog.getByRole('button', { name: 'Скасувати', exact: true }).click();
  await expect(dialog).toBeHidden();
  await staff.context().close();
});
