import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** A manager's bearer header and a caller of /api/admin with it, for the content tests. */
export async function staffCaller(t: TestApp) {
  const manager = await createTestUser(t.app, { role: 'manager' });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: manager.authHeader,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { manager, call };
}

export type StaffCaller = Awaited<ReturnType<typeof staffCaller>>;

/**
 * A test file's app and a manager's caller: built before the file's tests, handed to `ready`
 * (which keeps them and may seed more), closed after the last test.
 */
export function contentApp(ready: (t: TestApp, staff: StaffCaller) => void | Promise<void>): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    await ready(app, await staffCaller(app));
  });
  afterAll(async () => app?.close());
}

/** The audit entries of one entity, oldest first. */
export async function auditOf(t: TestApp, entity: string, entityId?: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(asc(auditLog.id));
}

/** A 400 that names the field and the message key, as the admin's forms show them. */
export function expectFieldError(
  res: { statusCode: number; json(): unknown },
  path: string,
  message: string,
  label = `${path}: ${message}`,
) {
  expect(res.statusCode, label).toBe(400);
  const body = res.json() as { message: string; statusCode: number; errors?: unknown[] };
  expect(body.message, label).toBe('invalid_data');
  expect(body.statusCode, label).toBe(400);
  expect(body.errors, label).toContainEqual({ path, message });
}
