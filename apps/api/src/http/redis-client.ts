import { Redis, type RedisOptions } from 'ioredis';

interface Log {
  warn(msg: string): void;
}

/**
 * A Redis connection whose outage is told once and whose return is told too. ioredis emits
 * 'error' on every reconnect attempt; with no listener it prints "Unhandled error event" dozens
 * of times a second while Redis is away (seen in the failover rehearsal), and with a silent one
 * an operator never learns that shared limits and pages fell back to this process alone.
 */
export function createRedis(url: string, log: Log, purpose: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, options);
  let lostAt: number | undefined;
  redis.on('error', (err: Error) => {
    if (lostAt !== undefined) return;
    lostAt = Date.now();
    log.warn(
      `[redis] ${purpose}: connection lost (${err.message}); this process goes on alone until it is back`,
    );
  });
  redis.on('ready', () => {
    if (lostAt === undefined) return;
    log.warn(`[redis] ${purpose}: back after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
    lostAt = undefined;
  });
  return redis;
}
