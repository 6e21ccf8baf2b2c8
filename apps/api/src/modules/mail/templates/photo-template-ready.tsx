import { orderNumberLabel, type Locale } from '@kartyna/domain';
import { commonCopy, textBlocks, textSignature, type MailLinks, type RenderedMail } from './mail-format';
import { Facts, Heading, MailLayout, Para, renderHtml } from './layout';

export interface PhotoTemplateReadyData {
  orderId: number;
  firstName: string;
  size: string;
  complectation: string;
  /** absolute URL of the painted preview (a public media file with an unguessable key) */
  previewUrl: string;
  colourCount: number;
  regionCount: number;
  /** absolute URL of the painting companion for this kit (with its kit token), in the mail's locale */
  companionUrl: string;
}

// A photo order is named "Ф-12" everywhere (orderNumberLabel): "№12" is the shop order of that number.
const copy = {
  ua: {
    subject: (id: number) =>
      `Ваша картина за замовленням ${orderNumberLabel('photo', id, 'ua')} — ось як вона виглядатиме`,
    intro: (id: number, size: string) =>
      `Ми підготували шаблон вашої картини ${size} см за замовленням ${orderNumberLabel('photo', id, 'ua')}. ` +
      'Так вона виглядатиме, коли ви її розфарбуєте:',
    alt: 'Розфарбована картина з вашого фото',
    colours: 'Кольорів',
    regions: 'Ділянок для розфарбовування',
    next: 'Майстер перевірить шаблон і надрукує його на полотні. Якщо щось треба уточнити, ми звʼяжемося з вами.',
    view: 'Переглянути картину',
    companion: 'Розфарбовуйте з телефона: шаблон, легенда і ваш поступ',
  },
  ru: {
    subject: (id: number) =>
      `Ваша картина по заказу ${orderNumberLabel('photo', id, 'ru')} — вот какой она будет`,
    intro: (id: number, size: string) =>
      `Мы подготовили шаблон вашей картины ${size} см по заказу ${orderNumberLabel('photo', id, 'ru')}. ` +
      'Такой она будет, когда вы её раскрасите:',
    alt: 'Раскрашенная картина по вашему фото',
    colours: 'Цветов',
    regions: 'Участков для раскрашивания',
    next: 'Мастер проверит шаблон и напечатает его на холсте. Если что-то нужно уточнить, мы свяжемся с вами.',
    view: 'Посмотреть картину',
    companion: 'Раскрашивайте с телефона: шаблон, легенда и ваш прогресс',
  },
} as const;

/** "Here is your picture": the painted preview, sent when the print template of a line is ready. */
export function renderPhotoTemplateReady(
  data: PhotoTemplateReadyData,
  locale: Locale,
  links: MailLinks,
): RenderedMail {
  const c = copy[locale];
  const hello = commonCopy[locale].hello(data.firstName);
  const size = data.size.replace('x', '×');
  const intro = c.intro(data.orderId, size);
  const facts = [
    { label: c.colours, value: String(data.colourCount) },
    { label: c.regions, value: String(data.regionCount) },
  ];
  const text = textBlocks(
    hello,
    intro,
    `${c.view}: ${data.previewUrl}`,
    facts.map((f) => `${f.label}: ${f.value}`).join('\n'),
    `${c.companion}: ${data.companionUrl}`,
    c.next,
    textSignature(links, locale),
  );
  const html = renderHtml(
    <MailLayout locale={locale} links={links} title={c.subject(data.orderId)} preheader={intro}>
      <Heading>{hello}</Heading>
      <Para>{intro}</Para>
      <p style={{ margin: '0 0 16px', textAlign: 'center' }}>
        <a href={data.previewUrl}>
          <img
            src={data.previewUrl}
            alt={c.alt}
            width={360}
            style={{ display: 'inline-block', maxWidth: '100%', height: 'auto', border: '1px solid #eadfd3' }}
          />
        </a>
      </p>
      <Facts rows={facts} />
      <Para>
        <a href={data.companionUrl}>{c.companion}</a>
      </Para>
      <Para>{c.next}</Para>
    </MailLayout>,
  );
  return { subject: c.subject(data.orderId), text, html };
}
