/**
 * PostgreSQL's unique_violation (23505), optionally of one constraint. Drizzle wraps the
 * driver's error, so the code may sit a few causes down.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const found = e as { code?: unknown; constraint?: unknown };
    if (found.code === '23505')
      return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
