import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** What counting one more attempt answered. */
export type Reservation = { ok: true; count: number } | { ok: false; retryAfterSeconds: number };

/**
 * A count of attempts per key in a fixed window, shared through Redis when the API has it
 * (every process sees one count) and in this process otherwise. Unlike @fastify/rate-limit's
 * hooks it can take an attempt back, which is what lets a sign-in count only its failures.
 */
export interface FailureCounter {
  readonly max: number;
  /** Counts one attempt; refused once `max` attempts are already counted in the window. */
  reserve(key: string): Promise<Reservation>;
  /** Takes one counted attempt back (it turned out not to be a failure). */
  release(key: string): Promise<void>;
  /** Forgets every attempt of the key. */
  clear(key: string): Promise<void>;
}

export interface FailureCounterOptions {
  /** keeps the keys of one counter apart from every other's in Redis */
  name: string;
  max: number;
  windowSeconds: number;
}

export function createFailureCounter(
  redis: Redis | undefined,
  options: FailureCounterOptions,
): FailureCounter {
  const { max, windowSeconds } = options;
  const inProcess = new RateLimiterMemory({ points: max, duration: windowSeconds });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `kartyna:${options.name}`,
        points: max,
        duration: windowSeconds,
        // A Redis outage must neither lock everyone out nor open the gate: each process counts
        // on its own until Redis is back (at once, not after the client's reconnect attempts).
        rejectIfRedisNotReady: true,
        insuranceLimiter: inProcess,
      })
    : inProcess;
  return {
    max,
    async reserve(key) {
      try {
        const res = await limiter.consume(key);
        return { ok: true, count: res.consumedPoints };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    },
    async release(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
