// Each table is written by one module (issue #47), read from the source by scripts/lib/table-writers.mjs:
// a second module writing a table fails, naming each writer's file and line. KNOWN_SHARED_WRITES
// is empty and stays so; a lower module writes a higher one's row through a port it owns.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiTableWriters, sharedWrites, tableWriters } from './lib/table-writers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The tables more than one module writes (table → modules, sorted), each with why. None is left:
 * each table has one writing module, and a lower module writes a higher one's row through a port
 * it owns (order-pipeline/order-row-writes.ts). Never added to.
 */
const KNOWN_SHARED_WRITES = {};

/** Written by code outside every module (seeding apart), each with why. Frozen like the above. */
const WRITTEN_OUTSIDE_MODULES = {
  // The HTTP layer's replay of a retried request, below every module (apps/api/src/http).
  idempotency_keys: ['http/idempotency.ts'],
};

/** Tables the shop's code never writes. */
const WRITTEN_BY_NO_CODE = [
  // A trigger bumps it on every catalogue change (migration 0012).
  'catalog_version',
  // Legacy, kept for a rolling upgrade's older API and dropped by db/contract-steps.
  'photo_order_status_history',
];

/** { table: [writers, sorted] } of one part of the result. */
const listed = (byTable) =>
  Object.fromEntries(
    [...byTable.keys()].sort().map((table) => [table, [...byTable.get(table).keys()].sort()]),
  );

describe('each table is written by one module', () => {
  const found = apiTableWriters(root);

  it('the reader sees writes it is known to make', () => {
    // A reader gone blind (a moved schema, a broken pattern) would find no shared write either.
    expect(found.tables.size).toBeGreaterThan(30);
    expect(found.tables).toContain('photo_orders');
    expect(listed(found.modules)).toMatchObject({
      orders: expect.arrayContaining(['orders']),
      mail_outbox: ['mail'],
      order_status_history: ['order-pipeline'],
      // `insert into ${parcels}` and `insert into ${appearRequests}`: raw SQL.
      parcels: ['parcel-tracking'],
      appear_requests: ['appear-requests'],
    });
    expect(found.modules.get('appear_requests').get('appear-requests').join()).toMatch(
      /appear-requests-repository\.ts/,
    );
    // Seeding may fill any table, and is read all the same.
    expect(listed(found.seeding).products).toEqual(['db/seed-scale.ts', 'db/seed.ts']);
  });

  it('names the table of every write', () => {
    expect(found.unresolved).toEqual([]);
  });

  it('shares no table beyond the known ones', () => {
    const shared = sharedWrites(found);
    const changed = (table) => JSON.stringify(shared[table]) !== JSON.stringify(KNOWN_SHARED_WRITES[table]);
    // A list that changed (a writer more, or one fewer to strike off) fails with where each writes.
    expect({
      newOrChanged: Object.keys(shared)
        .filter(changed)
        .map((table) => ({
          table,
          was: KNOWN_SHARED_WRITES[table] ?? [],
          now: Object.fromEntries(found.modules.get(table)),
        })),
      resolvedSoStrikeOff: Object.keys(KNOWN_SHARED_WRITES).filter((table) => !shared[table]),
    }).toEqual({ newOrChanged: [], resolvedSoStrikeOff: [] });
  });

  it('leaves no table to code outside the modules, but the known ones', () => {
    expect(listed(found.outside)).toEqual(WRITTEN_OUTSIDE_MODULES);
    const unwritten = [...found.tables].filter((t) => !found.modules.has(t) && !found.outside.has(t));
    expect(unwritten.sort()).toEqual(WRITTEN_BY_NO_CODE);
  });
});

describe('the checker', () => {
  const schema = {
    'db/schema/index.ts': "export * from './shop';",
    'db/schema/shop.ts': [
      "export const orders = pgTable('orders', { id: serial('id') });",
      'export const photoOrders = pgTable(',
      "  'photo_orders',",
      '  { id: serial("id") },',
      ');',
      "export const mailOutbox = pgTable('mail_outbox', {});",
    ].join('\n'),
  };
  const writers = (files) => listed(tableWriters({ ...schema, ...files }).modules);

  it('maps drizzle identifiers to table names, through aliases, namespaces and local constants', () => {
    const found = tableWriters({
      ...schema,
      'modules/a/a-repository.ts': [
        "import { orders, photoOrders as po } from '../../db/schema';",
        'export const add = (db) => db.insert(orders).values({});',
        'export const move = (tx) => tx\n  .update(po)\n  .set({});',
      ].join('\n'),
      'modules/b/b-repository.ts': [
        "import * as schema from '../../db/schema/index.js';",
        'const tableOf = (kind) => (kind === "order" ? schema.orders : schema.photoOrders);',
        'export async function drop(db, kind) { const table = tableOf(kind); await db.delete(table); }',
      ].join('\n'),
    });
    expect(listed(found.modules)).toEqual({ orders: ['a', 'b'], photo_orders: ['a', 'b'] });
    expect(found.modules.get('photo_orders').get('a')).toEqual(['modules/a/a-repository.ts:4']);
    expect(sharedWrites(found)).toEqual({ orders: ['a', 'b'], photo_orders: ['a', 'b'] });
  });

  it('finds a second module writing a table by raw SQL, quoted, in any case, and TRUNCATE', () => {
    expect(
      writers({
        'modules/mail/mail-repository.ts':
          "import { mailOutbox } from '../../db/schema';\nexport const q = (db) => db.insert(mailOutbox);",
        'modules/x/x-repository.ts':
          'export const f = (db) => db.execute(sql`UPDATE "mail_outbox" m SET sent = true`);',
        'modules/y/y.ts': "const s = 'delete from public.photo_orders where id = 1';",
        'modules/z/z.ts': 'const s = `truncate table orders, "photo_orders"`;',
        'modules/w/w-repository.ts':
          "import { orders } from '../../db/schema';\nconst s = sql`\n  insert into ${orders} (id)\n  values (1)`;",
      }),
    ).toEqual({ mail_outbox: ['mail', 'x'], orders: ['w', 'z'], photo_orders: ['y', 'z'] });
  });

  it('counts no comment, no locking clause, no other call, no test and no seeding', () => {
    const found = tableWriters({
      ...schema,
      'modules/a/a-repository.ts': [
        "import { orders, mailOutbox } from '../../db/schema';",
        '// INSERT INTO orders happens in the checkout',
        '/* db.update(mailOutbox) was here; UPDATE mail_outbox SET x = 1 */',
        'const locked = sql`select 1 from ${orders} for update of orders skip locked`;',
        'const upsert = sql`insert into nothing_known on conflict do update set x = 1`;',
        "createHash('sha256').update(token);",
        'cache.delete(key);',
        'subject.update(tx, orders, { status });',
        "const message = 'the orders update failed';",
      ].join('\n'),
      'modules/a/a.test.ts': "import { orders } from '../../db/schema';\nawait db.delete(orders);",
      'modules/a/a-test-kit.ts': 'await db.execute(sql`delete from orders`);',
      'db/seed.ts': "import { orders } from './schema';\nawait db.insert(orders).values([]);",
    });
    expect(listed(found.modules)).toEqual({});
    expect(listed(found.seeding)).toEqual({ orders: ['db/seed.ts'] });
    // The raw INSERT into a table the schema lacks cannot be attributed: it is reported, not lost.
    expect(found.unresolved).toEqual(['modules/a/a-repository.ts:5 insert nothing_known']);
  });

  it('reports a write through a database whose table it cannot name, and code outside the modules', () => {
    const found = tableWriters({
      ...schema,
      'modules/a/a-repository.ts': 'export const f = (db, table) => db.update(table).set({});',
      'http/replay.ts': "import { orders } from '../db/schema';\nawait db.delete(orders);",
    });
    expect(found.unresolved).toEqual(['modules/a/a-repository.ts:1 .update(table)']);
    expect(listed(found.outside)).toEqual({ orders: ['http/replay.ts'] });
  });
});
