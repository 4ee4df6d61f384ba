/**
 * socket.io-client without the transports the app never opens (docs/design/phones.md#the-first-download).
 *
 * The app's socket is WebSocket only (`transports: ['websocket']`, src/renderer/src/lib/socket.tsx):
 * two instances behind a load balancer need no sticky sessions that way. engine.io-client still
 * imports its HTTP long-polling and WebTransport classes into its table of transports, 1.4 kB of
 * a phone's first download that never runs. In the web build that table holds WebSocket alone.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const TABLE = 'squadhub:engine-io-websocket-only';
const ENGINE_IO = /[\\/]node_modules[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]/;

export function socketWebSocketOnly(): Plugin {
  let websocket: string | undefined;
  return {
    name: 'squadhub-socket-websocket-only',
    apply: 'build',
    // Before Vite's own resolver, which would find the file.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './transports/index.js' || !importer || !ENGINE_IO.test(importer)) return null;
      websocket = join(dirname(importer), 'transports', 'websocket.js');
      return `\0${TABLE}`;
    },
    load(id) {
      if (id !== `\0${TABLE}`) return null;
      return `import { WS } from ${JSON.stringify(websocket)};\nexport const transports = { websocket: WS };\n`;
    },
  };
}
