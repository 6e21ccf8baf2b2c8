import { createCheckboxRegister } from './checkbox-client';
import {
  CHECKBOX_SANDBOX_PREFIX,
  checkboxSandboxCredentials,
  checkboxSandboxReceiptUrl,
} from './checkbox-sandbox-credentials';
import type { FiscalRegister } from './fiscal-register';
import { injectFetch, type InjectTarget } from './inject-fetch';

export interface CheckboxSandboxOptions {
  /** AUTH_SECRET: the sandbox's license key and cashier derive from it */
  authSecret: string;
  /** the API's public address, where buyers open their receipts */
  publicApiUrl: string;
  /** with no public address set: the shop origin of the request being answered, if any, before publicApiUrl */
  requestOrigin?: () => string | undefined;
  timeoutMs?: number;
}

/**
 * The checkbox-sandbox register (FISCAL_PROVIDER=checkbox-sandbox): the very Checkbox client,
 * pointed at this API's own sandbox routes (modules/fiscal-sandbox) through `inject`. The routes
 * keep their shifts and receipts in the database, so any API process may answer any call.
 */
export function createCheckboxSandboxRegister(
  app: InjectTarget,
  options: CheckboxSandboxOptions,
): FiscalRegister {
  const credentials = checkboxSandboxCredentials(options.authSecret);
  return createCheckboxRegister({
    name: 'checkbox-sandbox',
    test: true,
    // Never resolved: inject takes only the path.
    apiUrl: `http://checkbox-sandbox.invalid${CHECKBOX_SANDBOX_PREFIX}`,
    licenseKey: credentials.licenseKey,
    login: credentials.login,
    password: credentials.password,
    fetch: injectFetch(app),
    receiptUrl: (id) => checkboxSandboxReceiptUrl(options.requestOrigin?.() ?? options.publicApiUrl, id),
    shiftPollMs: 50,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}
