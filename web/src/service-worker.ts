/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
import { build, files, version } from '$service-worker';
import { offlineArt } from '$lib/cards/art-paths';
import { CARD_ART_DIR, artUrl } from '$lib/cards/art-url';

/**
 * Offline play: the app's build files are cached on install (cache first: their names
 * change with every build); pages and their data go to the network first and fall back
 * to the last copy, so the solo games keep working without a connection.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `kartentisch-${version}`;
const PAGES = ['/', '/maumau', '/maumau/allein', '/maumau/regeln', '/schnapsen', '/schnapsen/regeln', '/offiziersskat', '/offiziersskat/regeln', '/karten', '/zwanzigab', '/zwanzigab/regeln', '/zwanzigab/lernspiel', '/neuigkeiten', '/staerke'];
// Client-side navigations and pages rendered in the browser load their data from here.
const PAGE_DATA = PAGES.map((p) => `${p === '/' ? '' : p}/__data.json`);
/**
 * Our own page for "no connection" (web/static/offline.html), in both languages. Cached
 * under the address the asset server answers with (/offline.html redirects there): a
 * redirected response must not answer a navigation.
 */
const OFFLINE_PAGE = '/offline';
const IMMUTABLE = new Set([...build, ...files].filter((f) => f !== '/offline.html'));
/** The card pictures the solo games need (their files are named by content: cache first). */
const ART = offlineArt().map(artUrl);
/** Pages that cannot work without the network: offline they show OFFLINE_PAGE, never a stale copy. */
const NEEDS_NETWORK = /^\/(rangliste|konto|maumau\/online|maumau\/tisch)(\/|$)/;
/**
 * A solo round's replay lives in this browser, so it must open offline too. Its page is
 * rendered in the browser (ssr off): every such address gets the same page and the same
 * layout data, and the page reads the round from the address. One copy of each serves them
 * all, kept at install and renewed whenever a replay is opened online (so it speaks the
 * reader's current language).
 */
const REPLAY_SHELL = '/maumau/runde/solo-0000000000000000';
const REPLAY_SHELL_DATA = `${REPLAY_SHELL}/__data.json`;
function replayShell(path: string): string | null {
  const m = /^\/[a-z]+\/runde\/solo-[0-9a-f]{16}(\/__data\.json)?$/.exec(path);
  return m ? (m[1] ? REPLAY_SHELL_DATA : REPLAY_SHELL) : null;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...IMMUTABLE, ...ART]);
      // Pages are best effort: a failing one must not block the install.
      await Promise.allSettled([...PAGES, ...PAGE_DATA, OFFLINE_PAGE, REPLAY_SHELL, REPLAY_SHELL_DATA].map((p) => cache.add(p)));
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
  if (url.pathname.startsWith(`${CARD_ART_DIR}/`)) {
    // A picture not kept at install (four-colour, Württemberg) is kept once it was seen.
    event.respondWith(
      (async () => {
        const hit = await caches.match(url.pathname);
        if (hit) return hit;
        const res = await fetch(req);
        if (res.ok) await (await caches.open(CACHE)).put(url.pathname, res.clone());
        return res;
      })(),
    );
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const res = await fetch(req);
        if (res.ok && res.type === 'basic') await cache.put(replayShell(url.pathname) ?? req, res.clone());
        return res;
      } catch (err) {
        const navigating = req.mode === 'navigate';
        if (!(navigating && NEEDS_NETWORK.test(url.pathname))) {
          const hit = (await cache.match(req)) ?? (await cache.match(req, { ignoreSearch: true }));
          if (hit) return hit;
          const shell = replayShell(url.pathname);
          const copy = shell ? await cache.match(shell) : undefined;
          if (copy) return copy;
        }
        // A page we have no copy of (or one that needs the network): say so and point to the
        // solo games instead of the browser's error page.
        if (navigating) {
          const offline = await cache.match(OFFLINE_PAGE);
          if (offline) return offline;
        }
        throw err;
      }
    })(),
  );
});
