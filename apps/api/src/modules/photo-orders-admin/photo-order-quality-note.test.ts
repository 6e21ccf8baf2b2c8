import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoOrderLines } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/** Staff's view of each picture's photo quality: the note "small photo, details simplified" needs it. */

const kit = usePhotoOrderKit();

describe('GET /api/admin/photo-orders/:id photoQuality of each line', () => {
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = (await createTestUser(kit.t.app, { role: 'manager' })).authHeader;
  });

  it('judges each stored photo at its line size, orientation and crop', async () => {
    const phone = await kit.photo(1200, 1500);
    const placed = await kit.place(
      kit.orderBody({
        productsData: [
          // 30 px a cm on 40 × 50: as the workshop recommends.
          kit.line({ imageUrl: phone }),
          // The kit's 480 × 360 photo: 7.2 px a cm, paintable with details simplified.
          kit.line(),
          // 40 % of the good photo's width: 480 px, 12 px a cm, below the recommended 15.
          kit.line({ imageUrl: phone, crop: { x: 0.5, y: 0.5, width: 0.4, height: 0.4 } }),
          // Its 1200 px across a 100 cm landscape canvas: 12 px a cm as well.
          kit.line({ imageUrl: phone, size: '100x80', orientation: 'landscape' }),
          kit.line(),
        ],
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as number;
    // A line whose photo is not one of our uploads (a demo order's picture): its size is unknown.
    const [, , , , last] = await kit.t.db
      .select()
      .from(photoOrderLines)
      .where(eq(photoOrderLines.photoOrderId, id))
      .orderBy(asc(photoOrderLines.id));
    await kit.t.db
      .update(photoOrderLines)
      .set({ imageUrl: '/api/server/media/demo/photo-order-1.jpg' })
      .where(eq(photoOrderLines.id, last!.id));

    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/photo-${id}`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { photoQuality: string | null }) => l.photoQuality)).toEqual([
      'good',
      'small',
      'small',
      'small',
      null,
    ]);
  });
});
