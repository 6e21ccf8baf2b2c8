import { describe, expect, it } from 'vitest';
import { customerMailedOrderStatuses, formatUah, orderStatuses, shippingNotes } from '@kartyna/domain';
import { renderOrderAccepted } from './order-accepted';
import { renderOrderStatus, trackingUrl } from './order-status';
import type { ShopOrderMail } from './order-subject';
import { renderPaymentReceived } from './payment-received';
import { asPhoto, branchDelivery, links, order } from './order-mail-fixtures';

describe('order-accepted', () => {
  it.each([
    ['ua', 'Замовлення №4217 прийнято — Kartyna', ['Соняшники', 'Пензлі'], '1 лютого 2026', 'Відділення №1'],
    ['ru', 'Заказ №4217 принят — Kartyna', ['Подсолнухи', 'Кисти'], '1 февраля 2026', 'Отделение №1'],
  ] as const)(
    'renders in %s with lines, sums, delivery, payment and the shipping note',
    (locale, subject, names, date, branch) => {
      const mail = renderOrderAccepted(order(), locale, links);
      expect(mail.subject).toBe(subject);
      for (const part of [mail.text, mail.html]) {
        for (const name of names) expect(part).toContain(name);
        expect(part).toContain('KP-101');
        expect(part).toContain(formatUah(62_500, locale));
        expect(part).toContain(formatUah(125_000, locale));
        expect(part).toContain(formatUah(134_950, locale));
        expect(part).toContain(`−${formatUah(10_000, locale)}`);
        expect(part).toContain(formatUah(4_699, locale));
        expect(part).toContain(formatUah(124_950, locale));
        expect(part).toContain(date);
        expect(part).toContain('00:30');
        expect(part).toContain(branch);
        expect(part).toContain(shippingNotes.post[locale]);
        expect(part).toContain(`${links.webUrl}${locale === 'ru' ? '/ru' : ''}/cabinet/history`);
      }
      expect(mail.text).toContain(`2 × ${formatUah(62_500, locale)} = ${formatUah(125_000, locale)}`);
      expect(mail.text).toMatch(locale === 'ua' ? /Накладений платіж/ : /Наложенный платёж/);
      expect(mail.html).toContain('max-width:600px');
    },
  );

  it('escapes a customer name in html and leaves the text part plain', () => {
    const mail = renderOrderAccepted(order({ firstName: '<script>alert(1)</script>' }), 'ua', links);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Вітаємо, <script>alert(1)</script>!');
  });

  it('leaves out what does not apply: no bonus, no fee, no history link for a guest', () => {
    const mail = renderOrderAccepted(
      order({ bonusSpent: 0, codFee: 0, total: 134_950, paymentType: 'card', hasAccount: false }),
      'ua',
      links,
    );
    expect(mail.text).not.toMatch(/бонусами|Комісія|cabinet/);
    expect(mail.text).toContain('Карткою онлайн');
    expect(mail.text).toContain('відправимо одразу після оплати');
  });

  it('names the resolved place for every delivery type and the preorder note', () => {
    const cases = [
      [
        'postomat',
        { cityName: { ua: 'Київ' }, postomat: { name: { ua: 'Поштомат №5' } } },
        'Київ, Поштомат №5',
      ],
      [
        'new-post-address',
        { cityName: { ua: 'Львів' }, address: 'вул. Городоцька, 1' },
        'Львів, вул. Городоцька, 1',
      ],
      ['ukr-post', { city: 'Одеса', postIndex: '65000', address: 'вул. Дерибасівська, 1' }, '65000, Одеса'],
      ['new-intr', { country: 'PL', city: 'Warszawa', address: 'ul. Marszałkowska 1' }, 'Польща, Warszawa'],
      ['takeaway', {}, 'Одеса, щодня з 13:30 до 18:00'],
    ] as const;
    for (const [deliveryType, delivery, expected] of cases) {
      const mail = renderOrderAccepted(
        order({ deliveryType, delivery, resultType: 'preorder' }),
        'ua',
        links,
      );
      expect(mail.text).toContain(expected);
      expect(mail.text).toContain(shippingNotes.preorder.ua);
    }
  });
});

const statusData = (over: Partial<ShopOrderMail> = {}): ShopOrderMail =>
  order({
    id: 77,
    lines: [],
    deliveryType: 'post',
    delivery: branchDelivery,
    paymentType: 'card',
    paymentStatus: 'paid',
    waybillNumber: '20450000123456',
    total: 90_000,
    bonusSpent: 0,
    cashbackPercent: 5,
    hasAccount: true,
    ...over,
  });

/** The same order as a photo order: no bonus, picture lines. */
describe('order-status', () => {
  it('sends nothing for requested or a returning parcel, one text per other status in both languages', () => {
    for (const locale of ['ua', 'ru'] as const) {
      for (const quiet of orderStatuses.filter(
        (s) => !(customerMailedOrderStatuses as readonly string[]).includes(s),
      ))
        expect(renderOrderStatus(statusData(), quiet, locale, links), quiet).toBeNull();
      const subjects = customerMailedOrderStatuses.map(
        (s) => renderOrderStatus(statusData(), s, locale, links)?.subject,
      );
      expect(new Set(subjects).size).toBe(6);
      for (const subject of subjects) expect(subject).toBeTruthy();
    }
  });

  it('names a photo order Ф-N in every status mail and the payment mail, a shop order №N', () => {
    for (const locale of ['ua', 'ru'] as const)
      for (const status of customerMailedOrderStatuses) {
        const photo = renderOrderStatus(asPhoto(statusData()), status, locale, links)!;
        expect(photo.text).toContain('Ф-77');
        expect(photo.text).not.toContain('№77');
        expect(renderOrderStatus(statusData(), status, locale, links)!.text).toContain('№77');
      }
    const paid = order({ id: 5, firstName: 'Олена', total: 99_000, testPayment: false, hasAccount: false });
    expect(renderPaymentReceived(asPhoto(paid), 'ua', links).subject).toBe(
      'Оплату замовлення Ф-5 отримано — Kartyna',
    );
    expect(renderPaymentReceived(paid, 'ru', links).subject).toBe('Оплата заказа №5 получена — Kartyna');
  });

  it('gives the waybill number and the Nova Poshta tracking link', () => {
    const ua = renderOrderStatus(statusData(), 'lading-bill-created', 'ua', links)!;
    const url = 'https://novaposhta.ua/tracking/?cargo_number=20450000123456';
    expect(trackingUrl('20450000123456')).toBe(url);
    for (const part of [ua.text, ua.html]) {
      expect(part).toContain('20450000123456');
      expect(part).toContain(url);
    }
    expect(ua.subject).toBe('Накладна для замовлення №77 готова');
    const ru = renderOrderStatus(statusData(), 'sent', 'ru', links)!;
    expect(ru.subject).toBe('Заказ №77 уже в пути');
    expect(ru.text).toContain(url);
  });

  it('says where a delivered parcel waits and what is due on cash on delivery', () => {
    const ru = renderOrderStatus(
      statusData({ paymentType: 'cod', paymentStatus: 'awaiting' }),
      'delivered',
      'ru',
      links,
    )!;
    expect(ru.text).toContain('Киев, Отделение №1: Днепровская наб., 7');
    expect(ru.text).toContain(formatUah(90_000, 'ru'));
    expect(ru.html).toContain('Отделение №1');
  });

  it('thanks on received and names the cashback of a buyer with an account', () => {
    const ua = renderOrderStatus(statusData(), 'received', 'ua', links)!;
    expect(ua.text).toContain(`${formatUah(4_500, 'ua')} (5 %)`);
    expect(ua.html).toContain(`${formatUah(4_500, 'ua')} (5 %)`);
    expect(ua.text).toContain(`${links.webUrl}/testimonials`);
    const none = renderOrderStatus(statusData({ cashbackPercent: 0 }), 'received', 'ru', links)!;
    expect(none.text).not.toMatch(/кешбэк/);
  });

  it('on cancel promises the refund of an online payment and the spent bonus back', () => {
    const ua = renderOrderStatus(statusData({ bonusSpent: 5_000 }), 'canceled', 'ua', links)!;
    expect(ua.subject).toBe('Замовлення №77 скасовано');
    expect(ua.text).toContain('протягом 7 днів');
    expect(ua.text).toContain(formatUah(5_000, 'ua'));
    const unpaid = renderOrderStatus(statusData({ paymentStatus: 'awaiting' }), 'canceled', 'ru', links)!;
    expect(unpaid.subject).toBe('Заказ №77 отменён');
    expect(unpaid.text).not.toContain('7 дней');
  });
});

describe('photo-order-accepted', () => {
  it.each([
    ['ua', 'Замовлення картини з фото Ф-9 прийнято — Kartyna', 'класична комплектація', 'Майстерня'],
    ['ru', 'Заказ картины по фото Ф-9 принят — Kartyna', 'классическая комплектация', 'Мастерская'],
  ] as const)('renders in %s', (locale, subject, complectation, hours) => {
    const mail = renderOrderAccepted(
      asPhoto(order(), {
        id: 9,
        createdAt: new Date('2026-03-02T10:00:00Z'),
        firstName: 'Ірина',
        lines: [{ size: '40x50', complectation: 'classic', speed: 'standart', amount: 2, price: 82_500 }],
        total: 165_000,
        codFee: 0,
        deliveryType: 'post',
        delivery: branchDelivery,
        paymentType: 'cod',
        hasAccount: false,
      }),
      locale,
      links,
    );
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('40x50');
      expect(part).toContain(complectation);
      expect(part).toContain(formatUah(165_000, locale));
      expect(part).toContain(hours);
      expect(part).toContain('12:00'); // 10:00 UTC is noon in Kyiv in March
      expect(part).not.toContain('/cabinet/history');
    }
  });
});
