// Next.js's own cache of rendered pages and fetched answers, kept in this process's memory only
// (next.config.ts `cacheHandler`). Next's file-system cache with nothing flushed to disk: a page
// kept across a restart could predate a change announced while the process was down, several
// storefronts on one build would share one folder, and 100,000 products in two languages would
// fill the disk. Not `experimental.isrFlushToDisk: false`, which says the same for pages but also
// turns off the image optimiser's disk cache: every picture was then re-encoded on every request
// (50–200 ms of CPU each).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { buildFilesOnly } from './build-files-only';
import { notePageTags } from './page-tags';
import { withoutPayloadCss } from './payload-css';

type FileSystemCacheClass = typeof fileSystemCache;
type Base = InstanceType<FileSystemCacheClass>;
// A CommonJS module: Node's ESM loader gives its exports object (the class is `.default`), a
// bundler that honours `__esModule` gives the class itself.
const loaded = fileSystemCache as FileSystemCacheClass | { default: FileSystemCacheClass };
const FileSystemCache = 'default' in loaded ? loaded.default : loaded;

const TAGS_HEADER = 'x-next-cache-tags';
type Value =
  { kind?: string; status?: number; headers?: Record<string, unknown>; html?: unknown } | null | undefined;

export default class MemoryPageCache extends FileSystemCache {
  constructor(context: ConstructorParameters<FileSystemCacheClass>[0]) {
    // Nothing is flushed, so a miss in memory is looked up only among the build's own files.
    const { fs, serverDistDir } = context;
    super({
      ...context,
      flushToDisk: false,
      ...(fs && serverDistDir ? { fs: buildFilesOnly(fs, serverDistDir) } : {}),
    });
  }

  // The front page cache keeps a page only with its tags (page-tags.ts): noted as Next reads a
  // page entry (a hit) or stores one (a fresh render).
  override async get(...args: Parameters<Base['get']>): ReturnType<Base['get']> {
    const entry = await super.get(...args);
    notePageTags((entry?.value as Value)?.headers?.[TAGS_HEADER]);
    return entry;
  }

  override async set(...args: Parameters<Base['set']>): ReturnType<Base['set']> {
    const value = args[1] as Value;
    // A page of an id nobody has (random ids, a crawler, an attacker) is rendered again each
    // time rather than kept: thousands of them would crowd out the shop's real pages.
    if (value?.kind === 'APP_PAGE' && value.status === 404) return;
    notePageTags(value?.headers?.[TAGS_HEADER]);
    // Kept without the payload's copies of the page's CSS (payload-css.ts says why).
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string')
      value.html = withoutPayloadCss(value.html);
    return super.set(...args);
  }
}
