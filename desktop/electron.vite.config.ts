import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { BUILD_TIME_CSP } from './src/main/csp';

/** Bakes the renderer's Content-Security-Policy into index.html (file:// pages get no headers). */
const cspMetaTag = (): Plugin => ({
  name: 'squadhub-csp-meta',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: BUILD_TIME_CSP },
      injectTo: 'head-prepend',
    },
  ],
});

/**
 * Desktop build (`npm run build:desktop`): out/main/index.js (ESM), out/preload/index.cjs
 * (CommonJS, because sandboxed preloads cannot be ES modules) and out/renderer/ — the same React
 * renderer as the web build, loaded from file://.
 */
export default defineConfig({
  // electron-updater is bundled too: the packaged app ships no node_modules (build/electron-builder.yml).
  main: { plugins: [externalizeDepsPlugin({ exclude: ['@squadhub/shared', 'electron-updater'] })] },
  preload: {
    plugins: [externalizeDepsPlugin({ exclude: ['@squadhub/shared'] })],
    build: { rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } } },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    base: './',
    plugins: [react(), tailwindcss(), cspMetaTag()],
    build: { rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') } },
  },
});
