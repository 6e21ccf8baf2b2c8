import { randomInt, randomUUID } from 'node:crypto';
import type { ParcelState } from '@kartyna/domain';
import type { Carrier, TrackingStatus, Waybill, WaybillRequest } from './carrier';

/** Seconds are counted from here in an offline waybill's number (nine digits last until 2055). */
const EPOCH_MS = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60_000;
/** Nova Poshta keeps a parcel five days for free. */
const FREE_STORAGE_DAYS = 5;
/** A recipient whose last name starts so never picks the parcel up: it comes back. */
const REFUSING_NAME = /^відмов/i;

export interface OfflineCarrierOptions {
  /** how long each leg of an offline parcel's way takes (default an hour) */
  stepMs?: number;
  now?: () => Date;
}

const status = (
  number: string,
  statusCode: string,
  words: string,
  extra: Partial<TrackingStatus> = {},
): TrackingStatus => ({
  number,
  statusCode,
  status: words,
  reachedAt: {},
  paidStorageFrom: null,
  ...extra,
});

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Without a Nova Poshta key the shop still moves orders through their whole lifecycle: a
 * waybill gets a number in Nova Poshta's format (14 digits starting with 20) that carries when
 * it was made and how its parcel's story ends, and tracking plays that story with Nova Poshta's
 * status codes, one leg every `stepMs`: made (1), on the way (5), at the branch (7, with the day
 * paid storage begins), then received (9) a leg later — or, for a recipient named "Відмов…",
 * left at the branch until storage ends (105) seven legs later. Like Nova Poshta it dates each
 * state it has reached: the leg's exact start. Any instance and any restart tells the same
 * story, since it is in the number. A number it never issued is "not found" (3), as Nova Poshta
 * says.
 */
export function createOfflineCarrier(options: OfflineCarrierOptions = {}): Carrier {
  const stepMs = options.stepMs ?? 60 * 60_000;
  const now = options.now ?? (() => new Date());

  function story(number: string): TrackingStatus {
    const parsed = /^20(\d{9})(\d{3})$/.exec(number);
    if (!parsed) return status(number, '3', 'Номер не знайдено');
    const madeAt = EPOCH_MS + Number(parsed[1]) * 1000;
    const refuses = Number(parsed[2]) >= 900;
    const legs = Math.floor((now().getTime() - madeAt) / stepMs);
    if (legs < 0) return status(number, '3', 'Номер не знайдено');
    // Each state begins a whole number of legs after the waybill was made.
    const legStarts: [ParcelState, number][] = [
      ['created', 0],
      ['in-transit', 1],
      ['at-branch', 2],
      refuses ? ['refused', 9] : ['received', 3],
    ];
    const reachedAt = Object.fromEntries(
      legStarts
        .filter(([, leg]) => leg <= legs)
        .map(([state, leg]) => [state, new Date(madeAt + leg * stepMs)]),
    );
    const dated = { reachedAt };
    if (legs === 0)
      return status(
        number,
        '1',
        'Відправник самостійно створив цю накладну, але ще не надав до відправки',
        dated,
      );
    if (legs === 1) return status(number, '5', 'Відправлення прямує до міста одержувача', dated);
    const arrivedAt = madeAt + 2 * stepMs;
    const atBranch = {
      ...dated,
      paidStorageFrom: isoDay(Math.floor(arrivedAt / DAY_MS) * DAY_MS + FREE_STORAGE_DAYS * DAY_MS),
    };
    if (!refuses && legs >= 3) return status(number, '9', 'Відправлення отримано', dated);
    if (refuses && legs >= 9) return status(number, '105', 'Припинено зберігання', atBranch);
    return status(number, '7', 'Прибув у відділення', atBranch);
  }

  return {
    name: 'offline',
    newsEveryMs: stepMs,
    async createWaybill(request: WaybillRequest): Promise<Waybill> {
      const seconds = Math.floor((now().getTime() - EPOCH_MS) / 1000);
      const ending = REFUSING_NAME.test(request.recipient.lastName) ? 900 + randomInt(100) : randomInt(900);
      const number = `20${String(seconds).padStart(9, '0')}${String(ending).padStart(3, '0')}`;
      return { number, ref: randomUUID(), deliveryCost: null, estimatedDeliveryDate: null };
    },
    async track(numbers: string[]): Promise<TrackingStatus[]> {
      return numbers.map(story);
    },
  };
}
