import { XMLParser } from 'fast-xml-parser';

/**
 * Test-only: each feed's required fields as its published format states them
 * (docs/feed-formats.md, with the sources), checked on a parsed feed. A missing or malformed
 * required field is a problem naming the entry and the field; an empty list means it passes.
 */

export const parseFeed = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) =>
      ['item', 'offer', 'category', 'picture', 'param', 'g:additional_image_link'].includes(name),
  }).parse(xml) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && '#text' in value
      ? String((value as Node)['#text'])
      : '';

function need(problems: string[], where: string, node: Node, fields: string[]) {
  for (const field of fields) if (!text(node[field])) problems.push(`${where}: ${field} missing`);
}

const MONEY_UAH = /^\d+\.\d{2} UAH$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

export function googleProblems(feed: Node): string[] {
  const problems: string[] = [];
  const channel = feed.rss?.channel as Node | undefined;
  if (feed.rss?.['@xmlns:g'] !== 'http://base.google.com/ns/1.0') problems.push('rss: xmlns:g');
  if (!channel) return [...problems, 'rss/channel missing'];
  need(problems, 'channel', channel, ['title', 'link', 'description']);
  for (const item of (channel.item ?? []) as Node[]) {
    const where = `item ${text(item['g:id'])}`;
    need(problems, where, item, [
      'g:id',
      'g:title',
      'g:description',
      'g:link',
      'g:image_link',
      'g:availability',
      'g:price',
      'g:condition',
      'g:brand',
    ]);
    if (text(item['g:id']).length > 50) problems.push(`${where}: g:id over 50`);
    if (text(item['g:title']).length > 150) problems.push(`${where}: g:title over 150`);
    if (text(item['g:description']).length > 5000) problems.push(`${where}: g:description over 5000`);
    if (!MONEY_UAH.test(text(item['g:price']))) problems.push(`${where}: g:price not "0.00 UAH"`);
    if (item['g:sale_price'] !== undefined && !MONEY_UAH.test(text(item['g:sale_price'])))
      problems.push(`${where}: g:sale_price not "0.00 UAH"`);
    const availability = text(item['g:availability']);
    if (!['in_stock', 'out_of_stock', 'preorder', 'backorder'].includes(availability))
      problems.push(`${where}: g:availability "${availability}"`);
    if (availability === 'preorder' && !text(item['g:availability_date']))
      problems.push(`${where}: g:availability_date missing`);
    if (!text(item['g:gtin']) && !text(item['g:mpn']) && text(item['g:identifier_exists']) !== 'no')
      problems.push(`${where}: no gtin, mpn or identifier_exists`);
    if (((item['g:additional_image_link'] ?? []) as unknown[]).length > 10)
      problems.push(`${where}: over 10 additional images`);
  }
  return problems;
}

function ymlShopProblems(feed: Node, problems: string[]): Node | null {
  const shop = feed.yml_catalog?.shop as Node | undefined;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(String(feed.yml_catalog?.['@date'] ?? '')))
    problems.push('yml_catalog: date');
  if (!shop) {
    problems.push('yml_catalog/shop missing');
    return null;
  }
  need(problems, 'shop', shop, ['name', 'company', 'url']);
  const currency = shop.currencies?.currency as Node | undefined;
  if (currency?.['@id'] !== 'UAH' || currency?.['@rate'] !== '1') problems.push('currencies: UAH at rate 1');
  const ids = new Set<string>();
  for (const category of (shop.categories?.category ?? []) as Node[]) {
    if (!/^\d+$/.test(String(category['@id']))) problems.push('category: id');
    if (!text(category)) problems.push(`category ${category['@id']}: name`);
    if (category['@parentId'] !== undefined && !ids.has(String(category['@parentId'])))
      problems.push(`category ${category['@id']}: parent ${category['@parentId']} not before it`);
    ids.add(String(category['@id']));
  }
  for (const offer of (shop.offers?.offer ?? []) as Node[])
    if (!ids.has(text(offer.categoryId)))
      problems.push(`offer ${offer['@id']}: categoryId not in categories`);
  return shop;
}

export function rozetkaProblems(feed: Node): string[] {
  const problems: string[] = [];
  const shop = ymlShopProblems(feed, problems);
  for (const offer of (shop?.offers?.offer ?? []) as Node[]) {
    const where = `offer ${offer['@id']}`;
    if (!/^[A-Za-z0-9]+$/.test(String(offer['@id'] ?? '')))
      problems.push(`${where}: id not Latin letters and digits`);
    if (!['true', 'false'].includes(String(offer['@available']))) problems.push(`${where}: available`);
    need(problems, where, offer, [
      'price',
      'currencyId',
      'categoryId',
      'vendor',
      'name',
      'description',
      'stock_quantity',
    ]);
    if (!MONEY.test(text(offer.price))) problems.push(`${where}: price`);
    if (offer.price_old !== undefined && !(Number(text(offer.price_old)) > Number(text(offer.price))))
      problems.push(`${where}: price_old not above price`);
    const pictures = (offer.picture ?? []) as unknown[];
    if (pictures.length < 1 || pictures.length > 15) problems.push(`${where}: 1–15 pictures`);
    const params = (offer.param ?? []) as Node[];
    if (params.length === 0 || params.some((p) => !p['@name'] || !text(p)))
      problems.push(`${where}: params with names and values`);
    if (text(offer.name).length > 255) problems.push(`${where}: name over 255`);
  }
  return problems;
}

export function promProblems(feed: Node): string[] {
  const problems: string[] = [];
  const shop = ymlShopProblems(feed, problems);
  for (const offer of (shop?.offers?.offer ?? []) as Node[]) {
    const where = `offer ${offer['@id']}`;
    if (!offer['@id']) problems.push(`${where}: id`);
    need(problems, where, offer, ['price', 'currencyId', 'categoryId', 'name']);
    // A Ukrainian name is taken only beside a Ukrainian description, and the other way round.
    if (Boolean(text(offer.name_ua)) !== Boolean(text(offer.description_ua)))
      problems.push(`${where}: name_ua without description_ua`);
    if (text(offer.vendorCode).length > 25) problems.push(`${where}: vendorCode over 25`);
    if (((offer.picture ?? []) as unknown[]).length > 10) problems.push(`${where}: over 10 pictures`);
  }
  return problems;
}

export function hotlineProblems(feed: Node): string[] {
  const problems: string[] = [];
  const price = feed.price as Node | undefined;
  if (!price) return ['price missing'];
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text(price.date))) problems.push('price: date');
  need(problems, 'price', price, ['firmName']);
  const ids = new Set(((price.categories?.category ?? []) as Node[]).map((c) => text(c.id)));
  for (const category of (price.categories?.category ?? []) as Node[])
    need(problems, `category ${text(category.id)}`, category, ['id', 'name']);
  for (const item of (price.items?.item ?? []) as Node[]) {
    const where = `item ${text(item.id)}`;
    need(problems, where, item, ['id', 'categoryId', 'vendor', 'name', 'url', 'priceRUAH']);
    if (!/^[0-9a-zA-Z_-]{1,20}$/.test(text(item.id))) problems.push(`${where}: id`);
    if (!ids.has(text(item.categoryId))) problems.push(`${where}: categoryId not in categories`);
    if (!MONEY.test(text(item.priceRUAH))) problems.push(`${where}: priceRUAH`);
    const stock = text(item.stock);
    if (stock && !['В наявності', 'Під замовлення', 'Немає'].includes(stock))
      problems.push(`${where}: stock "${stock}"`);
    if (stock === 'Під замовлення' && !text(item.shipping)) problems.push(`${where}: shipping days missing`);
    if (/<[a-z]/i.test(text(item.description))) problems.push(`${where}: HTML in description`);
  }
  return problems;
}
