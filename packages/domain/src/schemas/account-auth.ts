import { z } from 'zod';
import { localeSchema } from '../enum-schemas';
import { registerSchema } from './auth';

/**
 * POST /auth/register as the API reads it: the requirements §7 payload plus an optional interface
 * locale, so the welcome mail and later mails speak the buyer's language.
 */
export const registerRequestSchema = registerSchema.extend({ locale: localeSchema.optional() });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /auth/forgot-password: the UI shows "a new password was sent to your email". */
export const passwordSentAnswerSchema = z.object({ message: z.literal('new_password_sent') });

/** POST /auth/logout */
export const loggedOutAnswerSchema = z.object({ ok: z.literal(true) });
