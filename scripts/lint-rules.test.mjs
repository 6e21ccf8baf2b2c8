// The architecture rules of eslint.config.mjs and the formatting check, each shown to fail on a
// deliberate violation and to stay quiet on the same code where it is allowed: a rule whose zone
// or glob went stale would otherwise pass silently. The file paths must exist (import/no-cycle
// reads the file it lints); the code linted is the snippet, not the file.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function rulesOn(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((m) => m.ruleId);
}

describe('a feature imports another only through its index', () => {
  const deep = "export { PAGE_SIZE } from '@/features/catalog/listing/catalog-params';\n";

  it('refuses a file inside another feature, by alias or by relative path', async () => {
    const home = 'apps/web/src/features/home/product-rail.tsx';
    expect(await rulesOn(home, deep)).toContain('import/no-restricted-paths');
    expect(await rulesOn(home, "export { PAGE_SIZE } from '../catalog/listing/catalog-params';\n")).toContain(
      'import/no-restricted-paths',
    );
    expect(
      await rulesOn('apps/admin/src/features/staff/index.tsx', "export * from '../orders/order-show';\n"),
    ).toContain('import/no-restricted-paths');
  });

  it('allows the index, and a feature its own files', async () => {
    const home = 'apps/web/src/features/home/product-rail.tsx';
    expect(await rulesOn(home, "export { ProductCard } from '@/features/catalog';\n")).not.toContain(
      'import/no-restricted-paths',
    );
    expect(await rulesOn('apps/web/src/features/catalog/index.ts', deep)).not.toContain(
      'import/no-restricted-paths',
    );
  });
});

describe("a module's repositories are its own", () => {
  const ledger = "export { addToBonusBalance } from '../loyalty/bonus-ledger-repository';\n";

  it('refuses them to another module and to code outside modules/', async () => {
    const customers = 'apps/api/src/modules/customers-admin/customers-admin-service.ts';
    expect(await rulesOn(customers, ledger)).toContain('import/no-restricted-paths');
    const metrics = "export { countPendingMail } from '../modules/mail/mail-repository';\n";
    expect(await rulesOn('apps/api/src/http/metrics.ts', metrics)).toContain('import/no-restricted-paths');
  });

  it('allows them inside the module', async () => {
    const own = "export { addToBonusBalance } from './bonus-ledger-repository';\n";
    expect(await rulesOn('apps/api/src/modules/loyalty/bonus-ledger.ts', own)).not.toContain(
      'import/no-restricted-paths',
    );
  });
});

describe("the API's http/ and db/ never import a module", () => {
  const service = "export { isSessionRevoked } from '../modules/auth/auth-service';\n";

  it('refuses a module to them, their tests and dynamic imports included', async () => {
    expect(await rulesOn('apps/api/src/http/auth-guard.ts', service)).toContain('import/no-restricted-paths');
    expect(await rulesOn('apps/api/src/db/seed.ts', service)).toContain('import/no-restricted-paths');
    const kit = "export { validSignUp } from '../modules/auth/auth-test-kit';\n";
    expect(await rulesOn('apps/api/src/http/error-handler.test.ts', kit)).toContain(
      'import/no-restricted-paths',
    );
    const later = "export const render = () => import('../modules/photo-templates/template-render');\n";
    expect(await rulesOn('apps/api/src/db/seed.ts', later)).toContain('import/no-restricted-paths');
  });

  it('allows a module to import them, and the composition root to wire modules in', async () => {
    const guard = "export { requireUser } from '../../http/auth-guard';\n";
    expect(await rulesOn('apps/api/src/modules/users/users-routes.ts', guard)).not.toContain(
      'import/no-restricted-paths',
    );
    const wired = "export { isSessionRevoked } from './modules/auth/auth-service';\n";
    expect(await rulesOn('apps/api/src/app.ts', wired)).not.toContain('import/no-restricted-paths');
  });
});

describe('process.env is read only in env modules', () => {
  const read = 'export const port = process.env.PORT;\n';

  it('refuses it in app and package code', async () => {
    for (const file of [
      'apps/web/src/proxy.ts',
      'apps/web/src/server/main.ts',
      'apps/api/src/app.ts',
      'apps/admin/src/lib/api-client.ts',
      'packages/domain/src/contracts.ts',
    ]) {
      expect([file, await rulesOn(file, read)]).toEqual([
        file,
        expect.arrayContaining(['no-restricted-properties']),
      ]);
    }
  });

  it('allows it in the env modules', async () => {
    for (const file of ['apps/web/src/env.ts', 'apps/api/src/env.ts']) {
      expect([file, await rulesOn(file, read)]).toEqual([
        file,
        expect.not.arrayContaining(['no-restricted-properties']),
      ]);
    }
  });
});

describe("a storefront page's links are plain <a>", () => {
  const imports = [
    "export { default } from 'next/link';\n",
    "export { Link } from '@/i18n/navigation';\n",
    "export { createNavigation } from 'next-intl/navigation';\n",
  ];

  it('refuses next/link and the navigation that carries it in the shell, pages and cards', async () => {
    for (const file of [
      'apps/web/src/features/layout/site-header.tsx',
      'apps/web/src/features/home/home-page.tsx',
    ]) {
      for (const code of imports) expect(await rulesOn(file, code)).toContain('no-restricted-imports');
    }
  });

  it('allows them in the signed-in screens that still use them', async () => {
    for (const code of imports) {
      expect(await rulesOn('apps/web/src/features/cabinet/cabinet-nav.tsx', code)).not.toContain(
        'no-restricted-imports',
      );
    }
  });
});

describe('prettier --check', () => {
  it("fails code not in the repository's format and passes it formatted", async () => {
    const filepath = join(root, 'apps/api/src/app.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const messy = 'const a = {b:"c"}\n';
    expect(await prettier.check(messy, options)).toBe(false);
    expect(await prettier.format(messy, options)).toBe("const a = { b: 'c' };\n");
    expect(await prettier.check("const a = { b: 'c' };\n", options)).toBe(true);
  });
});
