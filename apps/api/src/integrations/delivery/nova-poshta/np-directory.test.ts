import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryProviderError } from '../delivery-provider-error';
import { fixture, startFakeNovaPoshta, type FakeNovaPoshta } from './fake-np-server';
import { createNovaPoshtaClient } from './np-client';
import { createNovaPoshtaDirectory } from './np-directory';
import { KYIV, LVIV, POINTS, serveDirectory, UNKNOWN_REF } from './np-test-kit';

let fake: FakeNovaPoshta;
beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  serveDirectory(fake);
});
afterAll(async () => fake?.close());

/** A fresh directory (and so a cold cache) per test. */
let directory: ReturnType<typeof createNovaPoshtaDirectory>;
beforeEach(() => {
  fake.requests.length = 0;
  const { callNovaPoshta } = createNovaPoshtaClient({
    apiKey: fake.apiKey,
    apiUrl: fake.url,
    timeoutMs: 500,
  });
  directory = createNovaPoshtaDirectory({ callNovaPoshta });
});

const kyiv = {
  ref: KYIV,
  nameUa: 'Київ',
  nameRu: 'Киев',
  regionUa: 'Київська область',
  regionRu: 'Киевская область',
  population: 0,
};

describe('cities', () => {
  it('maps Address.getCities rows to DeliveryCity, asking with FindByString', async () => {
    expect(await directory.searchCities('  Київ ')).toEqual([
      kyiv,
      {
        ref: '6dbe5985-96d1-11ea-a970-b8830365ade4',
        nameUa: 'Київець',
        nameRu: 'Киевец',
        regionUa: 'Львівська область',
        regionRu: 'Львовская область',
        population: 0,
      },
    ]);
    expect(fake.calls('Address', 'getCities').map((r) => r.methodProperties)).toEqual([
      { FindByString: 'Київ', Page: '1', Limit: '100' },
    ]);
  });

  it('puts the exact and prefix matches first, then alphabetical, and honours the limit', async () => {
    // Nova Poshta lists the village Львове before the city.
    const cities = await directory.searchCities('Львів');
    expect(cities.map((c) => `${c.nameUa} (${c.regionUa})`)).toEqual([
      'Львів (Львівська область)',
      'Львове (Херсонська область)',
    ]);
    expect(await directory.searchCities('Львів', 1)).toEqual([expect.objectContaining({ ref: LVIV })]);
  });

  it('sends typographic apostrophes as Nova Poshta spells them', async () => {
    fake.on('Address', 'getCities', { FindByString: "Кам'янець", Page: '1', Limit: '100' }, fixture('empty'));
    expect(await directory.searchCities('Кам’янець')).toEqual([]);
    expect(fake.calls('Address', 'getCities').at(-1)?.methodProperties.FindByString).toBe("Кам'янець");
  });

  it('answers an empty query with the largest cities Nova Poshta knows, in population order', async () => {
    const cities = await directory.searchCities('', 5);
    expect(cities.map((c) => c.nameUa)).toEqual(['Київ', 'Львів']);
    expect(fake.hits('Address', 'getCities')).toBe(5);
  });

  it('finds a city by ref, and knows no unknown or malformed ref', async () => {
    expect(await directory.getCity(KYIV)).toEqual(kyiv);
    expect(await directory.getCity(UNKNOWN_REF)).toBeNull();
    const before = fake.requests.length;
    expect(await directory.getCity('not-a-ref')).toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});

describe('points', () => {
  it('lists the branches of a city by number, from every branch type, without the closed one', async () => {
    const branches = await directory.listPoints(KYIV, 'branch');
    expect(branches.map((p) => p.number)).toEqual([1, 12, 25, 120]);
    expect(branches.every((p) => p.kind === 'branch' && p.cityRef === KYIV)).toBe(true);
    expect(branches.find((p) => p.number === 25)).toEqual({
      ref: POINTS.kyivBranch25,
      cityRef: KYIV,
      kind: 'branch',
      number: 25,
      nameUa: 'Відділення №25 (до 30 кг): вул. М. Тимошенка, 9',
      nameRu: 'Отделение №25 (до 30 кг): ул. М. Тимошенко, 9',
      addressUa: 'вул. М. Тимошенка, 9',
      addressRu: 'ул. М. Тимошенко, 9',
      maxWeightKg: 30,
      scheduleUa: 'Пн-Пт 08:00-21:00, Сб-Нд 09:00-18:00',
      scheduleRu: 'Пн-Пт 08:00-21:00, Сб-Вс 09:00-18:00',
    });
    // A cargo branch limits the seat (1100 kg), not the total.
    expect(branches.find((p) => p.number === 1)?.maxWeightKg).toBe(1100);
    expect(branches.find((p) => p.number === 120)?.scheduleUa).toBe(
      'Пн-Пт 09:00-20:00, Сб 10:00-17:00, Нд вихідний',
    );
    expect(fake.calls('Address', 'getWarehouses').map((r) => r.methodProperties.TypeOfWarehouseRef)).toEqual([
      '841339c7-591a-42e2-8233-7a0a00f0ed6f',
      '9a68df70-0267-42a8-bb5c-37f427e36ee4',
      '6f8c7162-4b72-4b0a-88e5-906948c6a92f',
    ]);
  });

  it('lists parcel lockers apart from branches', async () => {
    const lockers = await directory.listPoints(KYIV, 'postomat');
    expect(lockers.map((p) => [p.number, p.kind])).toEqual([
      [5512, 'postomat'],
      [6071, 'postomat'],
    ]);
    expect(lockers[1]).toMatchObject({
      ref: POINTS.kyivLocker6071,
      addressUa: 'вул. Хрещатик, 22 (маг. Сільпо)',
      maxWeightKg: 20,
      scheduleUa: 'Цілодобово',
      scheduleRu: 'Круглосуточно',
    });
    expect((await directory.listPoints(LVIV, 'postomat')).map((p) => p.number)).toEqual([7043]);
  });

  it('filters by number (exact first) or by address words, and honours the limit', async () => {
    expect((await directory.listPoints(KYIV, 'branch', '12')).map((p) => p.number)).toEqual([12, 120]);
    expect((await directory.listPoints(KYIV, 'branch', '№025')).map((p) => p.number)).toEqual([25]);
    expect((await directory.listPoints(KYIV, 'branch', 'тимошенка')).map((p) => p.number)).toEqual([25]);
    expect((await directory.listPoints(KYIV, 'branch', undefined, 2)).map((p) => p.number)).toEqual([1, 12]);
    expect(await directory.listPoints('no-such-city', 'branch')).toEqual([]);
  });

  it('reads every page of a long list', async () => {
    const paged = await startFakeNovaPoshta();
    try {
      serveDirectory(paged, 2);
      const { callNovaPoshta } = createNovaPoshtaClient({ apiKey: paged.apiKey, apiUrl: paged.url });
      const small = createNovaPoshtaDirectory({ callNovaPoshta, pageSize: 2 });
      expect((await small.listPoints(KYIV, 'branch')).map((p) => p.number)).toEqual([1, 12, 25, 120]);
      const postOffices = paged
        .calls('Address', 'getWarehouses')
        .filter((r) => r.methodProperties.TypeOfWarehouseRef === '841339c7-591a-42e2-8233-7a0a00f0ed6f');
      expect(postOffices.map((r) => r.methodProperties.Page)).toEqual(['1', '2']);
    } finally {
      await paged.close();
    }
  });

  it('finds a point by ref; a closed or unknown point is not a choice', async () => {
    expect(await directory.getPoint(POINTS.kyivLocker6071)).toMatchObject({
      ref: POINTS.kyivLocker6071,
      cityRef: KYIV,
      kind: 'postomat',
      number: 6071,
    });
    expect(await directory.getPoint(POINTS.lvivBranch5)).toMatchObject({
      cityRef: LVIV,
      kind: 'branch',
      number: 5,
    });
    expect(await directory.getPoint(POINTS.kyivBranch31)).toBeNull();
    expect(await directory.getPoint(UNKNOWN_REF)).toBeNull();
    expect(await directory.getPoint('12')).toBeNull();
  });
});

describe('cache', () => {
  it('answers a repeated question from memory', async () => {
    await directory.searchCities('Київ');
    await directory.listPoints(KYIV, 'branch');
    const calls = fake.requests.length;
    expect(await directory.searchCities('Київ')).toHaveLength(2);
    expect(await directory.listPoints(KYIV, 'branch', '25')).toHaveLength(1);
    expect(await directory.getCity(KYIV)).toEqual(kyiv);
    // getCity(ref) is its own question; the two repeats cost nothing.
    expect(fake.requests.length).toBe(calls + 1);
  });

  it('asks Nova Poshta once for a burst of identical questions', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => directory.getPoint(POINTS.kyivBranch25)),
    );
    expect(new Set(answers.map((a) => a?.ref))).toEqual(new Set([POINTS.kyivBranch25]));
    expect(fake.hits('Address', 'getWarehouses')).toBe(1);
  });

  it('hands out copies, so a caller cannot change the cached answer', async () => {
    const first = await directory.getCity(KYIV);
    first!.nameUa = 'змінено';
    expect((await directory.getCity(KYIV))?.nameUa).toBe('Київ');
  });

  it('does not keep a failure: the next question asks again', async () => {
    fake.trouble('Address', 'getCities', { status: 503 }, 2);
    await expect(directory.getCity(KYIV)).rejects.toBeInstanceOf(DeliveryProviderError);
    expect(await directory.getCity(KYIV)).toEqual(kyiv);
    expect(fake.hits('Address', 'getCities')).toBe(3);
  });

  it('surfaces a refused call as a DeliveryProviderError', async () => {
    const { callNovaPoshta } = createNovaPoshtaClient({ apiKey: 'wrong', apiUrl: fake.url });
    const refused = createNovaPoshtaDirectory({ callNovaPoshta });
    await expect(refused.searchCities('Київ')).rejects.toBeInstanceOf(DeliveryProviderError);
  });
});
