import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryDirectory } from '../../integrations/delivery/delivery-directory';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** The real bundled offline directory. */
let t: TestApp;
/** A two-city fake, to pin the mapping and the arguments handed to the directory. */
let fake: TestApp;
const calls: unknown[][] = [];

const fakeDirectory: DeliveryDirectory = {
  async searchCities(query, limit) {
    calls.push(['searchCities', query, limit]);
    return [
      {
        ref: 'c1',
        nameUa: 'Одеса',
        nameRu: 'Одесса',
        regionUa: 'Одеська обл.',
        regionRu: 'Одесская обл.',
        population: 1,
      },
    ];
  },
  async getCity(ref) {
    return ref === 'c1'
      ? {
          ref: 'c1',
          nameUa: 'Одеса',
          nameRu: 'Одесса',
          regionUa: 'Одеська обл.',
          regionRu: 'Одесская обл.',
          population: 1,
        }
      : null;
  },
  async listPoints(cityRef, kind, query, limit) {
    calls.push(['listPoints', cityRef, kind, query, limit]);
    return [
      {
        ref: 'p1',
        cityRef,
        kind,
        number: 7,
        nameUa: 'Відділення №7',
        nameRu: 'Отделение №7',
        addressUa: 'вул. Садова, 1',
        addressRu: 'ул. Садовая, 1',
        maxWeightKg: 30,
        scheduleUa: 'Пн-Нд 08:00-21:00',
        scheduleRu: 'Пн-Вс 08:00-21:00',
      },
    ];
  },
  async getPoint() {
    return null;
  },
};

beforeAll(async () => {
  [t, fake] = await Promise.all([buildTestApp(), buildTestApp({ overrides: { delivery: fakeDirectory } })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});

const get = (app: TestApp, url: string, query: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/api/server${url}`, query });

describe('GET /delivery/cities', () => {
  it('maps directory cities to { ref, name, region } per language and may be cached an hour', async () => {
    const res = await get(fake, '/delivery/cities', { search: '  Оде ', limit: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual([
      { ref: 'c1', name: { ua: 'Одеса', ru: 'Одесса' }, region: { ua: 'Одеська обл.', ru: 'Одесская обл.' } },
    ]);
    expect(calls.at(-1)).toEqual(['searchCities', 'Оде', 5]);
    await get(fake, '/delivery/cities');
    expect(calls.at(-1)).toEqual(['searchCities', '', 20]);
  });

  it('finds cities in the offline directory by ua or ru name', async () => {
    const ua = await get(t, '/delivery/cities', { search: 'Льв' });
    expect(ua.statusCode).toBe(200);
    expect(ua.json()[0].name).toEqual({ ua: 'Львів', ru: 'Львов' });
    const ru = await get(t, '/delivery/cities', { search: 'Харьк' });
    expect(ru.json()[0].name.ua).toBe('Харків');
    const largest = await get(t, '/delivery/cities', { limit: '3' });
    expect(largest.json()).toHaveLength(3);
    expect(largest.json()[0].name.ua).toBe('Київ');
    expect((await get(t, '/delivery/cities', { search: 'Немаєтакогомістa' })).json()).toEqual([]);
  });

  it('answers 400 invalid_data to bad queries', async () => {
    for (const query of [
      { limit: '0' },
      { limit: '101' },
      { limit: 'abc' },
      { limit: '1.5' },
      { search: 'x'.repeat(101) },
    ] as Record<string, string>[]) {
      const res = await get(t, '/delivery/cities', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

describe('GET /delivery/cities/:cityRef/points', () => {
  it('maps points and passes kind, search and limit to the directory', async () => {
    const res = await get(fake, '/delivery/cities/c1/points', { kind: 'postomat', search: '7', limit: '10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual([
      {
        ref: 'p1',
        number: 7,
        kind: 'postomat',
        name: { ua: 'Відділення №7', ru: 'Отделение №7' },
        address: { ua: 'вул. Садова, 1', ru: 'ул. Садовая, 1' },
        schedule: { ua: 'Пн-Нд 08:00-21:00', ru: 'Пн-Вс 08:00-21:00' },
        maxWeightKg: 30,
      },
    ]);
    expect(calls.at(-1)).toEqual(['listPoints', 'c1', 'postomat', '7', 10]);
    await get(fake, '/delivery/cities/c1/points');
    expect(calls.at(-1)).toEqual(['listPoints', 'c1', 'branch', undefined, 500]);
  });

  it('lists branches and parcel lockers of a real city, by number', async () => {
    const [kyiv] = (await get(t, '/delivery/cities', { search: 'Київ', limit: '1' })).json() as {
      ref: string;
    }[];
    const branches = await get(t, `/delivery/cities/${kyiv!.ref}/points`, { kind: 'branch' });
    expect(branches.statusCode).toBe(200);
    const list = branches.json() as { number: number; kind: string }[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((p) => p.kind === 'branch')).toBe(true);
    expect(list.map((p) => p.number)).toEqual([...list.map((p) => p.number)].sort((a, b) => a - b));
    const lockers = await get(t, `/delivery/cities/${kyiv!.ref}/points`, { kind: 'postomat', limit: '2' });
    expect(lockers.json()).toHaveLength(2);
    expect(lockers.json()[0].kind).toBe('postomat');
    const twelve = await get(t, `/delivery/cities/${kyiv!.ref}/points`, { search: '12' });
    expect(twelve.json()[0].number).toBe(12);
  });

  it('answers 404 not_found for an unknown city and 400 for bad queries', async () => {
    for (const app of [t, fake]) {
      const res = await get(app, '/delivery/cities/no-such-city/points');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'not_found', statusCode: 404 });
    }
    for (const query of [
      { kind: 'drone' },
      { limit: '0' },
      { limit: '501' },
      { search: 'x'.repeat(101) },
    ] as Record<string, string>[]) {
      const res = await get(fake, '/delivery/cities/c1/points', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    expect((await get(fake, `/delivery/cities/${'x'.repeat(65)}/points`)).statusCode).toBe(400);
  });
});
