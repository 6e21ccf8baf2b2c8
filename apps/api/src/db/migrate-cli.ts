// `npm run migrate`: applies this build's migrations to DATABASE_URL (or the embedded database
// in DATA_DIR, where the API would open it) and exits. Run it before rolling out APIs started
// with MIGRATE_ON_START=false (docs/going-live.md, "Upgrades").
import { join } from 'node:path';
import { loadDatabaseConfig } from '../env';
import { openDatabase } from './client';
import { pendingMigrations } from './migration-state';

const { databaseUrl, dataDir } = loadDatabaseConfig();
const target = { url: databaseUrl, dataDir: join(dataDir, 'db') };
const before = await openDatabase({ ...target, migrate: false });
let missing: string[];
try {
  missing = await pendingMigrations(before.db);
} finally {
  await before.close();
}
// The same code the API runs at start, under the same lock: an API migrating at the same
// moment waits for this one, or this one for it.
const database = await openDatabase({ ...target, migrate: true });
try {
  const left = await pendingMigrations(database.db);
  if (left.length > 0) throw new Error(`migrations still missing after migrating: ${left.join(', ')}`);
  console.log(
    missing.length === 0
      ? `migrations (${database.driver}): the database is up to date`
      : `migrations (${database.driver}): applied ${missing.join(', ')}`,
  );
} finally {
  await database.close();
}
