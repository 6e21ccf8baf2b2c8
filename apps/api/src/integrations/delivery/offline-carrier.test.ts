import { describe, expect, it } from 'vitest';
import type { WaybillRequest } from './carrier';
import { createOfflineCarrier } from './offline-carrier';

const HOUR = 60 * 60_000;
const request = (lastName: string) =>
  ({
    recipient: { firstName: 'Олена', lastName, fatherName: null, phone: '+380671234567' },
  }) as WaybillRequest;

describe('the offline carrier', () => {
  it("plays a parcel's way with Nova Poshta's codes, one leg per step, from its number alone", async () => {
    let now = new Date('2026-05-04T09:00:00Z');
    const carrier = createOfflineCarrier({ stepMs: HOUR, now: () => now });
    const { number } = await carrier.createWaybill(request('Шевченко'));
    expect(number).toMatch(/^20\d{12}$/);
    // Another instance (a restart) reads the same story from the number.
    const other = createOfflineCarrier({ stepMs: HOUR, now: () => now });
    const codes: string[] = [];
    for (const hours of [0, 1, 2, 3, 30]) {
      now = new Date(Date.parse('2026-05-04T09:00:00Z') + hours * HOUR + 1000);
      const [state] = await other.track([number]);
      codes.push(state?.statusCode ?? '');
      if (hours === 2) expect(state?.paidStorageFrom).toBe('2026-05-09');
      if (hours === 3)
        // Each state dated at its leg's start, however late the carrier is asked.
        expect(state?.reachedAt).toEqual({
          created: new Date('2026-05-04T09:00:00Z'),
          'in-transit': new Date('2026-05-04T10:00:00Z'),
          'at-branch': new Date('2026-05-04T11:00:00Z'),
          received: new Date('2026-05-04T12:00:00Z'),
        });
    }
    expect(codes).toEqual(['1', '5', '7', '9', '9']);
  });

  it("keeps a refusing recipient's parcel at the branch until storage ends", async () => {
    let now = new Date('2026-05-04T09:00:00Z');
    const carrier = createOfflineCarrier({ stepMs: HOUR, now: () => now });
    const { number } = await carrier.createWaybill(request('Відмовенко'));
    const codeAt = async (hours: number) => {
      now = new Date(Date.parse('2026-05-04T09:00:00Z') + hours * HOUR + 1000);
      return (await carrier.track([number]))[0]?.statusCode;
    };
    expect([await codeAt(3), await codeAt(8), await codeAt(9)]).toEqual(['7', '7', '105']);
    now = new Date('2026-05-05T12:00:00Z');
    const [back] = await carrier.track([number]);
    expect(back?.reachedAt.refused).toEqual(new Date('2026-05-04T18:00:00Z'));
    expect(back?.reachedAt.received).toBeUndefined();
  });

  it('does not know a number it never issued', async () => {
    const carrier = createOfflineCarrier();
    expect(await carrier.track(['59000123456789', '12'])).toEqual([
      expect.objectContaining({ number: '59000123456789', statusCode: '3' }),
      expect.objectContaining({ number: '12', statusCode: '3' }),
    ]);
  });
});
