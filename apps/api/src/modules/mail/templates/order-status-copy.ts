import { customerMailedOrderStatuses, type Locale } from '@kartyna/domain';

/** The statuses a customer hears about; 'requested' is answered by the order-accepted mail. */
export const mailedStatuses = customerMailedOrderStatuses;
export type MailedStatus = (typeof mailedStatuses)[number];

/** What a status text may mention, already formatted for the reader. */
export interface StatusFacts {
  id: number;
  /** how the order is named: "№77", or "Ф-3" for a photo order */
  number: string;
  waybill: string | null;
  /** the carrier is Nova Poshta, so its tracking page knows the waybill */
  novaPoshta: boolean;
  /** branch or parcel locker, or the place of delivery */
  place: string | null;
  pickupPoint: boolean;
  /** what the buyer pays on receipt (cash on delivery), formatted */
  codDue: string | null;
  /** cashback this order earns, formatted with its percent, e.g. "45 ₴ (5 %)" */
  cashback: string | null;
  /** bonus spent on a canceled order, formatted */
  bonusBack: string | null;
  paidOnline: boolean;
  /** a photo order: the workshop makes the picture rather than packing goods off the shelf */
  photo?: boolean;
  /** when it happened, formatted ("21 вересня 2026 р. о 14:32"): the carrier's time of its news */
  at?: string | null;
}

export interface StatusText {
  subject: string;
  paragraphs: string[];
}

type Copy = Record<MailedStatus, (f: StatusFacts) => StatusText>;
const present = (...lines: (string | null | false)[]) => lines.filter((l): l is string => !!l);
/** " 21 вересня 2026 р. о 14:32" after a verb, or nothing when the time is not known. */
const when = (f: StatusFacts) => (f.at ? ` ${f.at}` : '');

const ua: Copy = {
  processed: (f) => ({
    subject: `Замовлення ${f.number} вже в роботі`,
    paragraphs: f.photo
      ? [
          `Ваше замовлення ${f.number} прийняте в роботу: майстерня готує полотно з вашого фото й комплектує фарби.`,
          'Щойно картина буде готова й посилка вирушить, ми напишемо.',
        ]
      : [
          `Ваше замовлення ${f.number} прийняте в роботу: ми перевіряємо й дбайливо пакуємо кожен товар.`,
          'Відправка зазвичай займає 1–3 робочі дні — щойно посилка вирушить, ми напишемо.',
        ],
  }),
  'lading-bill-created': (f) => ({
    subject: `Накладна для замовлення ${f.number} готова`,
    paragraphs: present(
      `Ми оформили ${f.novaPoshta ? 'накладну Нової пошти' : 'накладну'} для вашого замовлення ${f.number}.`,
      f.waybill && `Номер накладної: ${f.waybill}.`,
      'Посилка вирушить найближчим часом.',
    ),
  }),
  sent: (f) => ({
    subject: `Замовлення ${f.number} вже в дорозі`,
    paragraphs: present(
      `Ваше замовлення ${f.number} передали перевізнику${when(f)}, і воно вже прямує до вас.`,
      f.waybill && `Номер накладної: ${f.waybill}.`,
      'Зазвичай дорога займає 1–2 дні до обласних центрів і до 5 днів до районних.',
    ),
  }),
  delivered: (f) => ({
    subject: `Замовлення ${f.number} чекає на вас`,
    paragraphs: present(
      f.place
        ? `Ваше замовлення ${f.number} прибуло${when(f)} і чекає на вас: ${f.place}.`
        : `Ваше замовлення ${f.number} прибуло${when(f)} і чекає на вас.`,
      f.pickupPoint && f.waybill && `Для отримання знадобиться номер накладної: ${f.waybill}.`,
      f.codDue &&
        `При отриманні потрібно сплатити ${f.codDue} за товари, а також доставку й комісію за тарифами перевізника.`,
      'Будь ласка, заберіть посилку найближчими днями.',
    ),
  }),
  received: (f) => ({
    subject: `Дякуємо, що обрали Kartyna!`,
    paragraphs: present(
      `Замовлення ${f.number} отримано${when(f)} — дякуємо, що обрали Kartyna! Сподіваємося, творити буде в радість.`,
      f.cashback && `За це замовлення на ваш бонусний рахунок нараховано кешбек ${f.cashback}.`,
      'Будемо щиро раді вашому відгуку та фото готової роботи.',
    ),
  }),
  canceled: (f) => ({
    subject: `Замовлення ${f.number} скасовано`,
    paragraphs: present(
      `Ваше замовлення ${f.number} скасовано.`,
      f.paidOnline && 'Кошти, сплачені онлайн, повернемо протягом 7 днів.',
      f.bonusBack && `Бонуси (${f.bonusBack}), використані в замовленні, повернулися на ваш рахунок.`,
      'Якщо це сталося помилково або у вас є питання, напишіть нам — ми допоможемо.',
    ),
  }),
};

const ru: Copy = {
  processed: (f) => ({
    subject: `Заказ ${f.number} уже в работе`,
    paragraphs: f.photo
      ? [
          `Ваш заказ ${f.number} принят в работу: мастерская готовит холст по вашему фото и комплектует краски.`,
          'Как только картина будет готова и посылка отправится, мы напишем.',
        ]
      : [
          `Ваш заказ ${f.number} принят в работу: мы проверяем и бережно упаковываем каждый товар.`,
          'Отправка обычно занимает 1–3 рабочих дня — как только посылка отправится, мы напишем.',
        ],
  }),
  'lading-bill-created': (f) => ({
    subject: `Накладная для заказа ${f.number} готова`,
    paragraphs: present(
      `Мы оформили ${f.novaPoshta ? 'накладную Новой почты' : 'накладную'} для вашего заказа ${f.number}.`,
      f.waybill && `Номер накладной: ${f.waybill}.`,
      'Посылка отправится в ближайшее время.',
    ),
  }),
  sent: (f) => ({
    subject: `Заказ ${f.number} уже в пути`,
    paragraphs: present(
      `Ваш заказ ${f.number} передан перевозчику${when(f)} и уже едет к вам.`,
      f.waybill && `Номер накладной: ${f.waybill}.`,
      'Обычно дорога занимает 1–2 дня до областных центров и до 5 дней до районных.',
    ),
  }),
  delivered: (f) => ({
    subject: `Заказ ${f.number} ждёт вас`,
    paragraphs: present(
      f.place
        ? `Ваш заказ ${f.number} прибыл${when(f)} и ждёт вас: ${f.place}.`
        : `Ваш заказ ${f.number} прибыл${when(f)} и ждёт вас.`,
      f.pickupPoint && f.waybill && `Для получения понадобится номер накладной: ${f.waybill}.`,
      f.codDue &&
        `При получении нужно оплатить ${f.codDue} за товары, а также доставку и комиссию по тарифам перевозчика.`,
      'Пожалуйста, заберите посылку в ближайшие дни.',
    ),
  }),
  received: (f) => ({
    subject: `Спасибо, что выбрали Kartyna!`,
    paragraphs: present(
      `Заказ ${f.number} получен${when(f)} — спасибо, что выбрали Kartyna! Надеемся, творить будет в радость.`,
      f.cashback && `За этот заказ на ваш бонусный счёт начислен кешбэк ${f.cashback}.`,
      'Будем искренне рады вашему отзыву и фото готовой работы.',
    ),
  }),
  canceled: (f) => ({
    subject: `Заказ ${f.number} отменён`,
    paragraphs: present(
      `Ваш заказ ${f.number} отменён.`,
      f.paidOnline && 'Деньги, оплаченные онлайн, вернём в течение 7 дней.',
      f.bonusBack && `Бонусы (${f.bonusBack}), использованные в заказе, вернулись на ваш счёт.`,
      'Если это произошло по ошибке или у вас есть вопросы, напишите нам — мы поможем.',
    ),
  }),
};

export const statusCopy: Record<Locale, Copy> = { ua, ru };

export const statusActions = {
  ua: { track: 'Відстежити посилку', history: 'Мої замовлення', testimonial: 'Залишити відгук' },
  ru: { track: 'Отследить посылку', history: 'Мои заказы', testimonial: 'Оставить отзыв' },
} as const;
