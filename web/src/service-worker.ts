/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
import { build, files, version } from '$service-worker';

/**
 * Offline play: the app's build files are cached on install (cache first: their names
 * change with every build); pages and their data go to the network first and fall back
 * to the last copy, so the solo games keep working without a connection.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `kartentisch-${version}`;
const PAGES = ['/', '/maumau', '/maumau/allein', '/maumau/regeln', '/schnapsen', '/schnapsen/regeln'];
// Client-side navigations and pages rendered in the browser load their data from here.
const PAGE_DATA = PAGES.map((p) => `${p === '/' ? '' : p}/__data.json`);
const IMMUTABLE = new Set([...build, ...files]);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...IMMUTABLE]);
      // Pages are best effort: a failing one must not block the install.
      await Promise.allSettled([...PAGES, ...PAGE_DATA].map((p) => cache.add(p)));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== sw.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws/')) return;

  if (IMMUTABLE.has(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(req)));
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const res = await fetch(req);
        if (res.ok && res.type === 'basic') await cache.put(req, res.clone());
        return res;
      } catch (err) {
        const hit = (await cache.match(req)) ?? (await cache.match(req, { ignoreSearch: true }));
        if (hit) return hit;
        throw err;
      }
    })(),
  );
});
