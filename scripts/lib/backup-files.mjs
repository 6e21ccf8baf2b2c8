// The files part of a backup: every stored object (uploads, templates, demo pictures) from
// DATA_DIR/uploads or the S3 bucket, and the secrets the API generated into DATA_DIR.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const UPLOADS_DIR = 'uploads';
export const SECRETS_DIR = 'secrets';
/** What apps/api/src/persistent-secret.ts writes when AUTH_SECRET is not given. */
export const SECRET_FILES = ['secrets.json'];

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) =>
      relative(dir, join(e.parentPath ?? e.path, e.name))
        .split(sep)
        .join('/'),
    )
    .sort();
}

async function s3Client(s3) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  });
  return { sdk, client, Bucket: s3.bucket };
}

async function listKeys({ sdk, client, Bucket }) {
  const keys = [];
  let ContinuationToken;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) keys.push(object.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys.sort();
}

/** Copies every stored object into `archive/uploads/<key>`; answers [{ key, bytes, sha256, contentType }]. */
export async function saveUploads(settings, archive) {
  const target = join(archive, UPLOADS_DIR);
  mkdirSync(target, { recursive: true });
  const index = [];
  if (!settings.s3) {
    const source = join(settings.dataDir, 'uploads');
    for (const key of filesUnder(source)) {
      const data = readFileSync(join(source, key));
      mkdirSync(dirname(join(target, key)), { recursive: true });
      copyFileSync(join(source, key), join(target, key));
      index.push({ key, bytes: data.length, sha256: sha256(data) });
    }
    return index;
  }
  const s3 = await s3Client(settings.s3);
  try {
    for (const key of await listKeys(s3)) {
      const object = await s3.client.send(new s3.sdk.GetObjectCommand({ Bucket: s3.Bucket, Key: key }));
      const data = Buffer.from(await object.Body.transformToByteArray());
      mkdirSync(dirname(join(target, key)), { recursive: true });
      writeFileSync(join(target, key), data);
      index.push({ key, bytes: data.length, sha256: sha256(data), contentType: object.ContentType });
    }
  } finally {
    s3.client.destroy();
  }
  return index;
}

/** Why the shop's storage is not empty, or null when it is. */
export async function uploadsInUse(settings) {
  if (!settings.s3) {
    const target = join(settings.dataDir, 'uploads');
    const n = filesUnder(target).length;
    return n > 0 ? `${target} holds ${n} files` : null;
  }
  const s3 = await s3Client(settings.s3);
  try {
    const n = (await listKeys(s3)).length;
    return n > 0 ? `bucket ${s3.Bucket} holds ${n} objects` : null;
  } finally {
    s3.client.destroy();
  }
}

/** Which secret files already there differ from the archive's (restoring them ends sessions). */
export function secretsInUse(settings, archive, names) {
  const differing = names.filter((name) => {
    const file = join(settings.dataDir, name);
    return existsSync(file) && !readFileSync(file).equals(readFileSync(join(archive, SECRETS_DIR, name)));
  });
  return differing.length
    ? `${differing.map((n) => join(settings.dataDir, n)).join(', ')} holds another secret`
    : null;
}

/**
 * Puts the archive's objects into the shop's storage, checking each one's checksum. A storage
 * that already holds objects is refused unless `force` (a disk folder is then moved aside; a
 * bucket's objects of the same keys are overwritten, others stay).
 */
export async function restoreUploads(settings, archive, index, { force }) {
  const source = join(archive, UPLOADS_DIR);
  const read = (entry) => {
    const data = readFileSync(join(source, entry.key));
    if (sha256(data) !== entry.sha256) throw new Error(`${entry.key} in the archive is damaged (checksum)`);
    return data;
  };
  if (!settings.s3) {
    const target = join(settings.dataDir, 'uploads');
    if (filesUnder(target).length > 0) {
      if (!force) throw new Error(`${target} is not empty; pass --force to move it aside`);
      const aside = `${target}.before-restore-${Date.now()}`;
      renameSync(target, aside);
      console.log(`[restore] the uploads that were there are kept in ${aside}`);
    }
    for (const entry of index) {
      const data = read(entry);
      mkdirSync(dirname(join(target, entry.key)), { recursive: true });
      writeFileSync(join(target, entry.key), data);
    }
    return index.length;
  }
  const s3 = await s3Client(settings.s3);
  try {
    const present = await listKeys(s3);
    if (present.length > 0 && !force) {
      throw new Error(`bucket ${s3.Bucket} holds ${present.length} objects; pass --force to write over them`);
    }
    for (const entry of index) {
      await s3.client.send(
        new s3.sdk.PutObjectCommand({
          Bucket: s3.Bucket,
          Key: entry.key,
          Body: read(entry),
          ...(entry.contentType ? { ContentType: entry.contentType } : {}),
        }),
      );
    }
  } finally {
    s3.client.destroy();
  }
  return index.length;
}

/** Copies the generated secrets; answers the names saved. */
export function saveSecrets(settings, archive) {
  const target = join(archive, SECRETS_DIR);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const saved = [];
  for (const name of SECRET_FILES) {
    const file = join(settings.dataDir, name);
    if (!existsSync(file)) continue;
    copyFileSync(file, join(target, name));
    saved.push(name);
  }
  return saved;
}

/** Puts the secrets back; a different secret already there is refused unless `force`. */
export function restoreSecrets(settings, archive, names, { force }) {
  mkdirSync(settings.dataDir, { recursive: true });
  for (const name of names) {
    const data = readFileSync(join(archive, SECRETS_DIR, name));
    const file = join(settings.dataDir, name);
    if (existsSync(file) && !readFileSync(file).equals(data) && !force) {
      throw new Error(
        `${file} holds another secret; pass --force to replace it (sessions signed with it end)`,
      );
    }
    writeFileSync(file, data, { mode: 0o600 });
  }
  return names;
}
