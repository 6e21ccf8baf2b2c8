import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { parseFeed } from './feed-requirements';

/** Issue #45: the back office's view of the feeds, and a product staff leave out of them. */
let t: TestApp;
let staff: Record<string, string>;
let listedId = 0;
let noPictureId = 0;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await createTestUser(t.app, { role: 'manager' })).authHeader;
  listedId = (await insertProduct(t.db, { images: ['/m/a.jpg'] })).id;
  await insertProduct(t.db, { images: ['/m/b.jpg'] });
  noPictureId = (await insertProduct(t.db, { images: [] })).id;
});
afterAll(async () => t?.close());

const feeds = (headers = staff) => t.app.inject({ method: 'GET', url: '/api/admin/feeds', headers });
const exclude = (productId: number | string, body: unknown, headers = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/feeds/exclusions/${productId}`,
    headers,
    payload: body as object,
  });
const offerIds = async () =>
  (
    (parseFeed((await t.app.inject({ method: 'GET', url: '/api/server/feeds/prom.xml' })).body).yml_catalog
      .shop.offers?.offer ?? []) as { '@id': string }[]
  ).map((o) => Number(o['@id']));

describe('GET /api/admin/feeds', () => {
  it("lists each feed's address and entries, its last whole read, and what is left out and why", async () => {
    const before = (await feeds()).json();
    expect(before.feeds.map((f: { file: string }) => f.file)).toEqual([
      'google-merchant.xml',
      'rozetka.xml',
      'prom.xml',
      'hotline.xml',
    ]);
    expect(before.feeds[1]).toMatchObject({
      title: 'Rozetka',
      url: `${t.config.webUrl}/feeds/rozetka.xml`,
      entries: 2,
      lastReadAt: null,
    });
    expect(before.leftOut).toEqual([
      {
        productId: noPictureId,
        article: expect.any(String),
        nameUa: expect.any(String),
        reasons: ['no_picture'],
      },
    ]);
    expect(before.leftOutTotal).toBe(1);

    await t.app.inject({
      method: 'GET',
      url: '/api/server/feeds/rozetka.xml',
      headers: { 'user-agent': 'RozetkaBot/1.0' },
    });
    const after = (await feeds()).json();
    expect(after.feeds[1]).toMatchObject({ lastReader: 'RozetkaBot/1.0', lastReadEntries: 2 });
    expect(Date.parse(after.feeds[1].lastReadAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(after.feeds[0].lastReadAt).toBeNull();
  });

  it('refuses strangers and customers', async () => {
    const customer = await createTestUser(t.app);
    expect((await feeds({})).statusCode).toBe(401);
    expect((await feeds(customer.authHeader)).statusCode).toBe(403);
    expect((await exclude(listedId, { excluded: true }, customer.authHeader)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/feeds/exclusions/:productId', () => {
  it('leaves a product out of every feed at once (a new ETag), and puts it back; audited', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/server/feeds/prom.xml' })).headers.etag;
    expect(await offerIds()).toContain(listedId);
    expect((await exclude(listedId, { excluded: true })).statusCode).toBe(204);
    expect(await offerIds()).not.toContain(listedId);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/server/feeds/prom.xml',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(200);
    const view = (await feeds()).json();
    expect(view.leftOut).toContainEqual(
      expect.objectContaining({ productId: listedId, reasons: ['excluded'] }),
    );
    expect(view.feeds[0].entries).toBe(1);

    expect((await exclude(listedId, { excluded: false })).statusCode).toBe(204);
    expect(await offerIds()).toContain(listedId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.marketplaces'), eq(auditLog.entityId, String(listedId))));
    expect(audits.map((a) => a.after)).toEqual([{ onMarketplaces: false }, { onMarketplaces: true }]);
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    expect((await exclude(999_999, { excluded: true })).statusCode).toBe(404);
    expect((await exclude(listedId, { excluded: 'так' })).statusCode).toBe(400);
    expect((await exclude(listedId, {})).statusCode).toBe(400);
    expect((await exclude('abc', { excluded: true })).statusCode).toBe(400);
  });
});
