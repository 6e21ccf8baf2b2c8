import { describe, expect, it } from 'vitest';
import { commonVariables, seoData } from '../../db/schema';
import { seedCommonVariables, seedSeoData } from '../../db/seed-data';
import type { TestApp } from '../../test/build-test-app';
import { auditOf, expectFieldError, contentApp, type StaffCaller } from './content-admin-test-kit';

let t: TestApp;
let call: StaffCaller['call'];

contentApp(async (app, staff) => {
  t = app;
  call = staff.call;
  await t.db.insert(seoData).values(seedSeoData);
  await t.db.insert(commonVariables).values(seedCommonVariables);
});

const publicGet = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/server${url}` })).json();
const seo = {
  titleUa: 'Про нас | Картина',
  titleRu: 'О нас | Картина',
  descriptionUa: 'Хто ми',
  descriptionRu: 'Кто мы',
};

describe('/api/admin/seo-data', () => {
  it('lists every seeded route with its id ("/" spelled "~")', async () => {
    const list = (await call('GET', '/seo-data?perPage=100')).json();
    expect(list.total).toBe(seedSeoData.length);
    expect(list.items).toContainEqual(expect.objectContaining({ id: '~', route: '/' }));
    expect(list.items).toContainEqual(
      expect.objectContaining({ id: '~catalog~kits', route: '/catalog/kits' }),
    );
    expect((await call('GET', '/seo-data/~catalog~kits')).json().route).toBe('/catalog/kits');
    expect((await call('GET', '/seo-data?q=catalog')).json().items.length).toBeGreaterThan(3);
  });

  it('updates a route: the storefront’s SEO read answers the new text at once, audited', async () => {
    const res = await call('PUT', '/seo-data/~about', { ...seo, titleUa: '  Про нас | Картина  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ route: '/about', ...seo });
    expect(await publicGet('/content/seo-data?route=/about')).toMatchObject({
      title: { ua: seo.titleUa, ru: seo.titleRu },
      description: { ua: 'Хто ми', ru: 'Кто мы' },
    });
    const [entry] = await auditOf(t, 'seo-data', '/about');
    expect(entry).toMatchObject({
      action: 'seo-data.update',
      before: expect.objectContaining({ titleUa: 'Про нас | Kartyna' }),
      after: expect.objectContaining({ titleUa: seo.titleUa }),
    });
  });

  it('answers 400 for missing or long texts and 404 for a route not in the list', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...seo, titleUa: '' }, 'titleUa', 'required_field'],
      [{ ...seo, descriptionRu: undefined }, 'descriptionRu', 'required_field'],
      [{ ...seo, titleRu: 'x'.repeat(201) }, 'titleRu', 'too_long'],
      [{ ...seo, descriptionUa: 'x'.repeat(501) }, 'descriptionUa', 'too_long'],
    ];
    for (const [payload, path, message] of cases)
      expectFieldError(await call('PUT', '/seo-data/~cart', payload), path, message);
    expect((await call('PUT', '/seo-data/~nowhere', seo)).statusCode).toBe(404);
    expect(await auditOf(t, 'seo-data', '/cart')).toHaveLength(0);
  });
});

describe('/api/admin/common-variables', () => {
  it('lists the seeded keys with what each holds', async () => {
    const list = (await call('GET', '/common-variables?perPage=100')).json();
    expect(list.total).toBe(seedCommonVariables.length);
    const kinds = Object.fromEntries(list.items.map((v: { key: string; kind: string }) => [v.key, v.kind]));
    expect(kinds).toMatchObject({
      phone_main: 'phone',
      mail: 'mail',
      telegram: 'url',
      viber: 'url',
      address_ua: 'text',
    });
    expect((await call('GET', '/common-variables/phone_main')).json().value).toBe('+38 (067) 123-45-67');
  });

  it('updates a value: the storefront reads it at once, audited', async () => {
    const res = await call('PUT', '/common-variables/phone_main', { value: ' +38 (050) 111-22-33 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'phone_main', value: '+38 (050) 111-22-33' });
    const vars = (await publicGet('/content/common-variables')) as { key: string; value: string }[];
    expect(vars).toContainEqual({ key: 'phone_main', value: '+38 (050) 111-22-33' });
    expect(
      (await call('PUT', '/common-variables/viber', { value: 'viber://chat?number=%2B380501112233' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/common-variables/address_ua', { value: 'м. Одеса, вул. Дерибасівська, 1' }))
        .statusCode,
    ).toBe(200);
    const [entry] = await auditOf(t, 'common-variable', 'phone_main');
    expect(entry).toMatchObject({
      action: 'common-variable.update',
      before: expect.objectContaining({ value: '+38 (067) 123-45-67' }),
      after: expect.objectContaining({ value: '+38 (050) 111-22-33' }),
    });
  });

  it('checks phones, mail and links by key; 404 for an unknown key', async () => {
    const cases: [string, unknown, string][] = [
      ['phone_second', '+1 555 0100', 'invalid_phone'],
      ['phone_main', 'дзвоніть', 'invalid_phone'],
      ['mail', 'info@', 'invalid_mail'],
      ['telegram', 't.me/kartyna', 'invalid_url'],
      ['instagram', 'javascript:alert(1)', 'invalid_url'],
      ['address_ua', '   ', 'required_field'],
      ['footer_description_ua', 'x'.repeat(1001), 'too_long'],
      ['shop_name', 42, 'required_field'],
    ];
    for (const [key, value, message] of cases)
      expectFieldError(
        await call('PUT', `/common-variables/${key}`, { value }),
        'value',
        message,
        `${key}: ${message}`,
      );
    expect((await call('PUT', '/common-variables/no_such_key', { value: 'x' })).statusCode).toBe(404);
    expect(await auditOf(t, 'common-variable', 'mail')).toHaveLength(0);
  });
});
