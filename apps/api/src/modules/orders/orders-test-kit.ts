import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';

/** Test-only helpers shared by the order test files (not a *.test.ts, so vitest does not run it). */

export const contact = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '+38 (067) 123-45-67',
};

/** Real refs from the bundled offline directory: Kyiv, a branch and a parcel locker there, and a branch elsewhere. */
export async function directoryRefs(t: TestApp) {
  const directory = t.app.deps.delivery;
  const [kyiv] = await directory.searchCities('Київ', 1);
  const [kharkiv] = await directory.searchCities('Харків', 1);
  if (!kyiv || !kharkiv) throw new Error('offline directory has no Kyiv/Kharkiv');
  const [branch] = await directory.listPoints(kyiv.ref, 'branch', undefined, 1);
  const [postomat] = await directory.listPoints(kyiv.ref, 'postomat', undefined, 1);
  const [otherBranch] = await directory.listPoints(kharkiv.ref, 'branch', undefined, 1);
  if (!branch || !postomat || !otherBranch) throw new Error('offline directory has no points');
  return { kyiv, branch, postomat, otherBranch };
}

export type Refs = Awaited<ReturnType<typeof directoryRefs>>;

export const deliveries = (refs: Refs) => ({
  post: { deliveryType: 'post', cityRef: refs.kyiv.ref, branchRef: refs.branch.ref },
  postomat: { deliveryType: 'postomat', cityRef: refs.kyiv.ref, postomatRef: refs.postomat.ref },
  'new-post-address': {
    deliveryType: 'new-post-address',
    cityRef: refs.kyiv.ref,
    address: 'вул. Хрещатик, 1, кв. 5',
  },
  'ukr-post': {
    deliveryType: 'ukr-post',
    city: 'Одеса',
    postIndex: '65000',
    address: 'вул. Дерибасівська, 1',
  },
  'new-intr': { deliveryType: 'new-intr', country: 'pl', city: 'Warszawa', address: 'ul. Marszałkowska 1' },
  takeaway: { deliveryType: 'takeaway' },
});

export const orderBody = (
  lines: { productId: number; amount: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  contact,
  delivery: { deliveryType: 'takeaway' },
  paymentType: 'card',
  lines,
  ...overrides,
});

export function postOrder(t: TestApp, body: object | string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/server/orders', payload: body, headers });
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? Number.NaN;
}
