import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startS3TestServer } from '../../test/s3-test-server';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import { solid } from './test-images';

/** Two API processes behind a balancer share one bucket: what one stored, the other serves. */
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  first = await buildTestApp({ config: { storage: s3.config } });
  second = await buildTestApp({ config: { storage: s3.config } });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

function multipart(field: string, filename: string, data: Buffer) {
  const boundary = '----kartyna-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads on S3 storage', () => {
  it('an upload through one instance is served by another', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const upload = await first.app.inject({
      method: 'POST',
      url: '/api/server/image-upload',
      ...multipart('image', 'photo.png', png),
    });
    expect(upload.statusCode).toBe(201);
    const { imageUrl } = upload.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/api\/server\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.jpg$/);

    const served = await second.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('draws a demo picture into the bucket once; the other instance serves the stored one', async () => {
    const key = 'client-works/work-1.webp';
    // The first ask gets a quick sketch at once; the real picture is drawn into the bucket.
    const sketch = await first.app.inject({ method: 'GET', url: `/api/server/media/${key}` });
    expect(sketch.statusCode).toBe(200);
    expect(sketch.headers['content-type']).toBe('image/webp');
    expect(sketch.headers['cache-control']).toBe('public, max-age=60');
    const bucket = createS3Storage(s3.config);
    for (let i = 0; !(await bucket.exists(key)); i += 1) {
      if (i > 600) throw new Error('the picture never reached the bucket');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stored = await bucket.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    bucket.destroy();
    // Stored now: the other instance serves it from the bucket, drawing nothing.
    const again = await second.app.inject({ method: 'GET', url: `/api/server/media/${key}` });
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.rawPayload).toEqual(Buffer.concat(chunks));
  });

  it("answers 404 for a key in nobody's bucket", async () => {
    const res = await second.app.inject({ method: 'GET', url: '/api/server/media/uploads/2020-01/none.jpg' });
    expect(res.statusCode).toBe(404);
  });
});
