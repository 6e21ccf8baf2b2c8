import { describe, expect, it } from 'vitest';
import {
  deliveryTypeNames,
  loyaltyLevelNames,
  namesIn,
  orderStatusNames,
  parcelStateNames,
  paymentStatusNames,
  paymentTypeNames,
  photoComplectationNames,
  subjectNames,
  type Names,
} from '@kartyna/domain';
// The back office's messages: plain objects built from the same domain names.
import { catalogMessages } from '../../../admin/src/features/catalog/messages';
import { customersMessages } from '../../../admin/src/features/customers/messages';
import { ordersMessages } from '../../../admin/src/features/orders/messages';
import { shopMessages } from '../../../admin/src/i18n/shop-messages';
import cabinetRu from '../messages/ru/cabinet.json';
import cabinetUa from '../messages/ua/cabinet.json';
import checkoutRu from '../messages/ru/checkout.json';
import checkoutUa from '../messages/ua/checkout.json';
import contentRu from '../messages/ru/content.json';
import contentUa from '../messages/ua/content.json';
import photoRu from '../messages/ru/photo.json';
import photoUa from '../messages/ua/photo.json';

// Issue #18: one name per thing. A customer reads "Початківець" in the cabinet and the staff
// member they call reads the same word in the back office; a delivery is named alike in the
// checkout, the cabinet, the mails and the back office.

const messages = {
  ua: { cabinet: cabinetUa, checkout: checkoutUa, content: contentUa, photo: photoUa },
  ru: { cabinet: cabinetRu, checkout: checkoutRu, content: contentRu, photo: photoRu },
} as const;

/** The message group's words for exactly the domain's keys. */
const only = (group: Record<string, string>, names: Record<string, Names>) =>
  Object.fromEntries(Object.keys(names).map((key) => [key, group[key]]));

describe.each(['ua', 'ru'] as const)('the storefront (%s) names things as the domain does', (locale) => {
  const { cabinet, checkout, content, photo } = messages[locale];

  it('loyalty levels in the cabinet and on the loyalty page', () => {
    expect(cabinet.loyalty.levels).toEqual(namesIn(loyaltyLevelNames, locale));
    expect(content.loyalty.levels).toEqual(namesIn(loyaltyLevelNames, locale));
  });

  it('order and payment statuses in the cabinet', () => {
    expect(cabinet.status).toEqual(namesIn(orderStatusNames, locale));
    expect(only(cabinet.paymentStatus, paymentStatusNames)).toEqual(namesIn(paymentStatusNames, locale));
  });

  it("the parcel's state in the cabinet, as staff read it in the order lists", () => {
    expect(cabinet.parcelState).toEqual(namesIn(parcelStateNames, locale));
  });

  it('payment and delivery types in the checkout and the cabinet', () => {
    expect(cabinet.paymentType).toEqual(namesIn(paymentTypeNames, locale));
    expect(cabinet.deliveryType).toEqual(namesIn(deliveryTypeNames, locale));
    expect(checkout.payment.types).toEqual(namesIn(paymentTypeNames, locale));
    expect(checkout.delivery.types).toEqual(namesIn(deliveryTypeNames, locale));
  });

  it("a photo picture's complectation, as its printed legend's header names it", () => {
    expect(photo.options.complectations).toEqual(namesIn(photoComplectationNames, locale));
  });
});

describe("the back office's words are the storefront's", () => {
  const ua = messages.ua;

  it('loyalty levels', () => {
    expect(customersMessages.shop.customers.levels).toEqual(ua.cabinet.loyalty.levels);
  });

  it('subjects, as the seeded catalogue names its categories', () => {
    expect(catalogMessages.shop.subjects).toEqual(namesIn(subjectNames, 'ua'));
    expect(catalogMessages.shop.subjects['golden-picture']).toBe('Золоті картини');
  });

  it('order and payment statuses, payment and delivery types', () => {
    expect(shopMessages.shop.order_status).toEqual(ua.cabinet.status);
    expect(shopMessages.shop.payment_status).toEqual(only(ua.cabinet.paymentStatus, paymentStatusNames));
    expect(ordersMessages.shop.orders.paymentType).toEqual(ua.cabinet.paymentType);
    expect(ordersMessages.shop.orders.deliveryType).toEqual(ua.cabinet.deliveryType);
  });
});
