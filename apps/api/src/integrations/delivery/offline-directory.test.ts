import { describe, expect, it } from 'vitest';
import type { DeliveryCity, DeliveryPoint, DeliveryPointKind } from './delivery-directory';
import offlineData from './offline-data.json' with { type: 'json' };
import { createOfflineDirectory } from './offline-directory';

const directory = createOfflineDirectory();
const allCities = offlineData.cities as DeliveryCity[];
const allPoints = offlineData.points as DeliveryPoint[];

async function cityNamed(nameUa: string): Promise<DeliveryCity> {
  const [city] = await directory.searchCities(nameUa, 1);
  if (!city || city.nameUa !== nameUa) throw new Error(`city ${nameUa} not found`);
  return city;
}

async function firstName(query: string): Promise<string | undefined> {
  const [city] = await directory.searchCities(query);
  return city?.nameUa;
}

describe('offline delivery directory: cities', () => {
  it('ships at least 20 cities, largest first for an empty query', async () => {
    expect(allCities.length).toBeGreaterThanOrEqual(20);
    const largest = await directory.searchCities('', 100);
    expect(largest.length).toBe(allCities.length);
    expect(largest[0]?.nameUa).toBe('Київ');
    expect(largest[1]?.nameUa).toBe('Харків');
    for (let i = 1; i < largest.length; i++) {
      expect(largest[i - 1]!.population).toBeGreaterThanOrEqual(largest[i]!.population);
    }
    expect(await directory.searchCities('   ')).toHaveLength(20);
  });

  it('finds cities by Ukrainian and Russian names, case-insensitively', async () => {
    expect(await firstName('одес')).toBe('Одеса');
    expect(await firstName('Одесса')).toBe('Одеса');
    expect(await firstName('київ')).toBe('Київ');
    expect(await firstName('Киев')).toBe('Київ');
    expect(await firstName('КИЇВ')).toBe('Київ');
    expect(await firstName('кривий')).toBe('Кривий Ріг');
    expect(await firstName('кривой рог')).toBe('Кривий Ріг');
    expect(await firstName('Белая Церковь')).toBe('Біла Церква');
    expect(await firstName('днепр')).toBe('Дніпро');
  });

  it('treats apostrophe variants alike and tolerates a missing apostrophe', async () => {
    for (const query of ["Кам'янське", 'Камʼянське', 'Кам’янське', 'кам`янське', 'Камянське', 'Каменское']) {
      expect(await firstName(query), query).toBe("Кам'янське");
    }
  });

  it('tolerates decomposed letters and Latin romanisation', async () => {
    // ї and й as base letter + combining mark, as some macOS/iOS inputs produce them.
    expect(await firstName('Ки\u0456\u0308в')).toBe('Київ');
    const decomposed = 'Хмельницький'.normalize('NFD');
    expect(decomposed).not.toBe('Хмельницький');
    expect(await firstName(decomposed)).toBe('Хмельницький');
    expect(await firstName('kyiv')).toBe('Київ');
    expect(await firstName('Zaporizhzhia')).toBe('Запоріжжя');
  });

  it('ranks prefix matches before substring matches, then by population', async () => {
    // "ів" starts Івано-Франківськ but is only inside Харків, Львів…, which are far larger.
    const iv = (await directory.searchCities('ів')).map((city) => city.nameUa);
    expect(iv[0]).toBe('Івано-Франківськ');
    expect(iv.slice(1, 3)).toEqual(['Харків', 'Львів']);
    const names = (await directory.searchCities('чер')).map((city) => city.nameUa);
    // All three start with "чер", so population decides among them.
    expect(names.slice(0, 3)).toEqual(['Чернігів', 'Черкаси', 'Чернівці']);
    const mid = await directory.searchCities('церк');
    expect(mid[0]?.nameUa).toBe('Біла Церква');
    expect(await directory.searchCities('неіснуюче місто')).toEqual([]);
  });

  it('honours the limit', async () => {
    expect(await directory.searchCities('', 3)).toHaveLength(3);
    expect(await directory.searchCities('а', 2)).toHaveLength(2);
    expect(await directory.searchCities('', 0)).toEqual([]);
    expect(await directory.searchCities('')).toHaveLength(20);
  });

  it('round-trips getCity and returns null for unknown refs', async () => {
    const odesa = await cityNamed('Одеса');
    expect(await directory.getCity(odesa.ref)).toEqual(odesa);
    expect(odesa.regionUa).toBe('Одеська область');
    expect(odesa.regionRu).toBe('Одесская область');
    expect(await directory.getCity('00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('hands out copies so callers cannot corrupt the shared data', async () => {
    const kyiv = await cityNamed('Київ');
    kyiv.nameUa = 'змінено';
    expect((await directory.getCity(kyiv.ref))?.nameUa).toBe('Київ');
  });
});

describe('offline delivery directory: points', () => {
  const kinds: DeliveryPointKind[] = ['branch', 'postomat'];

  it('lists only the requested city and kind, sorted by number', async () => {
    const kyiv = await cityNamed('Київ');
    for (const kind of kinds) {
      const points = await directory.listPoints(kyiv.ref, kind);
      expect(points.length).toBeGreaterThan(50);
      expect(points.every((point) => point.cityRef === kyiv.ref && point.kind === kind)).toBe(true);
      const numbers = points.map((point) => point.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      const expected = allPoints.filter((point) => point.cityRef === kyiv.ref && point.kind === kind);
      expect(points).toHaveLength(expected.length);
    }
  });

  it('gives every city both branches and lockers', async () => {
    for (const city of allCities) {
      expect((await directory.listPoints(city.ref, 'branch')).length, city.nameUa).toBeGreaterThanOrEqual(10);
      expect((await directory.listPoints(city.ref, 'postomat')).length, city.nameUa).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it('ranks an exact number first, then numbers with that prefix, then text matches', async () => {
    const kyiv = await cityNamed('Київ');
    const one = await directory.listPoints(kyiv.ref, 'branch', '1');
    expect(one[0]?.number).toBe(1);
    expect(one[1]?.number).toBe(10);

    const twelve = await directory.listPoints(kyiv.ref, 'branch', '12');
    expect(twelve[0]?.number).toBe(12);
    expect(twelve[0]?.nameUa).toMatch(/^(Вантажне відділення|Відділення) №12 /);
    expect(twelve.slice(1).every((point) => point.number !== 12)).toBe(true);
    expect((await directory.listPoints(kyiv.ref, 'branch', '№12'))[0]?.number).toBe(12);
    expect((await directory.listPoints(kyiv.ref, 'branch', 'відділення 12'))[0]?.number).toBe(12);
  });

  it('filters by address substring in either language', async () => {
    const odesa = await cityNamed('Одеса');
    const branches = await directory.listPoints(odesa.ref, 'branch');
    const sample = branches[0]!;
    const street = sample.addressUa.split(',')[0]!.replace(/^\S+\.\s/, '');
    const byUa = await directory.listPoints(odesa.ref, 'branch', street.toUpperCase());
    expect(byUa.map((point) => point.ref)).toContain(sample.ref);
    expect(byUa.every((point) => point.addressUa.includes(street))).toBe(true);

    const ruStreet = sample.addressRu.split(',')[0]!.replace(/^\S+\.\s/, '');
    const byRu = await directory.listPoints(odesa.ref, 'branch', ruStreet);
    expect(byRu.map((point) => point.ref)).toContain(sample.ref);

    expect(await directory.listPoints(odesa.ref, 'branch', 'зовсім не вулиця')).toEqual([]);
  });

  it('honours the limit and returns [] for an unknown city', async () => {
    const kyiv = await cityNamed('Київ');
    expect(await directory.listPoints(kyiv.ref, 'postomat', undefined, 5)).toHaveLength(5);
    expect(await directory.listPoints(kyiv.ref, 'branch', '1', 3)).toHaveLength(3);
    expect(await directory.listPoints('no-such-city', 'branch')).toEqual([]);
  });

  it('round-trips getPoint and returns null for unknown refs', async () => {
    const lviv = await cityNamed('Львів');
    const [locker] = await directory.listPoints(lviv.ref, 'postomat', undefined, 1);
    expect(locker).toBeDefined();
    expect(await directory.getPoint(locker!.ref)).toEqual(locker);
    expect(locker!.nameUa).toMatch(/^Поштомат №\d+: .+, \S+ \(.+\)$/);
    expect(locker!.nameRu).toMatch(/^Почтомат №\d+: /);
    expect(await directory.getPoint('missing')).toBeNull();
  });
});

describe('offline delivery data integrity', () => {
  it('has non-empty bilingual addresses, names and schedules on every point', () => {
    for (const point of allPoints) {
      for (const field of [
        'addressUa',
        'addressRu',
        'nameUa',
        'nameRu',
        'scheduleUa',
        'scheduleRu',
      ] as const) {
        expect(point[field].trim(), `${point.ref} ${field}`).not.toBe('');
      }
      expect(point.nameUa).toContain(point.addressUa);
      expect(point.nameRu).toContain(point.addressRu);
      expect(point.maxWeightKg).toBeGreaterThan(0);
    }
  });

  it('uses unique UUID-shaped refs', () => {
    const refs = [...allCities, ...allPoints].map((item) => item.ref);
    expect(new Set(refs).size).toBe(refs.length);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(refs.every((ref) => uuid.test(ref))).toBe(true);
  });

  it('keeps point numbers unique per city and kind', () => {
    const seen = new Set<string>();
    for (const point of allPoints) {
      const key = `${point.cityRef}:${point.kind}:${point.number}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});
