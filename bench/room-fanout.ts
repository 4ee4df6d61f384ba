/**
 * `npm run bench:room-fanout`: how fast a room code reaches the players. 1,000 socket.io clients
 * sit in 10 tournaments of 100 on the real server (PostgreSQL). Each sample: the creator POSTs
 * /send-room-code and we time until the last of that tournament's 100 clients has received
 * `room_details_updated`.
 *
 * The floor (bench/lib/bare-socketio.ts) is a bare socket.io server (same kind of Node process)
 * whose HTTP route makes one durable write on the bench's PostgreSQL database (a one-row UPDATE,
 * committed) and then does `io.to(room).emit` of the same payload to the same 1,000 clients. The
 * room code must be durable before anyone is told (docs/design/live-events.md#after-commit-only:
 * events only after commit; every 2xx durable), so this is the floor of any design that stores
 * it. Target: the p99 at most 1.5x the floor's, in the same run. The same bare server emitting
 * without the write is printed for context. Samples of the three alternate so background load
 * weighs on all alike; after a room code the bench waits for what it sets off after its alert
 * (the live-card refresh to all 1,000 sockets, parsed by this same process), then pauses, so that
 * it is not counted in the next sample.
 *
 * Printed: p50 and p99 from the request (end to end) and from the HTTP response, the p99 ratio to
 * the floor with PASS/FAIL, and the load average before and after. BENCH_ROUNDS (default 30)
 * rounds of 10 tournaments each: 300 samples a side, so the p99 is not just the slowest sample.
 *
 * `npm run bench:room-fanout -- --instances 2`: the two-instance mode (room-fanout-instances.ts).
 */
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@squadhub/shared';
import { BARE_SOCKET_PATH } from './lib/bare-socketio.js';
import {
  createProbeTable,
  judge,
  loadAverage,
  percentile,
  runBench,
  seatTournaments,
  startBareSocketIo,
  startSquadhubServer,
} from './lib/index.js';

const TOURNAMENTS = 10;
const PER_TOURNAMENT = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TARGET = 1.5;

interface RoomPayload {
  tournament_id: string;
  tournament_title: string;
  room_code: string;
  room_link: string | null;
  room_password: string | null;
}

// ---- Measuring ----------------------------------------------------------------------------------

/** The pause between two samples: longer than anything a sample sets off after its alert. */
const SETTLE_MS = 250;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Resolves once `done()` holds, checking every 20 ms, or after `ms` anyway. */
async function until(done: () => boolean, ms: number) {
  const deadline = performance.now() + ms;
  while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** Resolves with the time the last of `expected` clients saw `code`. */
class Arrivals {
  /** `tournament_updated` events received, by every socket. */
  updates = 0;
  private waiting = new Map<string, { left: number; last: number; done: (t: number) => void }>();
  expect(code: string, expected: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`only ${expected - (this.waiting.get(code)?.left ?? 0)} of ${expected} received ${code}`)),
        15_000,
      );
      this.waiting.set(code, {
        left: expected,
        last: 0,
        done: (t) => {
          clearTimeout(timer);
          this.waiting.delete(code);
          resolve(t);
        },
      });
    });
  }
  seen(code: string) {
    const now = performance.now();
    const w = this.waiting.get(code);
    if (!w) return;
    w.last = now;
    if (--w.left === 0) w.done(now);
  }
}

function connectAll(url: string, path: string, auths: object[], arrivals: Arrivals): Promise<Socket[]> {
  return Promise.all(
    auths.map(
      (auth) =>
        new Promise<Socket>((resolve, reject) => {
          const s = connect(url, { path, auth, transports: ['websocket'], forceNew: true, reconnection: false });
          s.on('room_details_updated', (p: RoomPayload) => arrivals.seen(p.room_code));
          s.on('tournament_updated', () => void arrivals.updates++);
          s.once('connect', () => resolve(s));
          s.once('connect_error', reject);
        }),
    ),
  );
}

interface Sample {
  fromRequest: number;
  fromResponse: number;
}

async function timed(arrivals: Arrivals, code: string, send: () => Promise<Response>): Promise<Sample> {
  const last = arrivals.expect(code, PER_TOURNAMENT);
  const start = performance.now();
  const res = await send();
  const answered = performance.now();
  if (!res.ok) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const end = await last;
  return { fromRequest: end - start, fromResponse: Math.max(0, end - answered) };
}

function summary(name: string, samples: Sample[]) {
  const req = samples.map((s) => s.fromRequest);
  const resp = samples.map((s) => s.fromResponse);
  return {
    name,
    p50: percentile(req, 50),
    p99: percentile(req, 99),
    p50Resp: percentile(resp, 50),
    p99Resp: percentile(resp, 99),
  };
}

// ---- The bench -----------------------------------------------------------------------------------

const instancesArg = process.argv.indexOf('--instances');
const instances = instancesArg < 0 ? 1 : Number(process.argv[instancesArg + 1]);
if (instances === 2) {
  await import('./room-fanout-instances.js');
} else if (instances !== 1) {
  console.error('--instances takes 1 or 2');
  process.exit(2);
} else {
  await runBench('room-fanout', async ({ databaseUrl, jwtSecret, ctx, track }) => {
    console.log(`load average before: ${loadAverage()}`);
    // BENCH_CPU_PROF_DIR=<dir>: the server writes a V8 CPU profile there.
    const profile = process.env.BENCH_CPU_PROF_DIR;
    const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    const server = track(await startSquadhubServer({ databaseUrl, jwtSecret, nodeArgs }));
    await createProbeTable(ctx, TOURNAMENTS);
    const bare = track(await startBareSocketIo({ databaseUrl }));

    console.log(`preparing ${TOURNAMENTS} tournaments of ${PER_TOURNAMENT} seated players…`);
    const rooms = await seatTournaments(ctx, { tournaments: TOURNAMENTS, perTournament: PER_TOURNAMENT });

    const arrivals = new Arrivals();
    console.log('connecting 1,000 clients to Squadhub and 1,000 to the bare socket.io server…');
    const squadSockets = await connectAll(
      server.url,
      SOCKET_PATH,
      rooms.flatMap((r) => r.players.map((p) => ({ token: p.token }))),
      arrivals,
    );
    const bareSockets = await connectAll(
      bare.url,
      BARE_SOCKET_PATH,
      rooms.flatMap((r, k) => r.players.map(() => ({ room: `t${k}` }))),
      arrivals,
    );
    track({ stop: async () => void [...squadSockets, ...bareSockets].forEach((s) => s.disconnect()) });

    const squad: Sample[] = [];
    const bareEmit: Sample[] = [];
    const floor: Sample[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [k, room] of rooms.entries()) {
        const code = `R${round}-${k}`;
        const updatesBefore = arrivals.updates;
        const s = await timed(arrivals, code, () =>
          fetch(`${server.url}/api/tournaments/${room.id}/send-room-code`, {
            method: 'POST',
            headers: { ...room.creator.auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ room_code: code, room_link: null, password: 'pw' }),
          }),
        );
        // Each sample starts on quiet sockets: the live-card refresh that follows a room code a
        // moment later (server/src/services/play/room.ts), one update for each of the 1,000 sockets,
        // must not land inside the next sample, of either side.
        await until(() => arrivals.updates >= updatesBefore + squadSockets.length, 15_000);
        await settle();
        const payload: RoomPayload = {
          tournament_id: room.id,
          tournament_title: room.title,
          room_code: `B${code}`,
          room_link: null,
          room_password: 'pw',
        };
        const b = await timed(arrivals, payload.room_code, () =>
          fetch(`${bare.url}/emit?room=t${k}`, { method: 'POST', body: JSON.stringify(payload) }),
        );
        await settle();
        const floorPayload = { ...payload, room_code: `F${code}` };
        const f = await timed(arrivals, floorPayload.room_code, () =>
          fetch(`${bare.url}/emit-after-write?room=t${k}&row=${k}`, {
            method: 'POST',
            body: JSON.stringify(floorPayload),
          }),
        );
        await settle();
        // Round 0 warms all up (JIT, pools) and is not counted.
        if (round > 0) {
          squad.push(s);
          bareEmit.push(b);
          floor.push(f);
        }
      }
      // A run takes a few minutes (each sample waits for quiet sockets): show that it moves.
      if (round % 10 === 0) console.log(`  round ${round} of ${ROUNDS} done (round 0 warms up)`);
    }

    const a = summary('POST send-room-code → last of 100 clients', squad);
    const d = summary('floor: one durable write, then emit', floor);
    const c = summary('(context) bare emit, no write', bareEmit);
    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
    console.log(`\nroom fan-out: ${squad.length} samples each, 10 tournaments x 100 clients (1,000 sockets per side)`);
    console.log(
      `${''.padEnd(46)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'p50 resp'.padStart(10)}${'p99 resp'.padStart(10)}`,
    );
    for (const r of [a, d, c])
      console.log(`${r.name.padEnd(46)}${ms(r.p50)}${ms(r.p99)}${ms(r.p50Resp)}${ms(r.p99Resp)}`);
    console.log(
      '(p50/p99: from sending the request; resp: from receiving the HTTP answer, 0 when all clients had it first)',
    );
    const ok = judge(a, d, TARGET);
    console.log(
      `context: send-room-code is ${(a.p99 / c.p99).toFixed(2)}x the bare emit without a write at p99 ` +
        `(${(a.p50 / c.p50).toFixed(2)}x at p50); the write alone costs the floor ${(d.p50 - c.p50).toFixed(1)} ms at p50`,
    );
    console.log(`load average after: ${loadAverage()}`);
    return ok;
  });
}
