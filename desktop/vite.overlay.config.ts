import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compactTranslations } from './compact-translations';
import { precompressedCopies } from './precompress';

const root = resolve(import.meta.dirname, 'src/renderer');

/**
 * The OBS overlay page (overlay.html, served at /overlay/...), built after the app into the same
 * folder (`npm run build:web`). A build of its own: it shares no file with the app, so a browser
 * source loads only the overlay, and the app's files are cut for its first screen alone
 * (web-chunks.ts). Its few libraries stay in one file with it.
 */
export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), compactTranslations(), precompressedCopies()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: false,
    rollupOptions: { input: { overlay: resolve(root, 'overlay.html') } },
  },
});
