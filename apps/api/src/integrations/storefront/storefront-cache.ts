import type { ServerResponse } from 'node:http';
import type { StorefrontCacheTag, StorefrontRevalidation } from '@kartyna/domain';

/**
 * Tells the storefronts which of their cached pages are out of date (issues #15, #28): each
 * storefront holds an event stream open to one API process (storefront-events-routes.ts), and
 * every API process passes on what it learns (its own writes, and through the database what the
 * others learn) to the storefronts subscribed to it. A storefront that starts later subscribes
 * when it starts; one that was cut off drops its whole cache when it is back, so nothing it
 * missed meanwhile stays stale.
 */
export interface StorefrontCache {
  /**
   * Resolves once the change was handed to every subscribed storefront's connection. Never
   * rejects: a storefront whose connection broke drops everything when it reconnects.
   */
  revalidate(tags: StorefrontCacheTag[], version?: number): Promise<void>;
}

export interface StorefrontEvents extends StorefrontCache {
  /** Holds `res` open as an event stream until the storefront or close() ends it. */
  subscribe(res: ServerResponse): void;
  readonly subscribers: number;
  /** Ends every stream (the API drains: an open stream would hold the drain forever). */
  close(): void;
}

/** A comment line this often keeps proxies and the storefront from taking a quiet stream for dead. */
export const HEARTBEAT_MS = 15_000;

/** One event of the stream: the same shape the storefronts were once sent as a signed call. */
export function expiryEvent(call: StorefrontRevalidation): string {
  return `event: expire\ndata: ${JSON.stringify(call)}\n\n`;
}

export function createStorefrontEvents({ heartbeatMs = HEARTBEAT_MS } = {}): StorefrontEvents {
  const streams = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;

  const write = (res: ServerResponse, chunk: string) =>
    new Promise<void>((resolve) => {
      if (res.writableEnded || res.destroyed) return resolve();
      res.write(chunk, () => resolve());
    });

  const forget = (res: ServerResponse) => {
    streams.delete(res);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  return {
    get subscribers() {
      return streams.size;
    },
    subscribe(res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx passes each event on as it comes rather than holding it in a buffer.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // At once, so the storefront knows it is subscribed (and drops what it holds) now.
      res.write(': subscribed\n\n');
      res.socket?.setNoDelay(true);
      res.socket?.setKeepAlive(true, heartbeatMs);
      streams.add(res);
      res.once('close', () => forget(res));
      heartbeat ??= setInterval(() => {
        for (const stream of streams) void write(stream, ': heartbeat\n\n');
      }, heartbeatMs);
      heartbeat.unref();
    },
    async revalidate(tags, version) {
      if (streams.size === 0 || tags.length === 0) return;
      const event = expiryEvent(version === undefined ? { tags } : { tags, version });
      await Promise.all([...streams].map((res) => write(res, event)));
    },
    close() {
      for (const res of streams) res.end();
      streams.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}
