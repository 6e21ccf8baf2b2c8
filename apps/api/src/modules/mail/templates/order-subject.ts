import {
  formatUah,
  orderNumberLabel,
  type Locale,
  type OrderKind,
  type OrderResultType,
} from '@kartyna/domain';

/**
 * What an order mail is about: a shop order or a photo order. The accepted, status and payment
 * mails are one layout each over this subject; only the parts named here differ by kind.
 */
export type OrderMailKind = OrderKind;

interface OrderMailCommon {
  id: number;
  createdAt: Date;
  firstName: string;
  /** kopiyky: what the buyer pays for the goods */
  total: number;
  /** kopiyky the promotions took off (issue #43), and the code given */
  discount: number;
  promoCode: string | null;
  /** kopiyky: the cash-on-delivery fee fixed at placement, paid to the carrier on receipt */
  codFee: number;
  deliveryType: string;
  delivery: Record<string, unknown>;
  paymentType: string;
  paymentStatus: string;
  waybillNumber: string | null;
  /** the buyer's cashback percent when the order was placed */
  cashbackPercent: number;
  /** no real money moved (the sandbox): a payment mail says so */
  testPayment: boolean;
  /** the order belongs to an account, so the cabinet history shows it */
  hasAccount: boolean;
}

export interface ProductMailLine {
  nameUa: string;
  nameRu: string;
  article: string;
  amount: number;
  /** kopiyky per unit */
  price: number;
}

export interface PictureMailLine {
  size: string;
  complectation: string;
  speed: string;
  amount: number;
  /** kopiyky per unit */
  price: number;
}

export interface ShopOrderMail extends OrderMailCommon {
  kind: 'order';
  lines: ProductMailLine[];
  /** kopiyky, before the bonus */
  goodsTotal: number;
  bonusSpent: number;
  resultType: string;
}

/** Photo orders spend no bonus, so their total is their goods less any discount. */
export interface PhotoOrderMail extends OrderMailCommon {
  kind: 'photo-order';
  lines: PictureMailLine[];
}

export type OrderMailSubject = ShopOrderMail | PhotoOrderMail;

/** How a mail names the order: "№77", or "Ф-77" for a photo order. */
export const orderNumber = (subject: { kind: OrderMailKind; id: number }, locale: Locale): string =>
  subject.kind === 'photo-order' ? orderNumberLabel('photo', subject.id, locale) : `№${subject.id}`;

/** What the storefront's result page shows the order as; a photo order is always a picture. */
export const resultTypeOf = (subject: OrderMailSubject): OrderResultType =>
  (subject.kind === 'order' ? subject.resultType : 'photo-picture') as OrderResultType;

export const bonusSpentOf = (subject: OrderMailSubject): number =>
  subject.kind === 'order' ? subject.bonusSpent : 0;

const pictureCopy = {
  ua: {
    picture: (size: string) => `Картина з вашого фото, ${size}`,
    complectation: { classic: 'класична комплектація', premium: 'комплектація преміум' },
    speed: { urgently: 'термінове виготовлення', standart: 'стандартне виготовлення' },
  },
  ru: {
    picture: (size: string) => `Картина по вашему фото, ${size}`,
    complectation: { classic: 'классическая комплектация', premium: 'комплектация премиум' },
    speed: { urgently: 'срочное изготовление', standart: 'стандартное изготовление' },
  },
} as const;

// Columns are text; an unknown value is shown as it is rather than dropped.
const named = (names: Record<string, string>, value: string): string => names[value] ?? value;

export interface MailLine {
  name: string;
  /** the article of a product; the complectation and speed of a picture */
  details: string;
  amount: string;
  price: string;
  sum: string;
}

/** The order's lines as the item table shows them, whichever kind of thing they are. */
export function mailLines(subject: OrderMailSubject, locale: Locale): MailLine[] {
  const money = (kopiyky: number) => formatUah(kopiyky, locale);
  const priced = (l: { amount: number; price: number }) => ({
    amount: String(l.amount),
    price: money(l.price),
    sum: money(l.price * l.amount),
  });
  if (subject.kind === 'order') {
    return subject.lines.map((l) => ({
      name: locale === 'ru' ? l.nameRu : l.nameUa,
      details: `арт. ${l.article}`,
      ...priced(l),
    }));
  }
  const c = pictureCopy[locale];
  return subject.lines.map((l) => ({
    name: c.picture(l.size),
    details: [named(c.complectation, l.complectation), named(c.speed, l.speed)].join(', '),
    ...priced(l),
  }));
}
