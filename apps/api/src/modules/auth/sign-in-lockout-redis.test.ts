import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, testPassword } from '../../test/fixtures';
import { deviceCookieOf, recordingMail, signInAs, uniqueMail } from './auth-test-kit';

/**
 * The sign-in limits of two API processes on one database and one Redis (DESIGN.md "Scaling
 * out") answer as one process would. Runs when TEST_REDIS_URL points at a Redis server.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp({ config: { redisUrl }, overrides: { mail: recordingMail() } });
  second = await buildTestApp({ config: { redisUrl }, overrides: { mail: recordingMail() }, beside: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

// Redis keeps counts between runs for a window's length: fresh mails and addresses each run.
const randomIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const either = (i: number) => (i % 2 === 0 ? first : second);

describe('sign-in limits shared through Redis', () => {
  it('count failures across both processes, let a known browser in on the other one, and tell once', async () => {
    const { user } = await createTestUser(first.app, { role: 'manager', mail: uniqueMail('redis-staff') });
    const device = deviceCookieOf(await signInAs(first.app, user.mail, testPassword, { ip: randomIp() }));

    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await signInAs(either(i).app, user.mail, 'wrong-password-1', { ip: randomIp() })).statusCode,
      );
    // Each process alone saw 6; together they reached the lock of 8.
    expect(codes).toEqual([...Array<number>(8).fill(400), ...Array<number>(4).fill(429)]);
    expect((await signInAs(first.app, user.mail, testPassword, { ip: randomIp() })).statusCode).toBe(429);
    expect((await signInAs(second.app, user.mail, testPassword, { device, ip: randomIp() })).statusCode).toBe(
      200,
    );

    const audit = await first.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign-in-locked'), eq(auditLog.entityId, String(user.id))));
    const mails = await first.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'sign-in-locked'), eq(mailOutbox.recipient, user.mail)));
    expect([audit.length, mails.length]).toEqual([1, 1]);
  });

  it('never count successes: 30 from one address over both processes all answer 200', async () => {
    const { user } = await createTestUser(first.app, { role: 'admin', mail: uniqueMail('redis-admin') });
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await signInAs(either(i).app, user.mail, testPassword, { ip })).statusCode);
    expect(codes).toEqual(Array<number>(30).fill(200));
  });
});
