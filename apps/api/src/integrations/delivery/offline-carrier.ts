import { randomInt, randomUUID } from 'node:crypto';
import type { Carrier, TrackingStatus, Waybill, WaybillRequest } from './carrier';

/**
 * Without a Nova Poshta key the shop still moves orders through its lifecycle: waybills get a
 * locally made number in Nova Poshta's format (14 digits starting with 20), and tracking answers
 * "not found" exactly as Nova Poshta does for a number it never issued.
 */
export function createOfflineCarrier(): Carrier {
  return {
    name: 'offline',
    async createWaybill(request: WaybillRequest): Promise<Waybill> {
      void request;
      const digits = Array.from({ length: 12 }, () => randomInt(10)).join('');
      return { number: `20${digits}`, ref: randomUUID(), deliveryCost: null, estimatedDeliveryDate: null };
    },
    async track(numbers: string[]): Promise<TrackingStatus[]> {
      return numbers.map((number) => ({
        number,
        statusCode: '3',
        status: 'Номер не знайдено',
        receivedAt: null,
      }));
    },
  };
}
