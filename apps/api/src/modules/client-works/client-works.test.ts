import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWorks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const get = () => t.app.inject({ method: 'GET', url: '/api/server/client-works' });

describe('GET /client-works', () => {
  it('answers an empty gallery', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers the works by position with both titles', async () => {
    await t.db.insert(clientWorks).values([
      { imageUrl: '/uploads/b.webp', titleUa: 'Друга', titleRu: 'Вторая', authorName: 'Марія', position: 2 },
      { imageUrl: '/uploads/a.webp', titleUa: 'Перша', titleRu: 'Первая', position: 1 },
      { imageUrl: '/uploads/c.webp', position: 3 },
    ]);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        imageUrl: '/uploads/a.webp',
        title: { ua: 'Перша', ru: 'Первая' },
        authorName: null,
      },
      {
        id: expect.any(Number),
        imageUrl: '/uploads/b.webp',
        title: { ua: 'Друга', ru: 'Вторая' },
        authorName: 'Марія',
      },
      { id: expect.any(Number), imageUrl: '/uploads/c.webp', title: { ua: '', ru: '' }, authorName: null },
    ]);
  });

  it('answers 404 for a method it does not offer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/server/client-works', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
