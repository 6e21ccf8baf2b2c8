import { expect, test } from '@playwright/test';
import { csrfHeader, PASSWORD, registerUser, someProduct } from './support/account-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pickBranch, pngImage } from './support/checkout-kit';

// The cabinet (requirements §2 cabinet routes): order history in words, the saved delivery point,
// the password change and the loyalty card, for a user signed up through the API.

test('order history shows an order placed through the API with its status in words', async ({
  page,
  context,
}) => {
  const user = await registerUser(page.request, 'history');
  const product = await someProduct(page.request);
  const cities = await page.request.get(`/api/server/delivery/cities?search=${encodeURIComponent('Одеса')}`);
  const city = ((await cities.json()) as { ref: string }[])[0];
  expect(city).toBeTruthy();
  const points = await page.request.get(`/api/server/delivery/cities/${city?.ref}/points?kind=branch`);
  const branch = ((await points.json()) as { ref: string; name: { ua: string } }[])[0];
  expect(branch).toBeTruthy();

  const placed = await page.request.post('/api/server/orders', {
    headers: await csrfHeader(context),
    data: {
      contact: { lastName: user.lastName, firstName: user.firstName, email: user.mail, phone: user.phone },
      delivery: { deliveryType: 'post', cityRef: city?.ref, branchRef: branch?.ref },
      paymentType: 'cod',
      lines: [{ productId: product.id, amount: 2 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };

  await page.goto('/cabinet/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Історія замовлень' })).toBeVisible();
  const card = page.getByRole('article', { name: `Замовлення № ${order.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Прийнято').first()).toBeVisible();
  await expect(card.getByRole('link', { name: product.name })).toBeVisible();
  await expect(card).toContainText('2 шт.');
  await expect(card).toContainText('Накладений платіж · Оплата при отриманні');
  await expect(card).toContainText(branch?.name.ua ?? '');
  await card.getByText('Історія статусів').click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Прийнято' }).last()).toBeVisible();

  // The same page in Russian.
  await page.goto('/ru/cabinet/history');
  await expect(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Заказ № ${order.id}` })).toContainText('Принят');
});

test('a photo order in the history shows how it is paid and where it goes, as a shop order does', async ({
  page,
  context,
}) => {
  const user = await registerUser(page.request, 'photo-history');
  const cities = await page.request.get(`/api/server/delivery/cities?search=${encodeURIComponent('Одеса')}`);
  const city = ((await cities.json()) as { ref: string }[])[0];
  const points = await page.request.get(`/api/server/delivery/cities/${city?.ref}/points?kind=branch`);
  const branch = ((await points.json()) as { ref: string; name: { ua: string; ru: string } }[])[0];
  expect(city && branch).toBeTruthy();
  // Uploaded and ordered by the signed-in account, as the photo form does (300 × 375 px paints 40 × 50 cm).
  const upload = await page.request.post('/api/server/image-upload', {
    headers: await csrfHeader(context),
    multipart: { image: { name: 'cabinet.png', mimeType: 'image/png', buffer: pngImage(300, 375) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const placed = await page.request.post('/api/server/photo-orders', {
    headers: await csrfHeader(context),
    data: {
      clientData: { lastName: user.lastName, firstName: user.firstName, email: user.mail, phone: user.phone },
      delivery: { deliveryType: 'post', cityRef: city?.ref, branchRef: branch?.ref },
      paymentType: 'cod',
      productsData: [
        {
          imageUrl: (await upload.json()).imageUrl,
          complectation: 'classic',
          size: '40x50',
          speed: 'standart',
        },
      ],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  await page.goto('/cabinet/history');
  const card = page.getByRole('article', { name: `Картина за фото Ф-${id}` });
  await expect(card).toContainText('Накладений платіж · Оплата при отриманні');
  await expect(card).toContainText('Доставка');
  await expect(card).toContainText('Нова пошта, відділення: ');
  await expect(card).toContainText(branch?.name.ua ?? '');

  await page.goto('/ru/cabinet/history');
  const ru = page.getByRole('article', { name: `Картина по фото Ф-${id}` });
  await expect(ru).toContainText(branch?.name.ru ?? '');
});

test('a new user sees the empty history', async ({ page }) => {
  await registerUser(page.request, 'empty');
  await page.goto('/cabinet/history');
  await expect(page.getByText('Ви ще нічого не замовляли')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'До каталогу' })).toBeVisible();
});

test('delivery address: save a branch with the checkout’s own pickers, then delete it', async ({ page }) => {
  await registerUser(page.request, 'delivery');
  await page.goto('/cabinet/delivery');
  const slot = page.getByRole('region', { name: 'Відділення Нової пошти' });
  await expect(slot.getByText('Ще не вибрано')).toBeVisible();
  await slot.getByRole('button', { name: 'Вибрати' }).click();
  await expect(slot.getByRole('combobox', { name: 'Місто' })).toBeFocused();
  // Until a city is chosen, the branch field says to choose one first, as at the checkout.
  await expect(slot.getByRole('textbox', { name: 'Відділення Нової Пошти' })).toBeDisabled();
  await slot.getByRole('button', { name: 'Зберегти' }).click();
  await expect(slot.getByText('Оберіть місто зі списку')).toBeVisible();

  const cityBox = slot.getByRole('combobox', { name: 'Місто' });
  await cityBox.fill('Оде');
  await page.getByRole('option', { name: /^Одеса/ }).click();
  await expect(cityBox).toHaveValue('Одеса');
  await slot.getByRole('button', { name: 'Зберегти' }).click();
  await expect(slot.getByText('Оберіть відділення')).toBeVisible();
  // Issue #48: the cabinet had a picker of its own (a list of buttons, then a select); it is the
  // checkout's combobox now, driven exactly as the checkout's journeys drive it.
  await pickBranch(page);
  const branchName = await slot.getByRole('combobox', { name: 'Відділення Нової Пошти' }).inputValue();
  await slot.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByText('Адресу збережено')).toBeVisible();
  await expect(slot).toContainText('Одеса');
  await expect(slot).toContainText(branchName);

  const saved = await page.request.get('/api/server/user/info');
  expect(
    ((await saved.json()) as { deliveryDepartment: { name: string } | null }).deliveryDepartment?.name,
  ).toBe(branchName);
  await page.reload();
  await expect(slot).toContainText(branchName);

  await slot.getByRole('button', { name: 'Видалити' }).click();
  await expect(page.getByText('Адресу видалено')).toBeVisible();
  await expect(slot.getByText('Ще не вибрано')).toBeVisible();
  const cleared = await page.request.get('/api/server/user/info');
  expect(((await cleared.json()) as { deliveryDepartment: unknown }).deliveryDepartment).toBeNull();
});

test('change password: a wrong old one is refused, a good change signs in with the new one', async ({
  page,
  request,
}) => {
  const user = await registerUser(page.request, 'password');
  await page.goto('/cabinet/change-password');
  await page.getByLabel('Поточний пароль').fill('wrong-password');
  await page.getByLabel('Новий пароль').fill('short');
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByText('Пароль має містити щонайменше 8 символів')).toBeVisible();

  await page.getByLabel('Новий пароль').fill('Nova-Palitra-77');
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByText('Поточний пароль вказано невірно')).toBeVisible();

  await page.getByLabel('Поточний пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByText('Пароль змінено')).toBeVisible();
  await expect(page.getByLabel('Поточний пароль')).toHaveValue('');

  const fresh = await request.post('/api/server/auth/login', {
    data: { mail: user.mail, password: 'Nova-Palitra-77' },
  });
  expect(fresh.status()).toBe(200);
  // The session of this tab was renewed by the change: the cabinet still opens.
  await page.goto('/cabinet/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Особисті дані' })).toBeVisible();
});

test('the cabinet personal page has no serious accessibility violations', async ({ page }) => {
  await registerUser(page.request, 'axe');
  await page.goto('/cabinet/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Особисті дані' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Поступ до наступного рівня' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
