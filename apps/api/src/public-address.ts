import type { AppConfig } from './env';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The public addresses a production start would put into mail links, payment result pages and
 * provider callbacks, when they point at this machine: nobody outside can follow them.
 */
export function loopbackPublicUrls(config: Pick<AppConfig, 'env' | 'webUrl' | 'publicApiUrl'>): string[] {
  if (config.env !== 'production') return [];
  return [
    ['WEB_URL', config.webUrl],
    ['PUBLIC_API_URL', config.publicApiUrl],
  ]
    .filter(([, url]) => loopbackHosts.has(new URL(url ?? '').hostname))
    .map(([name, url]) => `${name}=${url}`);
}
