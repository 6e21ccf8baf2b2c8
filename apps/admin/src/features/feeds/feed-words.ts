import type { AdminFeeds, feedLeftOutReasons } from '@kartyna/domain';
import { formatKyivTime } from '../../lib/kyiv-time';

/* How the feeds page reads: counts with their word, the last read, a reader's name; no React here. */

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Feed = AdminFeeds['feeds'][number];
export type LeftOutReason = (typeof feedLeftOutReasons)[number];

const count = new Intl.NumberFormat('uk-UA', { useGrouping: 'always' });

/** "1 234", with no-break spaces so a count never breaks across lines. */
export const formatCount = (n: number): string => count.format(n).replace(/\u202f| /g, '\u00a0');

/**
 * "1 товар", "3 товари", "1 234 товари", "11 товарів": Polyglot's Ukrainian rule picks the form
 * from smart_count; the number itself is printed grouped, which Polyglot would not do.
 */
export const productsPhrase = (t: Translate, n: number): string =>
  t('shop.feeds.products', { smart_count: n, count: formatCount(n) });

/** «У фіді 1 234 товари». */
export const entriesLine = (t: Translate, n: number): string =>
  t('shop.feeds.entries', { products: productsPhrase(t, n) });

// Names a fetcher gives itself: a marketplace's robot is found by these, wherever it sits in the string.
const robotName = /bot|crawl|spider|fetch|feed|merchant|externalhit|parser|import/i;

// A browser names every engine it is compatible with; the last word that is really its own wins.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^)]*\bSafari\//, 'Safari'],
];

/**
 * A User-Agent short enough for one line, e.g. "Googlebot/2.1", "Chrome 120", "curl/8.5.0".
 * The robot's own token first (Google's smartphone robot also claims to be Chrome), then a
 * browser's name and major version, then the first product token, then the text cut at `max`.
 * Links in it (a robot's "about me" page) are dropped: they are long and say nothing new.
 */
export function shortUserAgent(
  ua: string | null | undefined,
  max = 60,
): { name: string; browser: boolean } | null {
  const text = (ua ?? '')
    .replace(/\+?https?:\/\/[^\s;)]+/g, '')
    .replace(/\(\s*[;,]?\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s;,]+$/, '');
  if (!text) return null;
  const tokens = Array.from(text.matchAll(/([A-Za-z][\w.-]*)\/([\w.-]+)/g), (m) => ({
    token: m[0],
    name: m[1] ?? '',
  }));
  const robot = tokens.find((t) => robotName.test(t.name));
  if (robot) return { name: cut(robot.token, max), browser: false };
  if (text.startsWith('Mozilla/'))
    for (const [pattern, name] of browsers) {
      const version = pattern.exec(text)?.[1];
      if (version) return { name: `${name} ${version}`, browser: true };
    }
  const own = tokens.find((t) => t.name !== 'Mozilla');
  return { name: cut(own?.token ?? text, max), browser: false };
}

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** Who read the feed, in words: a robot's name, «браузер Chrome 120», or that it gave none. */
export function readerText(t: Translate, ua: string | null | undefined): string {
  const reader = shortUserAgent(ua);
  if (!reader) return t('shop.feeds.unknown_reader');
  return reader.browser ? t('shop.feeds.browser', { name: reader.name }) : reader.name;
}

/** «Маркетплейс читав 06.12.2026, 16:30: 1 230 товарів, Googlebot/2.1», or that nobody has yet. */
export function lastReadLine(
  t: Translate,
  feed: Pick<Feed, 'lastReadAt' | 'lastReader' | 'lastReadEntries'>,
): string {
  if (!feed.lastReadAt) return t('shop.feeds.never_read');
  const time = formatKyivTime(feed.lastReadAt);
  const reader = readerText(t, feed.lastReader);
  return feed.lastReadEntries === null
    ? t('shop.feeds.last_read_no_entries', { time, reader })
    : t('shop.feeds.last_read', { time, reader, products: productsPhrase(t, feed.lastReadEntries) });
}

/**
 * An address in the pieces it may break between on a narrow screen: after each path slash
 * ("https://shop.ua/", "feeds/", "google-merchant.xml"), never inside one, so a phone shows
 * "feeds/" then the file whole rather than "google-" and "merchant.xml".
 */
export const urlSegments = (url: string): string[] => url.split(/(?<=[^/]\/)(?!\/)/);

/** Where to paste the address, by the feed's file ("rozetka.xml" → its hint); none for a new one. */
export const hintKey = (file: string): string => `shop.feeds.hints.${file.replace(/\.xml$/, '')}`;

/** A reason a product is left out, as its chip says it. */
export const reasonKey = (reason: LeftOutReason): string => `shop.feeds.reasons.${reason}`;

/** «Показано 200 з 1 234» when the API sent only the newest of them, else nothing. */
export const shownLine = (t: Translate, shown: number, total: number): string | null =>
  total > shown
    ? t('shop.feeds.left_out.shown', { shown: formatCount(shown), total: formatCount(total) })
    : null;

/** The form's product number: a whole number from 1 that fits the API's id, or null. */
export function parseProductId(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * What a failed PUT of an exclusion says to staff. The API's 404 names no product ("not_found"),
 * and on this form it can only be the number typed in; anything else keeps the API's own key
 * (the network's failure included), which api-client puts in the message.
 */
export function exclusionErrorKey(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 404) return 'shop.errors.product_not_found';
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('shop.errors.') ? message : 'shop.errors.unexpected_error';
}
