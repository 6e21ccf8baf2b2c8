import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, photoOrderLines, photoOrders, photoTemplates } from '../../db/schema';
import { usePhotoOrderKit } from './photo-orders-test-kit';

const k = usePhotoOrderKit();

/** Rows of everything placing a photo order writes: a refused order must leave them as they were. */
async function storedCounts() {
  const of = async (
    table: typeof photoOrders | typeof photoOrderLines | typeof photoTemplates | typeof mailOutbox,
  ) => (await k.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    orders: await of(photoOrders),
    lines: await of(photoOrderLines),
    templates: await of(photoTemplates),
    mails: await of(mailOutbox),
  };
}

describe('POST /photo-orders and the photo it paints', () => {
  it('refuses a 40 × 40 px photo with 422 photo_too_small and stores nothing', async () => {
    const tiny = await k.photo(40, 40);
    const before = await storedCounts();
    const res = await k.place(k.orderBody({ productsData: [k.line({ imageUrl: tiny })] }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      message: 'photo_too_small',
      statusCode: 422,
      errors: [{ path: 'productsData.0.imageUrl', message: 'photo_too_small' }],
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('accepts a 300 × 451 px photo: small for 40 × 50 cm, yet paintable', async () => {
    const photo = await k.photo(300, 451);
    const res = await k.place(k.orderBody({ productsData: [k.line({ imageUrl: photo })] }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('judges each line by its own size, orientation and crop, and names the one refused', async () => {
    const photo = await k.photo(300, 451);
    // 300 px across a 100 cm landscape canvas is 3.3 mm a pixel; across an 80 cm portrait one, 2.7 mm.
    const res = await k.place(
      k.orderBody({
        productsData: [
          k.line({ imageUrl: photo, size: '100x80', orientation: 'portrait' }),
          k.line({ imageUrl: photo, size: '100x80', orientation: 'landscape' }),
          // Half the photo's width on a 40 cm canvas: 150 px, 2.7 mm a pixel.
          k.line({ imageUrl: photo, crop: { x: 0, y: 0, width: 0.5, height: 0.5 } }),
          // A quarter of it: 75 px, 5.3 mm a pixel.
          k.line({ imageUrl: photo, crop: { x: 0, y: 0, width: 0.25, height: 0.25 } }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'productsData.1.imageUrl', message: 'photo_too_small' },
      { path: 'productsData.3.imageUrl', message: 'photo_too_small' },
    ]);
  });
});
