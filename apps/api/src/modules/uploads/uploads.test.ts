import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { heicLike, imagePart, multipart, pngClaiming, solid, twoTone, type Part } from './test-images';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

// Every test uploads from its own address so the per-IP limit of one never trips another.
let addressCounter = 0;
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function upload(
  parts: Part[],
  extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/server/image-upload',
    payload: body.payload,
    headers: { ...body.headers, ...extra.headers },
    remoteAddress: extra.remoteAddress ?? nextAddress(),
  });
}

/** Reads an upload back the way a browser would and answers its bytes and metadata. */
async function fetchBack(imageUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: imageUrl });
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { res, meta };
}

describe('POST /image-upload', () => {
  it('re-encodes a JPEG into a progressive JPEG of the same size, without metadata', async () => {
    const input = await solid(800, 600)
      .withExif({ IFD0: { Copyright: 'secret owner', Make: 'PhoneCam' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload([imagePart(input)]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      imageUrl: expect.stringMatching(/^\/api\/server\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg$/),
      width: 800,
      height: 600,
    });

    const { res: media, meta } = await fetchBack(body.imageUrl);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(meta.isProgressive).toBe(true);
    expect(meta.exif).toBeUndefined();
    expect(media.rawPayload.includes(Buffer.from('secret owner'))).toBe(false);

    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, body.imageUrl));
    expect(row).toMatchObject({
      mime: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: media.rawPayload.length,
      userId: null,
    });
  });

  it('turns a PNG (with transparency) into a JPEG on white', async () => {
    const input = await sharp({
      create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload([imagePart(input, 'drawing.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 640, height: 480 });
    const { meta, res: media } = await fetchBack(res.json().imageUrl);
    expect(meta.format).toBe('jpeg');
    expect(meta.hasAlpha).toBe(false);
    const { data } = await sharp(media.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
  });

  it('accepts a WebP', async () => {
    const input = await solid(300, 200).webp().toBuffer();
    const res = await upload([imagePart(input, 'photo.webp', 'image/webp')]);
    expect(res.statusCode).toBe(201);
    const { meta } = await fetchBack(res.json().imageUrl);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
  });

  it('judges by the bytes, not the name or declared type: a PNG named .txt is still a picture', async () => {
    const input = await solid(50, 40).png().toBuffer();
    const res = await upload([imagePart(input, 'notes.txt', 'text/plain')]);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['JPEG', (img: Sharp) => img.jpeg()],
    ['PNG', (img: Sharp) => img.png()],
  ])('applies the EXIF orientation of a %s (a phone held upright)', async (_name, encode) => {
    // Orientation 6: the sensor image is stored landscape and shown turned 90° clockwise.
    const input = await encode((await twoTone(400, 200)).withMetadata({ orientation: 6 })).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const res = await upload([imagePart(input)]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 200, height: 400 });
    const { meta, res: media } = await fetchBack(res.json().imageUrl);
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.orientation).toBeUndefined();
    // Turned clockwise, the left (red) half is now on top and the blue half below.
    const { data } = await sharp(media.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    const [topR, , topB] = pixel(100, 50);
    const [bottomR, , bottomB] = pixel(100, 350);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('keeps at most 6000 px on the long side', async () => {
    const input = await solid(7000, 3000).jpeg().toBuffer();
    const res = await upload([imagePart(input)]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 6000, height: 2571 });
    const { meta } = await fetchBack(res.json().imageUrl);
    expect([meta.width, meta.height]).toEqual([6000, 2571]);
  });

  it('records the uploader when signed in', async () => {
    const { user, authHeader } = await createTestUser(t.app);
    const res = await upload([imagePart(await solid(20, 20).jpeg().toBuffer())], { headers: authHeader });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, res.json().imageUrl));
    expect(row?.userId).toBe(user.id);
  });

  it('answers 415 for HEIC when this server cannot decode HEVC, with a message for the UI', async () => {
    const res = await upload([imagePart(heicLike(64, 48), 'IMG_0001.HEIC', 'image/heic')]);
    // This libvips build has no HEVC decoder (see the note in image-processing.ts).
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'unsupported_media_type',
      statusCode: 415,
      errors: [{ path: 'image', message: 'heic_not_supported' }],
    });
  });

  it.each<[string, () => Promise<Part>]>([
    ['text renamed photo.jpg', async () => imagePart('just some text, not a photo\n'.repeat(20))],
    [
      'a PDF',
      async () =>
        imagePart(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF',
          'photo.pdf',
          'application/pdf',
        ),
    ],
    [
      'an SVG with a script',
      async () =>
        imagePart(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          'x.svg',
          'image/svg+xml',
        ),
    ],
    ['a GIF', async () => imagePart(await solid(30, 30).gif().toBuffer(), 'anim.gif', 'image/gif')],
    ['a TIFF named .jpg', async () => imagePart(await solid(30, 30).tiff().toBuffer())],
    ['an AVIF', async () => imagePart(await solid(30, 30).avif().toBuffer(), 'photo.avif', 'image/avif')],
  ])('answers 415 for %s', async (_name, part) => {
    const res = await upload([await part()]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'unsupported_media_type', statusCode: 415 });
  });

  it('answers 413 for a body over 20 MB', async () => {
    const jpegStart = (await solid(10, 10).jpeg().toBuffer()).subarray(0, 100);
    const big = Buffer.concat([jpegStart, Buffer.alloc(21 * 1024 * 1024, 1)]);
    const res = await upload([imagePart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'payload_too_large', statusCode: 413 });
  });

  it('answers 400 for an image wider than 12000 px', async () => {
    const input = await solid(12_001, 4).png().toBuffer();
    const res = await upload([imagePart(input, 'wide.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });

  it('answers 400 for a decompression bomb (a tiny PNG declaring 50000x50000)', async () => {
    const res = await upload([imagePart(await pngClaiming(50_000, 50_000), 'bomb.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });

  it('answers 400 for a truncated JPEG', async () => {
    const whole = await solid(400, 300).jpeg().toBuffer();
    const res = await upload([imagePart(whole.subarray(0, Math.floor(whole.length / 2)))]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });

  it('answers 400 when the image field is missing, empty or named otherwise', async () => {
    const jpeg = await solid(20, 20).jpeg().toBuffer();
    for (const parts of [
      [{ name: 'comment', data: 'no file here' }],
      [{ ...imagePart(jpeg), name: 'photo' }],
      [imagePart(Buffer.alloc(0))],
      [],
    ] as Part[][]) {
      const res = await upload(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('answers 415 for a body that is not multipart', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/server/image-upload',
      payload: { image: 'x'.repeat(100_000) },
      remoteAddress: nextAddress(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('unsupported_media_type');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/server/image-upload',
      remoteAddress: nextAddress(),
    });
    expect(none.statusCode).toBe(415);
  });

  it('answers 400, never 500, for a malformed multipart body', async () => {
    const cases: [string, string][] = [
      ['multipart/form-data', 'no boundary declared'],
      ['multipart/form-data; boundary=abc', 'garbage without any boundary'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\ncut off mid-part',
      ],
    ];
    for (const [contentType, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/server/image-upload',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message, payload).toBe('invalid_data');
    }
  });

  it('needs the CSRF header when authorised by cookie', async () => {
    const { accessToken } = await createTestUser(t.app);
    const res = await upload([imagePart(await solid(20, 20).jpeg().toBuffer())], {
      headers: { cookie: `access_token=${accessToken}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('csrf_invalid');
  });

  it('limits one address to 30 uploads an hour', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 30; i += 1) {
      const res = await upload([], { remoteAddress });
      expect(res.statusCode).toBe(400);
    }
    const res = await upload([imagePart(await solid(20, 20).jpeg().toBuffer())], { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    expect((await upload([], { remoteAddress: nextAddress() })).statusCode).toBe(400);
  });
});
