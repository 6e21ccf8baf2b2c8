import { HttpError, type useNotify } from 'react-admin';

/**
 * A failed call inside a react-admin Form's onSubmit: field errors (already
 * `shop.validation.<key>` from api-client) go back to the form to show under their inputs;
 * anything else is a notification with the API's translated key.
 */
export function serverErrors(
  error: unknown,
  notify: ReturnType<typeof useNotify>,
): Record<string, string> | undefined {
  if (error instanceof HttpError) {
    const fields = (error.body as { errors?: unknown } | undefined)?.errors;
    if (fields && typeof fields === 'object' && !Array.isArray(fields) && Object.keys(fields).length) {
      notify(error.message, { type: 'error' });
      return fields as Record<string, string>;
    }
    notify(error.message, { type: 'error' });
    return undefined;
  }
  notify('shop.errors.unexpected_error', { type: 'error' });
  return undefined;
}

/**
 * The order that already has a typed waybill number (issue #48): the API answers 409
 * `waybill_number_taken` with its label («№ 12», «Ф-3») as the `takenBy` entry, which
 * api-client has turned into a `shop.validation.` key like every field's; null for any other failure.
 */
export function waybillTakenBy(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const fields = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  const takenBy = fields?.takenBy;
  return typeof takenBy === 'string' ? takenBy.replace(/^shop\.validation\./, '') : null;
}
