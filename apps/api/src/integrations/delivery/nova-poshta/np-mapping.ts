import type { Locale } from '@kartyna/domain';
import type { DeliveryCity, DeliveryPoint, DeliveryPointKind } from '../delivery-directory';

/** The fields of Address.getCities rows the shop reads (Nova Poshta sends more). */
export interface NpCityRow {
  Ref: string;
  Description: string;
  DescriptionRu?: string;
  AreaDescription?: string;
  AreaDescriptionRu?: string;
  SettlementTypeDescription?: string;
}

type WeekSchedule = Partial<
  Record<'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday', string>
>;

/** The fields of Address.getWarehouses rows the shop reads. */
export interface NpWarehouseRow {
  Ref: string;
  Number: string;
  CityRef: string;
  Description: string;
  DescriptionRu?: string;
  ShortAddress?: string;
  ShortAddressRu?: string;
  TypeOfWarehouse?: string;
  CategoryOfWarehouse?: string;
  PlaceMaxWeightAllowed?: string | number;
  TotalMaxWeightAllowed?: string | number;
  Schedule?: WeekSchedule;
  WarehouseStatus?: string;
  DenyToSelect?: string;
}

/** Address.getWarehouseTypes refs (stable since 2014). */
export const WAREHOUSE_TYPES = {
  postOffice: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  cargoOffice: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
  parcelShop: '6f8c7162-4b72-4b0a-88e5-906948c6a92f',
  postomat: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
  privatBankPostomat: '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc',
} as const;

/** Which warehouse types the checkout offers under each kind. */
export const TYPES_BY_KIND: Record<DeliveryPointKind, string[]> = {
  // Post and cargo offices and the pick-up points in shops all hand parcels over the counter.
  branch: [WAREHOUSE_TYPES.postOffice, WAREHOUSE_TYPES.cargoOffice, WAREHOUSE_TYPES.parcelShop],
  postomat: [WAREHOUSE_TYPES.postomat],
};

/** Nova Poshta refs are GUIDs; anything else cannot exist and is not worth a call. */
export const isNpRef = (ref: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);

/** getCities gives the area as "Київська"; the offline directory says "Київська область". */
function regionName(area: string | undefined): string {
  const name = (area ?? '').trim();
  if (!name) return '';
  return /обл|крим/i.test(name) ? name : `${name} область`;
}

export function toDeliveryCity(row: NpCityRow): DeliveryCity {
  const nameUa = row.Description.trim();
  return {
    ref: row.Ref,
    nameUa,
    nameRu: row.DescriptionRu?.trim() || nameUa,
    regionUa: regionName(row.AreaDescription),
    regionRu: regionName(row.AreaDescriptionRu || row.AreaDescription),
    // Nova Poshta does not publish population; rankings use the name only.
    population: 0,
  };
}

function kindOf(row: NpWarehouseRow): DeliveryPointKind | null {
  switch (row.CategoryOfWarehouse) {
    case 'Postomat':
      return 'postomat';
    case 'Branch':
    case 'Store':
      return 'branch';
    default:
      break;
  }
  // Older answers carry no category; the type ref says the same.
  if (
    row.TypeOfWarehouse === WAREHOUSE_TYPES.postomat ||
    row.TypeOfWarehouse === WAREHOUSE_TYPES.privatBankPostomat
  )
    return 'postomat';
  if (row.TypeOfWarehouse && TYPES_BY_KIND.branch.includes(row.TypeOfWarehouse)) return 'branch';
  return null;
}

/** Without a limit in the answer: Nova Poshta's usual limits of a branch and of a locker cell. */
const FALLBACK_MAX_WEIGHT_KG: Record<DeliveryPointKind, number> = { branch: 30, postomat: 20 };

/**
 * "до 30 кг" branches say TotalMaxWeightAllowed 30 and PlaceMaxWeightAllowed 0, cargo branches
 * the other way round (1100 per seat, 0 total); 0 means "no limit of this kind".
 */
function maxWeightKg(row: NpWarehouseRow, kind: DeliveryPointKind): number {
  const limits = [row.PlaceMaxWeightAllowed, row.TotalMaxWeightAllowed]
    .map((value) => Number(value))
    .filter((value) => Number.isFinite(value) && value > 0);
  return limits.length ? Math.min(...limits) : FALLBACK_MAX_WEIGHT_KG[kind];
}

/** "Відділення №25 (до 30 кг): вул. М. Тимошенка, 9" → "вул. М. Тимошенка, 9", as offline addresses read. */
function streetAddress(description: string, shortAddress: string | undefined): string {
  const colon = description.indexOf(': ');
  if (colon >= 0 && colon + 2 < description.length) return description.slice(colon + 2).trim();
  return (shortAddress ?? description).trim();
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_NAMES = {
  ua: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'],
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
};
const WORDS = {
  ua: { closed: 'вихідний', always: 'Цілодобово' },
  ru: { closed: 'выходной', always: 'Круглосуточно' },
};

/**
 * Nova Poshta gives hours per weekday ({"Monday": "08:00-21:00", ..., "Sunday": "-"}); the
 * checkout shows one line as the offline directory does: "Пн-Пт 08:00-21:00, Сб-Нд 09:00-18:00".
 */
export function scheduleText(schedule: WeekSchedule | undefined, language: Locale): string {
  const hours = DAYS.map((day) => {
    const value = (schedule?.[day] ?? '').trim();
    return value && value !== '-' ? value : null;
  });
  if (hours.every((value) => value === null)) return '';
  if (hours.every((value) => value === '00:00-23:59' || value === '00:00-24:00'))
    return WORDS[language].always;

  const parts: string[] = [];
  for (let start = 0; start < DAYS.length;) {
    let end = start;
    while (end + 1 < DAYS.length && hours[end + 1] === hours[start]) end += 1;
    const names = DAY_NAMES[language];
    const days = start === end ? names[start] : `${names[start]}-${names[end]}`;
    parts.push(`${days} ${hours[start] ?? WORDS[language].closed}`);
    start = end + 1;
  }
  return parts.join(', ');
}

/** Closed points and points Nova Poshta does not let recipients choose are not offered. */
export function isSelectable(row: NpWarehouseRow): boolean {
  if (row.DenyToSelect === '1') return false;
  return !row.WarehouseStatus || row.WarehouseStatus === 'Working';
}

export function toDeliveryPoint(row: NpWarehouseRow): DeliveryPoint | null {
  const kind = kindOf(row);
  const number = Number.parseInt(row.Number, 10);
  if (!kind || !Number.isInteger(number) || number <= 0) return null;
  const nameUa = row.Description.trim();
  const nameRu = row.DescriptionRu?.trim() || nameUa;
  const scheduleUa = scheduleText(row.Schedule, 'ua');
  return {
    ref: row.Ref,
    cityRef: row.CityRef,
    kind,
    number,
    nameUa,
    nameRu,
    addressUa: streetAddress(nameUa, row.ShortAddress),
    addressRu: streetAddress(nameRu, row.ShortAddressRu || row.ShortAddress),
    maxWeightKg: maxWeightKg(row, kind),
    scheduleUa,
    scheduleRu: scheduleText(row.Schedule, 'ru') || scheduleUa,
  };
}
