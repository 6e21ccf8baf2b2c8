import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { auditOf, expectFieldError, contentApp, type StaffCaller } from './content-admin-test-kit';

let t: TestApp;
let call: StaffCaller['call'];

contentApp(async (app, staff) => {
  t = app;
  call = staff.call;
});

const work = (n: number) => ({
  imageUrl: `/api/server/media/uploads/work-${n}.jpg`,
  titleUa: `Робота ${n}`,
  titleRu: `Работа ${n}`,
  authorName: n === 1 ? 'Марія' : '',
});
const galleryTitles = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/server/client-works' })).json() as {
      title: { ua: string };
    }[]
  ).map((w) => w.title.ua);

describe('/api/admin/client-works', () => {
  const ids: number[] = [];

  it('creates works at the end of the gallery, audited', async () => {
    for (const n of [1, 2, 3]) {
      const res = await call('POST', '/client-works', work(n));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ position: n - 1, titleUa: `Робота ${n}` });
      ids.push(res.json().id);
    }
    expect((await call('GET', `/client-works/${ids[0]}`)).json().authorName).toBe('Марія');
    expect((await call('GET', `/client-works/${ids[1]}`)).json().authorName).toBeNull();
    expect(await galleryTitles()).toEqual(['Робота 1', 'Робота 2', 'Робота 3']);
    const [entry] = await auditOf(t, 'client-work', ids[0]);
    expect(entry).toMatchObject({
      action: 'client-work.create',
      after: expect.objectContaining({ titleRu: 'Работа 1' }),
    });
  });

  it('lists in gallery order', async () => {
    const list = (await call('GET', '/client-works')).json();
    expect(list.total).toBe(3);
    expect(list.items.map((w: { id: number }) => w.id)).toEqual(ids);
  });

  it('reorders: the storefront gallery follows, and the change is audited', async () => {
    const res = await call('POST', '/client-works/reorder', { ids: [ids[2], ids[0]] });
    expect(res.statusCode).toBe(200);
    expect(res.json().ids).toEqual([ids[2], ids[0], ids[1]]);
    expect(await galleryTitles()).toEqual(['Робота 3', 'Робота 1', 'Робота 2']);
    const reorder = (await auditOf(t, 'client-work')).find((e) => e.action === 'client-work.reorder');
    expect(reorder).toMatchObject({ before: ids, after: [ids[2], ids[0], ids[1]] });
  });

  it('updates titles, picture and position, audited with before and after', async () => {
    const res = await call('PUT', `/client-works/${ids[1]}`, { ...work(2), titleUa: 'Маяк', position: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ titleUa: 'Маяк', position: 0 });
    const entries = await auditOf(t, 'client-work', ids[1]);
    expect(entries.at(-1)).toMatchObject({
      action: 'client-work.update',
      before: expect.objectContaining({ titleUa: 'Робота 2' }),
      after: expect.objectContaining({ titleUa: 'Маяк' }),
    });
  });

  it('answers 400 with the field for bad input', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...work(4), imageUrl: 'https://evil.example.com/x.jpg' }, 'imageUrl', 'invalid_data'],
      [{ ...work(4), imageUrl: '/api/server/media/../../etc/passwd' }, 'imageUrl', 'invalid_data'],
      [{ ...work(4), imageUrl: '' }, 'imageUrl', 'required_field'],
      [{ ...work(4), titleUa: '  ' }, 'titleUa', 'required_field'],
      [{ ...work(4), titleRu: undefined }, 'titleRu', 'required_field'],
      [{ ...work(4), titleUa: 'x'.repeat(201) }, 'titleUa', 'too_long'],
      [{ ...work(4), position: -1 }, 'position', 'invalid_data'],
    ];
    for (const [payload, path, message] of cases)
      expectFieldError(await call('POST', '/client-works', payload), path, message);
    expectFieldError(
      await call('PUT', `/client-works/${ids[0]}`, { ...work(1), titleRu: '' }),
      'titleRu',
      'required_field',
    );
    expectFieldError(
      await call('POST', '/client-works/reorder', { ids: [999_999] }),
      'ids.0',
      'invalid_data',
    );
    expectFieldError(
      await call('POST', '/client-works/reorder', { ids: [ids[0], ids[0]] }),
      'ids.1',
      'invalid_data',
    );
    expect((await call('POST', '/client-works/reorder', { ids: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/client-works/999999', work(1))).statusCode).toBe(404);
    expect((await call('GET', '/client-works')).json().total).toBe(3);
  });

  it('deletes, audited; the gallery drops it', async () => {
    expect((await call('DELETE', `/client-works/${ids[0]}`)).statusCode).toBe(200);
    expect(await galleryTitles()).not.toContain('Робота 1');
    expect((await auditOf(t, 'client-work', ids[0])).at(-1)).toMatchObject({ action: 'client-work.delete' });
    expect((await call('DELETE', `/client-works/${ids[0]}`)).statusCode).toBe(404);
  });
});
