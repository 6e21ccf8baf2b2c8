import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { photoOrderLines, photoTemplates } from '../../db/schema';
import type { PhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { imagePart, multipart } from '../uploads/test-images';

const testPhotos = fileURLToPath(
  new URL('../../../../../packages/paint-by-numbers/test-photos/', import.meta.url),
);

/**
 * A real photo of the generator's test set, scaled up as a phone's photo would be big enough
 * for a 60×80 canvas (15 px a cm of its short side), and re-saved as the JPEG a phone sends.
 */
export async function testPhoto(name = 'astronaut.png', side = 1200): Promise<Buffer> {
  return sharp(await readFile(`${testPhotos}${name}`))
    .resize(side, side, { fit: 'outside' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Uploads through the API with the kit's guest cookie: the order may then use it. */
export async function uploadPhoto(kit: PhotoOrderKit, photo: Buffer): Promise<string> {
  const body = multipart([imagePart(photo)]);
  const res = await kit.t.app.inject({
    method: 'POST',
    url: '/api/server/image-upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: kit.ownerCookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().imageUrl as string;
}

/** Places a one-picture photo order; answers its id and the line's id. */
export async function placeOne(kit: PhotoOrderKit, line: Record<string, unknown>) {
  const res = await kit.place(kit.orderBody({ productsData: [kit.line(line)] }));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().id as number;
  const [row] = await kit.t.db
    .select()
    .from(photoOrderLines)
    .where(eq(photoOrderLines.photoOrderId, orderId))
    .orderBy(asc(photoOrderLines.id));
  if (!row) throw new Error('no line stored');
  return { orderId, lineId: row.id, line: row };
}

export async function templateRow(kit: PhotoOrderKit, lineId: number) {
  const [row] = await kit.t.db.select().from(photoTemplates).where(eq(photoTemplates.lineId, lineId));
  return row;
}

/** Only this line's template is due: the others are pushed a day away (tests run one at a time). */
export async function onlyDue(kit: PhotoOrderKit, lineId: number, now = new Date()) {
  await kit.t.db.update(photoTemplates).set({ dueAt: new Date(now.getTime() + 86_400_000) });
  await kit.t.db.update(photoTemplates).set({ dueAt: now }).where(eq(photoTemplates.lineId, lineId));
}

/** The drawing operators of every content stream of a PDF (pdfkit deflates them). */
export function pdfOperators(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  let out = '';
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      out += inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      // a font or an image, not a content stream
    }
  }
  return out;
}

export const rectCount = (ops: string) => (ops.match(/ re\n/g) ?? []).length;
