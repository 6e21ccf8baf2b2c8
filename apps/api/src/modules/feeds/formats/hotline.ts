import { attr, clip, element, feedDate, money, plainText, xmlText } from '../feed-xml';
import { difficultyWords, PREORDER_DAYS, sellingPrice, sizeWords, type FeedProduct } from '../feed-product';
import type { FeedFormat } from './feed-format';

/**
 * Hotline.ua's price list (hotline.ua/about/pricelists_specs; read through the notes of
 * docs/feed-formats.md): `price` with its date and firm, categories with parents, an item per
 * product with id, categoryId, vendor, name, url, priceRUAH, the stock in Ukrainian words
 * (`Під замовлення` with the days in `shipping`) and a plain-text description of `Ключ: значення;`.
 */
const stockOf = (p: FeedProduct) => (p.stock > 0 ? 'В наявності' : p.preorder ? 'Під замовлення' : 'Немає');

export const hotlineFeed: FeedFormat = {
  file: 'hotline.xml',
  title: 'Hotline',
  head: (c) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<price>` +
    element('date', feedDate(c.generatedAt)) +
    element('firmName', c.shopName) +
    '<categories>' +
    c.categories
      .map(
        (node) =>
          '<category>' +
          element('id', node.id) +
          (node.parentId === null ? '' : element('parentId', node.parentId)) +
          element('name', node.name.ua) +
          '</category>',
      )
      .join('') +
    '</categories>\n<items>\n',
  entry(p: FeedProduct, c) {
    const facts = `Розмір: ${sizeWords(p.size)}; Складність: ${difficultyWords[p.difficulty]?.ua ?? p.difficulty};`;
    return (
      '<item>' +
      element('id', p.id) +
      element('categoryId', p.categoryId) +
      element('code', p.article) +
      element('vendor', c.shopName) +
      element('name', clip(p.name.ua, 255)) +
      element('description', `${facts} ${plainText(p.description.ua, 2000)}`.trim()) +
      element('url', p.link) +
      element('image', p.images[0]) +
      element('priceRUAH', money(sellingPrice(p))) +
      (p.salePrice !== null ? element('oldprice', money(p.price)) : '') +
      element('stock', stockOf(p)) +
      (p.stock <= 0 && p.preorder ? element('shipping', PREORDER_DAYS) : '') +
      `<param${attr('name', 'Країна виготовлення')}>${xmlText('Україна')}</param>` +
      '</item>\n'
    );
  },
  tail: () => '</items></price>\n',
};
