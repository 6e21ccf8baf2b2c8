import type { FastifyBaseLogger } from 'fastify';
import { kyivDay, kyivParts } from '@kartyna/domain';
import type { Db } from '../../db/client';
import type { FiscalRegister } from '../../integrations/fiscal/fiscal-register';
import { FiscalRegisterError } from '../../integrations/fiscal/fiscal-register';
import { claimJob, enqueueJobs, finishJob } from '../background-jobs/background-jobs';

/**
 * The cashier's shift (issue #44): the register opens it with the day's first receipt; the shop
 * closes it once a day at FISCAL_SHIFT_CLOSE_AT (Kyiv time) with its Z-report, as the law asks
 * of a shift that may last at most 24 hours. One close per Kyiv day, whichever process comes
 * first: the day is a job key, claimed like any other job.
 */

const JOB_KIND = 'fiscal-shift-close';

/** The Kyiv calendar day and minute of the day at an instant. */
export function kyivClock(at: Date): { day: string; minute: number } {
  const { hour, minute } = kyivParts(at);
  return { day: kyivDay(at), minute: hour * 60 + minute };
}

export interface ShiftCloseDeps {
  db: Db;
  fiscal: FiscalRegister | null;
  closeAt: { hour: number; minute: number } | null;
  log: FastifyBaseLogger;
}

/**
 * Closes the day's shift once its hour has come. An outage leaves the day's job to be claimed
 * again after a minute; a day with no shift open closes nothing and is done.
 */
export async function closeShiftIfDue(
  deps: ShiftCloseDeps,
  now = new Date(),
): Promise<'closed' | 'none' | null> {
  if (!deps.fiscal || !deps.closeAt) return null;
  const clock = kyivClock(now);
  if (clock.minute < deps.closeAt.hour * 60 + deps.closeAt.minute) return null;
  // Due from the moment the day's close was found due, whichever clock the caller keeps.
  await enqueueJobs(deps.db, JOB_KIND, [clock.day], { dueAt: now });
  const claim = await claimJob(deps.db, JOB_KIND, {
    owner: `shift-close:${process.pid}`,
    now,
    leaseUntil: new Date(now.getTime() + 60_000),
    maxAttempts: 60,
  });
  if (!claim) return null;
  try {
    const shift = await deps.fiscal.closeShift();
    await finishJob(deps.db, claim, { ok: true });
    deps.log.info(
      { day: claim.key, shift: shift?.id ?? null },
      shift ? 'fiscal shift closed (Z-report)' : 'no fiscal shift open to close',
    );
    return shift ? 'closed' : 'none';
  } catch (error) {
    if (!(error instanceof FiscalRegisterError)) throw error;
    deps.log.warn({ err: error, day: claim.key }, 'fiscal shift not closed: register unavailable');
    await finishJob(deps.db, claim, {
      ok: false,
      error: error.message,
      retryAt: new Date(now.getTime() + 60_000),
    });
    return null;
  }
}
