import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codFee } from '@kartyna/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { photoOrders } from '../../db/schema';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { waybillSourceOf } from './photo-order-delivery';

// Issue #27: the cash-on-delivery fee was stored when a shop order was placed but computed at
// waybill time for a photo order, so a change of the fee rule re-priced photo orders already placed.

const k = usePhotoOrderKit();

const rowOf = async (id: number) => {
  const [row] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, id));
  if (!row) throw new Error(`no photo order ${id}`);
  return row;
};

describe('the cash-on-delivery fee of a photo order', () => {
  it('is fixed at placement: 20 UAH plus 2 % for cash on delivery, nothing for a card', async () => {
    const cod = await rowOf((await k.place(k.orderBody())).json().id as number);
    expect(cod.codFee).toBe(codFee(cod.total));
    expect(cod.codFee).toBe(2_000 + Math.round(cod.total * 0.02));
    const card = await k.place(k.orderBody({ paymentType: 'card' }));
    expect(card.statusCode, card.body).toBe(201);
    expect((await rowOf(card.json().id as number)).codFee).toBe(0);
  });

  it('is the one the waybill asks the carrier to collect, not a figure computed again', async () => {
    const id = (await k.place(k.orderBody())).json().id as number;
    // As if the rule had changed since: the stored fee stands.
    await k.t.db.update(photoOrders).set({ codFee: 1_234 }).where(eq(photoOrders.id, id));
    const source = waybillSourceOf(await rowOf(id));
    expect(source.codFee).toBe(1_234);
  });

  it('is filled in by migration 0021 for photo orders placed before it, as the waybill computed it', async () => {
    const file = await readFile(join(migrationsFolder(), '0021_photo_cod_fee.sql'), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "photo_orders"');
    const cod = (await k.place(k.orderBody())).json().id as number;
    await k.t.db.update(photoOrders).set({ codFee: 0, total: 123_457 }).where(eq(photoOrders.id, cod));
    await k.t.db.execute(sql.raw(backfill));
    expect((await rowOf(cod)).codFee).toBe(codFee(123_457));
  });
});
