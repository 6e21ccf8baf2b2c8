/** Seconds a client is told to wait when the database is away (a restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket failures on the way to the database server. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away, not taking connections or not taking writes:
 * admin_shutdown (57P01), crash_shutdown (57P02), cannot_connect_now (57P03, starting up, shutting
 * down or in recovery), too_many_connections (53300), read_only_sql_transaction (25006: a standby
 * reached before the balancer noticed the failover, or a primary being demoted or promoted), and
 * the whole connection-exception class 08. Each passes in seconds; the client may retry.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** node-postgres and pg-pool say these in words only, without a code. */
const unavailableTexts = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'is not queryable',
  'connection timeout',
];

/**
 * Whether an error means "the database is unreachable right now" (a restart, a failover, a
 * network blip) rather than a fault of the request or of our code. Drizzle wraps the driver's
 * error as `cause`; a connection to several addresses fails as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (socketCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && unavailableTexts.some((t) => message.includes(t))) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}
