import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestUser, insertProduct } from '../test/fixtures';
import { registerErrorHandler } from './error-handler';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertProduct(t.db);
});
afterAll(async () => t?.close());

let ipCounter = 0;
const nextIp = () => `10.77.0.${(ipCounter += 1)}`;

describe('a NUL character or a lone surrogate, which PostgreSQL text cannot hold', () => {
  it.each([
    [
      'a contact message',
      '/contact-messages',
      { name: 'Ірина', email: 'i@example.com', message: 'a\u0000b' },
      'message',
    ],
    ['a testimonial', '/testimonials', { name: 'Ірина\u0000', rating: 5, phone: '+380671234567' }, 'name'],
    [
      'a sign-up',
      '/auth/register',
      {
        mail: 'olena@example.com',
        password: 'secret-pass-1',
        firstName: 'Олена\u0000',
        lastName: 'Коваль',
        phone: '+380671234567',
      },
      'firstName',
    ],
    [
      'a contact message (lone surrogate)',
      '/contact-messages',
      { name: 'Ірина', email: 'i@example.com', message: 'x\ud800y' },
      'message',
    ],
    [
      'a photo order (lone low surrogate, nested)',
      '/photo-orders',
      { clientData: { firstName: 'x\udc00', lastName: 'К' }, productsData: [], comment: '' },
      'clientData.firstName',
    ],
  ])('in %s is a 400 invalid_data naming the field, not a 500', async (_name, url, payload, path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/server${url}`,
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    expect(res.json().errors).toContainEqual({ path, message: 'invalid_data' });
  });

  it('in a JSON key is a 400 as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/server/contact-messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Ірина","email":"i@example.com","message":"текст","\\ud800":1}',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });

  it('in a profile edit is a 400', async () => {
    const { authHeader } = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/server/user/edit',
      headers: authHeader,
      payload: { firstName: 'Олена', lastName: 'Коваль', fatherName: '\u0000', phone: '+380671234567' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });

  it.each(['/products?search=a%00b', '/content/seo-data?route=/a%00b'])(
    'in the query %s is a 400',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/server${url}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    },
  );
});

describe("fastify's router errors", () => {
  it('answer a broken URL in the usual shape, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/server/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'invalid_data', statusCode: 400 });
    expect(res.body).not.toContain('%E0');
  });

  it('answer an over-long path parameter in the usual shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/server/products/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'invalid_data', statusCode: 414 });
  });
});

describe('text the database itself refuses (the backstop behind the validator)', () => {
  it.each([
    ['a lone surrogate in JSON (22P02)', sql`select ${'{"a":"x\\ud800"}'}::jsonb`],
    ['a NUL in text (22021 or 22P05)', sql`select convert_from('\\x6100'::bytea, 'UTF8')`],
  ])('%s is a 400 invalid_data', async (_name, query) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/text', async () => t.db.execute(query));
    const res = await app.inject({ method: 'GET', url: '/text' });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'invalid_data', statusCode: 400 });
  });
});

describe('the log of an unexpected database error', () => {
  it('names the query but not its parameters (password hashes, personal data)', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandler(app);
    app.get('/boom', async () => t.db.execute(sql`select ${'$argon2id$v=19$secret-hash'}::text, 1 / 0`));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'unexpected_error', statusCode: 500 });
    const logged = lines.join('\n');
    expect(logged).toMatch(/division by zero/);
    expect(logged).toMatch(/select \$1::text/);
    expect(logged).not.toMatch(/secret-hash/);
  });
});
