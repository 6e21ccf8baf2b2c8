// Next.js's own cache of rendered pages and fetched answers, kept in this process's memory only
// (next.config.ts `cacheHandler`). Next's file-system cache with nothing flushed to disk: a page
// kept across a restart could predate a change announced while the process was down, several
// storefronts on one build would share one folder, and 100,000 products in two languages would
// fill the disk. Not `experimental.isrFlushToDisk: false`, which says the same for pages but also
// turns off the image optimiser's disk cache: every picture was then re-encoded on every request
// (50–200 ms of CPU each).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

type FileSystemCacheClass = typeof fileSystemCache;
// A CommonJS module: Node's ESM loader gives its exports object (the class is `.default`), a
// bundler that honours `__esModule` gives the class itself.
const loaded = fileSystemCache as FileSystemCacheClass | { default: FileSystemCacheClass };
const FileSystemCache = 'default' in loaded ? loaded.default : loaded;

export default class MemoryPageCache extends FileSystemCache {
  constructor(context: ConstructorParameters<FileSystemCacheClass>[0]) {
    super({ ...context, flushToDisk: false });
  }
}
