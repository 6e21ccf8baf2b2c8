import { describe, expect, it } from 'vitest';
import {
  carrierDeliveryFromUah,
  codFee,
  codFeePercent,
  codFixedFee,
  courierExtraUah,
  excludedCountries,
  internationalDeliveryTypes,
  novaPoshtaDeliveryTypes,
  orderResultType,
  paymentAllowed,
  shippingNotes,
  shopTerms,
} from './delivery-rules';
import { deliveryTypes, orderResultTypes, paymentTypes } from './enums';

describe('codFee (requirements §9: 20 UAH plus 2 % of the goods value)', () => {
  it('uses 20 UAH and 2 %', () => {
    expect(codFixedFee).toBe(2000);
    expect(codFeePercent).toBe(2);
  });

  it('charges 20 UAH + 2 % of 1000 UAH = 40 UAH', () => {
    expect(codFee(100000)).toBe(2000 + 2000);
  });

  it('charges only the fixed part on empty goods', () => {
    expect(codFee(0)).toBe(2000);
  });

  it('rounds the percentage to a whole kopiyka', () => {
    expect(codFee(12345)).toBe(2000 + 247); // 2 % = 246.9
    expect(codFee(25)).toBe(2001); // 2 % = 0.5, half away from zero
    expect(codFee(24)).toBe(2000); // 2 % = 0.48
    expect(codFee(82550)).toBe(2000 + 1651);
    expect(Number.isInteger(codFee(99999))).toBe(true);
  });
});

describe('delivery constants', () => {
  it('match requirements §9', () => {
    expect(carrierDeliveryFromUah).toBe(50);
    expect(courierExtraUah).toBe(20);
    expect(shopTerms.takeawayHours).toBe('13:30-18:00');
    expect(shopTerms.returnDays).toBe(14);
    expect(shopTerms.refundDays).toBe(7);
    expect(shopTerms.pickupCity).toBe('Odesa');
    expect(shopTerms.workingHours).toBe('Mon-Fri 10:00-18:00');
    expect(shopTerms.dispatchWorkingDays).toBe('1-3');
    expect(shopTerms.deliveryDaysRegionalCentres).toBe('1-2');
    expect(shopTerms.deliveryDaysDistrictCentresMax).toBe(5);
  });

  it('excludes exactly two countries', () => {
    expect([...excludedCountries].sort()).toEqual(['BY', 'RU']);
  });

  it('groups delivery types', () => {
    expect([...novaPoshtaDeliveryTypes]).toEqual(['post', 'postomat', 'new-post-address']);
    expect([...internationalDeliveryTypes]).toEqual(['new-intr', 'ukr-intr']);
    for (const d of [...novaPoshtaDeliveryTypes, ...internationalDeliveryTypes])
      expect(deliveryTypes).toContain(d);
  });
});

describe('paymentAllowed', () => {
  it('refuses cash on delivery for takeaway and international delivery', () => {
    expect(paymentAllowed('cod', 'takeaway')).toBe(false);
    expect(paymentAllowed('cod', 'new-intr')).toBe(false);
    expect(paymentAllowed('cod', 'ukr-intr')).toBe(false);
  });

  it('allows cash on delivery through a domestic carrier', () => {
    for (const d of ['post', 'postomat', 'new-post-address', 'ukr-post'] as const) {
      expect(paymentAllowed('cod', d)).toBe(true);
    }
  });

  it('allows every other payment type with every delivery type', () => {
    for (const p of paymentTypes.filter((t) => t !== 'cod')) {
      for (const d of deliveryTypes) expect(paymentAllowed(p, d)).toBe(true);
    }
  });
});

describe('orderResultType', () => {
  it('answers preorder whenever a preorder line exists', () => {
    for (const d of deliveryTypes) expect(orderResultType(d, true)).toBe('preorder');
  });

  it('answers the delivery type otherwise', () => {
    for (const d of deliveryTypes) {
      expect(orderResultType(d, false)).toBe(d);
      expect(orderResultTypes).toContain(orderResultType(d, false));
    }
  });
});

describe('shippingNotes', () => {
  it('exist for all 9 order-result types, in ua and ru, with a key', () => {
    expect(Object.keys(shippingNotes).sort()).toEqual([...orderResultTypes].sort());
    for (const t of orderResultTypes) {
      const note = shippingNotes[t];
      expect(note.key).toMatch(/^[a-z0-9_]+$/);
      expect(note.ua.trim().length).toBeGreaterThan(0);
      expect(note.ru.trim().length).toBeGreaterThan(0);
      expect(note.ua).not.toBe(note.ru);
    }
  });

  it('say what requirements §9 says', () => {
    for (const t of ['post', 'postomat', 'new-post-address'] as const) {
      expect(shippingNotes[t].key).toBe('ships_in_2_days');
      expect(shippingNotes[t].ua).toContain('2');
    }
    expect(shippingNotes['ukr-post'].ua).toMatch(/2[–-]4/);
    expect(shippingNotes['ukr-post'].ru).toMatch(/2[–-]4/);
    expect(shippingNotes.preorder.key).toBe('ships_on_arrival');
    expect(shippingNotes.takeaway.ua).toContain('13:30');
    expect(shippingNotes.takeaway.ua).toContain('18:00');
    expect(shippingNotes.takeaway.ru).toContain('13:30');
    expect(shippingNotes.takeaway.ru).toContain('18:00');
    expect(shippingNotes['photo-picture'].ua).toContain('9:00');
    expect(shippingNotes['photo-picture'].ua).toContain('17:00');
    expect(shippingNotes['photo-picture'].ru).toContain('9:00');
    expect(shippingNotes['photo-picture'].ru).toContain('17:00');
    expect(shippingNotes['new-intr'].key).toBe('manager_contact');
    expect(shippingNotes['ukr-intr'].key).toBe('manager_contact');
  });

  it('ua notes have no Russian-only letters and ru notes no Ukrainian-only ones', () => {
    for (const t of orderResultTypes) {
      expect(shippingNotes[t].ua).not.toMatch(/[ыэъё]/i);
      expect(shippingNotes[t].ru).not.toMatch(/[іїєґʼ]/i);
    }
  });
});
