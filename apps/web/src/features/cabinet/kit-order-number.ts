import { orderNumberLabel, type KitListItem, type Locale } from '@kartyna/domain';

/**
 * The number of the order a kit came from, as the shop shows it everywhere: a photo line's kit
 * is from a photo order ("Ф-1"), a catalogue kit from a shop order ("№ 1"). The two kinds are
 * numbered apart, so the id alone would name a different order.
 */
export function kitOrderNumber(kit: Pick<KitListItem, 'kind' | 'orderId'>, locale: Locale): string {
  return orderNumberLabel(kit.kind === 'photo' ? 'photo' : 'shop', kit.orderId, locale);
}
