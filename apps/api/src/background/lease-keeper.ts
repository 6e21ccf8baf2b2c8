import type { FastifyBaseLogger } from 'fastify';

export interface HeldLease {
  /** real-time ms before other processes may take the claim over (renewals that fail shrink it) */
  left(): number;
  /** no more renewals; resolves once the one under way, if any, has ended */
  stop(): Promise<void>;
}

/**
 * Keeps a claim's lease alive while its work runs, renewing it every third of the lease. So the
 * lease can be short, and what a process held when it died (SIGKILL, OOM, a lost machine) goes
 * to another process, or to this one restarted, within one lease, however long the work takes.
 * `renew` pushes the claim's lease to one lease from now; one renewal at a time.
 */
export function keepLease(
  leaseMs: number,
  renew: () => Promise<unknown>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): HeldLease {
  let heldUntil = Date.now() + leaseMs;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(
    () => {
      const started = Date.now();
      pending = pending.then(renew).then(
        () => {
          heldUntil = started + leaseMs;
        },
        (err: unknown) => log?.warn({ err }, 'lease renewal failed'),
      );
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  // A renewal never keeps a process alive that is otherwise done.
  timer.unref();
  return {
    left: () => heldUntil - Date.now(),
    async stop() {
      clearInterval(timer);
      await pending;
    },
  };
}
