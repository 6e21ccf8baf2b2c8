import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { App } from '../types';
import { adminRouteModules } from '.';

/**
 * Every back-office route, found in the OpenAPI document so a new one cannot slip past:
 * anonymous callers get 401, customers 403, managers 403 where only an admin may act. The
 * guard belongs to the scope, not the route: a route added with no guard line is checked too.
 */
const ADMIN_ONLY_PREFIXES = ['/api/admin/staff', '/api/admin/audit-log'];
const MISSING_ID = '2147480000';

let t: TestApp;
let headers: Record<'customer' | 'manager' | 'admin', Record<string, string>>;
let routes: { method: string; url: string; adminOnly: boolean }[];

const UNGUARDED = '/api/admin/test-route-without-a-guard';
async function unguardedRoute(app: App): Promise<void> {
  app.get('/test-route-without-a-guard', { schema: { tags: ['admin'] } }, async () => ({ reached: true }));
  app.post('/test-route-without-a-guard', { schema: { tags: ['admin'] } }, async () => ({ reached: true }));
}

beforeAll(async () => {
  t = await buildTestApp({ adminRoutes: [...adminRouteModules, unguardedRoute] });
  const [customer, manager, admin] = await Promise.all([
    createTestUser(t.app),
    createTestUser(t.app, { role: 'manager' }),
    createTestUser(t.app, { role: 'admin' }),
  ]);
  headers = { customer: customer.authHeader, manager: manager.authHeader, admin: admin.authHeader };
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, MISSING_ID),
        adminOnly: ADMIN_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix)),
      })),
    );
});
afterAll(async () => t?.close());

const call = (route: { method: string; url: string }, extra: Record<string, string> = {}) =>
  t.app.inject({ method: route.method as 'GET', url: route.url, headers: extra, payload: {} });

describe('/api/admin access', () => {
  it('finds the back-office routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.some((r) => r.adminOnly)).toBe(true);
    expect(routes.filter((r) => r.url === UNGUARDED)).toHaveLength(2);
  });

  it('guards a route added to the scope without a guard of its own', async () => {
    for (const method of ['GET', 'POST']) {
      const route = { method, url: UNGUARDED };
      expect((await call(route)).statusCode).toBe(401);
      expect((await call(route, headers.customer)).statusCode).toBe(403);
      const staff = await call(route, headers.manager);
      expect([method, staff.statusCode, staff.json()]).toEqual([method, 200, { reached: true }]);
    }
  });

  it('refuses anonymous callers with 401 on every route', async () => {
    for (const route of routes) {
      const res = await call(route);
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 401]);
      expect(res.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    }
  });

  it('refuses customers with 403 on every route', async () => {
    for (const route of routes) {
      const res = await call(route, headers.customer);
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 403]);
    }
  });

  it('refuses managers on admin-only routes and lets them through elsewhere', async () => {
    for (const route of routes) {
      const res = await call(route, headers.manager);
      if (route.adminOnly) expect([route.url, res.statusCode]).toEqual([route.url, 403]);
      else expect([route.url, res.statusCode]).not.toContainEqual(403);
      expect(res.statusCode, route.url).not.toBe(401);
      expect(res.statusCode, route.url).toBeLessThan(500);
    }
  });

  it('lets admins through everywhere', async () => {
    for (const route of routes) {
      const res = await call(route, headers.admin);
      expect([route.url, res.statusCode]).not.toContainEqual(403);
      expect(res.statusCode, route.url).toBeLessThan(500);
    }
  });
});
