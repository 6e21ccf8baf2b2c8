import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from './modules/mail/smtp-test-kit';
import { freePort } from './test/own-postgres';
import { startServer } from './test/server-process';

// One PostgreSQL database of this test's own, shared by the API process and the worker process.
// Two processes share one database: a PostgreSQL server (the suite's run on PostgreSQL).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `kartyna_worker_${randomBytes(6).toString('hex')}`;
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-worker-'));
const children: ReturnType<typeof startServer>[] = [];
let smtp: TestSmtp;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function outbox(mail: string): Promise<{ kind: string; status: string }[]> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const r = await c.query('select kind, status from mail_outbox where recipient = $1', [mail]);
    return r.rows as { kind: string; status: string }[];
  } finally {
    await c.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await admin((c) => c.query(`create database ${dbName}`));
  smtp = await startTestSmtp();
});
afterAll(async () => {
  for (const p of children) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(children.map((p) => p.exited));
  await smtp?.close();
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(serverUrl)('the worker process beside an API with WORKERS=off', () => {
  it('delivers the mail the API queued, and stops on SIGTERM with exit 0', async () => {
    // One environment file for both, as on a server: WORKERS=off speaks to the API alone.
    const env = {
      DATABASE_URL: dbUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      WORKERS: 'off',
      MAIL_POLL_MS: '100',
      TEMPLATE_POLL_MS: '100',
      AUTH_SECRET: randomBytes(32).toString('hex'),
    };
    const port = await freePort();
    const api = startServer(port, dataDir, { env });
    children.push(api);
    await api.logged((l) => l.msg?.startsWith('Server listening') ?? false);

    const mail = `worker-${randomBytes(4).toString('hex')}@example.com`;
    const res = await fetch(`http://127.0.0.1:${port}/api/server/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mail,
        password: 'secret-pass-1',
        firstName: 'Олена',
        lastName: 'Коваль',
        phone: '+380671234567',
      }),
    });
    expect(res.status).toBe(200);
    // Ten of the API's poll periods: with its worker off, the mail waits in the queue.
    await sleep(1000);
    const queued = await outbox(mail);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((row) => row.status === 'pending')).toBe(true);
    expect(smtp.received).toEqual([]);

    // The API's own port too: a worker listens on none, so it cannot clash.
    const worker = startServer(port, dataDir, { entry: 'src/worker.ts', env });
    children.push(worker);
    await worker.logged((l) => l.msg === 'worker started');
    for (let i = 0; i < 100 && smtp.received.length < queued.length; i += 1) await sleep(100);
    expect(smtp.received.map((m) => m.to)).toEqual(queued.map(() => [mail]));
    expect((await outbox(mail)).map((row) => row.status)).toEqual(queued.map(() => 'sent'));

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['worker stopping', 'worker stopped']),
    );
    // The API is still up: the worker's stop closed only its own connections.
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  });
});
