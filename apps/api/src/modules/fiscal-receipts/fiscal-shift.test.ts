import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FiscalRegisterError, type FiscalRegister } from '../../integrations/fiscal/fiscal-register';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { paidOrder } from '../refunds/refunds-test-kit';
import { sandboxFiscal, settleReceipts } from './fiscal-receipts-test-kit';
import { closeShiftIfDue, kyivClock } from './fiscal-shift';

/** Issue #44: the cashier's shift opens with the day's first receipt and closes once a day (Z-report). */
let t: TestApp;
let register: FiscalRegister;
beforeAll(async () => {
  t = await buildTestApp({ config: { fiscal: sandboxFiscal } });
  register = t.app.deps.fiscal as FiscalRegister;
});
afterAll(async () => t?.close());

const closeAt = { hour: 23, minute: 50 };
const close = (at: string, fiscal: FiscalRegister | null = register) =>
  closeShiftIfDue({ db: t.db, fiscal, closeAt, log: t.app.log }, new Date(at));

describe('kyivClock', () => {
  it('reads Kyiv wall time in winter and summer', () => {
    expect(kyivClock(new Date('2026-12-06T21:55:00Z'))).toEqual({ day: '2026-12-06', minute: 23 * 60 + 55 });
    expect(kyivClock(new Date('2026-07-01T20:55:00Z'))).toEqual({ day: '2026-07-01', minute: 23 * 60 + 55 });
    expect(kyivClock(new Date('2026-12-06T22:10:00Z'))).toEqual({ day: '2026-12-07', minute: 10 });
  });
});

describe('the daily close of the shift', () => {
  it('opens a shift with the first receipt and closes it at the hour, once a day', async () => {
    const { orderId } = await paidOrder(t, { price: 25_000 });
    await settleReceipts(t, orderId);
    expect((await register.currentShift())?.status).toBe('opened');

    // 23:40 Kyiv: not yet.
    expect(await close('2026-12-06T21:40:00Z')).toBeNull();
    expect((await register.currentShift())?.status).toBe('opened');
    // 23:55 Kyiv: closed, with its Z-report; a second process at 23:56 finds the day done.
    expect(await close('2026-12-06T21:55:00Z')).toBe('closed');
    expect(await register.currentShift()).toBeNull();
    expect(await close('2026-12-06T21:56:00Z')).toBeNull();

    // The next day's receipt opens a new shift, and that day closes it again.
    const next = await paidOrder(t, { price: 25_000 });
    await settleReceipts(t, next.orderId);
    expect((await register.currentShift())?.status).toBe('opened');
    expect(await close('2026-12-07T21:51:00Z')).toBe('closed');
    // A day with no shift open closes nothing, and is done.
    expect(await close('2026-12-08T21:51:00Z')).toBe('none');
  });

  it('tries again a minute later when the register is away', async () => {
    const away: FiscalRegister = {
      ...register,
      closeShift: async () => {
        throw new FiscalRegisterError('checkbox: not reachable');
      },
    };
    expect(await close('2026-12-10T21:51:00Z', away)).toBeNull();
    // Within the minute nobody claims the day again; after it, the register being back, it closes.
    expect(await close('2026-12-10T21:51:30Z')).toBeNull();
    expect(await close('2026-12-10T21:52:30Z')).toMatch(/^(closed|none)$/);
  });

  it('does nothing without a register', async () => {
    expect(await close('2026-12-11T21:55:00Z', null)).toBeNull();
  });
});
