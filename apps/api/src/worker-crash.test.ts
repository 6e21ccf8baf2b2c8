import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from './modules/mail/smtp-test-kit';
import { testPhoto } from './modules/photo-templates/template-test-kit';
import { uploadGuestPhoto } from './modules/uploads/test-images';
import { freePort } from './test/own-postgres';
import { startServer } from './test/server-process';

// The worker SIGKILLed while it sends mail and makes print templates, then started again: no mail
// lost, a mail sent twice is the same Message-ID twice, each template made once. Two processes on
// one database of this test's own: PostgreSQL only.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `kartyna_crash_${randomBytes(6).toString('hex')}`;
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-crash-'));
const MAILS = 40;
/**
 * One photo order each. Generations of unlike length: a lane done early would find the other
 * lane's claim past its lease were the lease not renewed, and make that template a second time.
 */
const KITS = [
  { size: '40x50', complectation: 'classic' },
  { size: '60x80', complectation: 'premium' },
  { size: '50x60', complectation: 'classic' },
];
const PHOTO_ORDERS = KITS.length;
/** preview, svg, pdf, region map, outline */
const FILES_PER_TEMPLATE = 5;
const children: ReturnType<typeof startServer>[] = [];
let smtp: TestSmtp;
let db: pg.Client;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function until(what: string, test: () => Promise<boolean>, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !(await test()); await sleep(50)) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
  }
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

beforeAll(async () => {
  if (!serverUrl) return;
  await admin(`create database ${dbName}`);
  smtp = await startTestSmtp();
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
});
afterAll(async () => {
  for (const p of children) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(children.map((p) => p.exited));
  await db?.end();
  await smtp?.close();
  if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Through the API, as shoppers do: one photo, an order of each kit from it. */
async function placePhotoOrders(port: number): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const { status, imageUrl, cookie } = await uploadGuestPhoto(origin, await testPhoto('coffee.png', 1000));
  expect(status).toBe(201);
  for (const [i, kit] of KITS.entries()) {
    const res = await fetch(`${origin}/api/server/photo-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        clientData: {
          lastName: 'Коваль',
          firstName: 'Олена',
          email: `photo-${i}@example.com`,
          phone: '+380671234567',
        },
        delivery: { deliveryType: 'takeaway' },
        paymentType: 'account',
        productsData: [{ imageUrl, ...kit, speed: 'standart', amount: 1 }],
        language: 'ua',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
}

describe.runIf(serverUrl)('the worker SIGKILLed mid-work and started again', () => {
  it('loses no mail, sends a copy only with the first Message-ID, and makes each template once', async () => {
    const started = Date.now();
    const env = {
      DATABASE_URL: dbUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      WORKERS: 'off',
      MAIL_POLL_MS: '100',
      TEMPLATE_POLL_MS: '100',
      // Short, so what the killed worker held is free again by the time its successor is up; shorter
      // than a generation, so two lanes would take each other's templates if leases were not renewed.
      JOB_LEASE_MS: '1500',
      PICTURE_WORKERS: '2',
      // One secret across restarts, as on a server: a template's file names derive from it.
      AUTH_SECRET: randomBytes(32).toString('hex'),
    };
    // The API migrates the database and takes the orders; the worker alone does the work.
    const port = await freePort();
    const api = startServer(port, dataDir, { env });
    children.push(api);
    await api.logged((l) => l.msg?.startsWith('Server listening') ?? false);
    await placePhotoOrders(port);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    await db.query(
      `insert into mail_outbox (kind, recipient, subject, text, html)
       select 'welcome', 'crash-' || i || '@example.com', 'Лист ' || i, 'текст', '<p>текст</p>'
       from generate_series(1, ${MAILS}) i`,
    );

    // Every accepted mail waits for its answer: the kill lands between the server taking a mail
    // and the worker learning it (the case that sends a mail twice).
    smtp.acceptDelayMs = 150;
    const first = startServer(port, dataDir, { entry: 'src/worker.ts', env });
    children.push(first);
    await until(
      'the worker mid-sending and mid-template',
      async () => {
        const [row] = await rows<{ n: number }>(
          `select count(*)::int n from photo_templates where status = 'working'`,
        );
        // Checked and killed with nothing awaited between: the held answer is still unsent. A few
        // mails sent before are enough: the templates' threads take both cores of a small machine,
        // and mail goes out two or three a second beside them, so waiting for ten could outlast
        // every template and never find the two at once.
        if (!row?.n || smtp.received.length < 3 || smtp.holding === 0) return false;
        first.child.kill('SIGKILL');
        return true;
      },
      40_000,
    );
    await first.exited;
    // What the dead worker held, now that it can change nothing more.
    const cut = (
      await rows<{ line_id: number }>(`select line_id from photo_templates where status = 'working'`)
    ).map((r) => r.line_id);
    expect(cut.length).toBeGreaterThan(0);
    const arrivedBeforeKill = smtp.received.length;
    const [before] = await rows<{ sent: number; claimed: number }>(
      `select count(*) filter (where status = 'sent')::int sent,
              count(*) filter (where status = 'pending' and attempts > 0)::int claimed
       from mail_outbox`,
    );

    const second = startServer(port, dataDir, { entry: 'src/worker.ts', env });
    children.push(second);
    const done = async () => {
      const [r] = await rows<{ ready: number; unsent: number; readyMails: number }>(
        `select (select count(*)::int from photo_templates where status = 'ready') ready,
                (select count(*)::int from mail_outbox where status <> 'sent') unsent,
                (select count(*)::int from mail_outbox where dedupe_key like 'photo-template-ready:%') "readyMails"`,
      );
      return r!.ready === PHOTO_ORDERS && r!.readyMails === PHOTO_ORDERS && r!.unsent === 0;
    };
    await until('every template made and every mail sent', done, 45_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Mail: every row sent, each arrived under its stored Message-ID, copies only under the same one.
    const outbox = await rows<{ id: number; status: string; message_id: string; recipient: string }>(
      'select id, status, message_id, recipient from mail_outbox order by id',
    );
    expect(outbox.length).toBeGreaterThanOrEqual(MAILS + 2 * PHOTO_ORDERS);
    expect(outbox.every((m) => m.status === 'sent')).toBe(true);
    const arrivals = smtp.received.map((m) => ({ to: m.to.join(','), id: m.mail.messageId }));
    const distinct = new Set(arrivals.map((a) => a.id));
    expect(distinct.size).toBe(outbox.length);
    expect([...distinct].sort()).toEqual(outbox.map((m) => m.message_id).sort());
    for (const m of outbox) {
      expect(arrivals.filter((a) => a.id === m.message_id).every((a) => a.to === m.recipient)).toBe(true);
    }
    const duplicates = arrivals.length - distinct.size;
    // The mail whose answer the kill cut off was sent again.
    expect(duplicates).toBeGreaterThanOrEqual(1);

    // Templates: one ready row per order line, its files stored once, one "ready" mail each.
    const templates = await rows<{ line_id: number; attempts: number; svg_key: string }>(
      `select t.line_id, t.attempts, t.svg_key from photo_templates t
       join photo_order_lines l on l.id = t.line_id order by t.line_id`,
    );
    expect(templates).toHaveLength(PHOTO_ORDERS);
    const templateFiles = filesUnder(dataDir).filter((f) => f.includes(join('templates', '')));
    expect(templateFiles).toHaveLength(PHOTO_ORDERS * FILES_PER_TEMPLATE);
    for (const t of templates) {
      const base = t.svg_key.replace(/\.svg$/, '');
      expect(templateFiles.filter((f) => f.includes(base))).toHaveLength(FILES_PER_TEMPLATE);
      const ready = await rows('select id from mail_outbox where dedupe_key = $1', [
        `photo-template-ready:${t.line_id}`,
      ]);
      expect(ready).toHaveLength(1);
    }
    // Made again only when the kill cut it short; a live worker's claim was never taken over.
    expect(templates.map((t) => t.attempts)).toEqual(templates.map((t) => (cut.includes(t.line_id) ? 2 : 1)));

    console.log(
      `worker crash: ${outbox.length} mails (${MAILS} queued + the orders'), ${arrivedBeforeKill} arrived ` +
        `before the kill (${before!.sent} marked sent, ${before!.claimed} claimed unsent), ` +
        `${duplicates} sent again with the same Message-ID; ${PHOTO_ORDERS} templates, ${cut.length} ` +
        `cut short, attempts ${templates.map((t) => t.attempts).join('/')}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 120_000);
});
