import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, logRequest } from './request-log';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that logs as main.ts does into `lines`, and answers with the id the request carried. */
async function logged() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = createServer((req, res) => {
    logRequest(log, req, res);
    res.end(String(req.headers['x-request-id']));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

/** The line is written when the answer finishes, which the client may see first. */
const settled = (lines: unknown[]) =>
  vi.waitFor(() => expect(lines.length).toBeGreaterThan(0), { timeout: 5000, interval: 5 });

describe('the storefront request log', () => {
  it('writes one JSON line per request with the caller’s request id, passed on and echoed', async () => {
    const { base, lines } = await logged();
    const answer = await fetch(`${base}/catalog?sort=price`, { headers: { 'x-request-id': 'lb-42' } });
    expect(await answer.text()).toBe('lb-42');
    expect(answer.headers.get('x-request-id')).toBe('lb-42');
    await settled(lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'lb-42',
      req: { method: 'GET', url: '/catalog?sort=price' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('makes an id when the caller’s is missing or unsafe, and hides credentials in the URL', async () => {
    const { base, lines } = await logged();
    const answer = await fetch(`${base}/kit/p12?k=kit-secret`, { headers: { 'x-request-id': 'a b\u00e9' } });
    const id = await answer.text();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await settled(lines);
    expect(lines[0]).toMatchObject({ reqId: id, req: { url: '/kit/p12?k=***' } });
    expect(JSON.stringify(lines)).not.toContain('kit-secret');
  });
});
