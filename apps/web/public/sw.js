/* global self -- the service worker global scope */
/*
 * Kartyna's service worker (SPEC §2: registered from /sw.js). Deliberately small and safe:
 * it caches nothing. Page navigations go to the network as usual (with navigation preload, so
 * they are not slowed down); only when the network is unreachable does the shopper get a
 * short offline page in both languages instead of the browser's error. API calls, assets and
 * personal pages are never touched, so nothing stale or private can ever be served from here.
 */
const OFFLINE_HTML = `<!doctype html>
<html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kartyna — немає зʼєднання</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf7f1;color:#2b2320;
    font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;text-align:center;padding:24px}
  h1{font-family:Georgia,serif;font-weight:600;font-size:1.8rem;margin:0 0 .4em}
  p{color:#5e524b;margin:0 0 1em}
  button{min-height:44px;padding:10px 22px;border:0;border-radius:999px;background:#b4532a;color:#fff;font-weight:700;cursor:pointer}
</style></head>
<body><main>
  <h1>Немає зʼєднання з інтернетом</h1>
  <p>Перевірте мережу й спробуйте ще раз — ваш кошик збережено.</p>
  <p lang="ru">Нет соединения с интернетом. Проверьте сеть и попробуйте ещё раз — ваша корзина сохранена.</p>
  <button type="button" onclick="location.reload()">Спробувати ще раз · Повторить</button>
</main></body></html>`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only page navigations of this origin; everything else goes straight to the network.
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded || (await fetch(request));
      } catch {
        return new Response(OFFLINE_HTML, {
          status: 503,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
    })(),
  );
});
