'use client';

import { useEffect, useState } from 'react';

/**
 * Registers the companion's service worker (public/kit-sw.js) for this locale's /kit/ pages and
 * hands it what this visit loaded (the page, scripts, styles, template, map), so the next visit
 * opens without a network. True once the worker says it has kept them.
 */
export function useOfflineKit(extraUrls: readonly string[] | null, locale: string): boolean {
  const [ready, setReady] = useState(false);
  const key = extraUrls?.join(' ') ?? null;
  useEffect(() => {
    if (key === null || !('serviceWorker' in navigator) || !window.isSecureContext) return;
    let stopped = false;
    const scope = locale === 'ua' ? '/kit/' : `/${locale}/kit/`;
    (async () => {
      const registration = await navigator.serviceWorker.register('/kit-sw.js', { scope });
      const worker = await activeWorker(registration);
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(location.origin));
      const urls = [location.href, ...loaded, ...key.split(' ')];
      const channel = new MessageChannel();
      const kept = new Promise<void>((resolve) => {
        channel.port1.onmessage = () => resolve();
      });
      worker.postMessage({ type: 'keep', urls: [...new Set(urls)] }, [channel.port2]);
      await kept;
      if (!stopped) setReady(true);
    })().catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [key, locale]);
  return ready;
}

function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const installing = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!installing) return reject(new Error('no service worker'));
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve(installing);
      if (installing.state === 'redundant') reject(new Error('service worker redundant'));
    });
  });
}
