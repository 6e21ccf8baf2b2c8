import type { AppConfig } from './env';
import { startMailWorker } from './modules/mail/mail-worker';
import { startParcelTracker } from './modules/parcel-tracking/parcel-worker';
import { startTemplateWorker } from './modules/photo-templates/template-worker';
import { startMoneyBackWorker } from './modules/refunds/money-back-worker';
import { orderSubjects } from './modules/staff-orders/every-order-kind';
import type { App } from './types';

/**
 * The background work this process runs: all of it in the worker process (worker.ts), and in the
 * API too unless WORKERS=off hands it to a worker. Each waits for the migrations (`ready`) and can
 * be switched off on its own; several processes may run it, as each job is leased.
 */
export function startBackgroundWork(
  app: App,
  config: AppConfig,
  role: 'api' | 'worker',
  ready: Promise<void>,
): void {
  if (role === 'api' && config.workers !== 'inline') return;
  if (config.mailWorker.enabled) startMailWorker(app, ready);
  if (config.templateWorker.enabled) startTemplateWorker(app, ready);
  if (config.parcelTracker.enabled) startParcelTracker(app, orderSubjects, ready);
  if (config.moneyBack.enabled) startMoneyBackWorker(app, ready);
}
