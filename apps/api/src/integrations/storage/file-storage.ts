import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded and generated images live; disk now, S3-compatible storage behind the same port later. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** `provisional`: a stand-in shown until the real file exists (cache it briefly, not forever) */
  open(key: string): Promise<{ stream: Readable; bytes: number; provisional?: boolean } | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys are our own generated paths like `products/12-ab12.webp`; anything else is refused. */
export const isSafeStorageKey = (key: string): boolean =>
  /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/i.test(key) && !key.includes('..');

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    const full = normalize(join(root, key));
    if (!full.startsWith(normalize(root) + sep)) throw new Error(`storage key escapes root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async open(key) {
      if (!isSafeStorageKey(key)) return null;
      const full = pathOf(key);
      try {
        const s = await stat(full);
        if (!s.isFile()) return null;
        return { stream: createReadStream(full), bytes: s.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isSafeStorageKey(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** The public URL of a stored file, served by the API and proxied by the storefront. */
export const mediaUrl = (key: string) => `/api/server/media/${key}`;
export const mediaKeyOf = (url: string): string | null => {
  const prefix = '/api/server/media/';
  const path = url.startsWith('http')
    ? (() => {
        try {
          return new URL(url).pathname;
        } catch {
          return '';
        }
      })()
    : url;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
};
