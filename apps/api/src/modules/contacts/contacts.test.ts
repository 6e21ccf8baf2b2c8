import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
const nextIp = () => `10.2.0.${(ipCounter += 1)}`;
const post = (payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/server/contact-messages',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const valid = {
  name: 'Ірина',
  email: 'Iryna@Example.com',
  phone: '+380501234567',
  message: '  Коли буде поставка?  ',
};

describe('POST /contact-messages', () => {
  it('stores the message and confirms', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'contact_message_received' });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ірина',
      email: 'iryna@example.com',
      phone: '+380501234567',
      message: 'Коли буде поставка?',
      handledAt: null,
    });
  });

  it('takes a message without a phone', async () => {
    const res = await post({ name: 'Олег', email: 'oleg@example.com', message: 'Привіт' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 invalid_data with the field message for bad input', async () => {
    const cases: [string, unknown, string, string][] = [
      ['no message', { ...valid, message: undefined }, 'message', 'empty_message'],
      ['blank message', { ...valid, message: '   ' }, 'message', 'empty_message'],
      ['huge message', { ...valid, message: 'x'.repeat(100_000) }, 'message', 'too_long'],
      ['message of wrong type', { ...valid, message: 42 }, 'message', 'empty_message'],
      ['bad mail', { ...valid, email: 'iryna' }, 'email', 'invalid_mail'],
      ['no mail', { ...valid, email: undefined }, 'email', 'invalid_mail'],
      ['no name', { ...valid, name: '' }, 'name', 'empty_name'],
      ['bad phone', { ...valid, phone: '+1 555 0100' }, 'phone', 'invalid_phone'],
    ];
    for (const [name, payload, path, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe('invalid_data');
      expect(res.json().errors, name).toContainEqual({ path, message });
    }
    for (const payload of ['{', '"text"', '[1]']) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(2);
  });

  it('limits one address to 5 messages in 10 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    const over = await post(valid, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
  });

  it('stores a message sent again with the same Idempotency-Key once and replays the answer', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const payload = { ...valid, message: 'Повторна відправка' };
    const first = await post(payload, nextIp(), { 'idempotency-key': 'contact-retry-1' });
    const retry = await post(payload, nextIp(), { 'idempotency-key': 'contact-retry-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(contactMessages)).toHaveLength(before + 1);
  });
});
