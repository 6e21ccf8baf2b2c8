import { AsyncLocalStorage } from 'node:async_hooks';
import { BlockList, isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../app-config';

/*
 * Issue #48: with no PUBLIC_URL the shop has no one address. A demo started with `npm start` is
 * opened at 127.0.0.1, at localhost or at the machine's network address (from a phone), on
 * whatever PORT it was given. Links written while a shopper's request is answered (the mails it
 * queues, the payment page, a feed) follow the address that shopper used; links written with no
 * request (a worker's mail) go to the storefront's own port on this machine (config.webUrl).
 */

const requestOrigin = new AsyncLocalStorage<string>();

/** The shop origin the shopper used for the request being answered; undefined outside one, or with PUBLIC_URL. */
export const currentShopOrigin = (): string | undefined => requestOrigin.getStore();

// Private, loopback and link-local addresses: a host the shopper typed on a home or office network.
const privateRanges = new BlockList();
privateRanges.addSubnet('10.0.0.0', 8);
privateRanges.addSubnet('172.16.0.0', 12);
privateRanges.addSubnet('192.168.0.0', 16);
privateRanges.addSubnet('127.0.0.0', 8);
privateRanges.addSubnet('169.254.0.0', 16);
privateRanges.addSubnet('100.64.0.0', 10);
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry?.address.toLowerCase() ?? ''),
  );
}

/**
 * Whether `host` (name[:port]) is this machine as a shopper may reach it: localhost, its own name,
 * a private or loopback address, or one of its own addresses. The storefront passes on whatever
 * Host a browser sent: a stranger's `Host: evil.example` must not put evil.example into the
 * mail (a password mail, say) the shop sends to someone else.
 */
export function isOwnHost(host: string): boolean {
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = name.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const machine = hostname().toLowerCase();
  if (bare === machine || bare === `${machine}.local`) return true;
  const family = isIP(bare);
  if (family === 0) return false;
  return privateRanges.check(bare, family === 6 ? 'ipv6' : 'ipv4') || ownAddresses().has(bare);
}

const lastEntry = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value.at(-1) : value)?.split(',').at(-1)?.trim() || undefined;

/**
 * The origin the shopper used, when the request came through the storefront (a proxy TRUST_PROXY
 * trusts, which names the host it was asked for in X-Forwarded-Host) to one of this machine's
 * addresses; null for a call straight to the API (its own port serves no shop pages) or a stranger's host.
 */
export function forwardedShopOrigin(request: FastifyRequest): string | null {
  const forwarded = lastEntry(request.headers['x-forwarded-host']);
  // Fastify reads X-Forwarded-Host only from a trusted proxy; otherwise request.host is the Host.
  if (!forwarded || request.host !== forwarded || request.headers.host === forwarded) return null;
  if (!isOwnHost(forwarded)) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${forwarded}`;
}

/** The shop's address for links made while answering `request`: PUBLIC_URL, else the shopper's, else this machine's. */
export const shopOriginOf = (
  config: Pick<AppConfig, 'webUrl' | 'webUrlConfigured'>,
  request: FastifyRequest,
): string => (config.webUrlConfigured ? config.webUrl : (forwardedShopOrigin(request) ?? config.webUrl));

/**
 * Without PUBLIC_URL, every request is answered with its shopper's origin at hand, so the mails it
 * queues deep inside other modules' transactions link there (mail-context.ts reads it). A request
 * the API makes to itself (the sandbox's callback, by inject) keeps the origin of the one it serves.
 */
export function registerShopOrigin(app: FastifyInstance, config: AppConfig): void {
  if (config.webUrlConfigured) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = forwardedShopOrigin(request) ?? requestOrigin.getStore();
    if (!origin) return done();
    requestOrigin.run(origin, done);
  });
}
