import type { Locale } from '@kartyna/domain';
import type { MailMessage } from '../../integrations/mail/mail-sender';

interface Addressee {
  mail: string;
  firstName: string;
  locale: Locale;
}

const texts = {
  ua: {
    welcomeSubject: 'Ласкаво просимо до Kartyna',
    welcome: (name: string) =>
      `Вітаємо, ${name}!\n\nВаш кабінет у Kartyna створено. Тепер ви можете зберігати обрані товари, ` +
      `стежити за замовленнями та отримувати кешбек за програмою лояльності.\n\nДо зустрічі!\nKartyna`,
    passwordSubject: 'Ваш новий пароль до Kartyna',
    password: (name: string, password: string) =>
      `Вітаємо, ${name}!\n\nВаш новий пароль: ${password}\n\nУвійдіть з ним і змініть його в кабінеті ` +
      `(розділ «Змінити пароль»). Якщо ви не просили новий пароль, напишіть нам.\n\nKartyna`,
  },
  ru: {
    welcomeSubject: 'Добро пожаловать в Kartyna',
    welcome: (name: string) =>
      `Здравствуйте, ${name}!\n\nВаш кабинет в Kartyna создан. Теперь вы можете сохранять избранные товары, ` +
      `следить за заказами и получать кешбэк по программе лояльности.\n\nДо встречи!\nKartyna`,
    passwordSubject: 'Ваш новый пароль в Kartyna',
    password: (name: string, password: string) =>
      `Здравствуйте, ${name}!\n\nВаш новый пароль: ${password}\n\nВойдите с ним и измените его в кабинете ` +
      `(раздел «Сменить пароль»). Если вы не запрашивали новый пароль, напишите нам.\n\nKartyna`,
  },
} as const;

export function welcomeMail(to: Addressee): MailMessage {
  const t = texts[to.locale];
  return { to: to.mail, subject: t.welcomeSubject, text: t.welcome(to.firstName) };
}

export function newPasswordMail(to: Addressee, password: string): MailMessage {
  const t = texts[to.locale];
  return { to: to.mail, subject: t.passwordSubject, text: t.password(to.firstName, password) };
}
