import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './pwa/app-shell';
import { compactTranslations } from './compact-translations';
import { installableWebApp } from './pwa/plugin';
import { precompressedCopies } from './precompress';
import { socketWebSocketOnly } from './socket-websocket-only';
import { splitTextModules } from './split-text-modules';
import { lazyImportPreloads, webChunks } from './web-chunks';

const root = resolve(import.meta.dirname, 'src/renderer');
const chunks = webChunks();

/**
 * Browser build of the renderer's app page (index.html), served by the API server at `/`; the OBS
 * overlay page has a build of its own (vite.overlay.config.ts). `npm run dev:web` proxies /api.
 * The app is installable: a manifest and a service worker (/sw.js), which only this build has.
 */
export default defineConfig({
  root,
  plugins: [
    react(),
    // Which module goes in which file: the dashboard in a handful of scripts (web-chunks.ts).
    chunks.plugin,
    // A fixed text's translation by its place in the text index, not by its key (compact-translations.ts).
    compactTranslations(),
    // Each text a module of its own: a screen's file holds the texts it shows (split-text-modules.ts).
    splitTextModules(),
    // socket.io-client with the one transport the app opens, WebSocket (socket-websocket-only.ts).
    socketWebSocketOnly(),
    tailwindcss(),
    // The installable app (docs/design/phones.md#an-installable-app): manifest, icons, offline page,
    // and the service worker at /sw.js from src/sw/sw.ts, with the precache list Workbox injects.
    installableWebApp(),
    // The header and the dashboard's skeleton before the JavaScript, and each first screen's lazy
    // chunks preloaded with the entry (docs/design/phones.md#the-app-shell).
    appShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: resolve(root, 'src/sw'),
      filename: 'sw.ts',
      // Registered by the app itself (src/lib/service-worker.ts); the manifest is installableWebApp's.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app's hashed JavaScript and CSS, the offline page, the icons (the overlay's files,
        // built after this, are not the app's).
        globPatterns: ['assets/*.{js,css}', 'offline.{html,js}', 'icons/*.png', 'favicon.svg'],
        globIgnores: ['**/*.map'],
        // A hashed name changes with its content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    // Each file also as brotli and gzip, which the server sends as they are.
    precompressedCopies(),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // index.html preloads all the entry imports; a lazy import, what it adds (web-chunks.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? lazyImportPreloads(deps) : deps),
    },
    rollupOptions: {
      input: { index: resolve(root, 'index.html') },
      // The libraries, the app's first screen and what it fetches next in a few files; every other
      // screen splits at its lazy import (web-chunks.ts, src/renderer/src/lib/lazy.tsx).
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true }, '/uploads': 'http://localhost:8080' },
  },
});
