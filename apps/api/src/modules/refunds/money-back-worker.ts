import { startPollingWorker } from '../../background/polling-worker';
import type { App } from '../../types';
import { closeShiftIfDue } from '../fiscal-receipts/fiscal-shift';
import { sendDueReceipts } from '../fiscal-receipts/fiscal-receipts-service';
import { askDueRefunds } from './refunds-service';

/**
 * The money-back loop (issue #44), in the API or the worker process: refunds the provider could
 * not take yet, fiscal receipts the register has not made or confirmed yet, and the daily close
 * of the cashier's shift. Rows are leased, so several processes never ask twice.
 */
export function startMoneyBackWorker(app: App, after?: Promise<void>): void {
  const { db, payments, fiscal, config, orderWrites } = app.deps;
  startPollingWorker(
    app,
    {
      name: 'money-back worker',
      failedPassJob: 'money-back-worker',
      pollMs: config.moneyBack.pollMs,
      async pass() {
        await askDueRefunds({ db, payments, fiscal, orderWrites }, app.log, () =>
          app.metrics.jobFailed('refund'),
        );
        await sendDueReceipts({ db, fiscal }, app.log, () => app.metrics.jobFailed('fiscal-receipt'));
        await closeShiftIfDue({ db, fiscal, closeAt: config.fiscal?.shiftCloseAt ?? null, log: app.log });
      },
    },
    after,
  );
}
