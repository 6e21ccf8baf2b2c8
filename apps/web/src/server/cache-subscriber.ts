import {
  EVERY_PAGE_TAGS,
  signStorefrontCall,
  STOREFRONT_EVENTS_PATH,
  STOREFRONT_SIGNATURE_HEADER,
  type StorefrontRevalidation,
} from '@kartyna/domain';
import { parseRevalidation } from './parse-revalidation';

/** How one expiry the API sent ended, counted in /metrics (`connection`: a subscription lost). */
export type ExpiryOutcome = 'expired' | 'not_configured' | 'unauthorized' | 'invalid_data' | 'error';
export type ExpiryFailure = Exclude<ExpiryOutcome, 'expired'> | 'connection';

export interface CacheSubscriberOptions {
  /** the API's origin as this server reaches it (API_URL) */
  apiUrl: string;
  secret: string;
  /** expires what the call names, here and in the shared cache; how it ended */
  expire(call: StorefrontRevalidation): Promise<ExpiryOutcome>;
  metrics?: {
    expiryCall(outcome: ExpiryOutcome): void;
    expiryFailure(reason: ExpiryFailure): void;
    subscribed(on: boolean): void;
  };
  log: { info(msg: string): void; warn(obj: object, msg: string): void };
  /** the first wait after a failure, doubled each time up to `maxBackoffMs` */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** a stream silent this long is taken for dead (the API sends a heartbeat every 15 s) */
  idleMs?: number;
}

export interface CacheSubscriber {
  readonly subscribed: boolean;
  stop(): Promise<void>;
}

/**
 * Everything: every page carries `catalog` (the menus) or `content` (the footer), and so does
 * every API answer Next keeps (each declares its tags in lib/api/shop-data.ts, whose test holds
 * it to this). No version: acted on whatever was seen.
 */
export const DROP_ALL: StorefrontRevalidation = { tags: [...EVERY_PAGE_TAGS] };

/**
 * The storefront's one subscription to its API's expiries (issue #28): it subscribes when the
 * server starts, so a storefront started after the APIs is told like the others, and subscribes
 * again after any break, later each time. On every (re)connection it first drops its whole
 * cache: whatever changed while it was not listening cannot stay stale.
 */
export function startCacheSubscriber(options: CacheSubscriberOptions): CacheSubscriber {
  const { apiUrl, secret, expire, metrics, log } = options;
  const firstBackoff = options.backoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const idleMs = options.idleMs ?? 45_000;
  const url = `${apiUrl.replace(/\/$/, '')}${STOREFRONT_EVENTS_PATH}`;
  let stopped = false;
  let subscribed = false;
  let current: AbortController | undefined;
  let wake: (() => void) | undefined;
  /** when the last stream broke; undefined before the first and while one is up */
  let lostAt: number | undefined;

  const setSubscribed = (on: boolean) => {
    subscribed = on;
    metrics?.subscribed(on);
  };

  // Expiries are applied in order, the drop-all of a connection before any of its events.
  let applying: Promise<void> = Promise.resolve();
  const apply = (call: StorefrontRevalidation) => {
    applying = applying.then(async () => {
      const outcome = await expire(call).catch(() => 'error' as const);
      metrics?.expiryCall(outcome);
      if (outcome !== 'expired') log.warn({ outcome, tags: call.tags }, '[page-cache] expiry not applied');
    });
    return applying;
  };

  const onEvent = (event: string, data: string) => {
    if (event !== 'expire') return;
    const parsed = parseRevalidation(data);
    if (!parsed.ok) {
      metrics?.expiryCall('invalid_data');
      return;
    }
    void apply(parsed.call);
  };

  /** Reads one stream to its end; resolves when it ended, rejects when it broke. */
  async function follow(controller: AbortController, connected: () => void): Promise<void> {
    const response = await fetch(url, {
      headers: { [STOREFRONT_SIGNATURE_HEADER]: await signStorefrontCall(secret, STOREFRONT_EVENTS_PATH) },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`the API answered ${response.status}`);
    }
    connected();
    setSubscribed(true);
    if (lostAt === undefined) log.info(`[page-cache] subscribed to expiries at ${url}`);
    else {
      // The line an operator looks for after an API restart or a failover: expiries are heard again.
      const away = ((Date.now() - lostAt) / 1000).toFixed(1);
      log.info(`[page-cache] expiry stream back after ${away} s at ${url}; every cached page dropped`);
      lostAt = undefined;
    }
    // Before anything else: what changed while this storefront was not listening.
    void apply(DROP_ALL);
    let idle = setTimeout(() => controller.abort(), idleMs);
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) break;
        clearTimeout(idle);
        idle = setTimeout(() => controller.abort(), idleMs);
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (data.length > 0) onEvent(event, data.join('\n'));
        }
      }
    } finally {
      clearTimeout(idle);
      reader.releaseLock();
      setSubscribed(false);
    }
  }

  const loop = (async () => {
    let backoff = firstBackoff;
    while (!stopped) {
      const controller = new AbortController();
      current = controller;
      let reached = false;
      try {
        await follow(controller, () => (reached = true));
        if (!stopped) log.warn({ url }, '[page-cache] the API ended the expiry stream; subscribing again');
      } catch (err) {
        if (stopped) break;
        metrics?.expiryFailure('connection');
        log.warn({ url, err: (err as Error).message }, '[page-cache] expiry stream lost; subscribing again');
      }
      // A stream that was up starts the waits over: the API restarted, or a proxy timed out.
      if (reached) backoff = firstBackoff;
      if (reached) lostAt = Date.now();
      if (stopped) break;
      const wait = Math.round(backoff * (0.5 + Math.random() / 2));
      backoff = Math.min(backoff * 2, maxBackoff);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  return {
    get subscribed() {
      return subscribed;
    },
    async stop() {
      stopped = true;
      current?.abort();
      wake?.();
      await loop;
      await applying;
    },
  };
}

/** The route Next expires its own cache in (app/api/storefront-cache), on this very server. */
const NEXT_EXPIRY_PATH = '/api/storefront-cache';

/**
 * `expire` for the subscriber: a signed call to this server's own Next route at `origin`
 * (Next's cache can only be expired inside one of its requests), read by its status.
 */
export function expireThroughNext(origin: string, secret: string) {
  return async (call: StorefrontRevalidation): Promise<ExpiryOutcome> => {
    const body = JSON.stringify(call);
    const response = await fetch(`${origin}${NEXT_EXPIRY_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [STOREFRONT_SIGNATURE_HEADER]: await signStorefrontCall(secret, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.ok) return 'expired';
    if (response.status === 401) return 'unauthorized';
    if (response.status === 400) return 'invalid_data';
    if (response.status === 404) return 'not_configured';
    return 'error';
  };
}

/** How this process reaches itself where the server listens (a wildcard: on loopback). */
export function ownOrigin(address: { address: string; port: number; family: string }): string {
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
