import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return parsed.entries;
}

/**
 * The newest migration this build ships, as drizzle records it (the journal's `when`). Drizzle
 * applies every migration newer than the newest one in the database, so the database is up to
 * date when its newest record is at least this.
 */
export function shippedMigrationMillis(): number {
  return Math.max(0, ...journal().map((e) => e.when));
}

/**
 * The newest migration applied to the database (0 when none, also when drizzle's table is not
 * there yet: a database nobody migrated); also proves the database answers.
 */
export async function appliedMigrationMillis(db: Db): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`.
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return 0;
  const [row] = await db
    .select({ at: sql<string | null>`max(created_at)::text` })
    .from(sql`drizzle.__drizzle_migrations`);
  return Number(row?.at ?? 0);
}

/** The shipped migrations the database lacks, by name (e.g. `0022_order_history`), oldest first. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await appliedMigrationMillis(db);
  return journal()
    .filter((e) => e.when > applied)
    .map((e) => e.tag);
}
