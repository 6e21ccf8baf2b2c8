import { describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { auditOf, expectFieldError, contentApp, type StaffCaller } from './content-admin-test-kit';

let t: TestApp;
let call: StaffCaller['call'];
let managerMail: string;
let ids: Record<'pending' | 'approved' | 'hidden', number>;

contentApp(async (app, staff) => {
  t = app;
  call = staff.call;
  managerMail = staff.manager.user.mail;
  const rows = await t.db
    .insert(testimonials)
    .values([
      { name: 'Олена', rating: 5, phone: '+380671112233', text: 'Чудові фарби', status: 'pending' },
      {
        name: 'Ігор',
        rating: 4,
        phone: '+380501112233',
        email: 'igor@example.com',
        text: 'Швидка доставка',
        status: 'approved',
      },
      { name: 'Спам', rating: 1, phone: '+380931112233', text: 'купіть крипту', status: 'hidden' },
    ])
    .returning();
  ids = { pending: rows[0]!.id, approved: rows[1]!.id, hidden: rows[2]!.id };
});

const publicNames = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/server/testimonials?pageSize=50' });
  return (res.json() as { items: { name: string; reply: string | null }[] }).items;
};

describe('GET /api/admin/testimonials', () => {
  it('lists every status with contacts, filters by status and text, pages', async () => {
    const all = await call('GET', '/testimonials');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().items[0]).toHaveProperty('phone');

    const waiting = (await call('GET', '/testimonials?status=pending,hidden')).json();
    expect(waiting.items.map((r: { id: number }) => r.id).sort()).toEqual([ids.pending, ids.hidden].sort());

    const found = (await call('GET', '/testimonials?q=доставка')).json();
    expect(found.items.map((r: { name: string }) => r.name)).toEqual(['Ігор']);

    const page = (await call('GET', '/testimonials?perPage=2&page=2&sort=id&order=ASC')).json();
    expect(page).toMatchObject({ total: 3, items: [{ id: ids.hidden }] });
  });

  it('answers 400 for a bad filter or sort and 404 for a missing one', async () => {
    expectFieldError(
      await call('GET', '/testimonials?status=deleted'),
      'querystring.status.0',
      'invalid_data',
    );
    expect((await call('GET', '/testimonials?sort=phone')).statusCode).toBe(400);
    expect((await call('GET', '/testimonials/999999')).statusCode).toBe(404);
    expect((await call('GET', `/testimonials/${ids.approved}`)).json()).toMatchObject({
      email: 'igor@example.com',
      status: 'approved',
    });
  });
});

describe('PUT /api/admin/testimonials/:id', () => {
  it('approving with a reply shows it on the storefront and is audited', async () => {
    expect((await publicNames()).map((r) => r.name)).not.toContain('Олена');
    const res = await call('PUT', `/testimonials/${ids.pending}`, {
      status: 'approved',
      reply: '  Дякуємо, Олено!  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', reply: 'Дякуємо, Олено!' });
    expect(await publicNames()).toContainEqual(
      expect.objectContaining({ name: 'Олена', reply: 'Дякуємо, Олено!' }),
    );

    const [entry] = await auditOf(t, 'testimonial', ids.pending);
    expect(entry).toMatchObject({
      action: 'testimonial.approve',
      actorMail: managerMail,
      before: expect.objectContaining({ status: 'pending', reply: null }),
      after: expect.objectContaining({ status: 'approved', reply: 'Дякуємо, Олено!' }),
    });
  });

  it('hiding takes it off the storefront; an empty reply removes the reply and keeps the status', async () => {
    expect((await call('PUT', `/testimonials/${ids.pending}`, { status: 'hidden' })).json().status).toBe(
      'hidden',
    );
    expect((await publicNames()).map((r) => r.name)).not.toContain('Олена');
    const cleared = (await call('PUT', `/testimonials/${ids.pending}`, { reply: '' })).json();
    expect(cleared).toMatchObject({ status: 'hidden', reply: null });
    const actions = (await auditOf(t, 'testimonial', ids.pending)).map((e) => e.action);
    expect(actions).toEqual(['testimonial.approve', 'testimonial.hide', 'testimonial.update']);
  });

  it('answers 400 with the field for bad input, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ status: 'deleted' }, 'status', 'invalid_data'],
      [{ status: 7 }, 'status', 'invalid_data'],
      [{ reply: 'x'.repeat(3001) }, 'reply', 'too_long'],
      [{ reply: 42 }, 'reply', 'invalid_data'],
    ];
    for (const [payload, path, message] of cases)
      expectFieldError(await call('PUT', `/testimonials/${ids.approved}`, payload), path, message);
    expect((await call('PUT', '/testimonials/999999', { status: 'approved' })).statusCode).toBe(404);
    expect(await auditOf(t, 'testimonial', ids.approved)).toHaveLength(0);
  });
});

describe('DELETE /api/admin/testimonials/:id', () => {
  it('deletes with an audit entry keeping the row; a second delete is 404', async () => {
    const res = await call('DELETE', `/testimonials/${ids.hidden}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/testimonials/${ids.hidden}`)).statusCode).toBe(404);
    const [entry] = await auditOf(t, 'testimonial', ids.hidden);
    expect(entry).toMatchObject({
      action: 'testimonial.delete',
      before: expect.objectContaining({ name: 'Спам' }),
    });
    expect((await call('DELETE', `/testimonials/${ids.hidden}`)).statusCode).toBe(404);
  });
});
