import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/own-postgres';
import { startServer } from './test/server-process';

/** A POST whose body is sent in two halves, so it is in flight for as long as the test wants. */
function slowPost(port: number, path: string, body: string, requestId: string) {
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** Whether a new TCP connection to the port is refused (the listener is closed). */
async function refused(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/health/live`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-drain-'));
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, and exits 0', async () => {
    const port = await freePort();
    const server = startServer(port, dataDir);
    child = server.child;
    await server.logged((l) => l.msg?.startsWith('Server listening') ?? false);

    // Probes stay out of the request log; other requests are logged under the caller's id.
    const probeId = `probe-${randomBytes(4).toString('hex')}`;
    const probe = await fetch(`http://127.0.0.1:${port}/health/live`, {
      headers: { 'x-request-id': probeId },
    });
    expect(probe.headers.get('x-request-id')).toBe(probeId);

    const requestId = `drain-${randomBytes(4).toString('hex')}`;
    const inFlight = slowPost(
      port,
      '/api/server/contact-messages',
      JSON.stringify({ name: 'Ірина', email: 'iryna@example.com', message: 'Чи є набір 40x50?' }),
      requestId,
    );
    // The server has the request (headers read, body still coming) before the signal is sent.
    await server.logged((l) => l.reqId === requestId && l.msg === 'incoming request');

    child.kill('SIGTERM');
    await server.logged((l) => l.msg === 'draining');
    let closedAfterMs = 0;
    const signalled = Date.now();
    while (!(await refused(port))) {
      expect(Date.now() - signalled).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    closedAfterMs = Date.now() - signalled;
    expect(child.exitCode).toBeNull(); // still draining: the request is not done

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.lines.filter((l) => l.reqId === probeId)).toEqual([]);
    expect(server.lines.filter((l) => l.reqId === requestId).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    console.log(`listener closed ${closedAfterMs} ms after SIGTERM; the request in flight answered 201`);
  }, 150_000);
});
