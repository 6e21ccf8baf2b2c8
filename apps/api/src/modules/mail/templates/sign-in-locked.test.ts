import { describe, expect, it } from 'vitest';
import { renderSignInLocked } from './sign-in-locked';

const links = { webUrl: 'https://kartyna.example' };
const data = { firstName: 'Олена', failures: 8, lockedMinutes: 15 };

describe('sign-in-locked', () => {
  it.each([
    ['ua', 'Невдалі спроби увійти до Kartyna', '8 разів поспіль', 'на 15 хвилин', '/cabinet/change-password'],
    ['ru', 'Неудачные попытки войти в Kartyna', '8 раз подряд', 'на 15 минут', '/ru/cabinet/change-password'],
  ] as const)(
    'renders in %s: how many, for how long, and where to change the password',
    (locale, subject, count, span, path) => {
      const mail = renderSignInLocked(data, locale, links);
      expect(mail.subject).toBe(subject);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(count);
        expect(part).toContain(span);
        expect(part).toContain(`${links.webUrl}${path}`);
      }
    },
  );

  it('escapes the name in html', () => {
    const mail = renderSignInLocked({ ...data, firstName: '<b>x</b>' }, 'ua', links);
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
