import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { capture, empty, reusedEmbedded } from './embedded-reuse';

const rows = async <T>(database: Database, query: string): Promise<T[]> =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Every public table's rows and every sequence's position: what a file would find. */
async function contents(database: Database): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const tables = await rows<{ name: string }>(
    database,
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  for (const { name } of tables)
    out[name] = (
      await rows<{ json: string | null }>(database, `select json_agg(t)::text as json from "${name}" t`)
    )[0]?.json;
  out.sequences = await rows(
    database,
    `select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return out;
}

describe('the embedded database a worker keeps for its test files', () => {
  it('is handed out again as the migrations left it: rows, sequences and session', async () => {
    const first = await reusedEmbedded(() => openDatabase({}));
    const pristine = await contents(first.database);
    await first.database.db.execute(
      sql`insert into contact_messages (name, email, message) values ('Олена', 'olena@example.com', 'Привіт')`,
    );
    await first.database.db.execute(sql`set statement_timeout = 1234`);
    expect(await contents(first.database)).not.toEqual(pristine);
    await first.database.close(); // what the app does: it stays open for the next file
    await first.release();

    const second = await reusedEmbedded(() => openDatabase({}));
    expect(second.database.db).toBe(first.database.db);
    expect(await contents(second.database)).toEqual(pristine);
    const timeout = (await second.database.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    expect(timeout.rows[0]?.statement_timeout).toBe('0');
    const inserted = (await second.database.db.execute(
      sql`insert into contact_messages (name, email, message) values ('Петро', 'petro@example.com', 'Добрий день') returning id`,
    )) as unknown as { rows: { id: number }[] };
    expect(inserted.rows[0]?.id).toBe(1);
    await second.release();
  });

  it('gives a second database of its own to a file whose first is still in use', async () => {
    const first = await reusedEmbedded(() => openDatabase({}));
    const second = await reusedEmbedded(() => openDatabase({}));
    try {
      expect(second.database.db).not.toBe(first.database.db);
      await first.database.db.execute(
        sql`insert into contact_messages (name, email, message) values ('Олена', 'olena@example.com', 'Привіт')`,
      );
      const seen = (await second.database.db.execute(
        sql`select count(*)::int as n from contact_messages`,
      )) as unknown as { rows: { n: number }[] };
      expect(seen.rows[0]?.n).toBe(0);
    } finally {
      await second.database.close();
      await second.release();
      await first.release();
    }
  });

  it('puts back rows the migrations wrote, with their sequence where it was', async () => {
    const database = await openDatabase({});
    try {
      const message = (name: string) =>
        database.db.execute(
          sql`insert into contact_messages (name, email, message) values (${name}, 'a@example.com', 'Текст')`,
        );
      await message('з міграції'); // as if a migration had written it
      const pristine = await contents(database);
      const kept = await capture(database);
      await message('з тесту');
      await database.db.execute(sql`delete from contact_messages where name = 'з міграції'`);
      await empty(database, kept);
      expect(await contents(database)).toEqual(pristine);
      await message('наступний');
      const ids = await rows<{ id: number }>(database, `select id from contact_messages order by id`);
      expect(ids.map((r) => r.id)).toEqual([1, 2]);
    } finally {
      await database.close();
    }
  });
});
