import { expect, test } from '@playwright/test';
import { uniqueMail } from './support/account-kit';
import { pngImage } from './support/checkout-kit';
import { expectMail } from './support/mail-kit';
import { approveOnSandbox, resultPath, someBranch } from './support/order-kit';

// Issue #18: a photo order whose payment page was closed is paid later from its mail's link.

test('a photo order left unpaid is paid later from its mail link, and a reload of its result no longer offers it', async ({
  page,
}) => {
  // Placed as the photo form does, then the payment page was closed unpaid (300 × 375 px:
  // enough to paint 40 × 50 cm, which a smaller photo is refused for).
  const upload = await page.request.post('/api/server/image-upload', {
    multipart: { image: { name: 'later.png', mimeType: 'image/png', buffer: pngImage(300, 375) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const mail = uniqueMail('photo-later');
  const placed = await page.request.post('/api/server/photo-orders', {
    data: {
      clientData: { lastName: 'Шевченко', firstName: 'Тарас', email: mail, phone: '+380671234567' },
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'google-pay',
      productsData: [{ imageUrl, complectation: 'premium', size: '40x50', speed: 'standart', amount: 1 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; orderToken: string };

  // The order mail carries the pay link with the photo order's token.
  const link = resultPath({ t: 'photo-picture', id: order.id, k: order.orderToken });
  await expectMail(
    mail,
    encodeURIComponent(JSON.stringify({ t: 'photo-picture', id: order.id, k: order.orderToken })),
  );
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Дякуємо! Ваше фото вже в майстерні' });
  await expect(dialog).toContainText('Замовлення збережено й чекає на оплату.');
  // A reload without `k` still opens it: the token is remembered for this photo order.
  await page.goto(resultPath({ t: 'photo-picture', id: order.id }));
  const prepared = page.waitForRequest((r) => r.url().endsWith('/api/server/photo-orders/prepare-payment'));
  await dialog.getByRole('button', { name: 'Оплатити' }).click();
  expect((await prepared).postDataJSON()).toMatchObject({ orderId: order.id, orderToken: order.orderToken });
  await approveOnSandbox(page);
  await expect(dialog).toContainText('Оплату отримано. Дякуємо!');
  await page.reload();
  await expect(dialog).toContainText('Оплату отримано. Дякуємо!');
  await expect(dialog.getByRole('button', { name: /Оплатити/ })).toHaveCount(0);
});
