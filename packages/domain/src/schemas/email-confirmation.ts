import { z } from 'zod';
import { localeSchema } from '../enum-schemas';

/**
 * Issue #26: a guest's orders join the account registered with their e-mail once the owner
 * proves the mailbox by a mailed link. A typed address proves nothing: anyone can sign up with it.
 */

/** GET /user/email-confirmation: whether the account's address is proven yet. */
export const emailConfirmationStateSchema = z.object({
  mail: z.string(),
  confirmed: z.boolean(),
});
export type EmailConfirmationState = z.infer<typeof emailConfirmationStateSchema>;

/** POST /user/email-confirmation: the language of the mail, the cabinet's by default. */
export const emailConfirmationRequestSchema = z.object({ locale: localeSchema.optional() });
export type EmailConfirmationRequest = z.infer<typeof emailConfirmationRequestSchema>;

/** The link is mailed; whether guest orders wait on it is told only after confirmation. */
export const emailConfirmationSentSchema = z.object({ message: z.literal('confirmation_sent') });

/**
 * POST /auth/confirm-email: the token of the link. base64url of 32 bytes is 43 characters; the
 * bound only keeps a pasted novel from being hashed.
 */
export const confirmEmailSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmail = z.infer<typeof confirmEmailSchema>;

/** How many guest orders and photo orders joined the account with this confirmation. */
export const emailConfirmedAnswerSchema = z.object({
  mail: z.string(),
  attachedOrders: z.number().int().nonnegative(),
  attachedPhotoOrders: z.number().int().nonnegative(),
});
export type EmailConfirmedAnswer = z.infer<typeof emailConfirmedAnswerSchema>;
