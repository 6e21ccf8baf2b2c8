import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_TAG_KINDS, tagKindOf } from '@kartyna/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { storefrontTagsOf } from './catalog-change';
import type { CategoryIndex } from '../catalog/category-index';
import {
  CATALOG_TRIGGER,
  PER_ROW_TABLES,
  SHOPPER_VISIBLE_TABLES,
  TRIGGER_TABLES,
  type ShopperVisibleTable,
} from './shopper-visible-changes';
import { readInstalledTrigger, readTableNames, type InstalledTrigger } from './storefront-changes-repository';

// Issue #47: the rule of what a shopper sees change is stated once (shopper-visible-changes.ts)
// and the trigger the migrations installed is read back against it, so the two cannot drift.

/** The tables the function announces row by row: those it exempts from the whole-catalogue branch. */
function perRowTablesOf(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/TG_TABLE_NAME\s*<>\s*'(\w+)'/gi)) names.add(name!);
  for (const [, list] of source.matchAll(/TG_TABLE_NAME\s+NOT\s+IN\s*\(([^)]*)\)/gi))
    for (const [, name] of list!.matchAll(/'(\w+)'/g)) names.add(name!);
  return [...names].sort();
}

/** The channels the function notifies on. */
const channelsOf = (source: string) =>
  [...new Set([...source.matchAll(/pg_notify\(\s*'(\w+)'/gi)].map(([, channel]) => channel))].sort();

let t: TestApp;
let installed: InstalledTrigger;
beforeAll(async () => {
  t = await buildTestApp();
  installed = await readInstalledTrigger(t.db, CATALOG_TRIGGER.function);
});
afterAll(async () => t.close());

describe('the trigger as installed agrees with the rule', () => {
  it('runs on exactly the tables the rule says the trigger announces', () => {
    expect(installed.source).not.toBe('');
    expect(installed.tables).toEqual([...TRIGGER_TABLES].sort());
  });

  it('announces row by row exactly the tables the rule says, on the channel the listener hears', () => {
    expect(perRowTablesOf(installed.source)).toEqual([...PER_ROW_TABLES].sort());
    expect(channelsOf(installed.source)).toEqual([CATALOG_TRIGGER.channel]);
  });

  it("names only tables that exist, and the staff-written ones are not also on the trigger's", async () => {
    const tables = await readTableNames(t.db);
    expect(tables).toEqual(expect.arrayContaining(Object.keys(SHOPPER_VISIBLE_TABLES)));
    const written = Object.entries(SHOPPER_VISIBLE_TABLES)
      .filter(([, table]) => (table as ShopperVisibleTable).heard.by === 'staffWrite')
      .map(([name]) => name);
    expect(written.filter((name) => installed.tables.includes(name))).toEqual([]);
  });
});

describe('the checker', () => {
  it('reads the exempt tables in either spelling, and fails on a table added to one side only', () => {
    expect(perRowTablesOf("IF TG_TABLE_NAME <> 'products' OR announced >= 50 THEN")).toEqual(['products']);
    expect(perRowTablesOf("IF TG_TABLE_NAME NOT IN ('products', 'kits') THEN")).toEqual(['kits', 'products']);
    const withAnother = { ...installed, tables: [...installed.tables, 'kits'].sort() };
    expect(withAnother.tables).not.toEqual([...TRIGGER_TABLES].sort());
  });
});

describe('the tags the rule names', () => {
  const kinds = Object.values(SHOPPER_VISIBLE_TABLES).flatMap((table) => [
    ...(table as ShopperVisibleTable).expires,
  ]);

  it('are the domain’s tag kinds, every one of them announced by some change', () => {
    expect(new Set(kinds)).toEqual(new Set(STOREFRONT_TAG_KINDS));
  });

  it('are what the announcer makes of a row change and of a whole one', () => {
    const index = {
      byId: new Map([[3, { path: ['kits', 'flowers'] }]]),
    } as unknown as CategoryIndex;
    const row = storefrontTagsOf([{ version: 2, whole: false, productId: 7, categoryIds: [3] }], index);
    const whole = storefrontTagsOf([{ version: 2, whole: true }], index);
    const perRow = new Set([...row, ...whole].map(tagKindOf));
    expect(perRow).toEqual(new Set(SHOPPER_VISIBLE_TABLES.products.expires));
    const wholeKinds = new Set(whole.map(tagKindOf));
    for (const name of TRIGGER_TABLES.filter((name) => !PER_ROW_TABLES.includes(name)))
      expect(new Set(SHOPPER_VISIBLE_TABLES[name].expires)).toEqual(wholeKinds);
  });
});
