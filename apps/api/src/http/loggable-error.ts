/**
 * drizzle's failed-query error, and the driver's error under it, carry every parameter of the
 * query (password hashes, addresses): log the query text and what PostgreSQL said, no values.
 */
const dbFields = ['message', 'code', 'constraint', 'table', 'column', 'routine', 'stack'] as const;
export function loggable(error: unknown): object {
  if (!(error instanceof Error && 'query' in error && 'params' in error)) return { err: error };
  const cause = (error.cause ?? {}) as Record<string, unknown>;
  const dbError = Object.fromEntries(
    dbFields.filter((k) => cause[k] !== undefined).map((k) => [k, cause[k]]),
  );
  return { query: error.query, dbError };
}
