import { attr, element, money, xmlText } from '../feed-xml';
import { difficultyWords, sellingPrice, type FeedProduct } from '../feed-product';
import type { FeedFormat } from './feed-format';
import { cdata, ymlHead, ymlTail } from './yml';

/**
 * Prom.ua's YML import (support.prom.ua "Імпорт з YML"; its page was not reachable, so this follows
 * what Prom's generators agree on, docs/feed-formats.md): retail offers (`selling_type="r"`),
 * `oldprice` above the price sold, both languages with both descriptions (one alone does not
 * update), `vendorCode` (≤ 25), `quantity_in_stock`, up to 10 pictures. A product not in stock,
 * preorder or not, is `available="false"`.
 */
const param = (name: string, value: string, unit?: string) =>
  `<param${attr('name', name)}${unit ? attr('unit', unit) : ''}>${xmlText(value)}</param>`;

export const promFeed: FeedFormat = {
  file: 'prom.xml',
  title: 'Prom.ua',
  head: ymlHead,
  entry(p: FeedProduct, c) {
    const sold = sellingPrice(p);
    return (
      `<offer${attr('id', p.id)}${attr('available', p.stock > 0)}${attr('selling_type', 'r')}>` +
      element('url', p.link) +
      element('price', money(sold)) +
      (sold < p.price ? element('oldprice', money(p.price)) : '') +
      element('currencyId', 'UAH') +
      element('categoryId', p.categoryId) +
      p.images
        .slice(0, 10)
        .map((url) => element('picture', url))
        .join('') +
      element('name', p.name.ru || p.name.ua) +
      element('name_ua', p.name.ua) +
      `<description>${cdata(p.description.ru || p.description.ua || p.name.ru)}</description>` +
      `<description_ua>${cdata(p.description.ua || p.name.ua)}</description_ua>` +
      element('vendor', c.shopName) +
      element('vendorCode', p.article.slice(0, 25)) +
      element('country_of_origin', 'Україна') +
      element('quantity_in_stock', p.stock) +
      param('Розмір полотна', p.size, 'см') +
      param('Складність', difficultyWords[p.difficulty]?.ua ?? String(p.difficulty)) +
      '</offer>\n'
    );
  },
  tail: ymlTail,
};
