import { eq } from 'drizzle-orm';
import type { AuditAction } from '@kartyna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';
import { recordAudit } from './audit-log';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createTestUser>>;
let manager: Awaited<ReturnType<typeof createTestUser>>;
let ids: Record<string, number> = {};

/** Entries at fixed times: two by the admin on products, one by the manager on an order. */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t.app, { role: 'admin', mail: 'admin@example.com' });
  manager = await createTestUser(t.app, { role: 'manager', mail: 'manager@example.com' });
  const rows = [
    {
      key: 'p1',
      actor: admin,
      action: 'product.update',
      entity: 'product',
      entityId: '7',
      at: '2026-03-01T10:00:00Z',
    },
    {
      key: 'p2',
      actor: admin,
      action: 'product.create',
      entity: 'product',
      entityId: '8',
      at: '2026-03-02T10:00:00Z',
    },
    {
      key: 'o1',
      actor: manager,
      action: 'order.status',
      entity: 'order',
      entityId: '7',
      at: '2026-03-03T10:00:00Z',
    },
  ] satisfies { action: AuditAction; [field: string]: unknown }[];
  for (const row of rows) {
    await recordAudit(
      t.db,
      { id: row.actor.user.id, mail: row.actor.user.mail },
      {
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: { price: 100, passwordHash: 'must-not-be-kept' },
        after: { price: 120 },
      },
    );
  }
  // recordAudit stamps now(); the filters are tested on known times, so set them afterwards.
  const written = await t.db.select().from(auditLog).orderBy(auditLog.id);
  ids = {};
  for (const [index, row] of rows.entries()) {
    const entry = written[index];
    if (!entry) throw new Error('audit row missing');
    ids[row.key] = entry.id;
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date(row.at) })
      .where(eq(auditLog.id, entry.id));
  }
});
afterAll(async () => t?.close());

const list = (query: string, headers: Record<string, string> = admin.authHeader) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });
const idsOf = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe('GET /api/admin/audit-log', () => {
  it('lists newest first with the total, and never keeps a secret field', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(idsOf(body)).toEqual([ids.o1, ids.p2, ids.p1]);
    expect(body.items[2]).toEqual({
      id: ids.p1,
      actorUserId: admin.user.id,
      actorMail: 'admin@example.com',
      action: 'product.update',
      entity: 'product',
      entityId: '7',
      before: { price: 100 },
      after: { price: 120 },
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('filters by entity, entity id, actor, action and time', async () => {
    expect(idsOf((await list('?entity=product')).json())).toEqual([ids.p2, ids.p1]);
    expect(idsOf((await list('?entityId=7')).json())).toEqual([ids.o1, ids.p1]);
    expect(idsOf((await list('?entity=product&entityId=7')).json())).toEqual([ids.p1]);
    expect(idsOf((await list(`?actorUserId=${manager.user.id}`)).json())).toEqual([ids.o1]);
    expect(idsOf((await list('?action=product.create')).json())).toEqual([ids.p2]);
    expect(idsOf((await list('?from=2026-03-02&to=2026-03-02T23:59:59Z')).json())).toEqual([ids.p2]);
    expect(idsOf((await list('?from=2026-03-02T12:00:00Z')).json())).toEqual([ids.o1]);
    expect((await list('?entity=testimonial')).json()).toEqual({ items: [], total: 0 });
  });

  it('pages and sorts', async () => {
    const first = (await list('?perPage=2&page=1&sort=createdAt&order=ASC')).json();
    const second = (await list('?perPage=2&page=2&sort=createdAt&order=ASC')).json();
    expect(first.total).toBe(3);
    expect(idsOf(first)).toEqual([ids.p1, ids.p2]);
    expect(idsOf(second)).toEqual([ids.o1]);
  });

  it('answers 400 for bad filters', async () => {
    for (const query of ['?from=yesterday', '?actorUserId=abc', '?perPage=0', '?sort=actorMail']) {
      const res = await list(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('is for admins only', async () => {
    const customer = await createTestUser(t.app);
    expect((await list('', manager.authHeader)).statusCode).toBe(403);
    expect((await list('', customer.authHeader)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    const one = `/api/admin/audit-log/${ids.p1}`;
    expect((await t.app.inject({ method: 'GET', url: one, headers: manager.authHeader })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/admin/audit-log/:id', () => {
  it('answers one entry with before and after, or 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log/${ids.o1}`,
      headers: admin.authHeader,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      action: 'order.status',
      actorMail: 'manager@example.com',
      before: { price: 100 },
      after: { price: 120 },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/999999',
      headers: admin.authHeader,
    });
    expect(missing.statusCode).toBe(404);
  });
});
