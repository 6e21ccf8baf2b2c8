import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { shopMessages } from '../../i18n/shop-messages';
import { ordersMessages } from './messages';
import { waybillTakenBy } from './server-errors';

/** The API's answer, as api-client turns it into react-admin's HttpError. */
async function failure(status: number, body: unknown): Promise<unknown> {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
  return api('/api/admin/orders/7/status', { method: 'POST', body: {} }).catch((error: unknown) => error);
}

describe('waybillTakenBy (issue #48)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the order that already has the number, from the API’s 409', async () => {
    const error = await failure(409, {
      message: 'waybill_number_taken',
      statusCode: 409,
      errors: [
        { path: 'waybillNumber', message: 'waybill_number_taken' },
        { path: 'takenBy', message: 'Ф-3' },
      ],
    });
    expect(waybillTakenBy(error)).toBe('Ф-3');
    // The words staff read under the number, with the order put in.
    expect(ordersMessages.shop.orders.action.waybillTaken.replace('%{order}', '№ 12')).toBe(
      'Ця ТТН уже вказана в замовленні № 12. Перевірте номер на етикетці',
    );
    expect(shopMessages.shop.errors.waybill_number_taken).toMatch(/уже вказана/);
  });

  it('is null for any other failure', async () => {
    const moves = await failure(409, {
      message: 'status_transition_not_allowed',
      statusCode: 409,
      errors: [{ path: 'status', message: 'sent' }],
    });
    expect(waybillTakenBy(moves)).toBeNull();
    expect(waybillTakenBy(await failure(400, { message: 'invalid_data', statusCode: 400 }))).toBeNull();
    expect(waybillTakenBy(new Error('boom'))).toBeNull();
  });
});
