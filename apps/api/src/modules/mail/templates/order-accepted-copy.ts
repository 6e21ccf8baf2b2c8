import type { Locale } from '@kartyna/domain';
import type { OrderMailKind } from './order-subject';

/** The words of the accepted mail that differ by the kind of order; `no` is "№77" or "Ф-77". */
interface KindCopy {
  subject: (no: string) => string;
  thanks: (no: string, date: string) => string;
  /** the first column of the item table */
  item: string;
  /** what the buyer should know first, before shipping and payment */
  intro: string | null;
  /** the notes by payment type; an online payment's is said by the pay link's own line */
  paymentNotes: { online: string | null; cod: string; account: string | null };
  payLater: string;
}

const cod = {
  ua: 'Доставку ви сплатите при отриманні за тарифами перевізника (від 50 грн).',
  ru: 'Доставку вы оплатите при получении по тарифам перевозчика (от 50 грн).',
};

const kinds: Record<Locale, Record<OrderMailKind, KindCopy>> = {
  ua: {
    order: {
      subject: (no) => `Замовлення ${no} прийнято — Kartyna`,
      thanks: (no, date) =>
        `Дякуємо за замовлення! Ми отримали замовлення ${no} від ${date} і вже беремося до нього.`,
      item: 'Товар',
      intro: null,
      paymentNotes: {
        online: 'Замовлення відправимо одразу після оплати.',
        cod: cod.ua,
        account: 'Менеджер надішле вам реквізити для оплати; відправимо, щойно надійдуть кошти.',
      },
      payLater: 'Якщо оплата не пройшла, оплатити замовлення можна за цим посиланням:',
    },
    'photo-order': {
      subject: (no) => `Замовлення картини з фото ${no} прийнято — Kartyna`,
      thanks: (no, date) => `Дякуємо, що довірили нам своє фото! Ми отримали замовлення ${no} від ${date}.`,
      item: 'Картина',
      intro:
        'Майстер уважно перегляне кожне фото й підготує картину. Якщо щось знадобиться уточнити, ми ' +
        'звʼяжемося з вами.',
      paymentNotes: { online: null, cod: cod.ua, account: null },
      payLater:
        'Картину почнемо готувати після оплати. Якщо оплата не пройшла, оплатити можна за цим посиланням:',
    },
  },
  ru: {
    order: {
      subject: (no) => `Заказ ${no} принят — Kartyna`,
      thanks: (no, date) => `Спасибо за заказ! Мы получили заказ ${no} от ${date} и уже берёмся за него.`,
      item: 'Товар',
      intro: null,
      paymentNotes: {
        online: 'Заказ отправим сразу после оплаты.',
        cod: cod.ru,
        account: 'Менеджер пришлёт вам реквизиты для оплаты; отправим, как только поступят деньги.',
      },
      payLater: 'Если оплата не прошла, оплатить заказ можно по этой ссылке:',
    },
    'photo-order': {
      subject: (no) => `Заказ картины по фото ${no} принят — Kartyna`,
      thanks: (no, date) => `Спасибо, что доверили нам своё фото! Мы получили заказ ${no} от ${date}.`,
      item: 'Картина',
      intro:
        'Мастер внимательно просмотрит каждое фото и подготовит картину. Если что-то понадобится уточнить, ' +
        'мы свяжемся с вами.',
      paymentNotes: { online: null, cod: cod.ru, account: null },
      payLater: 'Картину начнём готовить после оплаты. Если оплата не прошла, оплатить можно по этой ссылке:',
    },
  },
};

const shared = {
  ua: {
    goods: 'Ваше замовлення',
    head: ['К-сть', 'Ціна', 'Сума'],
    goodsTotal: 'Товари',
    bonusSpent: 'Оплачено бонусами',
    discount: (code: string | null) => (code ? `Знижка за промокодом ${code}` : 'Знижка за акцією'),
    total: 'До сплати',
    codFee: 'Комісія за накладений платіж (сплачується при отриманні)',
    delivery: 'Доставка',
    payment: 'Оплата',
    pay: 'Оплатити замовлення',
    transit: 'У дорозі посилка буде 1–2 дні до обласних центрів і до 5 днів до районних.',
    history: 'Мої замовлення',
    questions: 'Якщо потрібно щось змінити, просто відповідайте на цей лист — ми на звʼязку.',
  },
  ru: {
    goods: 'Ваш заказ',
    head: ['Кол-во', 'Цена', 'Сумма'],
    goodsTotal: 'Товары',
    bonusSpent: 'Оплачено бонусами',
    discount: (code: string | null) => (code ? `Скидка по промокоду ${code}` : 'Скидка по акции'),
    total: 'К оплате',
    codFee: 'Комиссия за наложенный платёж (оплачивается при получении)',
    delivery: 'Доставка',
    payment: 'Оплата',
    pay: 'Оплатить заказ',
    transit: 'В пути посылка будет 1–2 дня до областных центров и до 5 дней до районных.',
    history: 'Мои заказы',
    questions: 'Если нужно что-то изменить, просто ответьте на это письмо — мы на связи.',
  },
} as const;

export const acceptedCopy = (locale: Locale, kind: OrderMailKind) => ({
  ...shared[locale],
  ...kinds[locale][kind],
});
