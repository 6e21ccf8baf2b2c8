import { createHmac } from 'node:crypto';

/** Where the sandbox register lives on this API: Checkbox's own paths follow (/api/v1/...). */
export const CHECKBOX_SANDBOX_PREFIX = '/api/checkbox-sandbox';
/** Where buyers open its receipts: under /api/server, which the storefront's origin passes on. */
export const CHECKBOX_SANDBOX_PAGE_PREFIX = '/api/server/checkbox-sandbox';

export interface CheckboxSandboxCredentials {
  licenseKey: string;
  login: string;
  password: string;
  pinCode: string;
}

/**
 * The sandbox register's license key and cashier, derived from the installation's secret: its
 * routes are public, and fixed credentials would let anyone mint test receipts in the shop's
 * books. Every API process shares AUTH_SECRET, so they all derive the same ones.
 */
export function checkboxSandboxCredentials(secret: string): CheckboxSandboxCredentials {
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`checkbox-sandbox:${purpose}`).digest('hex');
  return {
    licenseKey: `sandbox-${derive('license-key').slice(0, 24)}`,
    login: 'sandbox-cashier',
    password: derive('password').slice(0, 32),
    // Checkbox's PIN codes are digits.
    pinCode: BigInt(`0x${derive('pin-code').slice(0, 15)}`)
      .toString()
      .padStart(10, '0')
      .slice(-10),
  };
}

/** The buyer's page of a sandbox receipt, on the API's public address. */
export const checkboxSandboxReceiptUrl = (publicApiUrl: string, id: string) =>
  `${publicApiUrl.replace(/\/$/, '')}${CHECKBOX_SANDBOX_PAGE_PREFIX}/receipts/${encodeURIComponent(id)}`;
