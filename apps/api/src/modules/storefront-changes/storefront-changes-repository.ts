import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/** The catalogue trigger as the database has it installed: its function's source and its tables. */
export interface InstalledTrigger {
  source: string;
  tables: string[];
}

/** Reads `fn` and the tables of the public schema whose triggers execute it. */
export async function readInstalledTrigger(db: DbOrTx, fn: string): Promise<InstalledTrigger> {
  const source = rowsOf<{ source: string }>(
    await db.execute(sql`select prosrc as source from pg_proc where proname = ${fn}`),
  );
  const tables = rowsOf<{ table: string }>(
    await db.execute(sql`
      select distinct event_object_table as "table" from information_schema.triggers
      where trigger_schema = 'public' and action_statement ilike ${`%${fn}()%`}
      order by 1`),
  );
  return { source: source.map((row) => row.source).join('\n'), tables: tables.map((row) => row.table) };
}

/** The tables of the public schema. */
export async function readTableNames(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ table: string }>(
    await db.execute(sql`
      select table_name as "table" from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  return rows.map((row) => row.table);
}
