import { z } from 'zod';
import { storableText } from './text-safety';

/**
 * Field schemas shared by every form. Each failure carries a message key of requirements §5/§8,
 * which the UI translates and the API answers as is.
 */

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const mailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.email({ error: 'invalid_mail' }).max(254, { error: 'invalid_mail' }),
);

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const passwordSchema = z
  .string({ error: 'empty_password' })
  .check(storableText)
  .min(1, { error: 'empty_password' })
  .min(passwordMinLength, { error: 'min_length_password' })
  .max(passwordMaxLength, { error: 'too_long' });

/** A sign-in password: only presence and the minimum are checked, as requirements §5 says. */
export const signInPasswordSchema = passwordSchema;

const nameOf = (emptyKey: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: emptyKey })
      .check(storableText)
      .min(1, { error: emptyKey })
      .max(100, { error: 'too_long' }),
  );

export const firstNameSchema = nameOf('empty_first_name');
export const lastNameSchema = nameOf('empty_last_name');
export const personNameSchema = nameOf('empty_name');
export const optionalNameSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v)),
  z.string().check(storableText).max(100, { error: 'too_long' }).optional(),
);

/**
 * requirements §5: an optional +380 prefix followed by 9 digits whose first two are not 38.
 * Spaces, brackets and dashes of the +38 (0XX) XXX-XX-XX mask are ignored, and a local
 * 0XXXXXXXXX number is read as +380XXXXXXXXX. The answer is always +380XXXXXXXXX.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s()\-.]/g, '');
  const m = /^(?:\+?380|0)?(\d{9})$/.exec(compact);
  // A subscriber number never starts with the trunk 0: a leading 0 here is a local number
  // that lost a digit (067123456), not +380067123456.
  if (!m?.[1] || m[1].startsWith('38') || m[1].startsWith('0')) return null;
  return `+380${m[1]}`;
}

export const phoneSchema = z
  .string({ error: 'empty_phone' })
  .trim()
  .min(1, { error: 'empty_phone' })
  .max(32, { error: 'invalid_phone' })
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

export const optionalPhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  phoneSchema.optional(),
);

export const optionalMailSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  mailSchema.optional(),
);

export const optionalTextSchema = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v)),
    z.string().check(storableText).max(max, { error: 'too_long' }).optional(),
  );

/**
 * A number typed as text (a query string, a path, a radio button): decimal digits only, so that
 * "", " ", "0x10", "1e3", true and [] stay what they are and fail, where z.coerce made them 0, 16,
 * 1000 and 1. JSON bodies take real numbers and do not use this.
 */
export const numberFromText = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
/** A number schema that also reads the text of a query string or a path parameter. */
export const fromText = <T extends z.ZodType>(schema: T) => z.preprocess(numberFromText, schema);

/** An id in a JSON body: a number, never "12", true, "" or []. */
export const jsonIdSchema = z.number({ error: 'invalid_data' }).int().positive().max(2_147_483_647);
/** An id in a path or query string ("12"); "" and other non-digits fail. */
export const idSchema = fromText(jsonIdSchema);
export const idParamsSchema = z.object({ id: idSchema });
