// Both checkouts answer 429 with the error shape of requirements §7 once one address has placed
// placingRateLimit.max orders of that kind within the window; another address still gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placingRateLimit } from './placing-rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// An empty body is refused by validation (400) after the limit has counted it: the limit guards
// the route itself, whatever is sent, and the test needs no real order.
const post = (url: string, address: string) =>
  t.app.inject({ method: 'POST', url, payload: {}, headers: { 'x-forwarded-for': address } });

describe.each([
  ['/api/server/orders', '203.0.113.21'],
  ['/api/server/photo-orders', '203.0.113.31'],
])('POST %s', (url, address) => {
  it(`answers 429 too_many_requests after ${placingRateLimit.max} requests a minute from one address`, async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < placingRateLimit.max; i += 1) statuses.add((await post(url, address)).statusCode);
    expect([...statuses]).toEqual([400]);
    const over = await post(url, address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    // Another address is not affected.
    expect((await post(url, '203.0.113.99')).statusCode).toBe(400);
  });
});
