import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, photoTemplates } from '../../db/schema';
import { signUp } from '../auth/auth-test-kit';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { qrSquares } from '../photo-templates/template-pdf';
import { companionUrlOfLine } from '../photo-templates/template-subject';
import {
  onlyDue,
  pdfOperators,
  rectCount,
  templateRow,
  testPhoto,
  uploadPhoto,
} from '../photo-templates/template-test-kit';
import { runDueTemplates } from '../photo-templates/template-worker';
import { kitToken } from '../photo-templates/kit-token';
import { fetchMap, getKit, notFoundAnswer, putProgress } from './painting-kits-test-kit';

/** The companion's photo kits over HTTP: who may open one, its template and map, progress sync. */

const kit = usePhotoOrderKit();
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let lineId = 0;
let ref = '';
let orderToken = '';
let regionCount = 0;
let k = '';

beforeAll(async () => {
  owner = await signUp(kit.t.app);
  stranger = await signUp(kit.t.app);
  const imageUrl = await uploadPhoto(kit, await testPhoto('coffee.png', 1000));
  // A Russian-speaking buyer: the mail's companion link is under /ru.
  const res = await kit.place(kit.orderBody({ productsData: [kit.line({ imageUrl })], language: 'ru' }), {
    cookie: kit.ownerCookie,
    ...owner.bearer,
  });
  expect(res.statusCode, res.body).toBe(201);
  orderToken = res.json().orderToken;
  const [line] = await kit.t.db.select().from(photoTemplates);
  lineId = line!.lineId!;
  ref = `p${lineId}`;
  k = kitToken(kit.t.config.authSecret, ref);
  await onlyDue(kit, lineId);
  expect(await runDueTemplates(kit.t.app.deps)).toEqual({ ready: 1, failed: 0, retried: 0 });
  regionCount = Number((await templateRow(kit, lineId))!.stats!.regionCount);
});

describe('GET /kits/:ref', () => {
  it("gives the owner the ready kit: the printed SVG, a map of the template's regions, the legend", async () => {
    const res = await getKit(kit.t.app, ref, '', owner.bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const row = (await templateRow(kit, lineId))!;
    expect(body).toMatchObject({
      ref,
      kind: 'photo',
      status: 'ready',
      title: 'Картина за фото 40×50, класика',
      token: k,
      regionCount,
      widthMm: 400,
      heightMm: 500,
      progress: { ticked: [], updatedAt: null },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.palette).toHaveLength(24);
    expect(body.palette[0]).toEqual({
      number: expect.any(Number),
      hex: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      share: expect.any(Number),
      regionCount: expect.any(Number),
    });
    expect(row.mapKey).toBe(row.svgKey!.replace(/\.svg$/, '-regions.kmap'));
    const map = await fetchMap(kit.t.app, body.mapUrl);
    expect(map.regions).toHaveLength(regionCount);
    // The printed legend carries the companion's QR code (one square a dark module).
    const pdf = await kit.t.app.deps.storage.open(row.pdfKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of pdf!.stream) chunks.push(chunk as Buffer);
    const { dark } = qrSquares(companionUrlOfLine(kit.t.config.authSecret, lineId));
    expect(rectCount(pdfOperators(Buffer.concat(chunks)))).toBeGreaterThanOrEqual(dark.length);
    const svg = await kit.t.app.inject({ method: 'GET', url: body.svgUrl });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    // The first look: the same template as a PNG, 1600 px on its long side.
    const outline = await kit.t.app.inject({ method: 'GET', url: body.outlineUrl });
    expect(outline.statusCode).toBe(200);
    expect(outline.headers['content-type']).toContain('image/png');
    const drawn = await sharp(outline.rawPayload).metadata();
    expect([drawn.width, drawn.height]).toEqual([1280, 1600]);
  });

  it('opens with the kit token or the order token, signed in or not, in the asked locale', async () => {
    const byK = await getKit(kit.t.app, ref, `?k=${k}&locale=ru`);
    expect(byK.statusCode, byK.body).toBe(200);
    expect(byK.json()).toMatchObject({ status: 'ready', title: 'Картина по фото 40×50, классика' });
    const byT = await getKit(kit.t.app, ref, `?t=${orderToken}`, stranger.bearer);
    expect(byT.statusCode, byT.body).toBe(200);
    const ruCookie = await getKit(kit.t.app, ref, `?k=${k}`, { cookie: 'NEXT_LOCALE=ru' });
    expect(ruCookie.json().title).toBe('Картина по фото 40×50, классика');
  });

  it('answers everyone else the same 404: a stranger, another account, a wrong token, a bad ref', async () => {
    const wrongK = `${k.slice(0, -1)}${k.endsWith('A') ? 'B' : 'A'}`;
    const asked = [
      getKit(kit.t.app, ref),
      getKit(kit.t.app, ref, '', stranger.bearer),
      getKit(kit.t.app, ref, `?k=${wrongK}`),
      getKit(kit.t.app, ref, `?t=${orderToken.slice(1)}`),
      // the kit token of another kit opens only that one
      getKit(kit.t.app, `p${lineId + 1}`, `?k=${k}`),
      getKit(kit.t.app, `o${lineId}`, `?k=${k}`),
      getKit(kit.t.app, `p999999`, '', owner.bearer),
      ...['x1', 'p0', 'p01', 'p', 'P1', 'p2147483648', 'p99999999999', '%20p1'].map((bad) =>
        getKit(kit.t.app, bad, `?k=${k}`, owner.bearer),
      ),
    ];
    for (const res of await Promise.all(asked)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(notFoundAnswer);
    }
  });
});

describe('the template-ready mail', () => {
  it("links the companion in the order's language, with the kit token", async () => {
    const [mail] = await kit.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `photo-template-ready:${lineId}`));
    const link = `http://shop.kartyna.test/ru/kit/${ref}?k=${k}`;
    expect(mail!.text).toContain(`Раскрашивайте с телефона: шаблон, легенда и ваш прогресс: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
  });
});

describe('PUT /kits/:ref/progress', () => {
  const sync = (changes: unknown, query = `?k=${k}`) => putProgress(kit.t.app, ref, changes, query);

  it('merges two devices per region: an older change loses, a newer one wins, the future is now', async () => {
    const a = await sync([
      { region: 0, ticked: true, at: 1_000 },
      { region: 1, ticked: true, at: 1_000 },
      { region: 3, ticked: true, at: 1_000 },
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().ticked).toEqual([0, 1, 3]);
    // Device B was offline: its untick of region 0 happened before A's tick.
    const b = await sync([
      { region: 0, ticked: false, at: 500 },
      { region: 1, ticked: false, at: 2_000 },
    ]);
    expect(b.json().ticked).toEqual([0, 3]);
    // A clock a year ahead counts as the server's now, so it cannot win over later changes for ever.
    const future = await sync([{ region: 5, ticked: true, at: Date.now() + 365 * 86_400_000 }]);
    expect(future.json().ticked).toEqual([0, 3, 5]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await sync([{ region: 5, ticked: false, at: Date.now() + 10_000 }]);
    expect(after.json().ticked).toEqual([0, 3]);
    // A replayed sync changes nothing, and GET shows the same.
    const updatedAt = after.json().updatedAt;
    const again = await sync([{ region: 1, ticked: false, at: 2_000 }]);
    expect(again.json()).toEqual({ ticked: [0, 3], updatedAt });
    const read = await getKit(kit.t.app, ref, '', owner.bearer);
    expect(read.json().progress).toEqual({ ticked: [0, 3], updatedAt });
    expect(Date.parse(updatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('keeps every change of devices syncing at the same moment', async () => {
    const regions = Array.from({ length: 12 }, (_, i) => 10 + i);
    const answers = await Promise.all(
      regions.map((region) => sync([{ region, ticked: true, at: Date.now() }])),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const read = await getKit(kit.t.app, ref, `?t=${orderToken}`);
    expect(read.json().progress.ticked).toEqual([0, 3, ...regions]);
  });

  it('refuses a malformed body (400), a region the template has not (422), anyone else (404)', async () => {
    for (const bad of [[{ region: -1, ticked: true, at: 1 }], [{ region: 1, ticked: 'yes', at: 1 }], 'x']) {
      const res = await sync(bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    }
    const noChanges = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/server/kits/${ref}/progress?k=${k}`,
      payload: {},
    });
    expect(noChanges.statusCode).toBe(400);
    const outside = await sync([{ region: regionCount, ticked: true, at: 1 }]);
    expect(outside.statusCode, outside.body).toBe(422);
    expect(outside.json()).toMatchObject({ message: 'invalid_data', statusCode: 422 });
    const stranger404 = await putProgress(
      kit.t.app,
      ref,
      [{ region: 1, ticked: true, at: 1 }],
      '',
      stranger.bearer,
    );
    expect(stranger404.statusCode).toBe(404);
    expect(stranger404.json()).toEqual(notFoundAnswer);
  });

  it('asks a cookie session for the CSRF token, as every other write', async () => {
    const cookie = `access_token=${owner.accessToken}`;
    const change = [{ region: 2, ticked: true, at: Date.now() }];
    const without = await putProgress(kit.t.app, ref, change, '', { cookie });
    expect(without.statusCode, without.body).toBe(403);
    expect(without.json()).toMatchObject({ message: 'csrf_invalid' });
    const withToken = await putProgress(kit.t.app, ref, change, '', {
      cookie,
      'x-csrf-token': owner.csrfToken,
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(withToken.json().ticked).toContain(2);
  });

  it('has no progress for a kit that is not ready (404)', async () => {
    await kit.t.db.update(photoTemplates).set({ status: 'working' }).where(eq(photoTemplates.lineId, lineId));
    try {
      const res = await sync([{ region: 1, ticked: true, at: 1 }]);
      expect(res.statusCode).toBe(404);
      expect((await getKit(kit.t.app, ref, `?k=${k}`)).json()).toMatchObject({
        status: 'preparing',
        token: k,
      });
    } finally {
      await kit.t.db.update(photoTemplates).set({ status: 'ready' }).where(eq(photoTemplates.lineId, lineId));
    }
  });
});
