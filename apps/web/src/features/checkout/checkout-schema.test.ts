import { describe, expect, it } from 'vitest';
import {
  checkoutFormSchema,
  emptyContact,
  emptyDelivery,
  mapApiErrors,
  paymentsFor,
  photoCheckoutSchema,
  type CheckoutFormValues,
} from './checkout-schema';

const filled: CheckoutFormValues = {
  contact: {
    ...emptyContact,
    lastName: 'Шевченко',
    firstName: 'Тарас',
    email: 'taras@example.com',
    phone: '+38 (067) 123-45-67',
  },
  delivery: { ...emptyDelivery, deliveryType: 'post', cityRef: 'city-1', cityName: 'Київ', branchRef: 'b-1' },
  paymentType: 'cod',
  bonusToSpend: 0,
};

const messagesOf = (value: unknown) => {
  const parsed = checkoutFormSchema.safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('checkout form', () => {
  it('accepts a filled post order and answers the order payload parts', () => {
    const parsed = checkoutFormSchema.parse(filled);
    expect(parsed.contact.phone).toBe('+380671234567');
    expect(parsed.contact.fatherName).toBeUndefined();
    expect(parsed.delivery).toEqual({ deliveryType: 'post', cityRef: 'city-1', branchRef: 'b-1' });
  });

  it('names each empty contact field with its requirements §5 key', () => {
    expect(messagesOf({ ...filled, contact: emptyContact })).toMatchObject({
      'contact.lastName': 'empty_last_name',
      'contact.firstName': 'empty_first_name',
      'contact.email': 'invalid_mail',
      'contact.phone': 'empty_phone',
    });
  });

  it('asks for a branch for post and a parcel locker for postomat', () => {
    expect(messagesOf({ ...filled, delivery: { ...filled.delivery, branchRef: '' } })).toEqual({
      'delivery.branchRef': 'choose_branch',
    });
    expect(messagesOf({ ...filled, delivery: { ...filled.delivery, deliveryType: 'postomat' } })).toEqual({
      'delivery.postomatRef': 'choose_postomat',
    });
  });

  it('shows a missing city at the city search', () => {
    expect(
      messagesOf({ ...filled, delivery: { ...emptyDelivery, deliveryType: 'new-post-address' } }),
    ).toEqual({
      'delivery.cityName': 'enter_delivery_data',
      'delivery.address': 'enter_delivery_data',
    });
  });

  it('checks the fields of ukr-post, abroad and takeaway', () => {
    expect(
      messagesOf({
        ...filled,
        delivery: { ...emptyDelivery, deliveryType: 'ukr-post', city: 'Львів', postIndex: '123' },
      }),
    ).toEqual({ 'delivery.postIndex': 'enter_delivery_data' });
    expect(
      messagesOf({
        ...filled,
        paymentType: 'card',
        delivery: { ...emptyDelivery, deliveryType: 'new-intr', country: 'RU', city: 'X', address: 'Y' },
      }),
    ).toEqual({ 'delivery.country': 'excluded_country' });
    expect(
      messagesOf({
        ...filled,
        paymentType: 'card',
        delivery: { ...emptyDelivery, deliveryType: 'takeaway' },
      }),
    ).toEqual({});
  });

  it('refuses cash on delivery for takeaway and abroad', () => {
    expect(messagesOf({ ...filled, delivery: { ...emptyDelivery, deliveryType: 'takeaway' } })).toEqual({
      paymentType: 'payment_not_available',
    });
    expect(paymentsFor('takeaway', ['card', 'cod', 'account'])).toEqual(['card', 'account']);
    expect(paymentsFor('post', ['card', 'cod'])).toEqual(['card', 'cod']);
  });

  it('the photo order uses the same rules without the bonus', () => {
    const { bonusToSpend: _bonus, ...photo } = filled;
    expect(photoCheckoutSchema.safeParse(photo).success).toBe(true);
  });
});

describe('API errors on the form', () => {
  it('puts field errors next to their fields and line errors next to their lines', () => {
    expect(
      mapApiErrors('invalid_data', [
        { path: 'contact.phone', message: 'invalid_phone' },
        { path: 'delivery.branchRef', message: 'choose_branch' },
        { path: 'delivery.cityRef', message: 'enter_delivery_data' },
        { path: 'lines.1', message: 'out_of_stock' },
        { path: 'clientData.email', message: 'invalid_mail' },
      ]),
    ).toEqual({
      fields: [
        { name: 'contact.phone', message: 'invalid_phone' },
        { name: 'delivery.branchRef', message: 'choose_branch' },
        { name: 'delivery.cityName', message: 'enter_delivery_data' },
        { name: 'contact.email', message: 'invalid_mail' },
      ],
      lines: [{ index: 1, message: 'out_of_stock' }],
      form: null,
    });
  });

  it('shows a failure without fields for the whole form', () => {
    expect(mapApiErrors('payment_not_available', [])).toEqual({
      fields: [],
      lines: [],
      form: 'payment_not_available',
    });
    expect(
      mapApiErrors('invalid_data', [{ path: 'paymentType', message: 'payment_not_available' }]).fields,
    ).toEqual([{ name: 'paymentType', message: 'payment_not_available' }]);
  });
});
