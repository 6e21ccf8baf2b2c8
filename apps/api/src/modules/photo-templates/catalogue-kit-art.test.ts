import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaintByNumbers } from '@kartyna/paint-by-numbers';
import { demoKitPictureKey, demoProductPictureKey, type DemoPictureStorage } from '../pictures/demo-pictures';
import { generateSeedProducts } from '../../db/seed-data';
import { mediaUrl } from '../../integrations/storage/file-storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertProduct } from '../../test/fixtures';
import { subjectOf, type TemplateSubject } from './template-subject';

// Issue #48: a demo catalogue kit kept «a white triangle of 22 % as colour 1». The product's
// picture shows the kit as its box does, the lower-right corner blank canvas with outlines and
// numbers; painted from that picture, the corner became the kit's biggest paint. The kit is
// painted from the picture's art, drawn without the corner.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const numbered = generateSeedProducts().find((p) => p.categoryPath[0] === 'picture-by-numbers')!;
const gift = generateSeedProducts().find((p) => p.categoryPath[0] === 'kits')!;

/** The share of the canvas painted in near-white, near-grey paints: the blank canvas's colour. */
async function blankShare(photo: Uint8Array, options: TemplateSubject['options']): Promise<number> {
  const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
  const { palette } = generatePaintByNumbers(image, options);
  const blank = palette.filter(
    ({ rgb }) => Math.min(...rgb) >= 240 && Math.max(...rgb) - Math.min(...rgb) <= 8,
  );
  return blank.reduce((sum, c) => sum + c.share, 0);
}

describe('a demo catalogue kit', () => {
  it('is painted from its picture’s art, without the blank numbered corner', async () => {
    const pictureKey = demoProductPictureKey(numbered.article);
    const product = await insertProduct(t.db, {
      images: [mediaUrl(pictureKey)],
      categoryPath: [...numbered.categoryPath],
      size: '40x50',
    });
    const subject = await subjectOf(t.app.deps, { lineId: null, productId: product.id });
    if (!('photo' in subject)) throw new Error(`no subject: ${subject.error}`);
    expect(await blankShare(subject.photo, subject.options)).toBeLessThan(0.05);

    // The shop's picture itself has the corner: painted from it, a fifth of the kit was blank.
    const storage = t.app.deps.storage as DemoPictureStorage;
    await storage.ensureDemoPicture(pictureKey);
    const file = await storage.open(pictureKey);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(await blankShare(Buffer.concat(chunks), subject.options)).toBeGreaterThan(0.15);
  });

  it('keeps its own picture when it has no numbered corner, and any product picture that is not a demo one', () => {
    expect(demoKitPictureKey(demoProductPictureKey(numbered.article))).not.toBe(
      demoProductPictureKey(numbered.article),
    );
    expect(demoKitPictureKey(demoProductPictureKey(gift.article))).toBe(demoProductPictureKey(gift.article));
    expect(demoKitPictureKey('products/staff-upload-1.jpg')).toBe('products/staff-upload-1.jpg');
  });
});
