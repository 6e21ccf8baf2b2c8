/**
 * The carrier's service could not answer (down, timed out, or refused the call). Modules map it
 * to `delivery_provider_unavailable` without knowing which carrier is behind the directory.
 */
export class DeliveryProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeliveryProviderError';
  }
}
