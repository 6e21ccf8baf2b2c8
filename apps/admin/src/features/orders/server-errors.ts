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
