import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Desktop build: main process, preload bridge and the same React renderer as the web build. */
export default defineConfig({
  main: { plugins: [externalizeDepsPlugin({ exclude: ['@squadhub/shared'] })] },
  preload: {
    plugins: [externalizeDepsPlugin({ exclude: ['@squadhub/shared'] })],
    build: { rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } } },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), tailwindcss()],
    build: { rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') } },
  },
});
