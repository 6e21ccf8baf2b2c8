// The expand/contract rule of scripts/lib/migration-guard.mjs on the shipped migrations, and shown
// to fail on a deliberate DROP in a migration of a temporary copy of the folder.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import {
  contractStep,
  destructiveStatements,
  GRANDFATHERED,
  migrationProblems,
} from './lib/migration-guard.mjs';

const migrations = join(root, 'apps/api/src/db/migrations');
const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The shipped migrations plus one more, in a folder of their own. */
function withMigration(name, sql) {
  const dir = mkdtempSync(join(tmpdir(), 'kartyna-migrations-'));
  temps.push(dir);
  cpSync(migrations, dir, { recursive: true });
  writeFileSync(join(dir, name), sql);
  return dir;
}

describe('migrations keep the previous version working (expand/contract)', () => {
  it('the shipped migrations pass', () => {
    expect(migrationProblems(migrations)).toEqual([]);
  });

  it("the journal's times rise with its order: the migrator skips one older than the last applied", () => {
    const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8'));
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('a contract step waiting for a later release says why on its first line', () => {
    const waiting = join(root, 'apps/api/src/db/contract-steps');
    const files = readdirSync(waiting).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const sql = readFileSync(join(waiting, file), 'utf8');
      expect(contractStep(sql), file).toMatch(/\S/);
      expect(destructiveStatements(sql).length, file).toBeGreaterThan(0);
    }
  });

  it('grandfathers 0000–0021 by name, and nothing newer', () => {
    expect(GRANDFATHERED).toHaveLength(22);
    expect(GRANDFATHERED.map((f) => f.slice(0, 4))).toEqual(
      Array.from({ length: 22 }, (_, i) => String(i).padStart(4, '0')),
    );
    const shipped = readdirSync(migrations).filter((f) => f.endsWith('.sql'));
    for (const file of GRANDFATHERED) expect(shipped).toContain(file);
  });

  it('a new migration that drops a column fails, naming the file and the statement', () => {
    const dir = withMigration(
      '0099_drop_note.sql',
      'ALTER TABLE "orders" ADD COLUMN "memo" text;--> statement-breakpoint\nALTER TABLE "orders" DROP COLUMN "note";\n',
    );
    const problems = migrationProblems(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^0099_drop_note\.sql drops a column, .*alter table "orders" drop column "note"/,
    );
    expect(problems[0]).toContain('-- contract-step: <reason>');
  });

  it('the same DROP passes as a contract step that says why, not as one that does not', () => {
    const drop = 'ALTER TABLE "orders" DROP COLUMN "note";\n';
    expect(
      migrationProblems(withMigration('0099_drop_note.sql', `-- contract-step: unread since 0.4\n${drop}`)),
    ).toEqual([]);
    expect(migrationProblems(withMigration('0099_drop_note.sql', `-- contract-step:\n${drop}`))).toHaveLength(
      2,
    );
    // The marker counts on the first line only: a comment further down is no contract.
    expect(
      migrationProblems(withMigration('0099_drop_note.sql', `-- notes\n-- contract-step: later\n${drop}`)),
    ).toHaveLength(1);
  });

  it.each([
    ['DROP TABLE "photo_order_status_history";', 'drops a table'],
    ['DROP TABLE IF EXISTS public.photo_order_status_history CASCADE;', 'drops a table'],
    ['DROP VIEW "order_totals";', 'drops a table, view'],
    ['ALTER TABLE "orders" DROP "note";', 'drops a column'],
    ['ALTER TABLE "orders" DROP COLUMN IF EXISTS "note" CASCADE;', 'drops a column'],
    ['ALTER TABLE "orders" ADD COLUMN "a" text, DROP COLUMN "b";', 'drops a column'],
    ['ALTER TABLE "orders" RENAME COLUMN "note" TO "memo";', 'renames'],
    ['ALTER TABLE "orders" RENAME TO "shop_orders";', 'renames'],
    ["ALTER TYPE \"status\" RENAME VALUE 'new' TO 'fresh';", 'renames'],
    ['ALTER TABLE "orders" ALTER COLUMN "note" SET NOT NULL;', 'makes a column NOT NULL'],
    ['ALTER TABLE "orders" ADD COLUMN "memo" text NOT NULL;', 'adds a NOT NULL column without a DEFAULT'],
    ['alter table orders add memo text not null references notes(id);', 'adds a NOT NULL column'],
    ['ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;', 'changes a column type'],
    [
      'ALTER TABLE "orders" ALTER COLUMN "total" TYPE numeric(12, 2) USING total::numeric;',
      'changes a column type',
    ],
  ])('flags %s', (sql, reason) => {
    const found = destructiveStatements(sql);
    expect(found).toHaveLength(1);
    expect(found[0].reason).toContain(reason);
  });

  it.each([
    // The lead's 0022 kind: copy rows into the merged history, relax a NOT NULL.
    'INSERT INTO "order_status_history" ("photo_order_id", "status", "actor", "created_at") SELECT "photo_order_id", "status", "actor", "created_at" FROM "photo_order_status_history";',
    'ALTER TABLE "order_status_history" ALTER COLUMN "order_id" DROP NOT NULL;',
    'ALTER TABLE "order_status_history" ADD COLUMN "photo_order_id" integer;',
    'ALTER TABLE "photo_orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;',
    'ALTER TABLE "orders" ALTER COLUMN "note" DROP DEFAULT;',
    'ALTER TABLE "orders" DROP CONSTRAINT "orders_note_check";',
    'ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("total" IS NOT NULL) NOT VALID;',
    'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);',
    'DROP INDEX IF EXISTS "orders_note_idx";',
    'DROP TRIGGER IF EXISTS "bump" ON "products";',
    "-- DROP TABLE orders; in a comment\nSELECT 'DROP TABLE orders' AS said;",
    'UPDATE "orders" SET "note" = \'renamed: rename\' WHERE "note" IS NULL;',
  ])('lets pass %s', (sql) => {
    expect(destructiveStatements(sql)).toEqual([]);
  });
});
