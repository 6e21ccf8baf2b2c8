import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { decodeKitMap } from '@kartyna/paint-by-numbers';
import type { App } from '../../types';

/** Test-only helpers of the painting companion's tests (not a *.test.ts: vitest does not run it). */

export function getKit(app: App, ref: string, query = '', headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/server/kits/${ref}${query}`, headers });
}

export function putProgress(
  app: App,
  ref: string,
  changes: unknown,
  query = '',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/server/kits/${ref}/progress${query}`,
    payload: { changes } as object,
    headers,
  });
}

/** Fetches a kit's map as the browser does: plain bytes (no Content-Encoding), gzip inside. */
export async function fetchMap(app: App, mapUrl: string) {
  const res = await app.inject({ method: 'GET', url: mapUrl });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['content-type']).toBe('application/octet-stream');
  return decodeKitMap(new Uint8Array(gunzipSync(res.rawPayload)));
}

export const notFoundAnswer = { message: 'not_found', statusCode: 404 };
