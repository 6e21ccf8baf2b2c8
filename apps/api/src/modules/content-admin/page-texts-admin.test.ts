import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { auditOf, expectFieldError, contentApp, type StaffCaller } from './content-admin-test-kit';

let t: TestApp;
let call: StaffCaller['call'];

contentApp(async (app, staff) => {
  t = app;
  call = staff.call;
});

const publicRead = (slug: string) =>
  t.app.inject({ method: 'GET', url: `/api/server/content/page-texts/${slug}` });
const about = {
  bodyUa: '## Хто ми\n\nМи малюємо самі.\r\n\r\n- Перевіряємо фарби',
  bodyRu: 'Мы рисуем сами.',
};

describe('/api/admin/page-texts', () => {
  it('lists the four static pages, all showing the shipped text at first', async () => {
    const list = (await call('GET', '/page-texts')).json();
    expect(list.total).toBe(4);
    expect(list.items.map((p: { slug: string }) => p.slug)).toEqual([
      'about',
      'public-offer',
      'payments-and-delivery',
      'loyalty-program',
    ]);
    expect(list.items.every((p: { custom: boolean }) => !p.custom)).toBe(true);
    expect((await call('GET', '/page-texts/about')).json()).toMatchObject({ bodyUa: '', custom: false });
    expect((await publicRead('about')).statusCode).toBe(404);
  });

  it('saves ua and ru: the public read answers them, audited', async () => {
    const res = await call('PUT', '/page-texts/about', about);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'about',
      custom: true,
      bodyUa: '## Хто ми\n\nМи малюємо самі.\n\n- Перевіряємо фарби',
      updatedAt: expect.any(String),
    });
    const read = await publicRead('about');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      slug: 'about',
      bodyUa: '## Хто ми\n\nМи малюємо самі.\n\n- Перевіряємо фарби',
      bodyRu: 'Мы рисуем сами.',
    });
    // One language only: the other stays empty, so the storefront keeps its shipped text there.
    expect(
      (await call('PUT', '/page-texts/about', { bodyUa: 'Лише українською', bodyRu: '' })).statusCode,
    ).toBe(200);
    expect((await publicRead('about')).json()).toMatchObject({ bodyUa: 'Лише українською', bodyRu: '' });
    const entries = await auditOf(t, 'page-text', 'about');
    expect(entries.map((e) => e.action)).toEqual(['page-text.update', 'page-text.update']);
    expect(entries[0]).toMatchObject({
      before: null,
      after: expect.objectContaining({ bodyRu: 'Мы рисуем сами.' }),
    });
  });

  it('answers 400 for no text at all or a huge one, 404 for another page', async () => {
    expectFieldError(
      await call('PUT', '/page-texts/public-offer', { bodyUa: ' ', bodyRu: '' }),
      'bodyUa',
      'required_field',
    );
    expectFieldError(await call('PUT', '/page-texts/public-offer', {}), 'bodyUa', 'required_field');
    expectFieldError(
      await call('PUT', '/page-texts/public-offer', { bodyUa: 'x'.repeat(50_001), bodyRu: 'x' }),
      'bodyUa',
      'too_long',
    );
    expectFieldError(
      await call('PUT', '/page-texts/public-offer', { bodyUa: 5, bodyRu: 'x' }),
      'bodyUa',
      'invalid_data',
    );
    expect((await call('PUT', '/page-texts/contacts', about)).statusCode).toBe(404);
    expect((await call('GET', '/page-texts/contacts')).statusCode).toBe(404);
    expect((await publicRead('public-offer')).statusCode).toBe(404);
  });

  it('delete goes back to the shipped text (audited); deleting again changes nothing', async () => {
    const res = await call('DELETE', '/page-texts/about');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ custom: false, bodyUa: '' });
    expect((await publicRead('about')).statusCode).toBe(404);
    expect((await call('DELETE', '/page-texts/about')).statusCode).toBe(200);
    const actions = (await auditOf(t, 'page-text', 'about')).map((e) => e.action);
    expect(actions).toEqual(['page-text.update', 'page-text.update', 'page-text.delete']);
  });
});
