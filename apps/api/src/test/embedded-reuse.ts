import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/*
 * Opening an embedded database takes seconds (the migrated template's 40 MB are unpacked and
 * PostgreSQL starts inside WebAssembly), and the API suite opens one for nearly every file. A
 * worker runs its files one after another, so it keeps one open and hands it out again emptied:
 * every table truncated, the rows the migrations wrote put back, the sequences where they were,
 * the session's settings, locks and listeners discarded: a tenth of a second instead of seconds.
 * A file wanting a second database while the first is in use gets one of its own, as before.
 */

interface Pristine {
  tables: string[];
  rows: { table: string; columns: string[]; json: string }[];
  sequences: { name: string; value: string }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What the migrations left in the database: the state every file starts from. */
export async function capture(database: Database): Promise<Pristine> {
  const tables = (
    await rowsOf<{ name: string }>(
      database,
      sql.raw(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
    )
  ).map((t) => t.name);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const [{ json } = { json: null }] = await rowsOf<{ json: string | null }>(
      database,
      sql.raw(`select json_agg(t)::text as json from public.${quote(table)} t`),
    );
    if (!json) continue;
    // Generated columns are written by PostgreSQL, never by an insert.
    const columns = (
      await rowsOf<{ name: string }>(
        database,
        sql.raw(
          `select column_name as name from information_schema.columns where table_schema = 'public'
           and table_name = '${table.replaceAll("'", "''")}' and is_generated = 'NEVER' order by ordinal_position`,
        ),
      )
    ).map((c) => c.name);
    rows.push({ table, columns, json });
  }
  const sequences = (
    await rowsOf<{ name: string; value: string | null }>(
      database,
      sql.raw(
        `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
         from pg_sequences where schemaname = 'public'`,
      ),
    )
  ).filter((s): s is { name: string; value: string } => s.value !== null);
  return { tables, rows, sequences };
}

/** Back to `pristine`: what a new file finds. */
export async function empty(database: Database, pristine: Pristine): Promise<void> {
  await database.db.execute(sql.raw('discard all'));
  if (pristine.tables.length)
    await database.db.execute(
      sql.raw(
        `truncate ${pristine.tables.map((t) => `public.${quote(t)}`).join(', ')} restart identity cascade`,
      ),
    );
  for (const { table, columns, json } of pristine.rows) {
    const list = columns.map(quote).join(', ');
    await database.db.execute(
      sql`${sql.raw(`insert into public.${quote(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::public.${quote(table)}, `)}${json}::json)`,
    );
  }
  for (const { name, value } of pristine.sequences)
    await database.db.execute(sql`select setval(${name}::regclass, ${value}::bigint, true)`);
}

let kept: { database: Database; pristine: Pristine; inUse: boolean } | undefined;

/**
 * An embedded database in its migrated state: the worker's kept one, emptied, when it is free;
 * else a new one from `open`, kept for the next file if none is. `release` gives it back.
 */
export async function reusedEmbedded(
  open: () => Promise<Database>,
): Promise<{ database: Database; release(): Promise<void> }> {
  // The app closes a database of its own itself.
  const own = async () => ({ database: await open(), release: async () => undefined });
  if (kept?.inUse) return own();
  if (kept) {
    try {
      await empty(kept.database, kept.pristine);
    } catch {
      // Closed or broken by the file before: a new one takes its place.
      await kept.database.close().catch(() => undefined);
      kept = undefined;
    }
  }
  if (!kept) {
    const database = await open();
    kept = { database, pristine: await capture(database), inUse: false };
  }
  const entry = kept;
  entry.inUse = true;
  // The app closes "its" database when it is done: here that only hands it back.
  const database: Database = { ...entry.database, close: async () => undefined };
  return {
    database,
    release: async () => {
      entry.inUse = false;
    },
  };
}
