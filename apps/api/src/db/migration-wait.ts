import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { pendingMigrations } from './migration-state';

/** How often an API that started before `npm run migrate` looks whether it has run. */
const POLL_MS = 5000;

export interface MigrationWait {
  /** the migrations the database lacked when the API started (empty: it had them all) */
  missingAtStart: readonly string[];
  /** settles once the database has every migration this build ships */
  ready: Promise<void>;
  stop(): void;
}

/**
 * For an API told not to migrate (MIGRATE_ON_START=false): a database without this build's
 * migrations is not served. The API still listens (liveness ok, /health/ready 503, so a rolling
 * upgrade waits on it) and starts its workers and seeding once the migrations are there.
 */
export async function waitForMigrations(db: Db, log: FastifyBaseLogger): Promise<MigrationWait> {
  const missing = await pendingMigrations(db);
  if (missing.length === 0) return { missingAtStart: [], ready: Promise.resolve(), stop: () => undefined };
  log.error(
    { missing },
    `DATABASE LACKS MIGRATIONS ${missing.join(', ')}: this API does not migrate (MIGRATE_ON_START=false) ` +
      'and is not ready (/health/ready 503) until they are applied; run `npm run migrate` against this database',
  );
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ready = new Promise<void>((resolve) => {
    const look = () => {
      if (stopped) return;
      pendingMigrations(db)
        // A database that does not answer now is asked again at the next look.
        .catch(() => missing)
        .then((left) => {
          if (stopped) return;
          if (left.length > 0) {
            timer = setTimeout(look, POLL_MS);
            timer.unref();
            return;
          }
          log.info('the database has its migrations now: starting the workers');
          resolve();
        }, resolve);
    };
    timer = setTimeout(look, POLL_MS);
    timer.unref();
  });
  return {
    missingAtStart: missing,
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
