import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../app-config';
import { registerErrorHandler } from '../../http/error-handler';
import { requestValidator } from '../../http/request-validator';
import { createCheckboxSandboxRegister } from '../../integrations/fiscal/checkbox-sandbox-register';
import type { FiscalRegister } from '../../integrations/fiscal/fiscal-register';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { App } from '../../types';
import { sandboxAccess } from './fiscal-sandbox-auth';
import { FISCAL_SANDBOX_PREFIX, fiscalSandboxRoutes } from './fiscal-sandbox-routes';

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
  /** the app that answers /api/checkbox-sandbox (the test app itself once app.ts mounts the routes) */
  sandbox: App;
  register: FiscalRegister;
  credentials: ReturnType<typeof sandboxAccess>['credentials'];
  /** a cashier token, as a sign-in gives it */
  token(): string;
}

/**
 * The routes come mounted by app.ts; until they are, they are mounted on an app of their own
 * beside the test app, sharing its deps (database, config), with the app's validator and
 * error handler, as app.ts would run them.
 */
async function sandboxApp(t: TestApp): Promise<App> {
  if (t.app.hasRoute({ method: 'POST', url: `${FISCAL_SANDBOX_PREFIX}/api/v1/cashier/signin` })) return t.app;
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', t.app.deps);
  registerErrorHandler(app);
  await app.register(fiscalSandboxRoutes, { prefix: FISCAL_SANDBOX_PREFIX });
  await app.ready();
  return app as unknown as App;
}

export async function buildSandboxTestApp(beside?: SandboxTestApp): Promise<SandboxTestApp> {
  const t = await buildTestApp({ config: { fiscal: sandboxFiscalConfig }, ...(beside ? { beside } : {}) });
  const sandbox = await sandboxApp(t);
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
