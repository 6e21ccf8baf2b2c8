import { describe, expect, it } from 'vitest';
import { fixture } from './fake-np-server';
import {
  isSelectable,
  scheduleText,
  toDeliveryCity,
  toDeliveryPoint,
  type NpWarehouseRow,
} from './np-mapping';

const rows = (name: string) => (fixture(name) as { data: NpWarehouseRow[] }).data;
const kyiv25 = rows('address-getWarehouses-ref-kyiv-25')[0]!;

describe('scheduleText', () => {
  it('groups equal weekdays and names closed days', () => {
    const week = {
      Monday: '09:00-20:00',
      Tuesday: '09:00-20:00',
      Wednesday: '09:00-20:00',
      Thursday: '09:00-20:00',
      Friday: '09:00-19:00',
      Saturday: '-',
      Sunday: '-',
    };
    expect(scheduleText(week, 'ua')).toBe('Пн-Чт 09:00-20:00, Пт 09:00-19:00, Сб-Нд вихідний');
    expect(scheduleText(week, 'ru')).toBe('Пн-Чт 09:00-20:00, Пт 09:00-19:00, Сб-Вс выходной');
    expect(scheduleText(undefined, 'ua')).toBe('');
  });
});

describe('isSelectable', () => {
  it('offers only working points recipients may choose', () => {
    expect(isSelectable(kyiv25)).toBe(true);
    expect(isSelectable({ ...kyiv25, DenyToSelect: '1' })).toBe(false);
    expect(isSelectable({ ...kyiv25, WarehouseStatus: 'NotWorking' })).toBe(false);
  });
});

describe('toDeliveryPoint', () => {
  it('takes the kind from the category, or from the type ref when an answer has no category', () => {
    expect(toDeliveryPoint({ ...kyiv25, CategoryOfWarehouse: 'Store' })?.kind).toBe('branch');
    const locker = rows('address-getWarehouses-ref-kyiv-postomat-6071')[0]!;
    expect(toDeliveryPoint({ ...locker, CategoryOfWarehouse: undefined })?.kind).toBe('postomat');
    expect(
      toDeliveryPoint({ ...kyiv25, CategoryOfWarehouse: 'DropOff', TypeOfWarehouse: 'unknown' }),
    ).toBeNull();
  });

  it('skips rows without a usable number and falls back to the usual weight limit', () => {
    expect(toDeliveryPoint({ ...kyiv25, Number: '' })).toBeNull();
    const noLimits = toDeliveryPoint({ ...kyiv25, TotalMaxWeightAllowed: '0', PlaceMaxWeightAllowed: '0' });
    expect(noLimits?.maxWeightKg).toBe(30);
  });
});

describe('toDeliveryCity', () => {
  it('names the region as the offline directory does and falls back to Ukrainian names', () => {
    expect(toDeliveryCity({ Ref: 'r', Description: 'Бровари', AreaDescription: 'Київська' })).toEqual({
      ref: 'r',
      nameUa: 'Бровари',
      nameRu: 'Бровари',
      regionUa: 'Київська область',
      regionRu: 'Київська область',
      population: 0,
    });
    expect(toDeliveryCity({ Ref: 'r', Description: 'Ялта', AreaDescription: 'АР Крим' }).regionUa).toBe(
      'АР Крим',
    );
  });
});
