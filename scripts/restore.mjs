#!/usr/bin/env node
// `npm run restore -- <archive>`: an archive of `npm run backup` into a fresh database and storage.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { databaseInUse, restoreDatabase } from './lib/backup-database.mjs';
import { restoreSecrets, restoreUploads, secretsInUse, uploadsInUse } from './lib/backup-files.mjs';
import { parseArgs, shopSettings } from './lib/backup-settings.mjs';

const help = `Usage: npm run restore -- <archive folder or .tar> [--force]

Loads an archive of \`npm run backup\` into the database and storage the settings name
(DATA_DIR, DATABASE_URL, S3_BUCKET and the other S3_* settings, as for the API):
  the database   pg_restore into DATABASE_URL, or the embedded database into DATA_DIR/db
  stored files   into DATA_DIR/uploads, or into S3_BUCKET (each checked against its checksum)
  secrets        into DATA_DIR/secrets.json
Stop the API first. The target must be fresh: an empty database, an empty uploads folder or
bucket, no other secret. --force restores anyway: it drops the database's schemas (public,
drizzle), moves DATA_DIR/db and DATA_DIR/uploads aside, writes over the bucket's objects and
the secret. Start the API afterwards: it applies migrations newer than the archive's.`;

const { flags, positional } = parseArgs(process.argv.slice(2));
if (flags.help || positional.length !== 1) {
  console.log(help);
  process.exit(flags.help ? 0 : 1);
}
const force = Boolean(flags.force);
const settings = shopSettings();

let archive = resolve(positional[0]);
let unpacked = null;
try {
  if (statSync(archive).isFile()) {
    unpacked = mkdtempSync(join(tmpdir(), 'kartyna-restore-'));
    const tar = spawnSync('tar', ['-xf', archive, '-C', unpacked], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`could not unpack ${archive}`);
    const [inner] = readdirSync(unpacked);
    archive = join(unpacked, inner);
  }
  const manifest = JSON.parse(readFileSync(join(archive, 'manifest.json'), 'utf8'));
  console.log(
    `[restore] archive of ${manifest.createdAt}: ${manifest.database.kind} database at ${manifest.database.migration?.latest ?? 'no migration'}, ${manifest.uploads.count} stored files`,
  );
  // Every part is checked before any is written: a refusal leaves the target as it was.
  const inUse = [
    await databaseInUse(settings),
    await uploadsInUse(settings),
    secretsInUse(settings, archive, manifest.secrets.files),
  ].filter(Boolean);
  if (inUse.length && !force)
    throw new Error(`${inUse.join('; ')}. Restore into a fresh place, or pass --force`);

  const after = await restoreDatabase(settings, archive, manifest, { force });
  const where = settings.databaseUrl ? 'DATABASE_URL' : `${settings.dataDir}/db`;
  console.log(`[restore] database into ${where}: migration level ${after.migration?.latest ?? 'none'}`);
  for (const [table, n] of Object.entries(manifest.database.counts)) {
    const now = after.counts[table];
    console.log(`[restore]   ${table}: ${now}${now === n ? '' : ` (archive said ${n})`}`);
    if (now !== n) throw new Error(`${table} has ${now} rows after the restore, the archive had ${n}`);
  }
  const files = await restoreUploads(settings, archive, manifest.uploads.files, { force });
  const to = settings.s3 ? `bucket ${settings.s3.bucket}` : `${settings.dataDir}/uploads`;
  console.log(`[restore] ${files} stored files into ${to}`);
  const secrets = restoreSecrets(settings, archive, manifest.secrets.files, { force });
  console.log(
    `[restore] secrets: ${secrets.map((s) => join(settings.dataDir, s)).join(', ') || 'none in the archive'}`,
  );
  if (manifest.secrets.note) console.log(`[restore] ${manifest.secrets.note}`);
  console.log('[restore] done; start the API');
} catch (error) {
  console.error(`[restore] failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
}
