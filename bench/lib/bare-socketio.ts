/**
 * The floor of the room fan-out bench: a bare socket.io server, the same kind of Node process as
 * the real server, that stores nothing of its own and checks no session. Started by
 * `startBareSocketIo()` (processes.ts) with PORT, HOST and BARE_DATABASE_URL; with BARE_REDIS_URL
 * it uses socket.io's Redis adapter (key BARE_REDIS_KEY), so several of them fan out together as
 * the API instances do. SIGTERM stops it.
 *
 *   GET  /                                  "ok" (ready)
 *   POST /emit?room=<r>                     emits the JSON body as room_details_updated to room r
 *   POST /emit-after-write?room=<r>&row=<n> first one durable write (row n of the probe table,
 *                                           committed on its own), then the same emit
 *
 * A socket joins the room named by its handshake's `auth: { room }` at path BARE_SOCKET_PATH.
 */
import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import pg from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';

export const BARE_SOCKET_PATH = '/ws';

/** The table of the floor's durable write: one row per room, so parallel writes never wait on one another. */
export const PROBE_TABLE = 'bench_fanout_probe';

async function main() {
  const db = new pg.Pool({
    connectionString: process.env.BARE_DATABASE_URL,
    max: Number(process.env.BARE_POOL_SIZE ?? 10),
  });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET') return void res.end('ok');
    let body = '';
    req.on('data', (c) => (body += c));
    const emit = () => {
      io.to(url.searchParams.get('room') ?? '').emit('room_details_updated', JSON.parse(body));
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    };
    req.on('end', () => {
      if (url.pathname !== '/emit-after-write') return emit();
      const row = Number(url.searchParams.get('row') ?? 0);
      db.query(`UPDATE ${PROBE_TABLE} SET n = n + 1 WHERE id = $1`, [row]).then(emit, (err: Error) => {
        res.statusCode = 500;
        res.end(err.message);
      });
    });
  });
  const io = new Server(server, { path: BARE_SOCKET_PATH, serveClient: false, transports: ['websocket'] });
  const closers: (() => unknown)[] = [];
  if (process.env.BARE_REDIS_URL) {
    const pub = createClient({ url: process.env.BARE_REDIS_URL });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: process.env.BARE_REDIS_KEY ?? 'bench-bare' }));
    closers.push(
      () => pub.destroy(),
      () => sub.destroy(),
    );
  }
  io.on('connection', (s) => void s.join(String((s.handshake.auth as { room?: string }).room)));
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
  process.once('SIGTERM', () => {
    void io.close(() => {
      for (const close of closers) close();
      void db.end().then(() => process.exit(0));
    });
  });
}

// Run as a process by startBareSocketIo(); imported by the bench only for its constants.
if (process.argv[1] === import.meta.filename) await main();
