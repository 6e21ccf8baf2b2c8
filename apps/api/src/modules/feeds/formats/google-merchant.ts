import { attr, clip, element, money, plainText } from '../feed-xml';
import { PREORDER_DAYS, sellingPrice, sizeWords, type FeedProduct } from '../feed-product';
import type { FeedFormat } from './feed-format';

/**
 * Google Merchant Center's RSS 2.0 with the `g:` namespace (support.google.com/merchants/answer/
 * 7052112, 14987622), which Meta's catalogue reads too: one Ukrainian item per product, the
 * limits Google sets (id 50, title 150, description 5000, 10 additional images).
 */
const availability = (p: FeedProduct) =>
  p.stock > 0 ? 'in_stock' : p.preorder ? 'preorder' : 'out_of_stock';

/** Google wants a preorder's date (ISO 8601, within a year): today plus the preorder's days. */
const availabilityDate = (from: Date) => {
  const at = new Date(from.getTime() + PREORDER_DAYS * 86_400_000);
  return `${at.toISOString().slice(0, 10)}T00:00+0000`;
};

export const googleMerchantFeed: FeedFormat = {
  file: 'google-merchant.xml',
  title: 'Google Merchant Center (і каталог Meta)',
  head: (c) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"${attr('xmlns:g', 'http://base.google.com/ns/1.0')}><channel>` +
    element('title', c.shopName) +
    element('link', `${c.shopUrl}/`) +
    element('description', 'Картини за номерами, алмазні мозаїки та картини з вашого фото') +
    '\n',
  entry(p, c) {
    const [image, ...more] = p.images;
    const sale = p.salePrice !== null;
    return (
      '<item>' +
      element('g:id', p.id) +
      element('g:title', clip(p.name.ua, 150)) +
      element('g:description', plainText(p.description.ua || p.name.ua, 5000)) +
      element('g:link', p.link) +
      element('g:image_link', image) +
      more
        .slice(0, 10)
        .map((url) => element('g:additional_image_link', url))
        .join('') +
      element('g:availability', availability(p)) +
      (availability(p) === 'preorder'
        ? element('g:availability_date', availabilityDate(c.generatedAt))
        : '') +
      element('g:price', `${money(p.price)} UAH`) +
      (sale ? element('g:sale_price', `${money(sellingPrice(p))} UAH`) : '') +
      element('g:condition', 'new') +
      element('g:brand', c.shopName) +
      element('g:mpn', p.article.slice(0, 70)) +
      element('g:product_type', clip(p.categoryPath.join(' > '), 750)) +
      element('g:size', sizeWords(p.size)) +
      '</item>\n'
    );
  },
  tail: () => '</channel></rss>\n',
};
