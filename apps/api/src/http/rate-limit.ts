import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';
import { AppError } from './app-error';

/**
 * The client as the per-address limits count it. One machine usually holds a whole IPv6 /64
 * and may rotate through it, so an IPv6 client is its /64 (as @fastify/rate-limit's own key
 * does); an IPv4 address arriving IPv6-mapped is that IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  let s = ip.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = s.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * A rate-limit hook. @fastify/rate-limit's own `app.rateLimit()` hooks share one "already ran"
 * flag per request, so a second one on the same route (per mail after per IP) would silently
 * be skipped; `createRateLimit` counts without that flag. Keys carry a prefix because every
 * limiter shares one Redis namespace when REDIS_URL is set.
 */
export function limitBy(
  app: App,
  options: {
    name: string;
    max: number;
    timeWindow: number;
    key: (request: FastifyRequest) => string | undefined;
  },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name}:${options.key(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (options.key(request) === undefined) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError(429, 'too_many_requests');
    }
  };
}

export const minute = 60_000;
