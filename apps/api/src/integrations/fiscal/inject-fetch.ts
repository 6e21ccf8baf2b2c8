import type { FastifyInstance, InjectOptions } from 'fastify';

/** What the adapter needs of the app: light-my-request's inject, no listening port. */
export interface InjectTarget {
  inject: FastifyInstance['inject'];
}

/** Rejects with the signal's reason once it aborts (inject itself cannot be cancelled). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by this very app through `inject`: the sandbox register's client speaks
 * HTTP to the sandbox's routes in-process, so it needs no port, no address that reaches back to
 * itself, and works the same in tests. Only the path and query of the URL are used.
 */
export function injectFetch(app: InjectTarget): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await untilAborted(
      app.inject({
        method: request.method as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(payload ? { payload } : {}),
      }),
      init?.signal ?? null,
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = NULL_BODY_STATUSES.has(response.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
