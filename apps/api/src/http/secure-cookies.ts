import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../env';

/**
 * Whether the cookies a response sets are Secure (sent over https only). In production they are
 * when the shop's address is https: its PUBLIC_URL, or with none given, the address the request
 * came to (the storefront, and a proxy before it, pass X-Forwarded-Proto). A shop started with no
 * PUBLIC_URL and opened over plain http at a network address (`npm start` on a LAN) gets plain
 * cookies: the browser drops Secure ones there, and nobody could sign in.
 */
export function secureCookies(
  config: Pick<AppConfig, 'env' | 'webUrl' | 'webUrlConfigured'>,
  request: Pick<FastifyRequest, 'protocol'>,
): boolean {
  if (config.env !== 'production') return false;
  return config.webUrlConfigured ? config.webUrl.startsWith('https:') : request.protocol === 'https';
}
