import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { staffCaller } from '../content-admin/content-admin-test-kit';

/** Test-only helpers for the promotion tests (not a *.test.ts, so vitest does not run it). */

let codeCounter = 0;
/** A code no other test of the file uses. */
export const uniqueCode = (prefix = 'KOD') =>
  `${prefix}${++codeCounter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** A manager's caller of /api/admin, and a maker of promotions with sensible defaults. */
export async function promotionStaff(t: TestApp) {
  const { manager, call } = await staffCaller(t);
  /** Creates a promotion (201 asserted) and answers its view. */
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/promotions', {
      name: 'Тестова акція',
      discountType: 'percent',
      value: 10,
      active: true,
      ...body,
      code: body.code === undefined ? uniqueCode() : body.code,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; code: string | null; uses: number; [key: string]: unknown };
  };
  return { manager, call, create };
}

export const checkCode = (t: TestApp, body: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/server/promo-codes/check', payload: body, headers });

export const quote = (t: TestApp, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/server/promotions/quote', payload: body, headers });
