import type { Locale } from '@kartyna/domain';
import {
  commonCopy,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { Button, Heading, MailLayout, Para, renderHtml } from './layout';

export interface WelcomeData {
  firstName: string;
}

const copy = {
  ua: {
    subject: 'Ласкаво просимо до Kartyna',
    heading: 'Ваш кабінет готовий',
    body:
      'Дякуємо, що приєдналися до Kartyna! Тепер ви можете зберігати товари, які сподобалися, ' +
      'стежити за замовленнями та отримувати кешбек за програмою лояльності: що більше творите, ' +
      'то більший відсоток повертається на бонусний рахунок.',
    action: 'Перейти до кабінету',
    bye: 'Натхнення і приємного малювання!',
  },
  ru: {
    subject: 'Добро пожаловать в Kartyna',
    heading: 'Ваш кабинет готов',
    body:
      'Спасибо, что присоединились к Kartyna! Теперь вы можете сохранять понравившиеся товары, ' +
      'следить за заказами и получать кешбэк по программе лояльности: чем больше творите, ' +
      'тем больший процент возвращается на бонусный счёт.',
    action: 'Перейти в кабинет',
    bye: 'Вдохновения и приятного рисования!',
  },
} as const;

export function renderWelcome(data: WelcomeData, locale: Locale, links: MailLinks): RenderedMail {
  const c = copy[locale];
  const cabinet = shopUrl(links, locale, '/cabinet/personal');
  const hello = commonCopy[locale].hello(data.firstName);
  return {
    subject: c.subject,
    text: textBlocks(hello, c.body, `${c.action}: ${cabinet}`, c.bye, textSignature(links, locale)),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject} preheader={c.heading}>
        <Heading>{hello}</Heading>
        <Para>{c.body}</Para>
        <Button href={cabinet}>{c.action}</Button>
        <Para>{c.bye}</Para>
      </MailLayout>,
    ),
  };
}
