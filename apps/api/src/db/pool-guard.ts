import type pg from 'pg';

const isBegin = (statement: unknown): boolean => {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/**
 * drizzle-orm's node-postgres `transaction()` checks a client out of the pool and runs BEGIN
 * before the try/finally that releases it (drizzle-orm#6241, still so in 0.45.4). A BEGIN that
 * fails — the connection died in the pool or just after checkout — leaves its client checked out
 * for the life of the process; after ten, every request waits for a connection that never comes
 * (seen in connection-loss.test.ts: the pool at 10 of 10 checked out, all dead, the API answering
 * 503 for good after the database was back).
 *
 * So the first statement of every checkout is watched: a BEGIN that fails releases its client
 * with the error, and the pool discards it. Should drizzle release it too one day, that second
 * release finds nothing to do.
 */
export function releaseClientOnFailedBegin(pool: pg.Pool): void {
  pool.on('acquire', (client) => {
    const own = client as unknown as Record<'query', unknown>;
    // Back to the prototype's method first: a checkout that made no query left a watcher behind.
    delete own.query;
    const query = client.query as (...args: unknown[]) => unknown;
    own.query = (...args: unknown[]) => {
      delete own.query;
      const result = query.apply(client, args);
      if (isBegin(args[0]) && result instanceof Promise) {
        result.catch((err: Error) => {
          const release = client.release;
          client.release = () => undefined;
          release.call(client, err);
        });
      }
      return result;
    };
  });
}
