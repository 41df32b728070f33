/**
 * The service worker at /sw.js (scope /), built by scripts/build-service-worker.ts with Serwist.
 * - Precaches the shell: every built script and stylesheet, the icons, the manifest and the offline
 *   page; at install it also keeps the home page as an anonymous visitor sees it, so the journal
 *   opens offline from the first visit on.
 * - Pages: network first (5 s), each page kept after it loads (at most 30, 7 days) unless it is
 *   private (no-store: a signed-in reader's pages stay off the disk); offline, a home-page address
 *   never kept gets the kept home page, any other the offline page.
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
  addEventListener(type: 'install', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

const WEEK_S = 7 * 24 * 60 * 60;
const PAGES = 'journal-pages';

const keep = (): SerwistPlugin[] => [
  new CacheableResponsePlugin({ statuses: [200] }),
  // What the server says must not be stored (signed-in pages) is not stored here either.
  { cacheWillUpdate: async ({ response }) => (/no-store/.test(response.headers.get('Cache-Control') ?? '') ? null : response) },
  new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: WEEK_S }),
];

// The home page as a visitor without an account sees it: the offline start page from the first visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES).then(async (pages) => {
      const response = await fetch('/', { credentials: 'omit' });
      if (response.ok) await pages.put('/', response);
    }),
  );
});

const serwist: Serwist = new Serwist({
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
            handlerDidError: async ({ request }): Promise<Response | undefined> => {
              const url = new URL(request.url);
              const pages = await caches.open(PAGES);
              const home = url.pathname === '/' ? await pages.match('/') : undefined;
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
