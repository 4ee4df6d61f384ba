/**
 * What makes the web build an installable app (docs/design/phones.md#an-installable-app), as a Vite
 * plugin of the web build only: the Electron renderer and the OBS overlay page get none of it.
 * It writes /manifest.webmanifest, the icons (drawn by scripts/make-pwa-icons.mjs), the offline
 * page and its script into the build, and links the manifest and the iOS home-screen icon from
 * index.html. The service worker itself is built by vite-plugin-pwa (desktop/vite.web.config.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const here = import.meta.dirname;
/** The dark theme's background (desktop/src/renderer/src/styles.css, --color-bg). */
const THEME = '#0b0d12';

export const MANIFEST = {
  id: '/',
  name: 'Squadhub',
  short_name: 'Squadhub',
  description:
    'Battle-royale tournaments for your mobile shooter: take a seat in one tap, get the room code live, win coin prizes.',
  lang: 'en-GB',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: THEME,
  theme_color: THEME,
  categories: ['games', 'sports'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Copied into the build as they are, under the same names. */
const FILES = [
  'offline.html',
  'offline.js',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
  'icons/badge-96.png',
];

export function installableWebApp(): Plugin {
  return {
    name: 'squadhub-installable-web-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (path.basename(ctx.filename) !== 'index.html') return;
        return [
          { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
        ];
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(MANIFEST) });
      for (const fileName of FILES) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path.join(here, fileName)) });
      }
    },
  };
}
