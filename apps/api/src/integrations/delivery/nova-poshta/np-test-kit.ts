import { fixture, type FakeNovaPoshta } from './fake-np-server';
import { WAREHOUSE_TYPES } from './np-mapping';

/** Test-only helpers shared by the Nova Poshta test files (not a *.test.ts, so vitest does not run it). */

export const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';
export const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
export const POINTS = {
  kyivBranch12: '1692282f-e1c2-11e3-8c4a-0050568002cf',
  kyivBranch25: '16922859-e1c2-11e3-8c4a-0050568002cf',
  /** DenyToSelect "1": working, but not a destination recipients may choose */
  kyivBranch31: '169227f7-e1c2-11e3-8c4a-0050568002cf',
  kyivCargo1: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
  kyivLocker6071: '4d5a3b1e-52b4-11ec-80f5-48df37b921da',
  kyivLocker5512: '0d2a9b40-3c2a-11ec-80f5-48df37b921da',
  lvivBranch5: '16922806-e1c2-11e3-8c4a-0050568002cf',
} as const;
/** A well-formed ref Nova Poshta does not know. */
export const UNKNOWN_REF = '00000000-1111-2222-3333-444444444444';

const LARGEST = [
  'Київ',
  'Харків',
  'Одеса',
  'Дніпро',
  'Львів',
  'Запоріжжя',
  'Кривий Ріг',
  'Миколаїв',
  'Вінниця',
  'Полтава',
];

const rowsOf = (name: string) => (fixture(name) as { data: unknown[] }).data;

/**
 * Registers the recorded directory answers, each for exactly the properties the directory must
 * send. With a page size below the fixture lengths, the warehouse lists are served page by page.
 */
export function serveDirectory(fake: FakeNovaPoshta, pageSize = 500): void {
  const findAnswers: Record<string, string> = {
    Київ: 'address-getCities-find-kyiv',
    Львів: 'address-getCities-find-lviv',
  };
  for (const name of LARGEST) {
    fake.on(
      'Address',
      'getCities',
      { FindByString: name, Page: '1', Limit: '100' },
      fixture(findAnswers[name] ?? 'empty'),
    );
  }
  fake.on('Address', 'getCities', { Ref: KYIV }, fixture('address-getCities-ref-kyiv'));
  fake.on('Address', 'getCities', { Ref: LVIV }, fixture('address-getCities-ref-lviv'));
  fake.on('Address', 'getCities', { Ref: UNKNOWN_REF }, fixture('empty'));

  const lists: [string, string, string][] = [
    [KYIV, WAREHOUSE_TYPES.postOffice, 'address-getWarehouses-kyiv-post'],
    [KYIV, WAREHOUSE_TYPES.cargoOffice, 'address-getWarehouses-kyiv-cargo'],
    [KYIV, WAREHOUSE_TYPES.parcelShop, 'empty'],
    [KYIV, WAREHOUSE_TYPES.postomat, 'address-getWarehouses-kyiv-postomat'],
    [LVIV, WAREHOUSE_TYPES.postOffice, 'address-getWarehouses-lviv-post'],
    [LVIV, WAREHOUSE_TYPES.cargoOffice, 'address-getWarehouses-lviv-cargo'],
    [LVIV, WAREHOUSE_TYPES.parcelShop, 'empty'],
    [LVIV, WAREHOUSE_TYPES.postomat, 'address-getWarehouses-lviv-postomat'],
  ];
  for (const [cityRef, typeRef, name] of lists) {
    const rows = rowsOf(name);
    const pages = Math.max(1, Math.ceil(rows.length / pageSize));
    for (let page = 1; page <= pages; page += 1) {
      fake.on(
        'Address',
        'getWarehouses',
        { CityRef: cityRef, TypeOfWarehouseRef: typeRef, Page: String(page), Limit: String(pageSize) },
        {
          ...fixture(name),
          data: rows.slice((page - 1) * pageSize, page * pageSize),
          info: { totalCount: rows.length },
        },
      );
    }
  }

  fake.on(
    'Address',
    'getWarehouses',
    { Ref: POINTS.kyivBranch25 },
    fixture('address-getWarehouses-ref-kyiv-25'),
  );
  fake.on(
    'Address',
    'getWarehouses',
    { Ref: POINTS.kyivBranch31 },
    fixture('address-getWarehouses-ref-kyiv-31'),
  );
  fake.on(
    'Address',
    'getWarehouses',
    { Ref: POINTS.kyivLocker6071 },
    fixture('address-getWarehouses-ref-kyiv-postomat-6071'),
  );
  fake.on(
    'Address',
    'getWarehouses',
    { Ref: POINTS.lvivBranch5 },
    fixture('address-getWarehouses-ref-lviv-5'),
  );
  fake.on('Address', 'getWarehouses', { Ref: UNKNOWN_REF }, fixture('empty'));
}
