import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoOrderLines, photoOrders } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { promotionStaff } from './promotions-test-kit';

/** A photo order takes the same promoCode by the same rule as a shop order (issue #43). */

const k = usePhotoOrderKit();

describe('POST /photo-orders with a promoCode', () => {
  it('charges the discount, keeps it per line and shows it in the cabinet and to staff', async () => {
    const staff = await promotionStaff(k.t);
    const promo = await staff.create({ name: 'Фото-знижка', nameRu: 'Фото-скидка', value: 10 });
    const buyer = await createTestUser(k.t.app);
    // 2 × 40x50 classic = 1650 ₴; 10 % = 165 ₴.
    const res = await k.place(
      k.orderBody({ productsData: [k.line({ amount: 2 })], promoCode: promo.code!.toLowerCase() }),
      buyer.authHeader,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: 1485, discount: 165 });
    const [row] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, res.json().id));
    expect(row).toMatchObject({ total: 148_500, discount: 16_500, promoCode: promo.code });
    const lines = await k.t.db
      .select()
      .from(photoOrderLines)
      .where(eq(photoOrderLines.photoOrderId, res.json().id));
    expect(lines.map((l) => l.discount)).toEqual([16_500]);

    const [mine] = (await k.list(buyer.authHeader)).json();
    expect(mine).toMatchObject({ total: 1485, discount: 165 });
    expect(mine.promotions).toEqual([
      { name: { ua: 'Фото-знижка', ru: 'Фото-скидка' }, code: promo.code, discount: 165 },
    ]);
    const staffView = (await staff.call('GET', `/orders/photo-${res.json().id}`)).json();
    expect(staffView).toMatchObject({ total: 1485, discount: 165, promoCode: promo.code });
  });

  it('refuses a code for shop products with 422 and creates nothing', async () => {
    const staff = await promotionStaff(k.t);
    const kit = await insertProduct(k.t.db);
    const forKits = await staff.create({ productIds: [kit.id] });
    const before = (await k.t.db.select().from(photoOrders)).length;
    const res = await k.place(k.orderBody({ promoCode: forKits.code }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'promo_code_not_applicable', statusCode: 422 });
    expect((await k.t.db.select().from(photoOrders)).length).toBe(before);
    const odd = await k.place(k.orderBody({ promoCode: 'КОД\u200b' }));
    expect(odd.statusCode).toBe(400);
  });
});
