import { describe, expect, it } from 'vitest';
import {
  deliveryLine,
  formatDateTime,
  formatMoney,
  lastFreeStorageDay,
  loyaltyProgress,
  showsTracking,
  trackingUrl,
} from './cabinet-format';

describe('formatDateTime', () => {
  it('prints Kyiv time in Ukrainian and Russian', () => {
    // 21:30 UTC on 31 Dec is already 1 January in Kyiv (UTC+2 in winter).
    expect(formatDateTime('2025-12-31T22:30:00.000Z', 'ua')).toMatch(/1 січня 2026.*00:30/);
    expect(formatDateTime('2025-07-01T09:05:00.000Z', 'ru')).toMatch(/1 июля 2025.*12:05/);
  });
});

describe('formatMoney', () => {
  it('prints UAH amounts as the shop does', () => {
    expect(formatMoney(1250, 'ua').replace(/\s/g, ' ')).toBe('1 250 ₴');
    expect(formatMoney(99.5, 'ua').replace(/\s/g, ' ')).toBe('99,50 ₴');
  });
});

describe('tracking', () => {
  it('links the waybill to Nova Poshta', () => {
    expect(trackingUrl('2045 0000 1234')).toBe('https://novaposhta.ua/tracking/?cargo_number=204500001234');
  });

  it('shows the link once a waybill exists and the order is not cancelled', () => {
    expect(showsTracking('lading-bill-created', '204500001234')).toBe(true);
    expect(showsTracking('received', '204500001234')).toBe(true);
    expect(showsTracking('processed', '204500001234')).toBe(false);
    expect(showsTracking('canceled', '204500001234')).toBe(false);
    expect(showsTracking('sent', null)).toBe(false);
  });
});

describe('lastFreeStorageDay', () => {
  it('is the day before paid storage begins, whatever the server time zone', () => {
    expect(lastFreeStorageDay('2026-12-04', 'ua')).toBe('3 грудня');
    expect(lastFreeStorageDay('2027-01-01', 'ru')).toBe('31 декабря');
    expect(lastFreeStorageDay('someday', 'ua')).toBeNull();
  });
});

describe('deliveryLine', () => {
  it('reads a Nova Poshta branch in the asked language', () => {
    const delivery = {
      deliveryType: 'post',
      cityName: { ua: 'Одеса', ru: 'Одесса' },
      branch: {
        name: { ua: 'Відділення №1', ru: 'Отделение №1' },
        address: { ua: 'вул. Пушкінська, 1', ru: 'ул. Пушкинская, 1' },
      },
    };
    expect(deliveryLine(delivery, 'ua')).toBe('Одеса, Відділення №1, вул. Пушкінська, 1');
    expect(deliveryLine(delivery, 'ru')).toBe('Одесса, Отделение №1, ул. Пушкинская, 1');
  });

  it('does not repeat an address the branch name already carries', () => {
    const delivery = {
      cityName: { ua: 'Київ', ru: 'Киев' },
      branch: { name: { ua: 'Відділення №1: Дніпровська наб., 7' }, address: { ua: 'Дніпровська наб., 7' } },
    };
    expect(deliveryLine(delivery, 'ua')).toBe('Київ, Відділення №1: Дніпровська наб., 7');
  });

  it('reads typed addresses and answers nothing for takeaway', () => {
    expect(
      deliveryLine(
        { deliveryType: 'ukr-post', city: 'Київ', postIndex: '01001', address: 'Хрещатик, 1' },
        'ua',
      ),
    ).toBe('Київ, 01001, Хрещатик, 1');
    expect(
      deliveryLine({ deliveryType: 'new-intr', country: 'PL', city: 'Kraków', address: 'Rynek 1' }, 'ua'),
    ).toBe('PL, Kraków, Rynek 1');
    expect(deliveryLine({ deliveryType: 'takeaway' }, 'ua')).toBe('');
  });
});

describe('loyaltyProgress', () => {
  const base = { cashbackPercent: 5, bonusBalance: 0 };
  it('measures from the current tier to the next', () => {
    // wisher holds from 1 UAH, artist from 3000: 1500.5 is half way.
    expect(
      loyaltyProgress({
        ...base,
        level: 'wisher',
        cumulativePurchases: 1500.5,
        nextLevel: 'artist',
        toNextLevel: 1499.5,
      }),
    ).toEqual({ percent: 50, left: 1499.5 });
  });

  it('starts empty for a beginner and is full on the top tier', () => {
    expect(
      loyaltyProgress({
        ...base,
        level: 'beginner',
        cumulativePurchases: 0,
        nextLevel: 'wisher',
        toNextLevel: 1,
      }),
    ).toEqual({ percent: 0, left: 1 });
    expect(
      loyaltyProgress({
        ...base,
        level: 'master-of-art',
        cumulativePurchases: 9000,
        nextLevel: null,
        toNextLevel: 0,
      }),
    ).toEqual({ percent: 100, left: 0 });
  });
});
