// The settings `npm run backup` and `npm run restore` share with the API (apps/api/src/env.ts):
// the same names and defaults, read here because scripts may read the environment.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const yes = (value, fallback) =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

/** Where the shop keeps its data: { dataDir, databaseUrl, s3 } (s3 null: uploads under DATA_DIR). */
export function shopSettings(env = process.env) {
  const dataDir = resolve(env.DATA_DIR || './data');
  const s3 = env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || 'us-east-1',
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: yes(env.S3_FORCE_PATH_STYLE, true),
      }
    : null;
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    s3,
    /** AUTH_SECRET given: the generated DATA_DIR/secrets.json is not what signs sessions */
    authSecretGiven: Boolean(env.AUTH_SECRET),
  };
}

/** The migrations this code knows, oldest first: [{ tag, when }] (drizzle's journal). */
export function knownMigrations() {
  const journal = join(root, 'apps/api/src/db/migrations/meta/_journal.json');
  return JSON.parse(readFileSync(journal, 'utf8')).entries.map((e) => ({ tag: e.tag, when: e.when }));
}

/** Parses `--name value`, `--name=value` and bare flags; the rest are positional. */
export function parseArgs(argv) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (inline !== undefined) flags[name] = inline;
    else if (['out'].includes(name)) flags[name] = argv[(i += 1)];
    else flags[name] = true;
  }
  return { flags, positional };
}
