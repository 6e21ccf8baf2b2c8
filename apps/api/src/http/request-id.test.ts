import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdOf, requestLogFields } from './request-id';

describe('the request log', () => {
  it('shows the URL with credentials hidden, under the caller’s request id', async () => {
    const lines: string[] = [];
    // The logger options of app.ts.
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(line) },
        serializers: { req: requestLogFields },
      },
      genReqId: requestIdOf,
    });
    app.get('/api/server/painting-kits/:ref', async () => ({ ok: true }));
    const answer = await app.inject({
      url: '/api/server/painting-kits/p12?k=kit-secret&view=1',
      headers: { 'x-request-id': 'lb-9' },
    });
    expect(answer.statusCode).toBe(200);
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.req);
    expect(incoming).toMatchObject({
      reqId: 'lb-9',
      req: { method: 'GET', url: '/api/server/painting-kits/p12?k=***&view=1' },
    });
    expect(lines.join('')).not.toContain('kit-secret');
  });
});
