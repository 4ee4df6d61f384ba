import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appShell } from './pwa/app-shell';
import { installableWebApp } from './pwa/plugin';

const root = resolve(import.meta.dirname, 'src/renderer');

/**
 * Browser build of the renderer, served by the API server at `/`. `npm run dev:web` proxies /api.
 * Two pages: the app (index.html) and the OBS overlay (overlay.html), which shares none of the
 * app shell so a browser source loads little. The app is installable: a manifest and a service
 * worker (/sw.js), which only this build has.
 */
export default defineConfig({
  root,
  plugins: [
    react(),
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
        // The app's hashed JavaScript and CSS (not the overlay's entry), the offline page, the icons.
        globPatterns: ['assets/*.{js,css}', 'offline.{html,js}', 'icons/*.png', 'favicon.svg'],
        globIgnores: ['assets/overlay-*', '**/*.map'],
        // A hashed name changes with its content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    // Each script, style and SVG as brotli at its best quality and as gzip, beside the file: the
    // server sends the copy the browser accepts as it is (server/src/routes/pages.ts), some 13%
    // smaller than brotli compressed on the fly, and no work per request.
    compression({
      include: /\.(js|css|svg)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    rollupOptions: {
      input: { index: resolve(root, 'index.html'), overlay: resolve(root, 'overlay.html') },
      // The libraries under every screen get chunks of their own: they change less often than the
      // app, so a returning phone keeps them cached across releases. Everything else splits on
      // its own at the lazy imports (desktop/src/renderer/src/lib/lazy.tsx).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'vendor-socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true }, '/uploads': 'http://localhost:8080' },
  },
});
