import type { App } from '../types';

export interface PollingWorker {
  /** the job_failures_total label of a whole pass that failed */
  failedPassJob: Exclude<Parameters<App['metrics']['outage']>[0], 'catalog-listener'>;
  /** what the log says of a failed pass */
  name: string;
  pollMs: number;
  /** one pass; `stopping` turns true once the app closes, so a long pass can end early */
  pass(stopping: () => boolean): Promise<void>;
}

/**
 * A background loop of this process (mail, print templates, parcels): one pass every `pollMs`,
 * never two at once, started once the app is ready and `after` settles (a database still
 * lacking its migrations is left alone until it has them). Closing the app waits for the pass
 * in hand. The timer never keeps a process alive that is otherwise done.
 */
export function startPollingWorker(
  app: App,
  worker: PollingWorker,
  after: Promise<void> = Promise.resolve(),
): void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const stopping = () => closing;

  /** since when passes fail (the database away, most often); undefined while they succeed */
  let failingSince: number | undefined;
  let failedPasses = 0;

  const tick = () => {
    if (running || closing) return;
    running = worker
      .pass(stopping)
      .then(() => {
        if (failingSince === undefined) return;
        // An operator reading the log after an outage must see that the work goes on again.
        const seconds = ((Date.now() - failingSince) / 1000).toFixed(1);
        app.log.warn(`${worker.name} back after ${failedPasses} failed passes (${seconds} s)`);
        failingSince = undefined;
        failedPasses = 0;
      })
      .catch((err: unknown) => {
        app.metrics.jobFailed(worker.failedPassJob);
        if (failingSince === undefined) {
          failingSince = Date.now();
          app.metrics.outage(worker.failedPassJob);
        }
        failedPasses += 1;
        // One error per outage, then a reminder now and then: a database away for a minute
        // must not write a stack trace every few seconds.
        if (failedPasses === 1) app.log.error({ err }, `${worker.name} pass failed`);
        else if (failedPasses % 12 === 0)
          app.log.warn({ err }, `${worker.name} still failing (${failedPasses} passes in a row)`);
      })
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    void after.then(() => {
      if (closing) return;
      timer = setInterval(tick, worker.pollMs);
      timer.unref();
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
