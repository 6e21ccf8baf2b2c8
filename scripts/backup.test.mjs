// `npm run backup` and `npm run restore` end to end: a shop takes an account, an order and a
// photo; the backup is taken; database, files and secrets are wiped; the restore brings them
// back into a fresh database and storage, where the same shop serves the same rows and bytes.
// Needs PostgreSQL (TEST_DATABASE_URL, on which it creates databases of its own).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps/api');
const tsxLoader = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error('TEST_DATABASE_URL must name a PostgreSQL database to create test databases beside');

const cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
const urlOf = (database) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
async function createDatabase() {
  const name = `kartyna_backup_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  return name;
}

/** The API from source, as the shop runs it, on the settings given; answers once it is healthy. */
async function startApi(settings) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DRAW_DEMO_PICTURES: 'false',
      MAIL_WORKER: 'false',
      TEMPLATE_WORKER: 'false',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(() => child.kill('SIGKILL'));
  const api = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${stderr.slice(-2000)}`);
    const ok = await fetch(`${api}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 120_000) throw new Error(`the API did not answer: ${stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    api,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a script without blocking this process: s3rver answers from here. */
function script(name, args, settings) {
  const child = spawn(process.execPath, [join(root, 'scripts', name), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...settings },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, output })));
}

async function json(response, status = 200) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** What a shopper leaves behind: an account, an order of theirs and an uploaded photo. */
async function shop(api) {
  const mail = `backup-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'backup-password-1';
  const registered = await json(
    await fetch(`${api}/api/server/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mail,
        password,
        firstName: 'Олена',
        lastName: 'Коваль',
        phone: '+380671234567',
      }),
    }),
  );
  const auth = { authorization: `Bearer ${registered.accessToken}` };
  const catalogue = await json(await fetch(`${api}/api/server/products?page=1`));
  const product = (catalogue.products ?? catalogue.items)[0];
  const placed = await json(
    await fetch(`${api}/api/server/orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        contact: { lastName: 'Коваль', firstName: 'Олена', email: mail, phone: '+38 (067) 123-45-67' },
        delivery: {
          deliveryType: 'ukr-post',
          city: 'Одеса',
          postIndex: '65000',
          address: 'вул. Дерибасівська, 1',
        },
        paymentType: 'cod',
        lines: [{ productId: product.id, amount: 1 }],
        language: 'ua',
      }),
    }),
    201,
  );
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await json(
    await fetch(`${api}/api/server/image-upload`, { method: 'POST', headers: auth, body: form }),
    201,
  );
  const picture = Buffer.from(await (await fetch(new URL(upload.imageUrl, api))).arrayBuffer());
  expect(picture.length).toBeGreaterThan(1000);
  return { auth, mail, password, orderId: placed.id, imageUrl: upload.imageUrl, picture };
}

async function startS3() {
  const directory = tempDir('kartyna-backup-s3-');
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'shop' }],
  });
  const { port } = await server.run();
  cleanups.push(() => server.close());
  return {
    S3_BUCKET: 'shop',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

async function emptyBucket(s3) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: 'us-east-1',
    endpoint: s3.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
  });
  const { Contents = [] } = await client.send(new sdk.ListObjectsV2Command({ Bucket: s3.S3_BUCKET }));
  for (const { Key } of Contents)
    await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.S3_BUCKET, Key }));
  const left = await client.send(new sdk.ListObjectsV2Command({ Bucket: s3.S3_BUCKET }));
  client.destroy();
  return { deleted: Contents.length, left: left.KeyCount ?? 0 };
}

const variants = [
  { name: 'PostgreSQL and uploads on disk', database: 'postgresql', storage: 'disk' },
  { name: 'PostgreSQL and uploads in S3', database: 'postgresql', storage: 's3' },
  { name: 'the embedded database and uploads on disk', database: 'pglite', storage: 'disk' },
];

describe.each(variants)('backup and restore: $name', ({ database, storage }) => {
  it('brings back the same accounts, orders, pictures and secret into a fresh database and storage', async () => {
    const dataDir = join(tempDir('kartyna-backup-'), 'data');
    const s3 = storage === 's3' ? await startS3() : {};
    const settings = { DATA_DIR: dataDir, ...s3 };
    if (database === 'postgresql') settings.DATABASE_URL = urlOf(await createDatabase());

    const before = await startApi(settings);
    const left = await shop(before.api);
    const ordersBefore = await json(await fetch(`${before.api}/api/server/orders`, { headers: left.auth }));
    // PGlite lets one process open it; a server's backup may run beside the shop.
    if (database === 'pglite') await before.stop();
    const secret = readFileSync(join(dataDir, 'secrets.json'));

    const out = tempDir('kartyna-backups-');
    const backup = await script('backup.mjs', ['--out', out, '--tar'], settings);
    expect(backup.status, backup.output).toBe(0);
    const archive = backup.output.match(/archive: (.+\.tar)/)?.[1];
    expect(archive && existsSync(archive), backup.output).toBe(true);
    if (database === 'postgresql') await before.stop();

    // The disaster: the database, the files and the secret are gone.
    rmSync(dataDir, { recursive: true, force: true });
    if (storage === 's3') expect((await emptyBucket(s3)).left).toBe(0);
    const fresh = { ...settings };
    if (database === 'postgresql') {
      await admin(`drop database ${new URL(settings.DATABASE_URL).pathname.slice(1)} with (force)`);
      fresh.DATABASE_URL = urlOf(await createDatabase());
    }

    const restore = await script('restore.mjs', [archive], fresh);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/orders: 1\b/);
    expect(readFileSync(join(dataDir, 'secrets.json')).equals(secret)).toBe(true);
    // A second restore over what is now a shop is refused, and changes nothing.
    const again = await script('restore.mjs', [archive], fresh);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/not empty|already holds|holds \d+/);

    const after = await startApi(fresh);
    try {
      // The session issued before the backup still signs in: the same secret came back.
      const ordersAfter = await json(await fetch(`${after.api}/api/server/orders`, { headers: left.auth }));
      expect(ordersAfter).toEqual(ordersBefore);
      expect(ordersAfter.map((o) => o.id)).toContain(left.orderId);
      const signIn = await fetch(`${after.api}/api/server/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mail: left.mail, password: left.password }),
      });
      expect(signIn.status).toBe(200);
      const picture = Buffer.from(await (await fetch(new URL(left.imageUrl, after.api))).arrayBuffer());
      expect(picture.equals(left.picture)).toBe(true);
    } finally {
      await after.stop();
    }
  });
});
