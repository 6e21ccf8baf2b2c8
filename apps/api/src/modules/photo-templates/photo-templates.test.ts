import { eq } from 'drizzle-orm';
import { photoCanvasCm, photoDetailByComplectation, photoPaletteSize } from '@kartyna/domain';
import { generatePaintByNumbers, previewPxPerMm } from '@kartyna/paint-by-numbers';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { mediaKeyOf } from '../../integrations/storage/file-storage';
import { createTestUser } from '../../test/fixtures';
import { kitToken } from './kit-token';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { PREVIEW_SCALE } from './template-render';
import { onlyDue, placeOne, templateRow, testPhoto, uploadPhoto } from './template-test-kit';
import { runDueTemplates } from './template-worker';

/** A photo order's print template, end to end over HTTP: order → job → staff downloads. */

const kit = usePhotoOrderKit();
let staff: Record<string, string>;
let customer: Record<string, string>;
let photoUrl = '';
const crop = { x: 0.1, y: 0.05, width: 0.8, height: 0.9 };
const placed = { orderId: 0, lineId: 0 };

const admin = (url: string, headers: Record<string, string> = staff, method: 'GET' | 'POST' = 'GET') =>
  kit.t.app.inject({ method, url: `/api/admin/photo-orders${url}`, headers });

beforeAll(async () => {
  staff = (await createTestUser(kit.t.app, { role: 'manager' })).authHeader;
  customer = (await createTestUser(kit.t.app)).authHeader;
  photoUrl = await uploadPhoto(kit, await testPhoto());
  Object.assign(
    placed,
    await placeOne(kit, {
      imageUrl: photoUrl,
      size: '40x50',
      complectation: 'classic',
      orientation: 'landscape',
      crop,
      seed: 7,
    }),
  );
});

describe('a photo order stores what the shopper saw and queues its template', () => {
  it('keeps orientation, crop and seed on the line, and a queued template job with the order', async () => {
    const row = await templateRow(kit, placed.lineId);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lineId: placed.lineId, status: 'queued', files: null, palette: null });
  });

  it('defaults an older client to portrait, the centre and the shop seed', async () => {
    const { line } = await placeOne(kit, { imageUrl: photoUrl });
    expect(line).toMatchObject({ orientation: 'portrait', crop: null, seed: 1 });
  });
});

describe('the template job and the staff downloads', () => {
  beforeAll(async () => {
    await onlyDue(kit, placed.lineId);
    const run = await runDueTemplates(kit.t.app.deps, { max: 1 });
    expect(run).toEqual({ ready: 1, failed: 0, retried: 0 });
  });

  it('answers ready with the legend of the complectation and the stats', async () => {
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.status).toBe('ready');
    expect(view.options).toEqual({
      widthCm: 50,
      heightCm: 40,
      colours: 24,
      detail: 'medium',
      seed: 7,
      crop,
      pxPerMm: 1,
    });
    expect(view.stats.colourCount).toBe(photoPaletteSize.classic);
    expect(view.palette).toHaveLength(photoPaletteSize.classic);
    expect(view.palette.map((p: { number: number }) => p.number)).toEqual(
      [...Array(24).keys()].map((i) => i + 1),
    );
    expect(view.stats.regionCount).toBe(
      view.palette.reduce((sum: number, p: { regionCount: number }) => sum + p.regionCount, 0),
    );
    expect(view.files['template.svg']).toBe(
      `/api/admin/photo-orders/${placed.orderId}/lines/${placed.lineId}/template/template.svg`,
    );
  });

  it('gives the SVG byte for byte as the generator run directly on the stored upload with the same options', async () => {
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template/template.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="photo-order-${placed.orderId}-line-${placed.lineId}.svg"`,
    );
    const stored = await kit.t.app.deps.storage.open(mediaKeyOf(photoUrl)!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const { data, info } = await sharp(Buffer.concat(chunks))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const direct = generatePaintByNumbers(
      { width: info.width, height: info.height, data: new Uint8ClampedArray(data) },
      {
        ...photoCanvasCm('40x50', 'landscape'),
        colours: photoPaletteSize.classic,
        detail: photoDetailByComplectation.classic,
        seed: 7,
        crop,
        pxPerMm: previewPxPerMm,
      },
    );
    expect(res.body.length).toBeGreaterThan(10_000);
    expect(res.body).toBe(direct.svg);
    expect(res.body).toContain('width="500mm" height="400mm"');
  });

  it('gives the print PDF: the canvas at its real size and a legend page', async () => {
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template/template.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="photo-order-${placed.orderId}-line-${placed.lineId}.pdf"`,
    );
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // 500 × 400 mm in points (72 a inch), then the A4 legend.
    expect(pdf).toMatch(/\/MediaBox \[0 0 1417\.32\d* 1133\.85\d*\]/);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('gives the painted preview PNG, drawn sharp at four times the working grid', async () => {
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template/preview.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain(
      `photo-order-${placed.orderId}-line-${placed.lineId}-preview.png`,
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 500 * PREVIEW_SCALE, 400 * PREVIEW_SCALE]);
  });

  it('mails the shopper the painted preview once, after the confirmation that went with the order', async () => {
    const mails = await kit.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'olena@example.com'));
    const kinds = mails.map((m) => m.kind);
    expect(kinds.filter((k) => k === 'photo-order-accepted').length).toBeGreaterThanOrEqual(1);
    const ready = mails.filter((m) => m.dedupeKey === `photo-template-ready:${placed.lineId}`);
    expect(ready).toHaveLength(1);
    const row = await templateRow(kit, placed.lineId);
    expect(ready[0]!.html).toContain(`http://shop.kartyna.test/api/server/media/${row!.previewKey}`);
    expect(ready[0]!.subject).toBe(
      `Ваша картина за замовленням Ф-${placed.orderId} — ось як вона виглядатиме`,
    );
    expect(ready[0]!.text).toContain('Кольорів: 24');
    // The painting companion, opened by the kit token without signing in.
    const ref = `p${placed.lineId}`;
    const companion = `http://shop.kartyna.test/kit/${ref}?k=${kitToken(kit.t.config.authSecret, ref)}`;
    expect(ready[0]!.text).toContain(`Розфарбовуйте з телефона: шаблон, легенда і ваш поступ: ${companion}`);
    expect(ready[0]!.html).toContain(`href="${companion}"`);
    // The preview the mail shows is served to the shopper's mail client without a login.
    const media = await kit.t.app.inject({ method: 'GET', url: `/api/server/media/${row!.previewKey}` });
    expect([media.statusCode, media.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('refuses to queue a ready template again', async () => {
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template/retry`, staff, 'POST');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'status_transition_not_allowed', statusCode: 409 });
  });
});

describe('the staff routes are staff only', () => {
  const urls = () => [
    `/${placed.orderId}/lines/${placed.lineId}/template`,
    `/${placed.orderId}/lines/${placed.lineId}/template/template.svg`,
    `/${placed.orderId}/lines/${placed.lineId}/template/template.pdf`,
    `/${placed.orderId}/lines/${placed.lineId}/template/preview.png`,
  ];

  it('answers 401 to a guest, also with the upload cookie of the order', async () => {
    for (const url of urls()) {
      expect((await admin(url, {})).statusCode, url).toBe(401);
      expect((await admin(url, { cookie: kit.ownerCookie })).statusCode, url).toBe(401);
    }
    expect(
      (await admin(`/${placed.orderId}/lines/${placed.lineId}/template/retry`, {}, 'POST')).statusCode,
    ).toBe(401);
  });

  it('answers 403 to a customer', async () => {
    for (const url of urls()) expect((await admin(url, customer)).statusCode, url).toBe(403);
    expect(
      (await admin(`/${placed.orderId}/lines/${placed.lineId}/template/retry`, customer, 'POST')).statusCode,
    ).toBe(403);
  });

  it('answers 404 for a line of another order, an unknown line, and 400 for an unknown file', async () => {
    expect((await admin(`/${placed.orderId + 999}/lines/${placed.lineId}/template`)).statusCode).toBe(404);
    expect((await admin(`/${placed.orderId}/lines/999999/template/template.svg`)).statusCode).toBe(404);
    const res = await admin(`/${placed.orderId}/lines/${placed.lineId}/template/secret.txt`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });
});
