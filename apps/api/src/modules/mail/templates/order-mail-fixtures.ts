import type { OrderAcceptedData } from './order-accepted';
import type { PhotoOrderMail, ShopOrderMail } from './order-subject';

/** The order mails' test fixtures: an order of each kind with every part a template shows. */

export const links = { webUrl: 'https://kartyna.example' };
export const branchDelivery = {
  deliveryType: 'post',
  cityRef: 'c1',
  branchRef: 'b1',
  cityName: { ua: 'Київ', ru: 'Киев' },
  regionName: { ua: 'Київська область', ru: 'Киевская область' },
  branch: {
    ref: 'b1',
    number: 1,
    name: { ua: 'Відділення №1: Дніпровська наб., 7', ru: 'Отделение №1: Днепровская наб., 7' },
    address: { ua: 'Дніпровська наб., 7', ru: 'Днепровская наб., 7' },
  },
};

export const order = (over: Partial<ShopOrderMail & OrderAcceptedData> = {}): ShopOrderMail => ({
  kind: 'order',
  id: 4217,
  // 00:30 on 1 February in Kyiv (UTC+2): a UTC clock would say 31 January.
  createdAt: new Date('2026-01-31T22:30:00Z'),
  firstName: 'Олена',
  lines: [
    { nameUa: 'Соняшники', nameRu: 'Подсолнухи', article: 'KP-101', amount: 2, price: 62_500 },
    { nameUa: 'Пензлі', nameRu: 'Кисти', article: 'AC-7', amount: 1, price: 9_950 },
  ],
  goodsTotal: 134_950,
  discount: 0,
  promoCode: null,
  bonusSpent: 10_000,
  codFee: 4_699,
  total: 124_950,
  deliveryType: 'post',
  delivery: branchDelivery,
  paymentType: 'cod',
  resultType: 'post',
  paymentStatus: 'awaiting',
  waybillNumber: null,
  cashbackPercent: 0,
  testPayment: false,
  hasAccount: true,
  ...over,
});

export const asPhoto = (shop: ShopOrderMail, over: Partial<PhotoOrderMail> = {}): PhotoOrderMail => {
  const { goodsTotal: _goods, bonusSpent: _bonus, resultType: _result, ...common } = shop;
  return { ...common, kind: 'photo-order', lines: [], ...over };
};
