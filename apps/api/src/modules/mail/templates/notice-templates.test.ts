import { describe, expect, it } from 'vitest';
import { formatUah } from '@kartyna/domain';
import { renderContactReply } from './contact-reply';
import { renderNewPassword } from './new-password';
import { renderProductAppears } from './product-appears';
import { renderWelcome } from './welcome';

const links = { webUrl: 'https://kartyna.example' };

describe('welcome', () => {
  it.each([
    ['ua', 'Ласкаво просимо до Kartyna', 'Вітаємо, Олена!', 'https://kartyna.example/cabinet/personal'],
    [
      'ru',
      'Добро пожаловать в Kartyna',
      'Здравствуйте, Олена!',
      'https://kartyna.example/ru/cabinet/personal',
    ],
  ] as const)('renders in %s with a link to the cabinet', (locale, subject, hello, cabinet) => {
    const mail = renderWelcome({ firstName: 'Олена' }, locale, links);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(hello);
      expect(part).toContain(cabinet);
      expect(part).toContain('Kartyna');
    }
  });

  it('escapes the name in html', () => {
    const mail = renderWelcome({ firstName: '<script>x()</script>' }, 'ua', links);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('new-password', () => {
  it.each([
    ['ua', 'Ваш новий пароль до Kartyna', 'Ваш новий пароль: Kx7-pQ2-zz9-Lm4\n', '/cabinet/change-password'],
    [
      'ru',
      'Ваш новый пароль в Kartyna',
      'Ваш новый пароль: Kx7-pQ2-zz9-Lm4\n',
      '/ru/cabinet/change-password',
    ],
  ] as const)('renders in %s with the password on its own line', (locale, subject, line, path) => {
    const mail = renderNewPassword({ firstName: 'Олена', password: 'Kx7-pQ2-zz9-Lm4' }, locale, links);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
    expect(mail.html).toContain('Kx7-pQ2-zz9-Lm4');
    for (const part of [mail.text, mail.html]) expect(part).toContain(`${links.webUrl}${path}`);
  });
});

describe('product-appears', () => {
  const product = {
    productId: 31,
    nameUa: 'Маяк',
    nameRu: 'Маяк на закате',
    price: 45_000,
    regularPrice: null,
  };
  it.each([
    ['ua', 'Знову в наявності: Маяк', 'https://kartyna.example/product/31'],
    ['ru', 'Снова в наличии: Маяк на закате', 'https://kartyna.example/ru/product/31'],
  ] as const)('renders in %s with name, price and link', (locale, subject, link) => {
    const mail = renderProductAppears(product, locale, links);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(formatUah(45_000, locale));
      expect(part).toContain(link);
    }
  });

  it('shows a discount against the regular price', () => {
    const mail = renderProductAppears({ ...product, price: 36_000, regularPrice: 45_000 }, 'ua', links);
    expect(mail.text).toContain(`${formatUah(36_000, 'ua')} (замість ${formatUah(45_000, 'ua')})`);
  });
});

describe('contact-reply', () => {
  const data = {
    name: 'Марта <b>',
    message: 'Чи є набір 40x50 з котами?\nДякую',
    sentAt: new Date('2026-07-10T07:15:00Z'),
    reply: 'Так, є три набори — надіслали посилання.',
  };
  it.each([
    ['ua', 'Відповідь на ваше повідомлення — Kartyna', 'Ваше повідомлення від 10 липня 2026'],
    ['ru', 'Ответ на ваше сообщение — Kartyna', 'Ваше сообщение от 10 июля 2026'],
  ] as const)('renders in %s with the reply and a quote of the message', (locale, subject, when) => {
    const mail = renderContactReply(data, locale, links);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(data.reply);
    expect(mail.text).toContain('> Чи є набір 40x50 з котами?\n> Дякую');
    expect(mail.text).toContain(when);
    expect(mail.text).toContain('10:15'); // Kyiv summer time, UTC+3
    expect(mail.html).toContain(data.reply);
    expect(mail.html).toContain('Чи є набір 40x50 з котами?');
    expect(mail.html).toContain('Марта &lt;b&gt;');
    expect(mail.html).not.toContain('Марта <b>');
  });
});
