/**
 * The service worker of the web build, served at /sw.js with scope / (docs/design/phones.md#the-service-worker).
 * Built by vite-plugin-pwa (injectManifest) from this file; Workbox fills `self.__WB_MANIFEST`
 * with the build's hashed assets, the offline page and the icons.
 *
 * - Precached files (the app's JavaScript and CSS, the offline page, the icons) are answered from
 *   the cache; a new build's worker fetches only the files whose names changed, and drops the rest.
 * - Page navigations always go to the network (the page names the current assets and carries a
 *   tournament's link-preview tags); when the server cannot be reached, the offline page answers.
 * - Nothing else is touched: /api (JSON answers and the socket), /uploads and /static images go to
 *   the network and the browser's own HTTP cache, never to this worker's caches.
 * - A new worker takes over at once (skipWaiting, clientsClaim): pages are never served from a
 *   cache, so an open page keeps working and its next navigation loads the new build.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const OFFLINE_PAGE = '/offline.html';
/** Paths a page navigation may reach that are not the app: the API reference and the OBS overlay. */
const NOT_THE_APP = [/^\/api\//, /^\/uploads\//, /^\/static\//, /^\/overlay\//];
/** A proxy's answers while the server behind it is down (deploy/nginx) count as unreachable too. */
const UNREACHABLE = new Set([502, 503, 504]);

void self.skipWaiting();
clientsClaim();
// The page's request starts while the worker boots, so going through it costs a navigation nothing.
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        // NetworkOnly answers with the navigation preload's response when there is one.
        const res = await network.handle(options);
        if (!UNREACHABLE.has(res.status)) return res;
      } catch {
        // No network, or the server refused the connection.
      }
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    },
    { denylist: NOT_THE_APP },
  ),
);
