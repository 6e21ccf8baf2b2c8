import { kyivParts } from '@kartyna/domain';

/** Text as XML character data: the five markup characters escaped, characters XML 1.0 forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name attrs>text</name>`, or nothing for an empty value (a feed leaves an unknown out). */
export function element(name: string, value: string | number | null | undefined, attrs: string = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attrs}>${xmlText(String(value))}</${name}>`;
}

/** ` name="value"` */
export const attr = (name: string, value: string | number | boolean) =>
  ` ${name}="${xmlText(String(value))}"`;

/** Kopiyky as the feeds write money: `825.00`. */
export const money = (kopiyky: number) => (kopiyky / 100).toFixed(2);

/** Text cut to a feed's limit, spaces folded, an ellipsis where it was cut. */
export function clip(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Plain text of a description that may hold markup: marketplaces show text, and Meta refuses HTML. */
export const plainText = (value: string, max: number): string => clip(value.replace(/<[^>]*>/g, ' '), max);

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-06 14:05` in Kyiv time, the date YML and Hotline's price list carry. */
export function feedDate(at: Date): string {
  const p = kyivParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}
