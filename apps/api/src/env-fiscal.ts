import type { FiscalConfig, FiscalProviderName } from './app-config';

/*
 * The fiscal register's settings (FISCAL_PROVIDER, CHECKBOX_*, FISCAL_SHIFT_CLOSE_AT), checked
 * together once the environment is parsed: kept apart so env.ts stays one readable page. The
 * keys themselves stay in env.ts's schema, the one place that reads the environment.
 */

export interface FiscalEnv {
  FISCAL_PROVIDER?: FiscalProviderName;
  CHECKBOX_LICENSE_KEY?: string;
  CHECKBOX_LOGIN?: string;
  CHECKBOX_PASSWORD?: string;
  CHECKBOX_PIN_CODE?: string;
  CHECKBOX_API_URL: string;
  /** HH:MM, already checked by the schema */
  FISCAL_SHIFT_CLOSE_AT: string;
}

export const SHIFT_CLOSE_AT_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const FISCAL_SANDBOX_REFUSED =
  'FISCAL_PROVIDER=checkbox-sandbox is refused while CHECKBOX_LICENSE_KEY is set';

/** An empty value (an .env line left blank) is no value. */
const given = (value: string | undefined): string | null => (value ? value : null);

/**
 * null without FISCAL_PROVIDER. Checkbox needs its cash register's key and a cashier who can
 * sign in; the sandbox is refused beside a real key, as the payment sandbox is beside real
 * payment keys: a shop that meant to report its sales would hand its buyers test receipts.
 */
export function fiscalConfigOf(e: FiscalEnv, publicApiUrl: string): FiscalConfig | null {
  if (!e.FISCAL_PROVIDER) return null;
  const [, hour = '23', minute = '50'] = SHIFT_CLOSE_AT_PATTERN.exec(e.FISCAL_SHIFT_CLOSE_AT) ?? [];
  const shiftCloseAt = { hour: Number(hour), minute: Number(minute) };
  const login = given(e.CHECKBOX_LOGIN);
  const password = given(e.CHECKBOX_PASSWORD);
  const pinCode = given(e.CHECKBOX_PIN_CODE);
  const licenseKey = given(e.CHECKBOX_LICENSE_KEY);
  if (e.FISCAL_PROVIDER === 'checkbox-sandbox') {
    if (licenseKey) throw new Error(FISCAL_SANDBOX_REFUSED);
    return {
      provider: 'checkbox-sandbox',
      licenseKey: null,
      login: null,
      password: null,
      pinCode: null,
      apiUrl: `${publicApiUrl}/api/checkbox-sandbox`,
      shiftCloseAt,
    };
  }
  if (!licenseKey) throw new Error('FISCAL_PROVIDER=checkbox needs CHECKBOX_LICENSE_KEY');
  if (Boolean(login) !== Boolean(password)) {
    throw new Error('CHECKBOX_LOGIN and CHECKBOX_PASSWORD go together');
  }
  if (!login && !pinCode) {
    throw new Error(
      'FISCAL_PROVIDER=checkbox needs CHECKBOX_LOGIN and CHECKBOX_PASSWORD, or CHECKBOX_PIN_CODE',
    );
  }
  return {
    provider: 'checkbox',
    licenseKey,
    login,
    password,
    pinCode,
    apiUrl: e.CHECKBOX_API_URL.replace(/\/$/, ''),
    shiftCloseAt,
  };
}
