import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file system Next's page cache reads (page-cache-handler.ts), answering "absent" at once for
 * any file the build did not write. Our handler never writes to disk, so the build's files (its
 * prerendered pages, under the server folder) are all that can be there; yet Next looks on disk
 * for every entry it lacks in memory: for each first render a stat, a sync read and a read of the
 * page, and a read per fetched answer, each failing with ENOENT (3.9 % of a crawler's busy CPU,
 * issue #46). The build's files are listed once per server folder.
 */
export interface CacheFs {
  existsSync(path: string): boolean;
  readFile(path: string, encoding?: BufferEncoding): Promise<Buffer | string>;
  readFileSync(path: string, encoding?: BufferEncoding): Buffer | string;
  stat(path: string): Promise<{ mtime: Date }>;
}

const listed = new Map<string, ReadonlySet<string>>();

/** Every file under `serverDistDir` (the build's `.next/server`), by full path. */
function buildFiles(serverDistDir: string): ReadonlySet<string> {
  let files = listed.get(serverDistDir);
  if (!files) {
    let names: string[] = [];
    try {
      names = readdirSync(serverDistDir, { recursive: true, encoding: 'utf8' });
    } catch {
      // No server folder: nothing on disk to find.
    }
    files = new Set(names.map((name) => join(serverDistDir, name)));
    listed.set(serverDistDir, files);
  }
  return files;
}

/** A fresh error each time: Next may keep or annotate what it catches. */
const absent = (path: string) =>
  Object.assign(new Error(`ENOENT: not written by the build, '${path}'`), { code: 'ENOENT', path });

export function buildFilesOnly<T extends CacheFs>(fs: T, serverDistDir: string): T {
  const files = buildFiles(serverDistDir);
  // Methods called on the original object: Next's CacheFs may be a class instance.
  return Object.assign(Object.create(fs) as T, {
    existsSync: (path: string) => files.has(path) && fs.existsSync(path),
    readFile: (path: string, encoding?: BufferEncoding) =>
      files.has(path) ? fs.readFile(path, encoding) : Promise.reject(absent(path)),
    readFileSync: (path: string, encoding?: BufferEncoding) => {
      if (!files.has(path)) throw absent(path);
      return fs.readFileSync(path, encoding);
    },
    stat: (path: string) => (files.has(path) ? fs.stat(path) : Promise.reject(absent(path))),
  });
}
