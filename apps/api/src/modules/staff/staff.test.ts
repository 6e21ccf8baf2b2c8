import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, testPassword } from '../../test/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createTestUser>>;
let manager: Awaited<ReturnType<typeof createTestUser>>;
let customer: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t.app, { role: 'admin', mail: 'boss@example.com' });
  manager = await createTestUser(t.app, { role: 'manager' });
  customer = await createTestUser(t.app);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

const login = (mail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/server/auth/login', payload: { mail, password } });

/** The newest audit rows of one staff account, newest first. */
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(desc(auditLog.id));

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  mail: `staff-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Manager-pass-1',
  firstName: 'Марія',
  lastName: 'Шевченко',
  role: 'manager',
  ...overrides,
});

describe('GET /api/admin/me', () => {
  it('answers the signed-in staff member for each staff role', async () => {
    for (const who of [admin, manager]) {
      const res = await call('GET', '/me', who.authHeader);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: who.user.id,
        mail: who.user.mail,
        firstName: 'Олена',
        lastName: 'Коваль',
        role: who.user.role,
      });
    }
  });

  it('refuses customers with 403 and anonymous callers with 401', async () => {
    const asCustomer = await call('GET', '/me', customer.authHeader);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'forbidden', statusCode: 403 });
    expect((await call('GET', '/me', {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/staff', () => {
  it('creates a manager who can sign in, and audits it without the password', async () => {
    const body = newStaff({ mail: '  New.Manager@Example.com ' });
    const res = await call('POST', '/staff', admin.authHeader, body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      mail: 'new.manager@example.com',
      firstName: 'Марія',
      lastName: 'Шевченко',
      role: 'manager',
      phone: '',
    });
    expect((await login('new.manager@example.com', 'Manager-pass-1')).statusCode).toBe(200);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      actorMail: 'boss@example.com',
      action: 'staff.create',
      entity: 'staff',
      entityId: String(created.id),
      before: null,
      after: { id: created.id, mail: 'new.manager@example.com', role: 'manager' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|\$argon|\$scrypt|Manager-pass-1/i);
  });

  it('makes an existing customer staff; they keep their own password', async () => {
    const shopper = await createTestUser(t.app, { mail: 'shopper@example.com' });
    const res = await call('POST', '/staff', admin.authHeader, {
      mail: 'SHOPPER@example.com',
      password: 'Something-else-9',
      firstName: 'Ірина',
      lastName: 'Бондар',
      role: 'manager',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: shopper.user.id, role: 'manager', firstName: 'Ірина' });
    expect((await login('shopper@example.com', testPassword)).statusCode).toBe(200);
    expect((await login('shopper@example.com', 'Something-else-9')).statusCode).not.toBe(200);
    // Their session from before stays valid: nothing about their sign-in changed.
    expect((await call('GET', '/me', shopper.authHeader)).statusCode).toBe(200);

    const [entry] = await auditOf(shopper.user.id);
    expect(entry).toMatchObject({
      action: 'staff.promote',
      before: { role: 'customer', firstName: 'Олена' },
      after: { role: 'manager', firstName: 'Ірина' },
    });
  });

  it('needs a password only for a new account', async () => {
    const { password: _password, ...withoutPassword } = newStaff();
    const res = await call('POST', '/staff', admin.authHeader, withoutPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'invalid_data',
      statusCode: 400,
      errors: [{ path: 'password', message: 'empty_password' }],
    });
  });

  it('refuses a mail that is already staff with 403 user_already_exists', async () => {
    const res = await call('POST', '/staff', admin.authHeader, newStaff({ mail: manager.user.mail }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'user_already_exists', statusCode: 403 });
  });

  it('answers 400 with a key per field for invalid input', async () => {
    const res = await call('POST', '/staff', admin.authHeader, {
      mail: 'not-a-mail',
      password: 'short',
      firstName: '   ',
      role: 'owner',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('invalid_data');
    const byPath = Object.fromEntries(
      (body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      mail: 'invalid_mail',
      password: 'min_length_password',
      firstName: 'required_field',
      lastName: 'required_field',
      role: 'invalid_data',
    });
  });

  it('lets only admins manage staff: a manager gets 403 and nothing changes', async () => {
    const before = await t.db.select().from(users);
    const body = newStaff();
    expect((await call('POST', '/staff', manager.authHeader, body)).statusCode).toBe(403);
    expect((await call('GET', '/staff', manager.authHeader)).statusCode).toBe(403);
    expect((await call('GET', `/staff/${admin.user.id}`, manager.authHeader)).statusCode).toBe(403);
    const put = await call('PUT', `/staff/${manager.user.id}`, manager.authHeader, {
      firstName: 'Я',
      lastName: 'Адмін',
      role: 'admin',
    });
    expect(put.statusCode).toBe(403);
    expect(await t.db.select().from(users)).toHaveLength(before.length);
    const [self] = await t.db.select().from(users).where(eq(users.id, manager.user.id));
    expect(self?.role).toBe('manager');
  });
});

describe('GET /api/admin/staff', () => {
  it('lists staff only, searchable and sortable', async () => {
    const res = await call('GET', '/staff?perPage=100&sort=mail&order=ASC', admin.authHeader);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: { mail: string; role: string }[]; total: number };
    expect(page.items.every((s) => s.role === 'manager' || s.role === 'admin')).toBe(true);
    expect(page.items.map((s) => s.mail)).toContain('boss@example.com');
    expect(page.items.map((s) => s.mail)).not.toContain(customer.user.mail);
    const mails = page.items.map((s) => s.mail);
    expect(mails).toEqual([...mails].sort());
    const found = (await call('GET', '/staff?q=BOSS', admin.authHeader)).json();
    expect(found).toMatchObject({ total: 1, items: [{ mail: 'boss@example.com' }] });
  });

  it('answers 404 not_staff for a customer id', async () => {
    const res = await call('GET', `/staff/${customer.user.id}`, admin.authHeader);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'not_staff', statusCode: 404 });
  });
});

describe('PUT /api/admin/staff/:id', () => {
  it('sets a new password, which retires the old sessions, and audits only that it changed', async () => {
    const member = await createTestUser(t.app, { role: 'manager' });
    const res = await call('PUT', `/staff/${member.user.id}`, admin.authHeader, {
      firstName: 'Олена',
      lastName: 'Коваль',
      role: 'manager',
      password: 'Fresh-password-7',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/me', member.authHeader)).statusCode).toBe(401);
    expect((await login(member.user.mail, testPassword)).statusCode).not.toBe(200);
    expect((await login(member.user.mail, 'Fresh-password-7')).statusCode).toBe(200);

    const [entry] = await auditOf(member.user.id);
    expect(entry).toMatchObject({ action: 'staff.update', after: { passwordChanged: true } });
    expect(JSON.stringify(entry)).not.toMatch(/passwordHash|Fresh-password-7|tokenVersion/);
  });

  it('takes the back office away (role customer) and audits staff.revoke', async () => {
    const member = await createTestUser(t.app, { role: 'manager' });
    const res = await call('PUT', `/staff/${member.user.id}`, admin.authHeader, {
      firstName: 'Олена',
      lastName: 'Коваль',
      role: 'customer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'customer' });
    expect((await call('GET', '/me', member.authHeader)).statusCode).toBe(403);
    // No longer staff: the staff screens do not find them any more.
    expect((await call('GET', `/staff/${member.user.id}`, admin.authHeader)).statusCode).toBe(404);
    const [entry] = await auditOf(member.user.id);
    expect(entry).toMatchObject({
      action: 'staff.revoke',
      before: { role: 'manager' },
      after: { role: 'customer' },
    });
  });

  it('keeps the last admin: 409 last_admin, and nothing is written', async () => {
    const others = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(others.map((u) => u.id)).toEqual([admin.user.id]);
    const auditBefore = (await t.db.select().from(auditLog)).length;
    const res = await call('PUT', `/staff/${admin.user.id}`, admin.authHeader, {
      firstName: 'Олена',
      lastName: 'Коваль',
      role: 'manager',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'last_admin', statusCode: 409 });
    expect((await t.db.select().from(auditLog)).length).toBe(auditBefore);

    // With a second admin the first may step down.
    const second = await createTestUser(t.app, { role: 'admin' });
    const ok = await call('PUT', `/staff/${admin.user.id}`, second.authHeader, {
      firstName: 'Олена',
      lastName: 'Коваль',
      role: 'manager',
    });
    expect(ok.statusCode).toBe(200);
    const back = await call('PUT', `/staff/${admin.user.id}`, second.authHeader, {
      firstName: 'Олена',
      lastName: 'Коваль',
      role: 'admin',
    });
    expect(back.statusCode).toBe(200);
  });

  it('answers 404 for someone who is not staff, and 400 for bad input', async () => {
    const notStaff = await call('PUT', `/staff/${customer.user.id}`, admin.authHeader, {
      firstName: 'А',
      lastName: 'Б',
      role: 'manager',
    });
    expect(notStaff.statusCode).toBe(404);
    const bad = await call('PUT', `/staff/${manager.user.id}`, admin.authHeader, {
      firstName: 'А',
      lastName: '',
      role: 'boss',
      password: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['lastName', 'password', 'role']);
  });

  it('never writes a password hash into any audit row', async () => {
    const rows = await t.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const text = JSON.stringify([row.before, row.after]);
      expect(text).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2|scrypt\$/);
    }
  });
});
