import { describe, expect, it } from 'vitest';
import { renderOrderAccepted } from './order-accepted';
import { asPhoto, links, order } from './order-mail-fixtures';

describe('order-accepted with a promotion (issue #43)', () => {
  it('names the promo code and the discount between the goods and the sum due, for both kinds', () => {
    const discounted = renderOrderAccepted(
      order({ discount: 13_495, promoCode: 'BLOGER10', bonusSpent: 0, total: 121_455 }),
      'ua',
      links,
    );
    expect(discounted.text).toMatch(/Товари[^\n]*1\u00a0349,50 ₴/);
    expect(discounted.text).toMatch(/Знижка за промокодом BLOGER10[^\n]*−134,95 ₴/);
    expect(discounted.text).toMatch(/До сплати[^\n]*1\u00a0214,55 ₴/);
    const photo = renderOrderAccepted(
      asPhoto(order(), { discount: 5_000, promoCode: null, total: 95_000 }),
      'ru',
      links,
    );
    expect(photo.text).toMatch(/Товары[^\n]*1\u00a0000 ₴/);
    expect(photo.text).toMatch(/Скидка по акции[^\n]*−50 ₴/);
    const plain = renderOrderAccepted(order(), 'ua', links);
    expect(plain.text).not.toContain('Знижка');
  });
});
