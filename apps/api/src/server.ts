import { buildApp } from './app';
import { loadConfig } from './env';
import { seedDatabase } from './db/seed';
import { drawMissingDemoPictures } from './modules/pictures/demo-pictures';
import { ensureFirstAdmin } from './modules/staff/first-admin';

/** A request still running after this long on SIGTERM is given up: the process must end. */
const DRAIN_TIMEOUT_MS = 25_000;

const config = loadConfig();
const app = await buildApp({ config });
// Several instances may start at once on one database: they seed (and create the first
// admin) one after another under the migration lock, so nothing is inserted twice.
const seed = async () => {
  await app.deps.database.exclusive(async () => {
    if (config.seedDemo) await seedDatabase(app);
    await ensureFirstAdmin(app.deps, app.log);
  });
  if (config.seedDemo && config.drawDemoPictures) {
    void drawMissingDemoPictures(app.deps, { lanes: config.pictureWorkers }).catch((err: unknown) =>
      app.log.warn({ err }, 'demo pictures not drawn'),
    );
  }
};
if (app.migrations.missingAtStart.length === 0) {
  await seed();
  await app.listen({ port: config.port, host: config.host });
} else {
  // Told not to migrate, before `npm run migrate` ran: listen so the orchestrator sees a live,
  // unready process, and seed once the migrations are there.
  await app.listen({ port: config.port, host: config.host });
  void app.migrations.ready.then(seed).catch((err: unknown) => app.log.error({ err }, 'seeding failed'));
}

/**
 * SIGTERM (a deploy, `npm start` stopping, an orchestrator) drains: the listener closes, every
 * request on an open connection is answered 503 with `Connection: close`, running requests
 * finish (their connections close behind their answers), idle connections get a moment to send
 * a last request before they are closed; then the mail worker finishes its current mail and
 * the database closes. Only then does the process exit.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'draining');
    const forced = setTimeout(() => {
      app.log.error({ timeoutMs: DRAIN_TIMEOUT_MS }, 'drain timed out; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    forced.unref();
    app.drain
      .begin()
      .then(() => app.close())
      .then(
        () => {
          app.log.info('drained');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'close failed');
          process.exit(1);
        },
      );
  });
}
