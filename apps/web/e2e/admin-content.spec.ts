import { expect, test, type Page } from '@playwright/test';
import { staffPage } from './support/admin-kit';

// Issue #5 "Content": staff approve (and answer) a shopper's testimonial in the back office and
// it appears on /testimonials; staff rewrite the about page and /about shows their text.

const acceptCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('kartyna_cookie_consent', 'accepted in a journey'));

test('a shopper’s testimonial → staff approve it with a reply → it shows on /testimonials', async ({
  page,
  browser,
}, testInfo) => {
  await acceptCookies(page);
  const name = `Соломія ${Date.now()}`;
  const text = 'Набір «Маяк» прийшов за два дні, фарби густі.';
  const reply = 'Дякуємо, Соломіє! Чекаємо на фото готової картини.';

  // The shopper writes one; it waits for moderation.
  await page.goto('/testimonials');
  const form = page.getByRole('form', { name: 'Залишити відгук' });
  await form.getByLabel('Імʼя').fill(name);
  await form.getByText('5 з 5', { exact: true }).click({ force: true });
  await form.getByLabel('Телефон').click();
  await form.getByLabel('Телефон').pressSequentially('0671234567');
  await form.getByLabel('Ваш відгук').fill(text);
  await form.getByRole('button', { name: 'Надіслати відгук' }).click();
  await expect(page.getByText('Дякуємо за відгук!', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);

  // Staff: the moderation queue opens on the waiting ones; approve from the list in one click.
  const staff = await staffPage(browser, testInfo);
  await staff.getByRole('menuitem', { name: 'Відгуки' }).click();
  await expect(staff).toHaveURL(/#\/testimonials/);
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Очікує');
  const approved = staff.waitForResponse(
    (r) => /\/api\/admin\/testimonials\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await row.getByRole('button', { name: 'Опублікувати' }).click();
  const { id } = (await (await approved).json()) as { id: number };
  await expect(staff.getByText('Відгук опубліковано')).toBeVisible();

  // Then answer it: open it, write the reply, save.
  // index.html by name: /admin/ alone is redirected by the storefront (see admin-kit).
  await staff.goto(`/admin/index.html#/testimonials/${id}`);
  await expect(staff).toHaveURL(/#\/testimonials\/\d+$/);
  await expect(staff.getByRole('radio', { name: 'Опубліковано' })).toBeChecked();
  await staff.getByLabel('Відповідь магазину').fill(reply);
  await staff.getByRole('button', { name: 'Зберегти' }).click();
  await expect(staff).toHaveURL(/#\/testimonials$/);

  // The storefront shows it with the shop's reply.
  await page.goto('/testimonials');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(text);
  await expect(card).toContainText('Відповідь магазину');
  await expect(card).toContainText(reply);
  await staff.context().close();
});

test('staff rewrite the about page in ua → /about shows it; resetting brings the shipped text back', async ({
  page,
  browser,
}, testInfo) => {
  await acceptCookies(page);
  const staff = await staffPage(browser, testInfo);
  await staff.getByRole('menuitem', { name: 'Тексти сторінок' }).click();
  const row = staff.getByRole('row').filter({ hasText: 'Про нас' });
  await expect(row).toContainText('Текст сайту');
  await row.getByText('Про нас').click();
  await expect(staff).toHaveURL(/#\/page-texts\/about$/);
  await staff
    .getByLabel('Текст українською')
    .fill(
      '## Наша майстерня\n\nМи пакуємо кожен набір вручну.\nІ перевіряємо фарби.\n\n- Одеса\n- З 2019 року',
    );
  await staff.getByRole('button', { name: 'Зберегти' }).click();
  await expect(staff).toHaveURL(/#\/page-texts$/);
  await expect(staff.getByRole('row').filter({ hasText: 'Про нас' })).toContainText('Власний текст');

  // Ukrainian /about shows staff's text in place of the shipped one; Russian keeps its own.
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Наша майстерня' })).toBeVisible();
  await expect(main.getByText('Ми пакуємо кожен набір вручну.')).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'З 2019 року' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'З чого все почалося' })).toHaveCount(0);
  await page.goto('/ru/about');
  await expect(page.getByRole('main').getByRole('heading', { name: 'С чего всё началось' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Ми пакуємо кожен набір вручну.')).toHaveCount(0);
  // The ru visit left the locale cookie; without it / is Ukrainian again.
  await page.context().clearCookies();

  // Back to the site's text, so the other journeys see the shipped page.
  await staff.getByRole('row').filter({ hasText: 'Про нас' }).getByText('Про нас').click();
  await staff.getByRole('button', { name: 'Повернути текст сайту' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Підтвердити' }).click();
  await expect(staff.getByText('Сторінка знову показує текст сайту')).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('heading', { name: 'З чого все почалося' })).toBeVisible();
  await staff.context().close();
});
