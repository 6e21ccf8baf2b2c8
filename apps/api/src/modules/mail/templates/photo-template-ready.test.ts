import { describe, expect, it } from 'vitest';
import { renderPhotoTemplateReady } from './photo-template-ready';

const links = { webUrl: 'https://kartyna.example' };
const data = {
  orderId: 12,
  firstName: 'Олена',
  size: '40x50',
  complectation: 'premium',
  previewUrl: 'https://kartyna.example/api/server/media/templates/2026-11/abc-line-3-preview.png',
  colourCount: 36,
  regionCount: 512,
  companionUrl: 'https://kartyna.example/kit/p3?k=abcdefghijklmnopqrstuv',
};

describe('photo-template-ready', () => {
  it.each([
    [
      'ua',
      'Ваша картина за замовленням Ф-12 — ось як вона виглядатиме',
      'за замовленням Ф-12.',
      'Вітаємо, Олена!',
      'Кольорів: 36',
      'Ділянок для розфарбовування: 512',
      'Розфарбовуйте з телефона: шаблон, легенда і ваш поступ',
    ],
    [
      'ru',
      'Ваша картина по заказу Ф-12 — вот какой она будет',
      'по заказу Ф-12.',
      'Здравствуйте, Олена!',
      'Цветов: 36',
      'Участков для раскрашивания: 512',
      'Раскрашивайте с телефона: шаблон, легенда и ваш прогресс',
    ],
  ] as const)(
    'renders in %s with the painted preview and its counts, naming the photo order Ф-12',
    (locale, subject, named, hello, colours, regions, companion) => {
      const mail = renderPhotoTemplateReady(data, locale, links);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(named);
      expect(mail.html).toContain(named);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('№');
      expect(mail.text).toContain(hello);
      expect(mail.text).toContain(colours);
      expect(mail.text).toContain(regions);
      expect(mail.text).toContain('40×50');
      expect(mail.text).toContain(data.previewUrl);
      expect(mail.html).toContain(`<img src="${data.previewUrl}"`);
      expect(mail.html).toContain(hello);
      expect(mail.text).toContain(`${companion}: ${data.companionUrl}`);
      expect(mail.html).toContain(`<a href="${data.companionUrl}">${companion}</a>`);
    },
  );

  it('escapes the name in html', () => {
    const mail = renderPhotoTemplateReady({ ...data, firstName: '<b>x</b>' }, 'ua', links);
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
