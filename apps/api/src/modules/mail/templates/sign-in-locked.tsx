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

export interface SignInLockedData {
  firstName: string;
  failures: number;
  /** how long strangers' sign-ins stay refused */
  lockedMinutes: number;
}

const copy = {
  ua: {
    subject: 'Невдалі спроби увійти до Kartyna',
    body: (d: SignInLockedData) =>
      `Щойно хтось ${d.failures} разів поспіль ввів неправильний пароль до вашого облікового запису. ` +
      `Тому вхід з нових пристроїв призупинено на ${d.lockedMinutes} хвилин.`,
    you: 'Якщо це були ви: з пристрою, з якого ви вже входили, вхід працює, як і раніше; з нового — спробуйте трохи згодом.',
    notYou:
      'Якщо це були не ви: ваш обліковий запис у безпеці, доки пароль ніхто не знає. Радимо змінити його на довгий і неповторний:',
    change: 'Змінити пароль',
  },
  ru: {
    subject: 'Неудачные попытки войти в Kartyna',
    body: (d: SignInLockedData) =>
      `Только что кто-то ${d.failures} раз подряд ввёл неверный пароль к вашей учётной записи. ` +
      `Поэтому вход с новых устройств приостановлен на ${d.lockedMinutes} минут.`,
    you: 'Если это были вы: с устройства, с которого вы уже входили, вход работает как прежде; с нового — попробуйте чуть позже.',
    notYou:
      'Если это были не вы: ваша учётная запись в безопасности, пока пароль никто не знает. Советуем сменить его на длинный и неповторимый:',
    change: 'Сменить пароль',
  },
} as const;

/** To the owner of an account whose failed sign-ins reached the lock: once per burst. */
export function renderSignInLocked(data: SignInLockedData, locale: Locale, links: MailLinks): RenderedMail {
  const c = copy[locale];
  const hello = commonCopy[locale].hello(data.firstName);
  const body = c.body(data);
  const changeUrl = shopUrl(links, locale, '/cabinet/change-password');
  return {
    subject: c.subject,
    text: textBlocks(hello, body, c.you, `${c.notYou}\n${changeUrl}`, textSignature(links, locale)),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject} preheader={body}>
        <Heading>{hello}</Heading>
        <Para>{body}</Para>
        <Para>{c.you}</Para>
        <Para>{c.notYou}</Para>
        <Button href={changeUrl}>{c.change}</Button>
      </MailLayout>,
    ),
  };
}
