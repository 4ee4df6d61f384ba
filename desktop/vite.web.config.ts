import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Browser build of the renderer, served by the API server at `/`. `npm run dev:web` proxies /api. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  plugins: [react(), tailwindcss()],
  build: { outDir: resolve(import.meta.dirname, 'dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true }, '/uploads': 'http://localhost:8080' },
  },
});
