import type { AppConfig } from '../../env';
import { createLiqpayProvider, isLiqpaySandboxKey } from './liqpay-provider';
import { createMonobankProvider } from './monobank-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * The configured provider, or null when the shop set none: then no online payment exists at
 * all. The sandbox is never a default, since its page marks orders paid without any money.
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider | null {
  switch (config.paymentProvider) {
    case null:
      return null;
    case 'sandbox':
      return createSandboxProvider({
        secret: config.authSecret,
        publicApiUrl: config.publicApiUrlConfigured ? config.publicApiUrl : null,
      });
    case 'liqpay':
      if (!config.liqpay)
        throw new Error('PAYMENT_PROVIDER=liqpay needs LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY');
      return createLiqpayProvider({ ...config.liqpay, sandbox: isLiqpaySandboxKey(config.liqpay.publicKey) });
    case 'monobank':
      if (!config.monobank) throw new Error('PAYMENT_PROVIDER=monobank needs MONOBANK_TOKEN');
      return createMonobankProvider(config.monobank);
  }
}
