import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Two API processes behind one load balancer must count one client together (DESIGN.md
 * "Scaling out"): with REDIS_URL set, the limits live in Redis. Runs when TEST_REDIS_URL
 * points at a Redis server (vitest.config.ts leaves this file out otherwise).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [first, second] = await Promise.all([
    buildTestApp({ config: { redisUrl } }),
    buildTestApp({ config: { redisUrl } }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('rate limits shared through Redis', () => {
  it('counts one address across two API instances', async () => {
    // A fresh address per run: Redis keeps counters between runs for the window's length.
    // Limits count per /64 for IPv6, so the random part is the network, not the host.
    const ip = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
    const login = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/server/auth/login',
        remoteAddress: ip,
        payload: {
          mail: `nobody-${randomBytes(4).toString('hex')}-${i}@example.com`,
          password: 'wrong-password',
        },
      });
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await login(i % 2 === 0 ? first : second, i)).statusCode);
    expect(codes.every((c) => c === 404)).toBe(true);
    // Each instance alone has seen only 10 requests; together they reached the limit of 20.
    const res = await login(first, 21);
    expect(res.statusCode).toBe(429);
    expect((await login(second, 22)).statusCode).toBe(429);
  });
});
