import type { DeliveryType, OrderResultType, PaymentType } from './enums';
import { type Kopiyky, percentOf, uahToKopiyky } from './money';

/** requirements §9: the carrier's cash-on-delivery fee is 20 UAH plus 2 % of the goods value. */
export const codFixedFee: Kopiyky = uahToKopiyky(20);
export const codFeePercent = 2;
export const codFee = (goods: Kopiyky): Kopiyky => codFixedFee + percentOf(goods, codFeePercent);

/** requirements §9: carrier delivery starts from 50 UAH; courier delivery costs 20 UAH more than a branch. */
export const carrierDeliveryFromUah = 50;
export const courierExtraUah = 20;

/** Delivery types that the shop hands to Nova Poshta. */
export const novaPoshtaDeliveryTypes: readonly DeliveryType[] = ['post', 'postomat', 'new-post-address'];
export const internationalDeliveryTypes: readonly DeliveryType[] = ['new-intr', 'ukr-intr'];

/** ISO codes the shop does not ship to (requirements §1: "except two excluded countries"). */
export const excludedCountries = ['RU', 'BY'] as const;

/** Cash on delivery needs a carrier to collect the money: not for takeaway or abroad. */
export function paymentAllowed(paymentType: PaymentType, deliveryType: DeliveryType): boolean {
  if (paymentType === 'cod')
    return !internationalDeliveryTypes.includes(deliveryType) && deliveryType !== 'takeaway';
  return true;
}

/** The order-result view type for a placed order. */
export function orderResultType(deliveryType: DeliveryType, hasPreorderLine: boolean): OrderResultType {
  return hasPreorderLine ? 'preorder' : deliveryType;
}

export interface ShippingNote {
  /** i18n key of the note */
  key: string;
  ua: string;
  ru: string;
}

/** requirements §9 order-result shipping notes. */
export const shippingNotes: Readonly<Record<OrderResultType, ShippingNote>> = {
  post: { key: 'ships_in_2_days', ua: 'Відправимо протягом 2 днів.', ru: 'Отправим в течение 2 дней.' },
  postomat: { key: 'ships_in_2_days', ua: 'Відправимо протягом 2 днів.', ru: 'Отправим в течение 2 дней.' },
  'new-post-address': {
    key: 'ships_in_2_days',
    ua: 'Відправимо протягом 2 днів.',
    ru: 'Отправим в течение 2 дней.',
  },
  'ukr-post': {
    key: 'ships_in_2_4_days',
    ua: 'Відправимо протягом 2–4 днів.',
    ru: 'Отправим в течение 2–4 дней.',
  },
  preorder: {
    key: 'ships_on_arrival',
    ua: 'Відправимо, щойно товар надійде на склад.',
    ru: 'Отправим, как только товар поступит на склад.',
  },
  'new-intr': {
    key: 'manager_contact',
    ua: 'Менеджер звʼяжеться з вами, щоб узгодити доставку.',
    ru: 'Менеджер свяжется с вами, чтобы согласовать доставку.',
  },
  'ukr-intr': {
    key: 'manager_contact',
    ua: 'Менеджер звʼяжеться з вами, щоб узгодити доставку.',
    ru: 'Менеджер свяжется с вами, чтобы согласовать доставку.',
  },
  takeaway: {
    key: 'takeaway_hours',
    ua: 'Забрати замовлення можна щодня з 13:30 до 18:00.',
    ru: 'Забрать заказ можно ежедневно с 13:30 до 18:00.',
  },
  'photo-picture': {
    key: 'photo_production_hours',
    ua: 'Майстерня працює у будні з 9:00 до 17:00.',
    ru: 'Мастерская работает в будни с 9:00 до 17:00.',
  },
};

/** requirements §9 constants that pages and e-mails quote. */
export const shopTerms = {
  dispatchWorkingDays: '1-3',
  deliveryDaysRegionalCentres: '1-2',
  deliveryDaysDistrictCentresMax: 5,
  pickupCity: 'Odesa',
  takeawayHours: '13:30-18:00',
  workingHours: 'Mon-Fri 10:00-18:00',
  returnDays: 14,
  refundDays: 7,
} as const;
