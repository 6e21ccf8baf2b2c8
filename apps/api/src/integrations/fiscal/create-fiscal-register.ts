import type { AppConfig } from '../../env';
import { currentShopOrigin } from '../../http/shop-origin';
import { createCheckboxRegister } from './checkbox-client';
import { createCheckboxSandboxRegister } from './checkbox-sandbox-register';
import type { FiscalRegister } from './fiscal-register';
import type { InjectTarget } from './inject-fetch';

/**
 * The configured fiscal register, or null when the shop set none (FISCAL_PROVIDER unset): then
 * no receipt is made at all. The sandbox is never a default: its receipts are not fiscal.
 * `app` answers the sandbox's calls in-process; it is used only once a receipt is made.
 */
export function createFiscalRegister(config: AppConfig, app: InjectTarget): FiscalRegister | null {
  const fiscal = config.fiscal;
  if (!fiscal) return null;
  switch (fiscal.provider) {
    case 'checkbox-sandbox':
      return createCheckboxSandboxRegister(app, {
        authSecret: config.authSecret,
        publicApiUrl: config.publicApiUrl,
        // Without a public address, a receipt's page opens on the storefront the payer used.
        ...(config.publicApiUrlConfigured ? {} : { requestOrigin: currentShopOrigin }),
      });
    case 'checkbox':
      if (!fiscal.licenseKey) throw new Error('FISCAL_PROVIDER=checkbox needs CHECKBOX_LICENSE_KEY');
      return createCheckboxRegister({
        apiUrl: fiscal.apiUrl,
        licenseKey: fiscal.licenseKey,
        login: fiscal.login,
        password: fiscal.password,
        pinCode: fiscal.pinCode,
      });
  }
}
