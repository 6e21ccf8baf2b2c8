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
    waiting: undefined as
      { tags: Set<StorefrontCacheTag>; version: number | undefined; done: (() => void)[] } | undefined,
  }));

  async function send(url: string, tags: StorefrontCacheTag[], version: number | undefined): Promise<void> {
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
      if (!response.ok) log.warn({ url, status: response.status }, '[storefront] revalidation refused');
    } catch (err) {
      // A storefront that is not listening holds no pages (its cache lives in its memory): at
      // start-up, before it is up, that is no news.
      const refused = (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      (refused ? log.debug : log.warn).call(
        log,
        { url, err: (err as Error).message },
        refused
          ? '[storefront] not listening; nothing of it to revalidate'
          : '[storefront] revalidation not delivered',
      );
    }
  }

  function pump(target: (typeof targets)[number]): void {
    if (target.inFlight || !target.waiting) return;
    const { tags, version, done } = target.waiting;
    target.waiting = undefined;
    target.inFlight = send(target.url, [...tags], version).finally(() => {
      target.inFlight = undefined;
      for (const resolve of done) resolve();
      pump(target);
    });
  }

  return {
    revalidate(tags, version) {
      return Promise.all(
        targets.map(
          (target) =>
            new Promise<void>((resolve) => {
              const waiting = (target.waiting ??= { tags: new Set(), version, done: [] });
              for (const tag of tags) waiting.tags.add(tag);
              // The newest version wins; a call without one (a content edit, a reconnect) carries none.
              waiting.version =
                version === undefined || waiting.version === undefined
                  ? undefined
                  : Math.max(waiting.version, version);
              waiting.done.push(resolve);
              pump(target);
            }),
        ),
      ).then(() => undefined);
    },
  };
}
