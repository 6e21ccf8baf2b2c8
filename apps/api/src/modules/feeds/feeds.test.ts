import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  googleProblems,
  hotlineProblems,
  parseFeed,
  promProblems,
  rozetkaProblems,
} from './feed-requirements';

/**
 * Issue #45: each feed parsed with a real XML parser, every entry checked against the catalogue,
 * and each checked against its published format's required fields.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const get = (file: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/server/feeds/${file}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const path = ['picture-by-numbers', 'flowers'];
  ids.sale = (
    await insertProduct(t.db, {
      categoryPath: path,
      article: 'KRT-1042',
      nameUa: 'Маки <у полі> & сонце',
      nameRu: 'Маки <в поле> & солнце',
      descriptionUa: '<p>Яскраві маки.</p>\u0001',
      price: 99_000,
      discountPrice: 82_500,
      stock: 12,
      images: ['/api/server/media/a.jpg', 'https://cdn.example/b.jpg'],
    })
  ).id;
  ids.preorder = (
    await insertProduct(t.db, { categoryPath: path, stock: 0, labels: ['preorder'], images: ['/m/p.jpg'] })
  ).id;
  ids.soldOut = (
    await insertProduct(t.db, { categoryPath: ['diamond-mosaic'], stock: 0, images: ['/m/s.jpg'] })
  ).id;
  ids.hidden = (await insertProduct(t.db, { categoryPath: path, isHidden: true, images: ['/m/h.jpg'] })).id;
  ids.inHiddenCategory = (
    await insertProduct(t.db, { categoryPath: ['archive', 'old'], images: ['/m/o.jpg'] })
  ).id;
  ids.noPicture = (await insertProduct(t.db, { categoryPath: path, images: [] })).id;
  // The archive is hidden: its products are no one's business.
  await t.db.update(categories).set({ isHidden: true }).where(eq(categories.type, 'archive'));
});
afterAll(async () => t?.close());

const listed = () => [ids.sale, ids.preorder, ids.soldOut].map(String).sort();

describe('the feeds', () => {
  it('Google Merchant: an item per listable product, as the catalogue has it', async () => {
    const res = await get('google-merchant.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(googleProblems(feed)).toEqual([]);
    const items = feed.rss.channel.item as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(items.map((i) => i['g:id']).sort()).toEqual(listed());
    const sale = items.find((i) => i['g:id'] === String(ids.sale));
    expect(sale).toMatchObject({
      'g:title': 'Маки <у полі> & сонце',
      'g:description': 'Яскраві маки.',
      'g:link': `${t.config.webUrl}/product/${ids.sale}`,
      'g:image_link': `${t.config.webUrl}/api/server/media/a.jpg`,
      'g:additional_image_link': ['https://cdn.example/b.jpg'],
      'g:availability': 'in_stock',
      'g:price': '990.00 UAH',
      'g:sale_price': '825.00 UAH',
      'g:condition': 'new',
      'g:brand': 'Kartyna',
      'g:mpn': 'KRT-1042',
      'g:product_type': 'picture-by-numbers ua > flowers ua',
    });
    const preorder = items.find((i) => i['g:id'] === String(ids.preorder));
    expect(preorder?.['g:availability']).toBe('preorder');
    expect(preorder?.['g:availability_date']).toMatch(/^\d{4}-\d{2}-\d{2}T00:00\+0000$/);
    expect(items.find((i) => i['g:id'] === String(ids.soldOut))?.['g:availability']).toBe('out_of_stock');
  });

  it('Rozetka: YML with categories and their parents, offers as Rozetka asks', async () => {
    const feed = parseFeed((await get('rozetka.xml')).body);
    expect(rozetkaProblems(feed)).toEqual([]);
    const shop = feed.yml_catalog.shop;
    const offers = shop.offers.offer as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(offers.map((o) => o['@id']).sort()).toEqual(listed());
    const sale = offers.find((o) => o['@id'] === String(ids.sale));
    expect(sale).toMatchObject({
      '@available': 'true',
      price: '825.00',
      price_old: '990.00',
      currencyId: 'UAH',
      stock_quantity: '12',
      name: 'Маки <в поле> & солнце',
      name_ua: 'Маки <у полі> & сонце',
      vendor: 'Kartyna',
      article: 'KRT-1042',
      picture: [`${t.config.webUrl}/api/server/media/a.jpg`, 'https://cdn.example/b.jpg'],
    });
    expect(sale?.param).toContainEqual({ '@name': 'Розмір', '#text': '40×50 см' });
    const preorder = offers.find((o) => o['@id'] === String(ids.preorder));
    expect(preorder).toMatchObject({ '@available': 'true', stock_quantity: '1' });
    expect(preorder?.param.map((p: { '@name': string }) => p['@name'])).toEqual(
      expect.arrayContaining(['Кнопка передзамовлення', 'Термін доставки']),
    );
    expect(offers.find((o) => o['@id'] === String(ids.soldOut))?.['@available']).toBe('false');
    const names = (shop.categories.category as { '#text': string }[]).map((c) => c['#text']);
    expect(names).toEqual(
      expect.arrayContaining(['picture-by-numbers ua', 'flowers ua', 'diamond-mosaic ua']),
    );
    expect(names).not.toContain('archive ua');
  });

  it('Prom.ua and Hotline: the same products in their own formats', async () => {
    const prom = parseFeed((await get('prom.xml')).body);
    expect(promProblems(prom)).toEqual([]);
    const offers = prom.yml_catalog.shop.offers.offer as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(offers.map((o) => o['@id']).sort()).toEqual(listed());
    expect(offers.find((o) => o['@id'] === String(ids.sale))).toMatchObject({
      '@available': 'true',
      '@selling_type': 'r',
      price: '825.00',
      oldprice: '990.00',
      vendorCode: 'KRT-1042',
      quantity_in_stock: '12',
    });

    const hotline = parseFeed((await get('hotline.xml')).body);
    expect(hotlineProblems(hotline)).toEqual([]);
    const items = hotline.price.items.item as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(items.map((i) => i.id).sort()).toEqual(listed());
    expect(items.find((i) => i.id === String(ids.sale))).toMatchObject({
      priceRUAH: '825.00',
      stock: 'В наявності',
      code: 'KRT-1042',
      url: `${t.config.webUrl}/product/${ids.sale}`,
    });
    expect(items.find((i) => i.id === String(ids.preorder))).toMatchObject({
      stock: 'Під замовлення',
      shipping: '14',
    });
    expect(items.find((i) => i.id === String(ids.soldOut))?.stock).toBe('Немає');
  });

  it('answers 304 for the ETag it gave, and a new feed the moment a price changes', async () => {
    const first = await get('rozetka.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"rozetka-\d+-\d+\.\d+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('rozetka.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db
      .update(products)
      .set({ discountPrice: 79_900 })
      .where(eq(products.id, ids.sale ?? 0));
    const changed = await get('rozetka.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const offer = (
      parseFeed(changed.body).yml_catalog.shop.offers.offer as { '@id': string; price: string }[]
    ).find((o) => o['@id'] === String(ids.sale));
    expect(offer?.price).toBe('799.00');
  });

  it('knows no other file', async () => {
    expect((await get('yandex.xml')).statusCode).toBe(400);
    expect((await get('..%2Fsecrets')).statusCode).toBe(400);
  });
});

describe('the format checks fail on a missing required field', () => {
  it('for each feed', async () => {
    const google = parseFeed((await get('google-merchant.xml')).body);
    delete google.rss.channel.item[0]['g:price'];
    expect(googleProblems(google)).toContainEqual(expect.stringMatching(/g:price missing/));
    const rozetka = parseFeed((await get('rozetka.xml')).body);
    rozetka.yml_catalog.shop.offers.offer[0]['@id'] = 'KRT-1042';
    delete rozetka.yml_catalog.shop.offers.offer[1].picture;
    expect(rozetkaProblems(rozetka)).toEqual(
      expect.arrayContaining([expect.stringMatching(/id not Latin/), expect.stringMatching(/1–15 pictures/)]),
    );
    const prom = parseFeed((await get('prom.xml')).body);
    delete prom.yml_catalog.shop.offers.offer[0].description_ua;
    expect(promProblems(prom)).toContainEqual(expect.stringMatching(/name_ua without description_ua/));
    const hotline = parseFeed((await get('hotline.xml')).body);
    delete hotline.price.items.item[0].priceRUAH;
    expect(hotlineProblems(hotline)).toContainEqual(expect.stringMatching(/priceRUAH missing/));
  });
});

describe('a shop with no PUBLIC_URL', () => {
  it('links to the address the feed was asked at through the storefront, not to localhost:3000', async () => {
    const bare = await buildTestApp({ config: { webUrlConfigured: false, webUrl: 'http://localhost:3201' } });
    try {
      await insertProduct(bare.db, { images: ['/m/a.jpg'] });
      const res = await bare.app.inject({
        method: 'GET',
        url: '/api/server/feeds/hotline.xml',
        // What the storefront on this machine sends on (apps/web/src/server/api-proxy.ts).
        headers: { 'x-forwarded-host': '192.168.1.20:3201', 'x-forwarded-proto': 'http' },
      });
      const [item] = parseFeed(res.body).price.items.item as { url: string; image: string }[];
      expect(item?.url).toMatch(/^http:\/\/192\.168\.1\.20:3201\/product\/\d+$/);
      expect(item?.image).toBe('http://192.168.1.20:3201/m/a.jpg');
      // A stranger's host is not the shop's: the storefront's own port on this machine instead.
      const spoofed = await bare.app.inject({
        method: 'GET',
        url: '/api/server/feeds/hotline.xml',
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      const [other] = parseFeed(spoofed.body).price.items.item as { url: string }[];
      expect(other?.url).toMatch(/^http:\/\/localhost:3201\/product\/\d+$/);
    } finally {
      await bare.close();
    }
  });
});
