import { describe, expect, it } from 'vitest';
import {
  historyRows,
  orderRow,
  placeTestOrder,
  setStatus,
  walk,
  waybillNumber,
} from '../orders/lifecycle-test-kit';
import { useOrderKinds } from './order-kinds-test-kit';

// Issue #48: one waybill number was accepted for two orders without a word. Shop orders and
// photo orders keep their numbers in two tables, so the status machine checks both.

const { photo: u } = useOrderKinds();
const t = () => u.k.t;

const typed = (number: string) => ({ status: 'lading-bill-created', waybillNumber: number });

/** A shop order moved to processed, ready for its waybill number. */
async function processedOrder(headers: Record<string, string>) {
  const order = await placeTestOrder(t());
  await walk(t(), order.id, ['processed'], headers);
  return order;
}

const refusal = (takenBy: string) => ({
  message: 'waybill_number_taken',
  statusCode: 409,
  errors: [
    { path: 'waybillNumber', message: 'waybill_number_taken' },
    { path: 'takenBy', message: takenBy },
  ],
});

describe('a hand-typed waybill number another order already has', () => {
  it('is refused with 409 naming that order, for shop and photo orders alike', async () => {
    const staff = await u.staff();
    const first = await processedOrder(staff.headers);
    const number = waybillNumber();
    expect((await setStatus(t(), first.id, typed(number), staff.headers)).statusCode).toBe(200);

    // Another shop order, the number spaced as printed on the label: the same parcel.
    const second = await processedOrder(staff.headers);
    const historyBefore = await historyRows(t(), second.id);
    const spaced = number.replace(/^(\d{2})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4');
    const twice = await setStatus(t(), second.id, typed(spaced), staff.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal(`№ ${first.id}`));
    expect(await orderRow(t(), second.id)).toMatchObject({ status: 'processed', waybillNumber: null });
    expect(await historyRows(t(), second.id)).toEqual(historyBefore);

    // A photo order is told the shop order's number too.
    const photo = await u.place();
    await u.move(photo.id, { status: 'processed' }, staff.headers);
    const photoTwice = await u.move(photo.id, typed(number), staff.headers);
    expect(photoTwice.statusCode).toBe(409);
    expect(photoTwice.json()).toEqual(refusal(`№ ${first.id}`));
    expect(await u.view(photo.id, staff.headers)).toMatchObject({ status: 'processed', waybillNumber: null });
    expect(await u.statusMails(photo.id)).toHaveLength(1);

    // And a shop order is told a photo order's, by its Ф- number.
    const photoNumber = waybillNumber();
    expect((await u.move(photo.id, typed(photoNumber), staff.headers)).statusCode).toBe(200);
    const fromPhoto = await setStatus(t(), second.id, typed(photoNumber), staff.headers);
    expect(fromPhoto.json()).toEqual(refusal(`Ф-${photo.id}`));
  });

  it('is refused when correcting a number, while the order’s own number may be sent again', async () => {
    const staff = await u.staff();
    const [a, b] = [await processedOrder(staff.headers), await processedOrder(staff.headers)];
    const [numberA, numberB] = [waybillNumber(), waybillNumber()];
    await setStatus(t(), a.id, typed(numberA), staff.headers);
    await setStatus(t(), b.id, typed(numberB), staff.headers);

    const correction = await setStatus(t(), b.id, typed(numberA), staff.headers);
    expect(correction.statusCode).toBe(409);
    expect(correction.json()).toEqual(refusal(`№ ${a.id}`));
    expect((await orderRow(t(), b.id)).waybillNumber).toBe(numberB);

    // A retry with the order's own number is no conflict with itself.
    const again = await setStatus(t(), b.id, typed(numberB), staff.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().waybillNumber).toBe(numberB);
  });

  it('is free again once the order that had it takes its move back', async () => {
    const staff = await u.staff();
    const [a, b] = [await processedOrder(staff.headers), await processedOrder(staff.headers)];
    const number = waybillNumber();
    await setStatus(t(), a.id, typed(number), staff.headers);
    expect((await setStatus(t(), b.id, typed(number), staff.headers)).statusCode).toBe(409);
    const undo = await t().app.inject({
      method: 'POST',
      url: `/api/admin/orders/${a.id}/status/undo`,
      headers: staff.headers,
    });
    expect(undo.json()).toMatchObject({ status: 'processed', waybillNumber: null });
    const taken = await setStatus(t(), b.id, typed(number), staff.headers);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().waybillNumber).toBe(number);
  });

  it('lets one of two orders given the same number at once have it', async () => {
    const staff = await u.staff();
    const [a, b] = [await processedOrder(staff.headers), await processedOrder(staff.headers)];
    const number = waybillNumber();
    const answers = await Promise.all([
      setStatus(t(), a.id, typed(number), staff.headers),
      setStatus(t(), b.id, typed(number), staff.headers),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
