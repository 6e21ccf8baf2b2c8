import type { AppConfig } from '../../env';
import { createLiqpayProvider, isLiqpaySandboxKey } from './liqpay-provider';
import { createMonobankProvider } from './monobank-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/** The configured provider; sandbox (our own hosted test page) unless the shop set another. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider({ secret: config.authSecret, publicApiUrl: config.publicApiUrl });
    case 'liqpay':
      if (!config.liqpay)
        throw new Error('PAYMENT_PROVIDER=liqpay needs LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY');
      return createLiqpayProvider({ ...config.liqpay, sandbox: isLiqpaySandboxKey(config.liqpay.publicKey) });
    case 'monobank':
      if (!config.monobank) throw new Error('PAYMENT_PROVIDER=monobank needs MONOBANK_TOKEN');
      return createMonobankProvider(config.monobank);
  }
}
