import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The app's own logger (app.ts), built as the server builds it: what a request's log line shows.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => t.close());

describe('the request log', () => {
  it('shows the URL with credentials hidden, under the caller’s request id', async () => {
    const answer = await t.app.inject({
      url: '/api/server/painting-kits/p12?k=kit-secret&view=1',
      headers: { 'x-request-id': 'lb-9' },
    });
    expect(answer.headers['x-request-id']).toBe('lb-9');
    const incoming = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.reqId === 'lb-9' && l.req);
    expect(incoming).toMatchObject({
      reqId: 'lb-9',
      req: { method: 'GET', url: '/api/server/painting-kits/p12?k=***&view=1' },
    });
    expect(lines.join('')).not.toContain('kit-secret');
  });

  it('gives a request without one an id of its own', async () => {
    const answer = await t.app.inject({ url: '/api/health' });
    const id = answer.headers['x-request-id'];
    expect(typeof id === 'string' && id.length > 0).toBe(true);
    expect(lines.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === id)).toBe(true);
  });
});
