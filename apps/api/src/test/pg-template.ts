import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/client';

/*
 * A migrated database on TEST_DATABASE_URL's server that every test file's database is copied
 * from (CREATE DATABASE … TEMPLATE): a copy takes a fifth of a second, migrating afresh over a
 * second, and the suite makes one for each of its ~180 files. Named by the migrations' hash, so
 * a changed migration makes a new one and an unchanged one is reused by the next run.
 */

const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The shipped migrations' fingerprint: a test database template is made once per set of them. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(migrationsDir)).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(await readFile(join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export const templateName = async (): Promise<string> => `kartyna_template_${await migrationsHash()}`;

const urlOf = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Waits until nobody is connected to `name` (pool.end() resolves before its backends are gone). */
export async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (r.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Makes the template when the server lacks it: migrated under a name of its own, then renamed,
 * so a run that dies half-way never leaves a half-migrated template to be copied.
 */
export async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = await templateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `kartyna_building_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ url: urlOf(serverUrl, building) });
    await database.close();
    await untilUnused(admin, building);
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run made it meanwhile: theirs is as good as ours.
      await admin.query(`drop database if exists ${building} with (force)`);
      const again = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!again.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
