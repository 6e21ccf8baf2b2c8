import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';
import { startS3TestServer } from '../../test/s3-test-server';
import { clientData } from '../photo-orders/photo-orders-test-kit';
import { imagePart, multipart } from '../uploads/test-images';
import { testPhoto } from './template-test-kit';
import { findTemplateOfLine as templateRow } from './template-repository';
import { runDueTemplates } from './template-worker';

/** The template job on S3 storage: the photo read from the bucket, the files written back to it. */
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await buildTestApp({ config: { storage: s3.config } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('photo templates on S3 storage', () => {
  it('makes the template from the stored upload and serves its files from the bucket', async () => {
    const body = multipart([imagePart(await testPhoto('chelsea.png', 1000))]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/server/image-upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const cookie = `upload_owner=${upload.cookies.find((c) => c.name === 'upload_owner')!.value}`;
    const [city] = await t.app.deps.delivery.searchCities('Київ', 1);
    const [branch] = await t.app.deps.delivery.listPoints(city!.ref, 'branch');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/server/photo-orders',
      headers: { cookie },
      payload: {
        clientData,
        delivery: { deliveryType: 'post', cityRef: city!.ref, branchRef: branch!.ref },
        paymentType: 'cod',
        productsData: [
          {
            imageUrl: upload.json().imageUrl,
            complectation: 'classic',
            size: '40x50',
            speed: 'standart',
            orientation: 'landscape',
          },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as number;

    expect(await runDueTemplates(t.app.deps)).toEqual({ ready: 1, failed: 0, retried: 0 });
    const staff = (await createTestUser(t.app, { role: 'manager' })).authHeader;
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/photo-${orderId}`,
      headers: staff,
    });
    const lineId = order.json().lines[0].id as number;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/photo-orders/${orderId}/lines/${lineId}/template`,
      headers: staff,
    });
    expect(view.json()).toMatchObject({
      status: 'ready',
      stats: { colourCount: 24, widthMm: 500, heightMm: 400 },
    });

    const bucket = createS3Storage(s3.config);
    for (const file of ['template.svg', 'template.pdf', 'preview.png']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/photo-orders/${orderId}/lines/${lineId}/template/${file}`,
        headers: staff,
      });
      expect(res.statusCode, file).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    const svg = await t.app.inject({
      method: 'GET',
      url: `/api/admin/photo-orders/${orderId}/lines/${lineId}/template/template.svg`,
      headers: staff,
    });
    expect(svg.body.startsWith('<svg')).toBe(true);
    // The files live in the bucket: another instance serves the same bytes.
    const row = await templateRow(t.db, lineId);
    const stored = await bucket.open(row!.svgKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(svg.body);
  });
});
