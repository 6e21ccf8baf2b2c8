#!/usr/bin/env node
// `npm run backup`: the database, the stored files and the generated secrets into one archive.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { dumpDatabase } from './lib/backup-database.mjs';
import { saveSecrets, saveUploads } from './lib/backup-files.mjs';
import { parseArgs, shopSettings } from './lib/backup-settings.mjs';

const help = `Usage: npm run backup -- [--out <folder>] [--tar]

Writes <folder>/kartyna-<time>/ (default folder: ./backups) holding
  manifest.json            time, migration level, row counts, what else is inside
  database.pgdump          pg_dump --format=custom of DATABASE_URL, or
  database.pglite.tar.gz   the embedded database (PGlite) of DATA_DIR/db
  uploads/                 every stored file: DATA_DIR/uploads, or the S3_BUCKET's objects
  secrets/secrets.json     the sign-in secret the API generated into DATA_DIR (when AUTH_SECRET is not set)
--tar packs the folder into kartyna-<time>.tar instead.

Reads the API's settings: DATA_DIR, DATABASE_URL, S3_BUCKET, S3_ENDPOINT, S3_REGION,
S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE.
With PostgreSQL the shop may keep running (pg_dump reads one consistent snapshot; files are
copied after it, so every file the dump refers to is in the archive). With the embedded
database, stop the API first: PGlite lets one process at a time open it.
The archive holds customers' data and the secret: keep it where only you can read it.`;

const { flags } = parseArgs(process.argv.slice(2));
if (flags.help) {
  console.log(help);
  process.exit(0);
}

const settings = shopSettings();
const started = new Date();
const name = `kartyna-${started.toISOString().replace(/[:.]/g, '-')}`;
const archive = join(resolve(typeof flags.out === 'string' ? flags.out : 'backups'), name);
mkdirSync(archive, { recursive: true, mode: 0o700 });

try {
  console.log(
    `[backup] database (${settings.databaseUrl ? 'PostgreSQL' : `embedded, ${settings.dataDir}/db`})…`,
  );
  const database = await dumpDatabase(settings, archive);
  console.log(
    `[backup] stored files (${settings.s3 ? `S3 bucket ${settings.s3.bucket}` : `${settings.dataDir}/uploads`})…`,
  );
  const uploads = await saveUploads(settings, archive);
  const secrets = saveSecrets(settings, archive);
  const manifest = {
    format: 1,
    createdAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    database,
    uploads: {
      from: settings.s3 ? 's3' : 'disk',
      count: uploads.length,
      bytes: uploads.reduce((sum, u) => sum + u.bytes, 0),
      files: uploads,
    },
    secrets: {
      files: secrets,
      ...(settings.authSecretGiven
        ? { note: 'AUTH_SECRET comes from the environment: keep it with the other settings' }
        : {}),
    },
  };
  writeFileSync(join(archive, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  let result = archive;
  if (flags.tar) {
    const tar = spawnSync('tar', ['-cf', `${archive}.tar`, '-C', dirname(archive), basename(archive)], {
      stdio: 'inherit',
    });
    if (tar.status !== 0) throw new Error('tar failed');
    rmSync(archive, { recursive: true, force: true });
    result = `${archive}.tar`;
  }
  const counts = Object.entries(database.counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`[backup] migration level ${database.migration?.latest ?? 'none'}; ${counts}`);
  console.log(`[backup] ${uploads.length} stored files, secrets: ${secrets.join(', ') || 'none'}`);
  console.log(`[backup] archive: ${result}`);
} catch (error) {
  rmSync(archive, { recursive: true, force: true });
  console.error(`[backup] failed: ${error.message}`);
  process.exit(1);
}
