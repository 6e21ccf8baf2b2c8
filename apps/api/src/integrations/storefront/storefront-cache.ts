import { signStorefrontCall, STOREFRONT_SIGNATURE_HEADER, type StorefrontCacheTag } from '@kartyna/domain';

/** Tells the storefronts which of their cached pages are out of date (issue #15). */
export interface StorefrontCache {
  /**
   * Resolves once every storefront was told (or could not be: a storefront that is down misses
   * nothing it would not refresh within a minute). Never rejects.
   */
  revalidate(tags: StorefrontCacheTag[], version?: number): Promise<void>;
}

export interface StorefrontCacheOptions {
  /** each storefront's own origin, as this process reaches it (not the public address) */
  urls: string[];
  secret: string | undefined;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  timeoutMs?: number;
}

const REVALIDATE_PATH = '/api/storefront-cache';
/** A call a storefront did not take (timeout, 5xx) is sent again this many times, later each time. */
const RETRIES = 3;
const RETRY_AFTER_MS = 2000;

/**
 * One call per storefront at a time: tags asked for while a call is under way are sent together
 * right after it, so a rush of checkouts (each one a stock change) costs each storefront one
 * revalidation in flight and one waiting, never a queue of them.
 */
export function createStorefrontCache(options: StorefrontCacheOptions): StorefrontCache {
  const { urls, log } = options;
  const secret = options.secret;
  if (!secret || urls.length === 0) return { revalidate: async () => undefined };
  const key: string = secret;
  const timeoutMs = options.timeoutMs ?? 5000;

  const targets = urls.map((url) => ({
    url: `${url.replace(/\/$/, '')}${REVALIDATE_PATH}`,
    inFlight: undefined as Promise<void> | undefined,
    /** attempts of calls not taken, by their tags */
    retries: new Map<string, number>(),
    waiting: undefined as
      { tags: Set<StorefrontCacheTag>; version: number | undefined; done: (() => void)[] } | undefined,
  }));

  /** Whether the storefront took the call (or holds nothing to expire: it is not listening). */
  async function send(
    url: string,
    tags: StorefrontCacheTag[],
    version: number | undefined,
  ): Promise<boolean> {
    const body = JSON.stringify(version === undefined ? { tags } : { tags, version });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [STOREFRONT_SIGNATURE_HEADER]: await signStorefrontCall(key, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return true;
      log.warn({ url, status: response.status }, '[storefront] revalidation refused');
      return response.status < 500;
    } catch (err) {
      // A storefront that is not listening holds no pages (its cache lives in its memory): at
      // start-up, before it is up, that is no news.
      const refused = (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      (refused ? log.debug : log.warn).call(
        log,
        { url, err: (err as Error).message },
        refused
          ? '[storefront] not listening; nothing of it to revalidate'
          : '[storefront] revalidation not delivered; sent again shortly',
      );
      return refused;
    }
  }

  type Target = (typeof targets)[number];

  function pump(target: Target): void {
    if (target.inFlight || !target.waiting) return;
    const { tags, version, done } = target.waiting;
    target.waiting = undefined;
    const sent = [...tags];
    target.inFlight = send(target.url, sent, version)
      .then((taken) => {
        // Not taken: its pages would stay until their time runs out. Those waiting are not held
        // for it (a staff save answers); the call goes again in the background.
        const key = sent.join();
        const attempt = (target.retries.get(key) ?? 0) + 1;
        if (taken || attempt > RETRIES) {
          target.retries.delete(key);
          return;
        }
        if (target.retries.size > 100) target.retries.clear(); // a storefront down for long
        target.retries.set(key, attempt);
        setTimeout(() => void enqueue(target, sent, version), RETRY_AFTER_MS * attempt).unref();
      })
      .finally(() => {
        target.inFlight = undefined;
        for (const resolve of done) resolve();
        pump(target);
      });
  }

  function enqueue(target: Target, tags: StorefrontCacheTag[], version: number | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const waiting = (target.waiting ??= { tags: new Set(), version, done: [] });
      for (const tag of tags) waiting.tags.add(tag);
      // The newest version wins; a call without one (a content edit, a reconnect) carries none.
      waiting.version =
        version === undefined || waiting.version === undefined
          ? undefined
          : Math.max(waiting.version, version);
      waiting.done.push(resolve);
      pump(target);
    });
  }

  return {
    revalidate(tags, version) {
      return Promise.all(targets.map((target) => enqueue(target, tags, version))).then(() => undefined);
    },
  };
}
