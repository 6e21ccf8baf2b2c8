import { startPollingWorker } from '../../background/polling-worker';
import type { App } from '../../types';
import { trackDueParcels, trackerPollMs, type ParcelTrackerDeps } from './parcel-tracker';

const BATCH = 100;

/**
 * Runs the parcel tracker every PARCEL_POLL_MS in this process (the API's, or the worker's),
 * or four times a leg of the offline carrier when that is shorter, pass after pass while a
 * batch comes back full. Several processes may run it: parcels are
 * leased, so each is asked about once.
 */
export function startParcelTracker(
  app: App,
  subjects: ParcelTrackerDeps['subjects'],
  after?: Promise<void>,
): void {
  const deps = { db: app.deps.db, carrier: app.deps.carrier, subjects, log: app.log };
  startPollingWorker(
    app,
    {
      name: 'parcel tracker',
      failedPassJob: 'parcel-tracker',
      pollMs: trackerPollMs(app.deps.config.parcelTracker.pollMs, app.deps.carrier.newsEveryMs),
      async pass(stopping) {
        for (;;) {
          const run = await trackDueParcels(deps, { batch: BATCH });
          if (run.failed > 0) app.metrics.jobFailed('parcel-tracking', run.failed);
          if (stopping() || run.checked + run.failed < BATCH) return;
        }
      },
    },
    after,
  );
}
