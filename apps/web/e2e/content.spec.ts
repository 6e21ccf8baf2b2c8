import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const acceptCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('kartyna_cookie_consent', 'accepted in a journey'));

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a testimonial is sent and waits for moderation', async ({ page, request }) => {
  const name = `Оксана ${Date.now()}`;
  await page.goto('/testimonials');
  await expect(page.getByRole('img', { name: /Середня оцінка [\d,.]+ з 5/ })).toBeVisible();
  await expect(page.getByText(/Відгук зʼявиться на сторінці після перевірки модератором/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Залишити відгук' });
  await form.getByLabel('Імʼя').fill(name);
  await form.getByText('4 з 5', { exact: true }).click({ force: true });
  await expect(form.getByRole('radio', { name: '4 з 5' })).toBeChecked();
  const phone = form.getByLabel('Телефон');
  await phone.click();
  await expect(phone).toHaveValue('+38 ');
  await phone.pressSequentially('0671234567');
  await expect(phone).toHaveValue('+38 (067) 123-45-67');
  await form.getByLabel('Ваш відгук').fill('Чудовий набір, фарби густі, малювати приємно.');

  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/server/testimonials') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Надіслати відгук' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ name, rating: 4, phone: '+380671234567' });
  await expect(page.getByText('Дякуємо за відгук!', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Імʼя')).toHaveValue('');

  // Stored, but not shown before staff approve it.
  const list = await (await request.get('/api/server/testimonials?pageSize=50')).json();
  expect(list.items.map((t: { name: string }) => t.name)).not.toContain(name);
});

test('the testimonial form explains what is missing or wrong', async ({ page }) => {
  await page.goto('/testimonials');
  const form = page.getByRole('form', { name: 'Залишити відгук' });
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/testimonials')) posts += 1;
  });
  await form.getByRole('button', { name: 'Надіслати відгук' }).click();
  await expect(form.getByText('Введіть імʼя')).toBeVisible();
  await expect(form.getByText('Введіть номер телефону')).toBeVisible();
  await expect(form.getByLabel('Імʼя')).toHaveAttribute('aria-invalid', 'true');

  // +38 appears on focus and goes away when nothing was typed.
  const phone = form.getByLabel('Телефон');
  await phone.focus();
  await expect(phone).toHaveValue('+38 ');
  await form.getByLabel('Імʼя').focus();
  await expect(phone).toHaveValue('');

  await phone.pressSequentially('06712');
  await form.getByLabel('Електронна пошта').fill('not-a-mail');
  await form.getByRole('button', { name: 'Надіслати відгук' }).click();
  await expect(form.getByText('Введіть коректний номер телефону')).toBeVisible();
  await expect(form.getByText('Введіть коректну електронну пошту')).toBeVisible();
  expect(posts).toBe(0);
});

test('a contact message is sent', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page.getByRole('link', { name: '+38 (067) 123-45-67' }).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Напишіть нам' });
  await form.getByRole('button', { name: 'Надіслати' }).click();
  await expect(form.getByText('Введіть імʼя')).toBeVisible();
  await expect(form.getByText('Введіть коректну електронну пошту')).toBeVisible();
  await expect(form.getByText('Повідомлення не може бути порожнім')).toBeVisible();

  await form.getByLabel('Імʼя').fill('Андрій');
  await form.getByLabel('Електронна пошта').fill('andrii@example.com');
  await form.getByLabel('Повідомлення').fill('Чи буде ще набір «Маяк на скелі» 40×50?');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/server/contact-messages'));
  await form.getByRole('button', { name: 'Надіслати' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByText('Дякуємо, ми скоро з вами звʼяжемося!', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Повідомлення')).toHaveValue('');
});

test('content pages show the shop terms, tiers and gallery', async ({ page }) => {
  await page.goto('/loyalty-program');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Мрійник \+5 %/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Художник \+10 %/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Майстер живопису \+15 %/ })).toBeVisible();
  await expect(page.getByText(/до 30 % вартості товарів/)).toBeVisible();

  await page.goto('/payments-and-delivery');
  for (const text of [
    /20 ₴ \+ 2 %/,
    /на 20 ₴ дорожче/,
    /протягом 1–3 робочих днів/,
    /13:30–18:00/,
    /14 днів/,
    /7 днів/,
    /крім Росії та Білорусі/,
  ])
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();

  await page.goto('/client-works');
  const images = page.getByRole('main').getByRole('img', { name: /робота, яку намалював/ });
  await expect(images).toHaveCount(12);
  await expect(images.first()).toHaveAttribute('width', '800');

  await page.goto('/ru/public-offer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публичная оферта');
  await expect(page.getByRole('heading', { name: /Возврат и обмен/ })).toBeVisible();
});

for (const path of ['/', '/contacts', '/testimonials']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });
}
