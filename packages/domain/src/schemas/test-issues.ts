import type { z } from 'zod';

/** Test helper: a schema's failure messages grouped by field path. */
export const issuesByPath = (schema: z.ZodType, input: unknown): Record<string, string[]> => {
  const r = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
};
