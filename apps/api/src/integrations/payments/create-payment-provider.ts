import type { AppConfig } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/** The configured provider; sandbox (our own hosted test page) unless the shop set another. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider({ secret: config.authSecret, publicApiUrl: config.publicApiUrl });
    default:
      throw new Error(`PAYMENT_PROVIDER=${config.paymentProvider} is not available yet`);
  }
}
