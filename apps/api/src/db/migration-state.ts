import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

/**
 * The newest migration this build ships, as drizzle records it (the journal's `when`). Drizzle
 * applies every migration newer than the newest one in the database, so the database is up to
 * date when its newest record is at least this.
 */
export function shippedMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The newest migration applied to the database (0 when none); also proves the database answers. */
export async function appliedMigrationMillis(db: Db): Promise<number> {
  const [row] = await db
    .select({ at: sql<string | null>`max(created_at)::text` })
    .from(sql`drizzle.__drizzle_migrations`);
  return Number(row?.at ?? 0);
}
