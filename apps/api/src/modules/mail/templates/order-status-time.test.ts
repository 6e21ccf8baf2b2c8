import { describe, expect, it } from 'vitest';
import { renderOrderStatus } from './order-status';
import { links, order } from './order-mail-fixtures';

// Issue #48: a step the carrier reports is told at the carrier's time of it, which the shop
// may learn later; a change without one (staff's, now) says no time.
const at = new Date('2026-09-21T04:34:00Z'); // 07:34 in Kyiv
const data = () => order({ id: 77, waybillNumber: '20450000000001', cashbackPercent: 0 });
const text = (status: 'sent' | 'delivered' | 'received', locale: 'ua' | 'ru', when?: Date) =>
  (renderOrderStatus(data(), status, locale, links, when)?.text ?? '').replace(/\s+/g, ' ');

describe("a status mail with the carrier's time", () => {
  it('says when the parcel was handed over, arrived and received, in Kyiv time', () => {
    expect(text('sent', 'ua', at)).toContain('передали перевізнику 21 вересня 2026 р. о 07:34, і воно');
    expect(text('delivered', 'ua', at)).toContain('прибуло 21 вересня 2026 р. о 07:34 і чекає на вас');
    expect(text('received', 'ua', at)).toContain('отримано 21 вересня 2026 р. о 07:34 — дякуємо');
    expect(text('sent', 'ru', at)).toContain('передан перевозчику 21 сентября 2026 г. в 07:34 и уже едет');
    expect(text('delivered', 'ru', at)).toContain('прибыл 21 сентября 2026 г. в 07:34 и ждёт вас');
    expect(text('received', 'ru', at)).toContain('получен 21 сентября 2026 г. в 07:34 — спасибо');
  });

  it('says no time for a change made now', () => {
    expect(text('delivered', 'ua')).toContain('Ваше замовлення №77 прибуло і чекає на вас');
    expect(text('received', 'ru')).toContain('Заказ №77 получен — спасибо');
  });
});
