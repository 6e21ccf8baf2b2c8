import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createCarrier, createDeliveryDirectory } from '../../integrations/delivery/create-delivery';
import {
  startFakeNovaPoshta,
  type FakeNovaPoshta,
} from '../../integrations/delivery/nova-poshta/fake-np-server';
import { createNovaPoshtaClient } from '../../integrations/delivery/nova-poshta/np-client';
import { createNovaPoshtaDirectory } from '../../integrations/delivery/nova-poshta/np-directory';
import { KYIV, LVIV, POINTS, serveDirectory } from '../../integrations/delivery/nova-poshta/np-test-kit';
import { insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  deliveries,
  directoryRefs,
  orderBody,
  postOrder,
  stockOf,
  type Refs,
} from '../orders/orders-test-kit';

/**
 * The API with Nova Poshta's directory (a local server answering recorded Nova Poshta answers)
 * next to the API with the bundled offline one: the checkout must not tell them apart.
 */
let fake: FakeNovaPoshta;
let np: TestApp;
let offline: TestApp;
/** The same directory, but Nova Poshta refuses every call (an expired key). */
let refused: TestApp;

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  serveDirectory(fake);
  const directory = (apiKey: string) =>
    createNovaPoshtaDirectory(createNovaPoshtaClient({ apiKey, apiUrl: fake.url, timeoutMs: 500 }));
  [np, offline, refused] = await Promise.all([
    buildTestApp({ overrides: { delivery: directory(fake.apiKey) } }),
    buildTestApp(),
    buildTestApp({ overrides: { delivery: directory('expired-key') } }),
  ]);
});
afterAll(async () => {
  await Promise.all([np?.close(), offline?.close(), refused?.close()]);
  await fake?.close();
});

const get = (t: TestApp, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/server${url}`, query });

/** The refs the checkout would have picked from Nova Poshta's pickers. */
const npRefs = {
  kyiv: { ref: KYIV },
  branch: { ref: POINTS.kyivBranch25 },
  postomat: { ref: POINTS.kyivLocker6071 },
  otherBranch: { ref: POINTS.lvivBranch5 },
} as unknown as Refs;

describe('delivery routes on Nova Poshta', () => {
  it('answers cities and points in the same shape as the offline directory', async () => {
    const cities = await get(np, '/delivery/cities', { search: 'Київ', limit: '1' });
    expect(cities.statusCode).toBe(200);
    expect(cities.json()).toEqual([
      {
        ref: KYIV,
        name: { ua: 'Київ', ru: 'Киев' },
        region: { ua: 'Київська область', ru: 'Киевская область' },
      },
    ]);
    const offlineCity = (await get(offline, '/delivery/cities', { search: 'Київ', limit: '1' })).json()[0];
    expect(Object.keys(cities.json()[0]).sort()).toEqual(Object.keys(offlineCity).sort());

    const lockers = await get(np, `/delivery/cities/${KYIV}/points`, { kind: 'postomat', search: '6071' });
    expect(lockers.statusCode).toBe(200);
    expect(lockers.json()).toEqual([
      {
        ref: POINTS.kyivLocker6071,
        number: 6071,
        kind: 'postomat',
        name: {
          ua: 'Поштомат "Нова Пошта" №6071: вул. Хрещатик, 22 (маг. Сільпо)',
          ru: 'Почтомат "Новая Почта" №6071: ул. Крещатик, 22 (маг. Сильпо)',
        },
        address: { ua: 'вул. Хрещатик, 22 (маг. Сільпо)', ru: 'ул. Крещатик, 22 (маг. Сильпо)' },
        schedule: { ua: 'Цілодобово', ru: 'Круглосуточно' },
        maxWeightKg: 20,
      },
    ]);
    const branches = await get(np, `/delivery/cities/${LVIV}/points`);
    expect(branches.json().map((p: { number: number }) => p.number)).toEqual([1, 2, 5]);
  });

  it('answers 404 for a city Nova Poshta does not know', async () => {
    const res = await get(np, '/delivery/cities/00000000-1111-2222-3333-444444444444/points');
    expect(res.json()).toEqual({ message: 'not_found', statusCode: 404 });
  });

  it('answers 502 delivery_provider_unavailable when Nova Poshta refuses or is down', async () => {
    for (const url of ['/delivery/cities', `/delivery/cities/${KYIV}/points`]) {
      const res = await get(refused, url, { search: 'Київ' });
      expect(res.statusCode, url).toBe(502);
      expect(res.json()).toEqual({ message: 'delivery_provider_unavailable', statusCode: 502 });
    }
    fake.trouble('Address', 'getWarehouses', { status: 503 }, 2);
    const down = await get(np, `/delivery/cities/${LVIV}/points`, { kind: 'postomat' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: 'delivery_provider_unavailable', statusCode: 502 });
    // Not cached: once Nova Poshta is back, the same question is answered.
    const back = await get(np, `/delivery/cities/${LVIV}/points`, { kind: 'postomat' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toHaveLength(1);
  });
});

describe('checkout on Nova Poshta refs', () => {
  let offlineRefs: Refs;
  beforeAll(async () => {
    offlineRefs = await directoryRefs(offline);
  });

  for (const [type, paymentType] of [
    ['post', 'card'],
    ['postomat', 'cod'],
    ['new-post-address', 'card'],
  ] as const) {
    it(`places a ${type} order exactly as with the offline directory`, async () => {
      const place = async (t: TestApp, refs: Refs) => {
        const product = await insertProduct(t.db, { price: 50000, stock: 5 });
        const res = await postOrder(
          t,
          orderBody([{ productId: product.id, amount: 2 }], {
            delivery: deliveries(refs)[type],
            paymentType,
          }),
        );
        const [row] =
          res.statusCode === 201 ? await t.db.select().from(orders).where(eq(orders.id, res.json().id)) : [];
        return { res, delivery: row?.delivery as Record<string, unknown> | undefined };
      };
      const withNp = await place(np, npRefs);
      const withOffline = await place(offline, offlineRefs);
      expect(withNp.res.statusCode, withNp.res.body).toBe(201);
      // Ids and access tokens differ by nature; everything else must be the same.
      const same = (body: Record<string, unknown>) => ({ ...body, id: 0, orderToken: '' });
      expect(same(withNp.res.json())).toEqual(same(withOffline.res.json()));
      expect(Object.keys(withNp.delivery ?? {}).sort()).toEqual(
        Object.keys(withOffline.delivery ?? {}).sort(),
      );
      expect(withNp.delivery).toMatchObject({
        cityRef: KYIV,
        cityName: { ua: 'Київ', ru: 'Киев' },
        regionName: { ua: 'Київська область', ru: 'Киевская область' },
      });
      if (type === 'post') {
        expect(withNp.delivery?.branch).toEqual({
          ref: POINTS.kyivBranch25,
          number: 25,
          name: {
            ua: 'Відділення №25 (до 30 кг): вул. М. Тимошенка, 9',
            ru: 'Отделение №25 (до 30 кг): ул. М. Тимошенко, 9',
          },
          address: { ua: 'вул. М. Тимошенка, 9', ru: 'ул. М. Тимошенко, 9' },
        });
      }
      if (type === 'postomat')
        expect(withNp.delivery?.postomat).toMatchObject({ ref: POINTS.kyivLocker6071, number: 6071 });
    });
  }

  it('answers 502 and takes nothing when Nova Poshta is down at checkout', async () => {
    const product = await insertProduct(refused.db, { stock: 3 });
    const res = await postOrder(
      refused,
      orderBody([{ productId: product.id, amount: 1 }], { delivery: deliveries(npRefs).post }),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'delivery_provider_unavailable', statusCode: 502 });
    expect(await refused.db.select().from(orders)).toEqual([]);
    expect(await stockOf(refused.db, product.id)).toBe(3);
  });

  it('refuses a branch of another city, a closed branch, a locker as a branch and an unknown city', async () => {
    const product = await insertProduct(np.db);
    const cases = [
      [
        { deliveryType: 'post', cityRef: KYIV, branchRef: POINTS.lvivBranch5 },
        'delivery.branchRef',
        'choose_branch',
      ],
      [
        { deliveryType: 'post', cityRef: KYIV, branchRef: POINTS.kyivBranch31 },
        'delivery.branchRef',
        'choose_branch',
      ],
      [
        { deliveryType: 'post', cityRef: KYIV, branchRef: POINTS.kyivLocker6071 },
        'delivery.branchRef',
        'choose_branch',
      ],
      [
        {
          deliveryType: 'post',
          cityRef: '00000000-1111-2222-3333-444444444444',
          branchRef: POINTS.kyivBranch25,
        },
        'delivery.cityRef',
        'enter_delivery_data',
      ],
    ] as const;
    for (const [delivery, path, message] of cases) {
      const res = await postOrder(np, orderBody([{ productId: product.id, amount: 1 }], { delivery }));
      expect(res.statusCode, JSON.stringify(delivery)).toBe(400);
      expect(res.json().errors).toEqual([{ path, message }]);
    }
  });
});

describe('createDeliveryDirectory / createCarrier', () => {
  it('use Nova Poshta with an API key and the offline ones without', async () => {
    const settings = { novaPoshta: { apiKey: fake.apiKey, apiUrl: fake.url, sender: null } };
    const before = fake.hits('Address', 'getCities');
    const [city] = await createDeliveryDirectory(settings).searchCities('Київ', 1);
    expect(city?.ref).toBe(KYIV);
    expect(fake.hits('Address', 'getCities')).toBe(before + 1);
    expect(createCarrier({ ...settings, offlineParcelStepMs: 1000 }).name).toBe('nova-poshta');

    const [offlineKyiv] = await createDeliveryDirectory({ novaPoshta: undefined }).searchCities('Київ', 1);
    expect(offlineKyiv?.ref).not.toBe(KYIV);
    expect(offlineKyiv?.population).toBeGreaterThan(0);
    expect(createCarrier({ novaPoshta: undefined, offlineParcelStepMs: 1000 }).name).toBe('offline');
  });

  it('are what the app uses when NOVA_POSHTA_API_KEY is configured', async () => {
    const configured = await buildTestApp({
      config: { novaPoshta: { apiKey: fake.apiKey, apiUrl: fake.url, sender: null } },
    });
    try {
      const res = await get(configured, '/delivery/cities', { search: 'Львів', limit: '1' });
      expect(res.json()).toEqual([
        {
          ref: LVIV,
          name: { ua: 'Львів', ru: 'Львов' },
          region: { ua: 'Львівська область', ru: 'Львовская область' },
        },
      ]);
      expect(configured.app.deps.carrier.name).toBe('nova-poshta');
    } finally {
      await configured.close();
    }
  });
});
