import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, testPassword } from '../../test/fixtures';
import { verifyPassword } from '../auth/passwords';
import { ensureFirstAdmin, GENERATED_ADMIN_FILE, GENERATED_ADMIN_MAIL } from './first-admin';

/** Each case starts its own app, since ADMIN_EMAIL is read from the app's config. */
let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

const configured = { email: 'owner@kartyna.test', password: 'Owner-pass-2026' };

const admins = async (app: TestApp) => app.db.select().from(users).where(eq(users.role, 'admin'));
const login = (app: TestApp, mail: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/server/auth/login', payload: { mail, password } });

describe('ensureFirstAdmin with ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates that admin, who can sign in; a second start changes nothing', async () => {
    t = await buildTestApp({ config: { admin: configured } });
    await ensureFirstAdmin(t.app.deps, t.app.log);
    await ensureFirstAdmin(t.app.deps, t.app.log);
    const rows = await admins(t);
    expect(rows.map((r) => r.mail)).toEqual(['owner@kartyna.test']);
    expect((await login(t, configured.email, configured.password)).statusCode).toBe(200);
  });

  it('promotes an existing customer with that mail and sets the configured password', async () => {
    t = await buildTestApp({ config: { admin: configured } });
    const { user, authHeader } = await createTestUser(t.app, { mail: configured.email });
    await ensureFirstAdmin(t.app.deps, t.app.log);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row?.passwordHash ?? '', configured.password)).toBe(true);
    // The customer's old sessions end: the account now opens the back office.
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: authHeader });
    expect(me.statusCode).toBe(401);
  });

  it("leaves an existing admin's own password alone", async () => {
    t = await buildTestApp({ config: { admin: configured } });
    const { user } = await createTestUser(t.app, { mail: configured.email, role: 'admin' });
    await ensureFirstAdmin(t.app.deps, t.app.log);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    expect((await login(t, configured.email, testPassword)).statusCode).toBe(200);
    expect((await login(t, configured.email, configured.password)).statusCode).not.toBe(200);
  });
});

describe('ensureFirstAdmin without ADMIN_EMAIL', () => {
  it('creates a generated admin once, its password in a 0600 file of DATA_DIR, never in the log', async () => {
    t = await buildTestApp();
    const log = t.app.log;
    const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
    const spies = levels.map((level) => vi.spyOn(log, level));
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await ensureFirstAdmin(t.app.deps, log);
    await ensureFirstAdmin(t.app.deps, log);
    const lines = spies.flatMap((spy) => spy.mock.calls.map((call) => JSON.stringify(call)));
    const file = join(t.app.deps.config.dataDir, GENERATED_ADMIN_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [mail, password] = (await readFile(file, 'utf8')).split('\n');
    expect(mail).toBe(GENERATED_ADMIN_MAIL);
    expect(password?.length).toBeGreaterThanOrEqual(12);
    expect((await admins(t)).map((r) => r.mail)).toEqual([GENERATED_ADMIN_MAIL]);
    expect((await login(t, GENERATED_ADMIN_MAIL, password ?? '')).statusCode).toBe(200);
    // The log names the file once; the password is in no log line and nothing is printed.
    const told = lines.filter((line) => line.includes(file));
    expect(told).toHaveLength(1);
    expect(lines.join('').includes(password ?? '')).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  it('creates nobody when an admin exists already', async () => {
    t = await buildTestApp();
    const existing = await createTestUser(t.app, { role: 'admin' });
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await ensureFirstAdmin(t.app.deps, t.app.log);
    expect(print).not.toHaveBeenCalled();
    expect((await admins(t)).map((r) => r.id)).toEqual([existing.user.id]);
  });
});
