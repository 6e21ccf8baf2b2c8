import { buildApp } from './app';
import { loadConfig } from './env';

/**
 * Past this on SIGTERM the job in hand is given up and the process ends. A mail is sent in far
 * less; a photo template cut short stays claimed until its lease ends, then another process
 * (or this one restarted) makes it again. The systemd unit waits longer than this before killing.
 */
const STOP_TIMEOUT_MS = 25_000;

/**
 * The background work on its own (`npm run worker`, kartyna-worker.service): the mail queue, the
 * photo template jobs and the parcel tracker, against the API's database and storage, while the API runs with
 * WORKERS=off. Its lines are JSON, like the API's. Claims are leased rows, so several workers,
 * or a worker beside APIs still running their own, never do one job twice.
 */
const config = loadConfig();
const app = await buildApp({ config, role: 'worker' });
await app.ready();
const runs = {
  mail: config.mailWorker.enabled,
  templates: config.templateWorker.enabled,
  parcels: config.parcelTracker.enabled,
};
if (!runs.mail && !runs.templates && !runs.parcels)
  app.log.warn(runs, 'MAIL_WORKER, TEMPLATE_WORKER and PARCEL_TRACKER are all off');
app.log.info(runs, 'worker started');
// The job timers do not hold a process open on their own (inside the API the server does): this does.
const alive = setInterval(() => undefined, 1 << 30);

/**
 * SIGTERM (systemd stopping the unit, a deploy) lets the mail being sent and the template being
 * made finish; the rest of a claimed batch goes back to the queue. Only then does it exit, 0.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'worker stopping');
    const forced = setTimeout(() => {
      app.log.error({ timeoutMs: STOP_TIMEOUT_MS }, 'worker stop timed out; exiting');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    forced.unref();
    app.close().then(
      () => {
        clearInterval(alive);
        app.log.info('worker stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'worker close failed');
        process.exit(1);
      },
    );
  });
}
