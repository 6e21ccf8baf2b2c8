import { describe, expect, it } from 'vitest';
import {
  orderContactSchema,
  orderInputSchema,
  orderLineInputSchema,
  orderSchema,
  paymentSchema,
  preparePaymentSchema,
} from './order';
import { issuesByPath } from './test-issues';

const contact = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '0671234567',
};

const validOrder = {
  contact,
  delivery: { deliveryType: 'post', cityRef: 'city-1', branchRef: 'branch-1' },
  paymentType: 'card',
  lines: [
    { productId: 1, amount: 2 },
    { productId: 2, amount: 1 },
  ],
};

const withLines = (lines: unknown) => ({ ...validOrder, lines });

describe('orderContactSchema', () => {
  it('normalises a valid contact', () => {
    expect(
      orderContactSchema.parse({ ...contact, email: ' Olena@Example.com', fatherName: '  ', comment: ' ' }),
    ).toEqual({
      lastName: 'Коваль',
      firstName: 'Олена',
      fatherName: undefined,
      email: 'olena@example.com',
      phone: '+380671234567',
      comment: undefined,
    });
  });

  it('requires last name, first name, email and phone (requirements §5)', () => {
    expect(issuesByPath(orderContactSchema, {})).toEqual({
      lastName: ['empty_last_name'],
      firstName: ['empty_first_name'],
      email: ['invalid_mail'],
      phone: ['empty_phone'],
    });
  });

  it('keeps an optional father name and comment', () => {
    const parsed = orderContactSchema.parse({
      ...contact,
      fatherName: 'Іванівна',
      comment: ' Дзвоніть після 18 ',
    });
    expect(parsed.fatherName).toBe('Іванівна');
    expect(parsed.comment).toBe('Дзвоніть після 18');
  });

  it('rejects huge strings with too_long', () => {
    expect(issuesByPath(orderContactSchema, { ...contact, comment: 'x'.repeat(1001) })).toEqual({
      comment: ['too_long'],
    });
    expect(orderContactSchema.safeParse({ ...contact, comment: 'x'.repeat(1000) }).success).toBe(true);
    expect(issuesByPath(orderContactSchema, { ...contact, lastName: 'x'.repeat(101) })).toEqual({
      lastName: ['too_long'],
    });
    expect(issuesByPath(orderContactSchema, { ...contact, fatherName: 'x'.repeat(1_000_000) })).toEqual({
      fatherName: ['too_long'],
    });
  });
});

describe('orderLineInputSchema', () => {
  it('takes ids and amounts as JSON numbers only (issue #18: no "5", true, "" or [])', () => {
    expect(orderLineInputSchema.parse({ productId: 5, amount: 3 })).toEqual({ productId: 5, amount: 3 });
    for (const bad of ['5', true, '', [], null]) {
      expect(orderLineInputSchema.safeParse({ productId: bad, amount: 1 }).success).toBe(false);
      expect(orderLineInputSchema.safeParse({ productId: 1, amount: bad }).success).toBe(false);
    }
  });

  it('accepts 1..99 and rejects 0, 100 and fractions', () => {
    expect(orderLineInputSchema.safeParse({ productId: 1, amount: 1 }).success).toBe(true);
    expect(orderLineInputSchema.safeParse({ productId: 1, amount: 99 }).success).toBe(true);
    for (const amount of [0, -1, 100, 1000, 1.5, 'two']) {
      expect(orderLineInputSchema.safeParse({ productId: 1, amount }).success).toBe(false);
    }
  });

  it('rejects a bad product id', () => {
    for (const productId of [0, -3, 'abc', undefined]) {
      expect(orderLineInputSchema.safeParse({ productId, amount: 1 }).success).toBe(false);
    }
  });
});

describe('orderInputSchema', () => {
  it('accepts a valid order and normalises it', () => {
    const parsed = orderInputSchema.parse({ ...validOrder, paymentType: 'COD' });
    expect(parsed.paymentType).toBe('cod');
    expect(parsed.contact.phone).toBe('+380671234567');
    expect(parsed.language).toBe('ua');
    expect(parsed.bonusToSpend).toBeUndefined();
    expect(parsed.delivery).toEqual({ deliveryType: 'post', cityRef: 'city-1', branchRef: 'branch-1' });
  });

  it('accepts ACCOUNT and the new_post_address spelling', () => {
    const parsed = orderInputSchema.parse({
      ...validOrder,
      paymentType: 'ACCOUNT',
      delivery: { deliveryType: 'new_post_address', cityRef: 'c', address: 'a' },
    });
    expect(parsed.paymentType).toBe('account');
    expect(parsed.delivery.deliveryType).toBe('new-post-address');
  });

  it('rejects an unknown payment type or language', () => {
    expect(orderInputSchema.safeParse({ ...validOrder, paymentType: 'cash' }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...validOrder, language: 'en' }).success).toBe(false);
    expect(orderInputSchema.parse({ ...validOrder, language: 'ru' }).language).toBe('ru');
  });

  it('rejects empty lines', () => {
    expect(issuesByPath(orderInputSchema, withLines([]))).toEqual({ lines: ['invalid_data'] });
    expect(orderInputSchema.safeParse(withLines(undefined)).success).toBe(false);
  });

  it('rejects duplicate products', () => {
    expect(
      issuesByPath(
        orderInputSchema,
        withLines([
          { productId: 1, amount: 1 },
          { productId: 1, amount: 2 },
        ]),
      ),
    ).toEqual({ lines: ['invalid_data'] });
  });

  it('rejects duplicates spelled differently', () => {
    expect(
      orderInputSchema.safeParse(
        withLines([
          { productId: '7', amount: 1 },
          { productId: 7, amount: 1 },
        ]),
      ).success,
    ).toBe(false);
  });

  it('rejects an amount of 0 or 100+', () => {
    expect(orderInputSchema.safeParse(withLines([{ productId: 1, amount: 0 }])).success).toBe(false);
    expect(orderInputSchema.safeParse(withLines([{ productId: 1, amount: 100 }])).success).toBe(false);
    expect(Object.keys(issuesByPath(orderInputSchema, withLines([{ productId: 1, amount: 100 }])))).toEqual([
      'lines.0.amount',
    ]);
  });

  it('accepts up to 100 lines and rejects more', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: i + 1, amount: 1 }));
    expect(orderInputSchema.safeParse(withLines(lines(100))).success).toBe(true);
    expect(orderInputSchema.safeParse(withLines(lines(101))).success).toBe(false);
  });

  it('checks the delivery data', () => {
    expect(
      issuesByPath(orderInputSchema, { ...validOrder, delivery: { deliveryType: 'post', cityRef: 'c' } }),
    ).toEqual({ 'delivery.branchRef': ['choose_branch'] });
    expect(
      issuesByPath(orderInputSchema, { ...validOrder, delivery: { deliveryType: 'postomat', cityRef: 'c' } }),
    ).toEqual({ 'delivery.postomatRef': ['choose_postomat'] });
    expect(
      issuesByPath(orderInputSchema, {
        ...validOrder,
        delivery: { deliveryType: 'ukr-intr', country: 'BY', city: 'c', address: 'a' },
      }),
    ).toEqual({ 'delivery.country': ['excluded_country'] });
    expect(orderInputSchema.safeParse({ ...validOrder, delivery: undefined }).success).toBe(false);
  });

  it('checks the contact', () => {
    expect(
      issuesByPath(orderInputSchema, { ...validOrder, contact: { ...contact, phone: '+380381234567' } }),
    ).toEqual({
      'contact.phone': ['invalid_phone'],
    });
    expect(orderInputSchema.safeParse({ ...validOrder, contact: undefined }).success).toBe(false);
  });

  it('rejects huge strings with too_long', () => {
    expect(
      issuesByPath(orderInputSchema, {
        ...validOrder,
        contact: { ...contact, comment: 'x'.repeat(100_000) },
      }),
    ).toEqual({ 'contact.comment': ['too_long'] });
  });

  it('bounds the bonus to spend', () => {
    expect(orderInputSchema.parse({ ...validOrder, bonusToSpend: 150.5 }).bonusToSpend).toBe(150.5);
    for (const bad of ['150.5', true, '', []]) {
      expect(orderInputSchema.safeParse({ ...validOrder, bonusToSpend: bad }).success).toBe(false);
    }
    expect(orderInputSchema.parse({ ...validOrder, bonusToSpend: 0 }).bonusToSpend).toBe(0);
    expect(orderInputSchema.safeParse({ ...validOrder, bonusToSpend: -1 }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...validOrder, bonusToSpend: 1_000_001 }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...validOrder, bonusToSpend: 'lots' }).success).toBe(false);
  });
});

describe('preparePaymentSchema', () => {
  it('takes the order id as a number and defaults the language', () => {
    const resultUrl = 'https://kartyna.ua/cart?thank-order=1';
    for (const bad of ['5', true, '', []]) {
      expect(preparePaymentSchema.safeParse({ orderId: bad, resultUrl }).success).toBe(false);
    }
    expect(
      preparePaymentSchema.parse({ orderId: 5, resultUrl: 'https://kartyna.ua/cart?thank-order=1' }),
    ).toEqual({
      orderId: 5,
      language: 'ua',
      resultUrl: 'https://kartyna.ua/cart?thank-order=1',
    });
  });

  it('accepts http(s) result URLs only', () => {
    expect(
      preparePaymentSchema.safeParse({ orderId: 1, resultUrl: 'http://localhost:3000/cart' }).success,
    ).toBe(true);
    for (const resultUrl of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://kartyna.ua/x',
      'not a url',
      '',
    ]) {
      expect(issuesByPath(preparePaymentSchema, { orderId: 1, resultUrl })).toEqual({
        resultUrl: ['invalid_data'],
      });
    }
  });

  it('rejects an over-long URL', () => {
    expect(
      preparePaymentSchema.safeParse({ orderId: 1, resultUrl: `https://kartyna.ua/${'a'.repeat(2000)}` })
        .success,
    ).toBe(false);
  });
});

describe('answer schemas', () => {
  const order = {
    id: 1,
    deliveryType: 'post',
    paymentType: 'cod',
    status: 'requested',
    paymentStatus: 'awaiting',
    resultType: 'post',
    contact: {
      lastName: 'a',
      firstName: 'b',
      fatherName: null,
      email: 'a@b.ua',
      phone: '+380671234567',
      comment: null,
    },
    delivery: { cityRef: 'c', branchRef: 'b' },
    lines: [
      {
        productId: 1,
        article: 'A-1',
        name: { ua: 'Картина', ru: 'Картина' },
        image: null,
        price: 825,
        amount: 1,
        total: 825,
      },
    ],
    goodsTotal: 825,
    discount: 0,
    promoCode: null,
    promotions: [],
    bonusSpent: 0,
    total: 825,
    codFee: 36.5,
    waybillNumber: null,
    createdAt: '2024-01-01T00:00:00.000Z',
  };

  it('orderSchema accepts an order and rejects an unknown status or result type', () => {
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, status: 'lost' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, resultType: 'courier' }).success).toBe(false);
  });

  it('paymentSchema wants UAH', () => {
    const payment = {
      provider: 'liqpay',
      paymentId: 'p1',
      orderId: 1,
      amount: 825,
      currency: 'UAH',
      status: 'awaiting',
      url: 'https://pay.example/x',
      form: { data: 'd', signature: 's' },
    };
    expect(paymentSchema.safeParse(payment).success).toBe(true);
    expect(paymentSchema.safeParse({ ...payment, currency: 'USD' }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...payment, form: null }).success).toBe(true);
  });
});
