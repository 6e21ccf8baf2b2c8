import { z } from 'zod';

/* Field schemas shared by the catalogue's product and taxonomy forms. */

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'required_field' })
      .min(1, { error: 'required_field', abort: true })
      .max(max, { error: 'too_long' }),
  );

/** A size value as the table keys it: lowercase, a Cyrillic "х" read as "x". */
export const sizeValueSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/х/g, 'x') : v),
  z
    .string({ error: 'required_field' })
    .min(1, { error: 'required_field', abort: true })
    .max(20, { error: 'too_long' }),
);
