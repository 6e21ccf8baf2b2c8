import { statusUndoSeconds } from '@kartyna/domain';
import { z } from 'zod';
import type { AppConfig } from './app-config';

/*
 * The settings of the API's background work (mail queue, print templates, parcel tracker), part
 * of env.ts's schema: kept apart so env.ts stays one readable page. Read and checked only there.
 */

/** 'true'/'1' or 'false'/'0', on unless set off (spelled out: docs/settings.md's check reads the default) */
const onOff = z.enum(['true', 'false', '1', '0']);
const isOn = (v: string) => v === 'true' || v === '1';

export const backgroundEnvShape = {
  /** `off`: the API runs no background work; a worker process (`npm run worker`) does it */
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  /** run the mail queue worker in this process (several API processes may all run it) */
  MAIL_WORKER: onOff.default('true').transform(isOn),
  /** how often the mail worker looks for due mail, ms */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** make photo orders' print templates in this process (several API processes may all do it) */
  TEMPLATE_WORKER: onOff.default('true').transform(isOn),
  /** how often the template worker looks for queued templates, ms */
  TEMPLATE_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * how long a mail or template claimed by a process that died waits for another, ms (renewed
   * every third of it while the claimer lives, so the work itself may take longer)
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** follow parcels at the carrier in this process (several processes may all do it) */
  PARCEL_TRACKER: onOff.default('true').transform(isOn),
  /**
   * how often at most the parcel tracker looks for parcels due a check, ms (four times a leg of
   * the offline carrier when that is more often; each parcel is checked hourly while it moves)
   */
  PARCEL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(600_000),
  /** ask again for refunds and fiscal receipts an outage held back, in this process (issue #44) */
  MONEY_BACK_WORKER: onOff.default('true').transform(isOn),
  /** how often the money-back worker looks for refunds and receipts due, ms */
  MONEY_BACK_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * how long staff may take a status change back, its customer's mail held meanwhile, s (at most
   * the minute the back office promises; the journeys shorten it)
   */
  STATUS_UNDO_SECONDS: z.coerce.number().int().min(5).max(statusUndoSeconds).default(statusUndoSeconds),
  /** without a Nova Poshta key: how long each leg of an offline parcel's way takes, ms */
  OFFLINE_PARCEL_STEP_MS: z.coerce.number().int().min(1000).max(604_800_000).default(3_600_000),
};

type BackgroundEnv = z.infer<z.ZodObject<typeof backgroundEnvShape>>;

export const backgroundConfigOf = (
  e: BackgroundEnv,
): Pick<
  AppConfig,
  | 'workers'
  | 'mailWorker'
  | 'templateWorker'
  | 'parcelTracker'
  | 'moneyBack'
  | 'offlineParcelStepMs'
  | 'statusUndoSeconds'
> => ({
  workers: e.WORKERS,
  mailWorker: { enabled: e.MAIL_WORKER, pollMs: e.MAIL_POLL_MS, leaseMs: e.JOB_LEASE_MS },
  templateWorker: { enabled: e.TEMPLATE_WORKER, pollMs: e.TEMPLATE_POLL_MS, leaseMs: e.JOB_LEASE_MS },
  parcelTracker: { enabled: e.PARCEL_TRACKER, pollMs: e.PARCEL_POLL_MS },
  moneyBack: { enabled: e.MONEY_BACK_WORKER, pollMs: e.MONEY_BACK_POLL_MS },
  offlineParcelStepMs: e.OFFLINE_PARCEL_STEP_MS,
  statusUndoSeconds: e.STATUS_UNDO_SECONDS,
});
