import { z } from 'zod';

/**
 * An update body (PUT/PATCH) whose fields are all optional must still name one of them: `{}` or
 * only unknown keys changes nothing, and the database layer would refuse an empty SET (a 500),
 * so it is answered 400 `invalid_data` (issue #18). Checked on the input, not the parsed output,
 * because a field sent empty ("") on purpose clears a value and counts as named.
 */
export function nonEmptyUpdate<T extends z.ZodObject>(schema: T) {
  const keys = Object.keys(schema.shape);
  return z.preprocess((value, ctx) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const named = keys.some((k) => (value as Record<string, unknown>)[k] !== undefined);
      if (!named) ctx.addIssue({ code: 'custom', message: 'invalid_data', input: value });
    }
    return value;
  }, schema);
}
