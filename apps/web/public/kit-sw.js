/* global self, caches -- the service worker global scope */
/*
 * The painting companion's service worker, for /kit/ and /ru/kit/ only (a kit is opened at a
 * table with wet brushes, often where the network is not): the kit's page, its scripts and
 * styles, its template and region map are kept, so it opens again without a network. The page
 * is fetched from the network first (the newest when there is one); the rest never changes
 * under its address and is answered from the cache. API calls are never cached here: the
 * progress lives in the page's own storage and syncs when the network comes back.
 */
const CACHE = 'kartyna-kit-v1';

// Stored files (templates, maps, pictures) get a new key when they change; so do Next's assets.
const immutable = (url) =>
  url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/api/server/media/');
const isApi = (url) => url.pathname.startsWith('/api/') && !immutable(url);

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The page names what it loaded before this worker took it over, to keep for next time.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const reply = event.ports[0];
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      let kept = 0;
      for (const href of event.data.urls) {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin || isApi(url)) continue;
        try {
          const response = await fetch(url, { credentials: 'same-origin' });
          if (response.ok) {
            await cache.put(url, response);
            kept += 1;
          }
        } catch {
          // Offline already: what is cached stays.
        }
      }
      reply?.postMessage({ kept });
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        try {
          const response = await fetch(request);
          if (response.ok) await cache.put(request, response.clone());
          return response;
        } catch (error) {
          const kept = (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
          if (kept) return kept;
          throw error;
        }
      })(),
    );
    return;
  }
  if (!immutable(url)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const kept = await cache.match(request);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })(),
  );
});
