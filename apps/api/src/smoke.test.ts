import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('the app shell', () => {
  it('answers health with the driver in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().driver).toBe(process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');
  });
  it('answers an unknown route with the spec error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/server/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'not_found', statusCode: 404 });
  });
  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
