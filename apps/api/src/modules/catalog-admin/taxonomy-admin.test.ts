import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { ensureSize, insertProduct } from '../../test/fixtures';
import { auditOf, call, fieldsOf, type Headers, staffApp } from './catalog-admin-test-kit';

let t: TestApp;
let staff: Headers;
staffApp(async (app, headers) => {
  t = app;
  staff = headers;
});

type Category = {
  id: number;
  parentId: number | null;
  type: string;
  position: number;
  depth: number;
  path: string;
};
const addCategory = async (body: object) => {
  const res = await call(t, 'POST', '/api/admin/categories', staff, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Category;
};
const childrenOf = async (parentId: number) =>
  (
    (await call(t, 'GET', `/api/admin/categories?parentId=${parentId}&perPage=100`, staff)).json()
      .items as Category[]
  ).map((c) => c.type);
const storefrontTree = async () => (await call(t, 'GET', '/api/server/content/categories-tree', {})).json();

describe('categories', () => {
  it('adds, lists in tree order, renames, reorders, hides and deletes, auditing each', async () => {
    const root = await addCategory({ parentId: null, type: 'kits', nameUa: 'Набори', nameRu: 'Наборы' });
    const a = await addCategory({ parentId: root.id, type: 'Winter_Fun', nameUa: 'Зима', nameRu: 'Зима' });
    const b = await addCategory({ parentId: root.id, type: 'summer', nameUa: 'Літо', nameRu: 'Лето' });
    expect(a).toMatchObject({ type: 'winter-fun', depth: 1, path: 'kits/winter-fun', position: 0 });
    expect(b.position).toBe(1);
    expect(await childrenOf(root.id)).toEqual(['winter-fun', 'summer']);
    const all = (await call(t, 'GET', '/api/admin/categories?perPage=100', staff)).json();
    expect(all.items.map((c: Category) => c.path)).toEqual(['kits', 'kits/winter-fun', 'kits/summer']);
    expect(all.items[1]).toMatchObject({ label: 'Набори › Зима', productCount: 0, visible: true });

    // Rename and move down through PUT, then back up with /move.
    const put = await call(t, 'PUT', `/api/admin/categories/${a.id}`, staff, {
      parentId: root.id,
      type: 'winter-fun',
      nameUa: 'Зимові',
      nameRu: 'Зимние',
      isHidden: false,
      position: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ nameUa: 'Зимові', position: 1 });
    expect(await childrenOf(root.id)).toEqual(['summer', 'winter-fun']);
    const moved = await call(t, 'POST', `/api/admin/categories/${a.id}/move`, staff, { direction: 'up' });
    expect(moved.json().position).toBe(0);
    expect(await childrenOf(root.id)).toEqual(['winter-fun', 'summer']);

    // Hiding drops it from the storefront at once (this process's cached tree is dropped).
    const kitsOf = async () => (await storefrontTree()).find((n: { type: string }) => n.type === 'kits');
    expect((await kitsOf()).children.map((c: { type: string }) => c.type)).toEqual(['winter-fun', 'summer']);
    await call(t, 'PUT', `/api/admin/categories/${b.id}`, staff, {
      parentId: root.id,
      type: 'summer',
      nameUa: 'Літо',
      nameRu: 'Лето',
      isHidden: true,
      position: 1,
    });
    expect((await kitsOf()).children.map((c: { type: string }) => c.type)).toEqual(['winter-fun']);

    expect((await call(t, 'DELETE', `/api/admin/categories/${b.id}`, staff)).statusCode).toBe(200);
    expect((await auditOf(t, 'category', a.id)).map((e) => e.action)).toEqual([
      'category.create',
      'category.update',
      'category.move',
    ]);
    expect((await auditOf(t, 'category', b.id)).map((e) => e.action)).toEqual([
      'category.create',
      'category.update',
      'category.delete',
    ]);
    const [, update] = await auditOf(t, 'category', a.id);
    expect(update).toMatchObject({
      before: { nameUa: 'Зима', position: 0 },
      after: { nameUa: 'Зимові', position: 1 },
    });
  });

  it('deletes only empty categories', async () => {
    const root = await addCategory({ parentId: null, type: 'full', nameUa: 'Повна', nameRu: 'Полная' });
    const leaf = await addCategory({ parentId: root.id, type: 'leaf', nameUa: 'Лист', nameRu: 'Лист' });
    await insertProduct(t.db, { categoryId: leaf.id, isHidden: true });
    for (const id of [root.id, leaf.id]) {
      const res = await call(t, 'DELETE', `/api/admin/categories/${id}`, staff);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'category_not_empty', statusCode: 409 });
    }
    expect((await call(t, 'DELETE', '/api/admin/categories/2000000', staff)).statusCode).toBe(404);
  });

  it('validates the form', async () => {
    const root = await addCategory({ parentId: null, type: 'form-root', nameUa: 'Корінь', nameRu: 'Корень' });
    const child = await addCategory({
      parentId: root.id,
      type: 'child',
      nameUa: 'Дитина',
      nameRu: 'Ребенок',
    });
    const post = (body: object) => call(t, 'POST', '/api/admin/categories', staff, body);
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toMatchObject({
      type: 'required_field',
      nameUa: 'required_field',
      nameRu: 'required_field',
    });
    expect(
      fieldsOf((await post({ parentId: null, type: 'Ні так', nameUa: 'a', nameRu: 'b' })).json()),
    ).toEqual({ type: 'invalid_slug' });
    const unknownParent = await post({ parentId: 2_000_000, type: 'x', nameUa: 'a', nameRu: 'b' });
    expect(fieldsOf(unknownParent.json())).toEqual({ parentId: 'unknown_category' });
    const taken = await post({ parentId: root.id, type: 'CHILD', nameUa: 'a', nameRu: 'b' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'type', message: 'category_type_taken' }]);
    // A category cannot move under itself or its own child.
    for (const parentId of [root.id, child.id]) {
      const res = await call(t, 'PUT', `/api/admin/categories/${root.id}`, staff, {
        parentId,
        type: 'form-root',
        nameUa: 'Корінь',
        nameRu: 'Корень',
        isHidden: false,
        position: 0,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual({ parentId: 'unknown_category' });
    }
    const badMove = await call(t, 'POST', `/api/admin/categories/${root.id}/move`, staff, {
      direction: 'left',
    });
    expect(fieldsOf(badMove.json())).toEqual({ direction: 'invalid_data' });
  });
});

describe('sizes', () => {
  it('adds from the requirements’ list, hides, reorders, and audits', async () => {
    await ensureSize(t.db, '40x50');
    const add = await call(t, 'POST', '/api/admin/sizes', staff, { value: '50Х60' });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual({
      id: '50x60',
      value: '50x60',
      isHidden: false,
      position: 1,
      productCount: 0,
    });
    const again = await call(t, 'POST', '/api/admin/sizes', staff, { value: '50x60' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('size_taken');
    expect(fieldsOf((await call(t, 'POST', '/api/admin/sizes', staff, { value: '77x77' })).json())).toEqual({
      value: 'unknown_size',
    });

    const hide = await call(t, 'PUT', '/api/admin/sizes/50x60', staff, { isHidden: true, position: 0 });
    expect(hide.json()).toMatchObject({ isHidden: true, position: 0 });
    const list = (await call(t, 'GET', '/api/admin/sizes', staff)).json();
    expect(list.items.map((s: { value: string }) => s.value)).toEqual(['50x60', '40x50']);
    const sizes = (await call(t, 'GET', '/api/server/content/product-sizes', {})).json();
    expect(JSON.stringify(sizes)).not.toContain('50x60');

    const down = await call(t, 'POST', '/api/admin/sizes/50x60/move', staff, { direction: 'down' });
    expect(down.json().position).toBe(1);
    expect((await auditOf(t, 'size', '50x60')).map((e) => e.action)).toEqual([
      'size.create',
      'size.update',
      'size.move',
    ]);
    expect(
      (await call(t, 'PUT', '/api/admin/sizes/13x13', staff, { isHidden: true, position: 0 })).statusCode,
    ).toBe(404);
    expect(fieldsOf((await call(t, 'PUT', '/api/admin/sizes/50x60', staff, {})).json())).toMatchObject({
      isHidden: 'invalid_data',
      position: 'invalid_data',
    });
  });
});
