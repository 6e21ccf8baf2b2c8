import { attr, element, money, xmlText } from '../feed-xml';
import { difficultyWords, PREORDER_DAYS, sellingPrice, sizeWords, type FeedProduct } from '../feed-product';
import type { FeedFormat } from './feed-format';
import { cdata, ymlHead, ymlTail } from './yml';

/**
 * Rozetka's YML (sellerhelp.rozetka.com.ua p185 "Вимоги до XML-файлу", p231 preorder): an offer id
 * of Latin letters and digits only (the product's id), `price` as sold and `price_old` above it,
 * `name` in Russian and `name_ua` in Ukrainian, at most 15 https pictures. A preorder is
 * available with a stock of 1 and both the preorder button and the delivery days.
 */
const param = (name: string, value: string | number, extra = '') =>
  `<param${attr('name', name)}${extra}>${xmlText(String(value))}</param>`;

export const rozetkaFeed: FeedFormat = {
  file: 'rozetka.xml',
  title: 'Rozetka',
  head: ymlHead,
  entry(p: FeedProduct, c) {
    const listed = p.stock > 0 || p.preorder;
    const sold = sellingPrice(p);
    return (
      `<offer${attr('id', p.id)}${attr('available', listed)}>` +
      element('url', p.link) +
      element('price', money(sold)) +
      (sold < p.price ? element('price_old', money(p.price)) : '') +
      element('currencyId', 'UAH') +
      element('categoryId', p.categoryId) +
      p.images
        .slice(0, 15)
        .map((url) => element('picture', url))
        .join('') +
      element('vendor', c.shopName) +
      element('article', p.article) +
      element('stock_quantity', p.stock > 0 ? p.stock : p.preorder ? 1 : 0) +
      element('name', p.name.ru || p.name.ua) +
      element('name_ua', p.name.ua) +
      `<description>${cdata(p.description.ru || p.description.ua || p.name.ru)}</description>` +
      `<description_ua>${cdata(p.description.ua || p.name.ua)}</description_ua>` +
      param('Розмір', sizeWords(p.size)) +
      param('Складність', difficultyWords[p.difficulty]?.ua ?? String(p.difficulty)) +
      param('Країна-виробник товару', 'Україна') +
      (p.stock <= 0 && p.preorder
        ? param(
            'Кнопка передзамовлення',
            'Передзамовити',
            `${attr('paramid', 232597)}${attr('valueid', 3527191)}`,
          ) + param('Термін доставки', PREORDER_DAYS, attr('paramid', 252319))
        : '') +
      '</offer>\n'
    );
  },
  tail: ymlTail,
};
