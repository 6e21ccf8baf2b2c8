import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/own-postgres';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

interface LogLine {
  msg?: string;
  reqId?: string;
}

/** The server as `npm start` runs it (from source here), with its JSON log lines to watch. */
function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      MAIL_POLL_MS: '200',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@kartyna.test',
      ADMIN_PASSWORD: 'admin-password-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters: { test: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** resolves with the first log line (past or future) that passes the test */
  const logged = (test: (l: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = lines.find(test);
      if (seen) return resolve(seen);
      waiters.push({ test, resolve });
      void exited.then(() => reject(new Error(`server exited; stderr: ${stderr.slice(-2000)}`)));
    });
  return { child, logged, exited, lines };
}

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
