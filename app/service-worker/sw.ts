/**
 * The service worker at /sw.js (scope /), built by scripts/build-service-worker.ts with Serwist.
 * - Precaches the shell: every built script and stylesheet, the icons, the manifest, the offline
 *   page and the home page, so the journal opens offline.
 * - Pages: network first (5 s), each page kept after it loads (at most 30, 7 days); offline, a
 *   home-page address never opened here gets the kept home page, any other the offline page.
 * - React Router's data requests (.data): network first, kept likewise, so views already seen
 *   open offline; the page builds the others from the offline articles (app/routes/home.tsx).
 * Nothing from another origin and no API answer is cached here.
 */
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';

declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
};

const WEEK_S = 7 * 24 * 60 * 60;
const PAGES = 'journal-pages';

const keep = (): SerwistPlugin[] => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: WEEK_S }),
];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
      handler: new NetworkFirst({
        cacheName: PAGES,
        networkTimeoutSeconds: 5,
        plugins: [
          ...keep(),
          {
            // Offline and this address was never kept: the home page for any view of it, else the offline page.
            handlerDidError: async ({ request }) => {
              const url = new URL(request.url);
              const pages = await caches.open(PAGES);
              const home = url.pathname === '/' ? ((await pages.match('/')) ?? (await serwist.matchPrecache('/'))) : undefined;
              return home ?? (await serwist.matchPrecache('/offline.html'));
            },
          },
        ],
      }),
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.data'),
      handler: new NetworkFirst({ cacheName: 'journal-data', networkTimeoutSeconds: 5, plugins: keep() }),
    },
  ],
});

serwist.addEventListeners();
