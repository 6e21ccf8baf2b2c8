import type { AppConfig } from '../../app-config';
import { createCheckboxSandboxRegister } from '../../integrations/fiscal/checkbox-sandbox-register';
import type { FiscalRegister } from '../../integrations/fiscal/fiscal-register';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { App } from '../../types';
import { sandboxAccess } from './fiscal-sandbox-auth';

/** Test-only: a test app with FISCAL_PROVIDER=checkbox-sandbox and the sandbox's routes on it. */

export const sandboxFiscalConfig: NonNullable<AppConfig['fiscal']> = {
  provider: 'checkbox-sandbox',
  licenseKey: null,
  login: null,
  password: null,
  pinCode: null,
  apiUrl: 'http://api.kartyna.test/api/checkbox-sandbox',
  shiftCloseAt: { hour: 23, minute: 50 },
};

export interface SandboxTestApp extends TestApp {
  /** the app that answers /api/checkbox-sandbox: the test app itself */
  sandbox: App;
  register: FiscalRegister;
  credentials: ReturnType<typeof sandboxAccess>['credentials'];
  /** a cashier token, as a sign-in gives it */
  token(): string;
}

export async function buildSandboxTestApp(beside?: SandboxTestApp): Promise<SandboxTestApp> {
  const t = await buildTestApp({ config: { fiscal: sandboxFiscalConfig }, ...(beside ? { beside } : {}) });
  // app.ts mounts the sandbox's routes on every API.
  const sandbox = t.app;
  const access = sandboxAccess(t.config.authSecret);
  return {
    ...t,
    sandbox,
    register: createCheckboxSandboxRegister(sandbox, {
      authSecret: t.config.authSecret,
      publicApiUrl: t.config.publicApiUrl,
    }),
    credentials: access.credentials,
    token: () => access.mint(),
    async close() {
      if (sandbox !== t.app) await sandbox.close();
      await t.close();
    },
  };
}
