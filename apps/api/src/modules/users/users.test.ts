import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';
import { updateUserProfile } from './users-repository';
import type { DeliveryCity, DeliveryPoint } from '../../integrations/delivery/delivery-directory';

let t: TestApp;
let city: DeliveryCity;
let otherCity: DeliveryCity;
let branch: DeliveryPoint;
let postomat: DeliveryPoint;
let foreignBranch: DeliveryPoint;

beforeAll(async () => {
  t = await buildTestApp();
  const directory = t.app.deps.delivery;
  [city, otherCity] = (await directory.searchCities('', 2)) as [DeliveryCity, DeliveryCity];
  branch = (await directory.listPoints(city.ref, 'branch', undefined, 1))[0]!;
  postomat = (await directory.listPoints(city.ref, 'postomat', undefined, 1))[0]!;
  foreignBranch = (await directory.listPoints(otherCity.ref, 'branch', undefined, 1))[0]!;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/server${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const profile = {
  firstName: 'Ірина',
  lastName: 'Шевченко',
  fatherName: 'Петрівна',
  phone: '+38 (050) 111-22-33',
};

describe('GET /user/info', () => {
  it('answers the user without secrets', async () => {
    const { user, authHeader } = await createTestUser(t.app, { bonusBalance: 1234 });
    const res = await call('GET', '/user/info', authHeader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      mail: user.mail,
      firstName: 'Олена',
      lastName: 'Коваль',
      fatherName: null,
      phone: '+380671234567',
      role: 'customer',
      locale: 'ua',
      deliveryDepartment: null,
      deliveryPostomat: null,
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('answers 401 unauthorized without a token', async () => {
    const res = await call('GET', '/user/info', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
  });
});

describe('POST /user/edit', () => {
  it('saves the profile, normalising the phone and the mail', async () => {
    const { authHeader } = await createTestUser(t.app);
    const mail = `New.Mail-${Date.now()}@Example.com`;
    const res = await call('POST', '/user/edit', authHeader, { ...profile, mail, locale: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...profile,
      phone: '+380501112233',
      mail: mail.toLowerCase(),
      locale: 'ru',
    });
    const again = await call('GET', '/user/info', authHeader);
    expect(again.json()).toMatchObject({ fatherName: 'Петрівна', mail: mail.toLowerCase() });
  });

  it('keeps mail and locale when absent and clears an omitted father name', async () => {
    const { user, authHeader } = await createTestUser(t.app, { fatherName: 'Іванович', locale: 'ru' });
    const res = await call('POST', '/user/edit', authHeader, {
      firstName: 'Ігор',
      lastName: 'Бондар',
      phone: '0991234567',
      fatherName: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mail: user.mail,
      locale: 'ru',
      fatherName: null,
      phone: '+380991234567',
    });
  });

  it('accepts its own mail in another case', async () => {
    const { user, authHeader } = await createTestUser(t.app);
    const res = await call('POST', '/user/edit', authHeader, { ...profile, mail: user.mail.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().mail).toBe(user.mail);
  });

  it('answers 403 user_already_exists for a mail of another account', async () => {
    const other = await createTestUser(t.app);
    const { authHeader } = await createTestUser(t.app);
    const res = await call('POST', '/user/edit', authHeader, {
      ...profile,
      mail: other.user.mail.toUpperCase(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'user_already_exists', statusCode: 403 });
  });

  it('lets one of two accounts racing to one new mail win', async () => {
    const [a, b] = await Promise.all([createTestUser(t.app), createTestUser(t.app)]);
    const mail = `race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      [a, b].map((u) => call('POST', '/user/edit', u.authHeader, { ...profile, mail })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(answers.find((r) => r.statusCode === 403)?.json().message).toBe('user_already_exists');
  });

  it('limits mail changes per user, so the 403 is no fast oracle of who has an account', async () => {
    const other = await createTestUser(t.app);
    const { authHeader } = await createTestUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await call('POST', '/user/edit', authHeader, { ...profile, mail: other.user.mail })).statusCode,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(codes[10]).toBe(429);
    // Editing the rest of the profile is not held back.
    expect((await call('POST', '/user/edit', authHeader, profile)).statusCode).toBe(200);
  });

  it('turns a unique violation met past the look-up into mail_taken', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    expect(await updateUserProfile(t.db, b.user.id, { mail: a.user.mail.toUpperCase() })).toBe('mail_taken');
  });

  it('answers 401 without a session, before reading the body', async () => {
    expect((await call('POST', '/user/edit', {}, { firstName: 1 })).statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined, undefined],
    ['an empty first name', { ...profile, firstName: ' ' }, 'empty_first_name'],
    ['no last name', { ...profile, lastName: undefined }, 'empty_last_name'],
    ['a bad phone', { ...profile, phone: '12345' }, 'invalid_phone'],
    ['a bad mail', { ...profile, mail: 'not-a-mail' }, 'invalid_mail'],
    ['an unknown locale', { ...profile, locale: 'en' }, undefined],
    ['a huge name', { ...profile, firstName: 'x'.repeat(100000) }, 'too_long'],
    ['a huge father name', { ...profile, fatherName: 'x'.repeat(100000) }, 'too_long'],
    ['a number as phone', { ...profile, phone: 380501112233 }, 'empty_phone'],
  ])('answers 400 invalid_data for %s', async (_name, payload, key) => {
    const { authHeader } = await createTestUser(t.app);
    const res = await call('POST', '/user/edit', authHeader, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
    if (key) expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(key);
  });
});

describe.each([
  {
    url: '/user/delivery/department',
    field: 'branchRef',
    key: 'choose_branch',
    column: 'deliveryDepartment',
    kind: 'branch',
  },
  {
    url: '/user/delivery/postomat',
    field: 'postomatRef',
    key: 'choose_postomat',
    column: 'deliveryPostomat',
    kind: 'postomat',
  },
] as const)('PUT and DELETE $url', ({ url, field, key, column, kind }) => {
  const point = () => (kind === 'branch' ? branch : postomat);
  const wrongKind = () => (kind === 'branch' ? postomat : branch);

  it('saves the point with names from the directory, in the user language, then clears it', async () => {
    const { authHeader } = await createTestUser(t.app);
    const res = await call('PUT', url, authHeader, {
      cityRef: city.ref,
      [field]: point().ref,
      name: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[column]).toEqual({
      cityRef: city.ref,
      cityName: city.nameUa,
      ref: point().ref,
      name: point().nameUa,
      address: point().addressUa,
    });
    const other = column === 'deliveryDepartment' ? 'deliveryPostomat' : 'deliveryDepartment';
    expect(res.json()[other]).toBeNull();
    expect((await call('GET', '/user/info', authHeader)).json()[column]?.ref).toBe(point().ref);

    const cleared = await call('DELETE', url, authHeader);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()[column]).toBeNull();
    expect((await call('GET', '/user/info', authHeader)).json()[column]).toBeNull();
  });

  it('names the point in Russian for a Russian-speaking user', async () => {
    const { authHeader } = await createTestUser(t.app, { locale: 'ru' });
    const res = await call('PUT', url, authHeader, { cityRef: city.ref, [field]: point().ref });
    expect(res.json()[column]).toMatchObject({
      cityName: city.nameRu,
      name: point().nameRu,
      address: point().addressRu,
    });
  });

  it(`answers 400 ${key} for a point of another kind, another city or none`, async () => {
    const { authHeader } = await createTestUser(t.app);
    for (const [cityRef, ref] of [
      [city.ref, wrongKind().ref],
      [otherCity.ref, point().ref],
      [city.ref, kind === 'branch' ? foreignBranch.ref : 'no-such-point'],
      [city.ref, 'no-such-point'],
    ] as const) {
      const res = await call('PUT', url, authHeader, { cityRef, [field]: ref });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'invalid_data',
        statusCode: 400,
        errors: [{ path: field, message: key }],
      });
    }
    expect((await call('GET', '/user/info', authHeader)).json()[column]).toBeNull();
  });

  it('answers 400 for an unknown city and for bad input', async () => {
    const { authHeader } = await createTestUser(t.app);
    const unknownCity = await call('PUT', url, authHeader, { cityRef: 'no-such-city', [field]: point().ref });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().errors).toEqual([{ path: 'cityRef', message: 'enter_delivery_data' }]);
    for (const payload of [
      undefined,
      {},
      { cityRef: city.ref },
      { cityRef: city.ref, [field]: '' },
      { cityRef: city.ref, [field]: 42 },
      { cityRef: 'x'.repeat(100000), [field]: point().ref },
      { cityRef: city.ref, [field]: 'x'.repeat(100000) },
    ]) {
      const res = await call('PUT', url, authHeader, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    const missing = await call('PUT', url, authHeader, { cityRef: city.ref });
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toContain(key);
  });

  it('answers 401 without a session', async () => {
    expect((await call('PUT', url, {}, { cityRef: city.ref, [field]: point().ref })).statusCode).toBe(401);
    expect((await call('DELETE', url, {})).statusCode).toBe(401);
  });
});
