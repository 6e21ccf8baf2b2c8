import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
const nextIp = () => `10.1.0.${(ipCounter += 1)}`;
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/server/testimonials${query}` });
const post = (payload: unknown, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/server/testimonials',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const valid = {
  name: 'Оксана',
  rating: 5,
  phone: '+38 (067) 123-45-67',
  email: 'oksana@example.com',
  text: 'Дуже гарна картина',
};

describe('GET /testimonials', () => {
  it('answers an empty page with no average while nothing is approved', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 10, averageRating: null });
  });

  it('lists approved testimonials only, newest first, without phone or mail, with the average', async () => {
    const day = (d: number) => new Date(Date.UTC(2024, 4, d));
    await t.db.insert(testimonials).values([
      {
        name: 'A',
        rating: 5,
        phone: '+380671111111',
        email: 'a@example.com',
        text: 'a',
        status: 'approved',
        createdAt: day(1),
      },
      {
        name: 'B',
        rating: 4,
        phone: '+380672222222',
        text: 'b',
        status: 'approved',
        reply: 'Дякуємо!',
        createdAt: day(3),
      },
      { name: 'C', rating: 4, phone: '+380673333333', status: 'approved', createdAt: day(2) },
      { name: 'Hidden', rating: 1, phone: '+380674444444', status: 'hidden', createdAt: day(4) },
      { name: 'Pending', rating: 1, phone: '+380675555555', status: 'pending', createdAt: day(5) },
    ]);
    const body = (await list()).json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(['B', 'C', 'A']);
    expect(body.total).toBe(3);
    expect(body.averageRating).toBe(4.3);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: 'B',
      rating: 4,
      text: 'b',
      reply: 'Дякуємо!',
      createdAt: day(3).toISOString(),
    });
    expect(JSON.stringify(body)).not.toMatch(/\+380|example\.com/);
  });

  it('pages', async () => {
    const two = (await list('?page=2&pageSize=2')).json();
    expect(two).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(two.items.map((i: { name: string }) => i.name)).toEqual(['A']);
    expect((await list('?page=5&pageSize=2')).json().items).toEqual([]);
  });

  it('answers 400 invalid_data for bad paging', async () => {
    for (const q of [
      '?page=0',
      '?page=abc',
      '?pageSize=0',
      '?pageSize=1000',
      '?page=-1',
      `?page=${'9'.repeat(5000)}`,
    ]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

describe('POST /testimonials', () => {
  it('stores a testimonial as pending and does not list it', async () => {
    const res = await post(valid, nextIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'testimonial_received' });
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.name, 'Оксана'));
    expect(row).toMatchObject({
      status: 'pending',
      rating: 5,
      phone: '+380671234567',
      email: 'oksana@example.com',
      text: 'Дуже гарна картина',
    });
    expect((await list()).json().items.map((i: { name: string }) => i.name)).not.toContain('Оксана');
  });

  it('takes a testimonial with only name, rating and phone', async () => {
    const res = await post(
      { name: 'Петро', rating: 3, phone: '0671234567', email: '', text: '  ' },
      nextIp(),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.name, 'Петро'));
    expect(row).toMatchObject({ rating: 3, email: null, text: null });
  });

  it('answers 400 invalid_data with the field message for bad input', async () => {
    const ip = nextIp();
    const cases: [string, unknown, string, string][] = [
      ['no name', { ...valid, name: undefined }, 'name', 'empty_name'],
      ['blank name', { ...valid, name: '   ' }, 'name', 'empty_name'],
      ['huge name', { ...valid, name: 'x'.repeat(100_000) }, 'name', 'too_long'],
      ['rating 6', { ...valid, rating: 6 }, 'rating', 'invalid_rating'],
      // Issue #18: a JSON body carries the rating as a number, not as text, true or "".
      ['rating "3"', { ...valid, rating: '3' }, 'rating', 'invalid_rating'],
      ['rating true', { ...valid, rating: true }, 'rating', 'invalid_rating'],
      ['rating ""', { ...valid, rating: '' }, 'rating', 'invalid_rating'],
      ['rating 0', { ...valid, rating: 0 }, 'rating', 'invalid_rating'],
      ['rating text', { ...valid, rating: 'five' }, 'rating', 'invalid_rating'],
      ['no phone', { ...valid, phone: undefined }, 'phone', 'empty_phone'],
      ['bad phone', { ...valid, phone: '12345' }, 'phone', 'invalid_phone'],
      ['bad mail', { ...valid, email: 'nope' }, 'email', 'invalid_mail'],
      ['huge text', { ...valid, text: 'x'.repeat(100_000) }, 'text', 'too_long'],
    ];
    for (const [name, payload, path, message] of cases.slice(0, 4)) {
      const res = await post(payload, ip);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe('invalid_data');
      expect(res.json().errors, name).toContainEqual({ path, message });
    }
    for (const [name, payload, path, message] of cases.slice(4)) {
      const res = await post(payload, nextIp());
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors, name).toContainEqual({ path, message });
    }
    for (const payload of ['{"name":', '[]', 'null']) {
      const res = await post(payload, nextIp());
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('limits one address to 5 testimonials in 10 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await post({ ...valid, name: `Limit ${i}` }, ip)).statusCode).toBe(201);
    const over = await post(valid, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    expect((await post(valid, nextIp())).statusCode).toBe(201);
  });

  it('queues a testimonial sent again with the same Idempotency-Key once', async () => {
    const payload = { ...valid, name: 'Повтор' };
    const first = await post(payload, nextIp(), { 'idempotency-key': 'testimonial-retry-1' });
    const retry = await post(payload, nextIp(), { 'idempotency-key': 'testimonial-retry-1' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(testimonials).where(eq(testimonials.name, 'Повтор'))).toHaveLength(1);
  });
});
