import type { App } from '../../types';
import { trackDueParcels } from './parcel-tracker';

/**
 * Runs the parcel tracker every PARCEL_POLL_MS in this process (the API's, or the worker's),
 * pass after pass while a batch comes back full. Several processes may run it: parcels are
 * leased, so each is asked about once. Closing the app waits for the pass in hand.
 */
export function startParcelTracker(app: App, after: Promise<void> = Promise.resolve()): void {
  const { db, carrier, config } = app.deps;
  const deps = { db, carrier, log: app.log };
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const batch = 100;

  const pass = async () => {
    for (;;) {
      const run = await trackDueParcels(deps, { batch });
      if (run.failed > 0) app.metrics.jobFailed('parcel-tracking', run.failed);
      if (closing || run.checked + run.failed < batch) return;
    }
  };
  const tick = () => {
    if (running || closing) return;
    running = pass()
      .catch((err: unknown) => {
        app.metrics.jobFailed('parcel-tracker');
        app.log.error({ err }, 'parcel tracker pass failed');
      })
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    // A database still lacking its migrations is left alone until it has them.
    void after.then(() => {
      if (closing) return;
      timer = setInterval(tick, config.parcelTracker.pollMs);
      timer.unref();
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
