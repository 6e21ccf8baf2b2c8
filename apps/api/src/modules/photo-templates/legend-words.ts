import { orderNumberLabel, photoComplectationNames, type PhotoComplectation } from '@kartyna/domain';

/** «50×60 см»: width × height as the storefront writes a size. */
export const sizeCm = (widthCm: number, heightCm: number) => `${widthCm}×${heightCm} см`;

/**
 * The legend's header for a photo picture, in the shop's words (the printed sheet goes to the
 * workshop and into the buyer's box): «Kartyna · Замовлення Ф-1 · 50×60 см · Преміум».
 */
export function photoLegendTitle(line: {
  photoOrderId: number;
  size: string;
  complectation: string;
}): string {
  const [width, height] = line.size.split('x').map(Number);
  const names = photoComplectationNames[line.complectation as PhotoComplectation];
  return [
    'Kartyna',
    `Замовлення ${orderNumberLabel('photo', line.photoOrderId)}`,
    width && height ? sizeCm(width, height) : line.size,
    names?.ua ?? line.complectation,
  ].join(' · ');
}

/** A catalogue kit's legend: «Kartyna · Кава вранці · 40×50 см». */
export const productLegendTitle = (name: string, canvas: { widthCm: number; heightCm: number }) =>
  ['Kartyna', name.trim(), sizeCm(canvas.widthCm, canvas.heightCm)].filter(Boolean).join(' · ');

/** «0,4»: Ukrainian writes a decimal comma. Fixed digits, no grouping (paint is never 1000 ml). */
export const decimalComma = (value: number, digits = 1) => value.toFixed(digits).replace('.', ',');

const plural = new Intl.PluralRules('uk');

/** «1 колір», «24 кольори», «36 кольорів»: a count with its word in the form Ukrainian needs. */
export function countOf(count: number, forms: { one: string; few: string; many: string }): string {
  const form = plural.select(count);
  return `${count} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}
