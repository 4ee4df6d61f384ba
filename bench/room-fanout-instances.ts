/**
 * `npm run bench:room-fanout -- --instances 2`: room codes across two instances. Two real server
 * processes share one fresh PostgreSQL database and one Redis (a key prefix of this run's own);
 * 50 tournaments of 40 seated players have their 2,000 sockets spread over both (each
 * tournament's players half on one, half on the other), and the 50 creators send their room
 * codes at the same moment, half through each instance. For every socket we time send →
 * delivery of its own room alert; all 2,000 must get exactly one, and no socket one that is not
 * its own (20 outsiders per side, logged in but seated nowhere or anonymous, must get none).
 *
 * The floor, in the same run: two bare socket.io processes (bench/lib/bare-socketio.ts) with the
 * Redis adapter on the same Redis, emitting each room's payload to its room after one durable
 * write (a one-row UPDATE, a row per room, committed), to 2,000 sockets spread the same way and
 * sent to the same way (docs/design/live-events.md#after-commit-only: the code is stored before
 * anyone hears it). Bursts of both sides alternate, each starting on quiet sockets.
 *
 * Printed: p50, p99 and max of the 2,000 x BENCH_ROUNDS (default 10) deliveries of each side, the
 * deliveries counted, the p99 ratio with PASS/FAIL (target: at most 1.5), and the load average
 * before and after. REDIS_URL (default redis://127.0.0.1:6379) is the Redis both sides use;
 * BENCH_VERBOSE=1 prints each burst's timeline; BENCH_CPU_PROF_DIR=<dir> profiles the server processes.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@squadhub/shared';
import { BARE_SOCKET_PATH } from './lib/bare-socketio.js';
import {
  createProbeTable,
  createUser,
  judge,
  loadAverage,
  percentile,
  runBench,
  seatTournaments,
  startBareSocketIo,
  startSquadhubServer,
  type BenchProcess,
} from './lib/index.js';

const TOURNAMENTS = 50;
const PER_TOURNAMENT = 40;
/** Outsiders per side and instance: half logged in (seated nowhere), half anonymous. */
const OUTSIDERS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TARGET = 1.5;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * BENCH_CPU_PROF_DIR=<dir>: every server process (both sides) writes a V8 CPU profile there, and
 * the bench the bursts' times (bursts.json, counted bursts only) to cut the profiles to them.
 */
const NODE_ARGS = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];
/** BENCH_VERBOSE=1: each burst's timeline (HTTP answers, deliveries), to see where the time goes. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** A burst has this long to reach every socket before it counts the missing ones. */
const BURST_TIMEOUT_MS = 30_000;
/** Sockets count as quiet once nothing has arrived for this long. */
const QUIET_MS = 300;

interface RoomPayload {
  tournament_id: string;
  tournament_title: string;
  room_code: string;
  room_link: string | null;
  room_password: string | null;
}

/** One side's sockets, and what each of them received. */
class Crowd {
  readonly sockets: Socket[] = [];
  /** The tournament each socket sits in; -1 for an outsider. */
  private readonly seatOf: number[] = [];
  private readonly seen: Set<string>[] = [];
  /** Every code sent so far: its tournament and when its request left. */
  private readonly codes = new Map<string, { k: number; sentAt: number }>();
  private latencies: number[] = [];
  private waiting = 0;
  private done: () => void = () => {};
  lastMessageAt = 0;
  /** `tournament_updated` events received, by every socket. */
  updates = 0;
  delivered = 0;
  expected = 0;
  wrongAudience = 0;
  duplicates = 0;
  readonly all: number[] = [];
  readonly burstP99: number[] = [];
  /** Each burst's start and end, in process.hrtime microseconds. */
  readonly windows: [number, number][] = [];

  constructor(
    readonly name: string,
    /** How many `tournament_updated` a burst sets off (0: none, as on the floor). */
    private readonly updatesPerBurst: () => number = () => 0,
  ) {}

  get seated() {
    return this.seatOf.filter((k) => k >= 0).length;
  }

  connect(url: string, path: string, auth: object, k: number): Promise<void> {
    const i = this.sockets.length;
    const s = connect(url, { path, auth, transports: ['websocket'], forceNew: true, reconnection: false });
    this.sockets.push(s);
    this.seatOf.push(k);
    this.seen.push(new Set());
    s.onAny(() => (this.lastMessageAt = performance.now()));
    s.on('room_details_updated', (p: RoomPayload) => this.arrived(i, p.room_code));
    s.on('tournament_updated', () => void this.updates++);
    return new Promise((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
  }

  private arrived(i: number, code: string) {
    const now = performance.now();
    const sent = this.codes.get(code);
    if (!sent || sent.k !== this.seatOf[i]) return void this.wrongAudience++;
    if (this.seen[i].has(code)) return void this.duplicates++;
    this.seen[i].add(code);
    this.latencies.push(now - sent.sentAt);
    if (--this.waiting === 0) this.done();
  }

  /** Sends every room's code at once and waits for all deliveries; the latencies count unless `warmUp`. */
  async burst(sends: { code: string; k: number; send: () => Promise<Response> }[], warmUp: boolean) {
    this.latencies = [];
    this.waiting = this.seated;
    const updatesBefore = this.updates;
    const allArrived = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, BURST_TIMEOUT_MS);
      this.done = () => (clearTimeout(timer), resolve());
    });
    const start = performance.now();
    const startedAt = Number(process.hrtime.bigint() / 1000n);
    const answeredAt: number[] = [];
    const answers = sends.map(({ code, k, send }) => {
      this.codes.set(code, { k, sentAt: performance.now() });
      return send().then((res) => (answeredAt.push(performance.now() - start), res));
    });
    for (const res of await Promise.all(answers)) {
      if (!res.ok) throw new Error(`${this.name}: send failed: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    await allArrived;
    // For the profiles: the burst's time on the clock V8's profiler uses (microseconds).
    this.windows.push([startedAt, Number(process.hrtime.bigint() / 1000n)]);
    if (VERBOSE)
      console.log(
        `\n${this.name}: HTTP answers p50 ${percentile(answeredAt, 50).toFixed(0)} ms, last ` +
          `${percentile(answeredAt, 100).toFixed(0)} ms; deliveries p50 ${percentile(this.latencies, 50).toFixed(0)} ms, ` +
          `last ${percentile(this.latencies, 100).toFixed(0)} ms`,
      );
    // What the alerts set off must be over before the next burst of either side: a room code makes
    // its tournament live for everyone, one update per socket and tournament, sent a moment later.
    const updates = this.updatesPerBurst();
    if (updates) await until(() => this.updates >= updatesBefore + updates, 60_000);
    if (warmUp) return;
    this.expected += this.seated;
    this.delivered += this.latencies.length;
    this.all.push(...this.latencies);
    this.burstP99.push(percentile(this.latencies, 99));
  }
}

/** Resolves once `done()` holds, checking every 50 ms, or after `ms` anyway. */
async function until(done: () => boolean, ms: number) {
  const deadline = performance.now() + ms;
  while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Waits until no socket of either side has received anything for QUIET_MS. */
async function quiet(crowds: Crowd[]) {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const last = Math.max(...crowds.map((c) => c.lastMessageAt));
    if (performance.now() - last >= QUIET_MS || performance.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Connects in slices, so the handshakes do not all queue on two instances at once. */
async function inSlices(jobs: (() => Promise<void>)[], size = 100) {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((j) => j()));
}

await runBench('room-fanout, two instances', async ({ databaseUrl, jwtSecret, ctx, track }) => {
  console.log(`load average before: ${loadAverage()}`);
  const prefix = `squadhub-bench-${randomBytes(4).toString('hex')}:`;
  const redis = { REDIS_URL, REDIS_KEY_PREFIX: prefix, DATABASE_POOL_SIZE: '10' };
  await createProbeTable(ctx, TOURNAMENTS);
  const [servers, bares] = await Promise.all([
    Promise.all(
      [0, 1].map(() => startSquadhubServer({ databaseUrl, jwtSecret, env: redis, nodeArgs: NODE_ARGS }).then(track)),
    ),
    Promise.all(
      [0, 1].map(() =>
        startBareSocketIo({
          databaseUrl,
          redis: { url: REDIS_URL, key: `${prefix}bare` },
          poolSize: 10,
          nodeArgs: NODE_ARGS,
        }).then(track),
      ),
    ),
  ]);

  console.log(`preparing ${TOURNAMENTS} tournaments of ${PER_TOURNAMENT} seated players…`);
  const rooms = await seatTournaments(ctx, { tournaments: TOURNAMENTS, perTournament: PER_TOURNAMENT });
  const loggedInOutsiders = await Promise.all(Array.from({ length: OUTSIDERS }, () => createUser(ctx)));

  const squad: Crowd = new Crowd('send-room-code (Squadhub, 2 instances)', () => TOURNAMENTS * squad.sockets.length);
  const floor = new Crowd('floor: bare socket.io + Redis, write, emit');
  const spread = (side: BenchProcess[], i: number) => side[i % 2].url;
  console.log(`connecting ${TOURNAMENTS * PER_TOURNAMENT} clients a side, half to each instance…`);
  await inSlices([
    ...rooms.flatMap((r, k) =>
      r.players.map((p, i) => () => squad.connect(spread(servers, i), SOCKET_PATH, { token: p.token }, k)),
    ),
    ...loggedInOutsiders.map((p, i) => () => squad.connect(spread(servers, i), SOCKET_PATH, { token: p.token }, -1)),
    ...loggedInOutsiders.map((_, i) => () => squad.connect(spread(servers, i), SOCKET_PATH, {}, -1)),
    ...rooms.flatMap((r, k) =>
      r.players.map((_, i) => () => floor.connect(spread(bares, i), BARE_SOCKET_PATH, { room: `t${k}` }, k)),
    ),
    ...Array.from(
      { length: 2 * OUTSIDERS },
      (_, i) => () => floor.connect(spread(bares, i), BARE_SOCKET_PATH, { room: 'nowhere' }, -1),
    ),
  ]);
  track({ stop: async () => void [...squad.sockets, ...floor.sockets].forEach((s) => s.disconnect()) });

  const squadBurst = (round: number) =>
    rooms.map((room, k) => {
      const code = `R${round}-${k}`;
      return {
        code,
        k,
        send: () =>
          fetch(`${spread(servers, k)}/api/tournaments/${room.id}/send-room-code`, {
            method: 'POST',
            headers: { ...room.creator.auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ room_code: code, room_link: null, password: 'pw' }),
          }),
      };
    });
  const floorBurst = (round: number) =>
    rooms.map((room, k) => {
      const payload: RoomPayload = {
        tournament_id: room.id,
        tournament_title: room.title,
        room_code: `F${round}-${k}`,
        room_link: null,
        room_password: 'pw',
      };
      return {
        code: payload.room_code,
        k,
        send: () =>
          fetch(`${spread(bares, k)}/emit-after-write?room=t${k}&row=${k}`, {
            method: 'POST',
            body: JSON.stringify(payload),
          }),
      };
    });

  // Round 0 warms all up (JIT, pools, connections) and is not counted; the sides alternate who goes first.
  for (let round = 0; round <= ROUNDS; round++) {
    const sides = [
      () => squad.burst(squadBurst(round), round === 0),
      () => floor.burst(floorBurst(round), round === 0),
    ];
    for (const side of round % 2 ? sides.reverse() : sides) {
      await quiet([squad, floor]);
      await side();
    }
    process.stdout.write(`.`);
  }
  await quiet([squad, floor]);

  const rows = [squad, floor].map((c) => ({
    crowd: c,
    p50: percentile(c.all, 50),
    p99: percentile(c.all, 99),
    max: percentile(c.all, 100),
  }));
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  const num = (n: number) => n.toLocaleString('en-GB').padStart(12);
  console.log(
    `\n\nroom fan-out, two instances: ${ROUNDS} bursts of ${TOURNAMENTS} room codes at once, ` +
      `${TOURNAMENTS} x ${PER_TOURNAMENT} sockets a side, half on each instance`,
  );
  console.log(
    `${''.padEnd(44)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}` +
      `${'delivered'.padStart(12)}${'expected'.padStart(12)}${'wrong'.padStart(8)}${'twice'.padStart(8)}`,
  );
  for (const r of rows)
    console.log(
      `${r.crowd.name.padEnd(44)}${ms(r.p50)}${ms(r.p99)}${ms(r.max)}${num(r.crowd.delivered)}` +
        `${num(r.crowd.expected)}${String(r.crowd.wrongAudience).padStart(8)}${String(r.crowd.duplicates).padStart(8)}`,
    );
  console.log('(from sending the request to the socket receiving its alert; wrong: an alert of another room)');
  for (const r of rows)
    console.log(`p99 per burst, ${r.crowd.name}: ${r.crowd.burstP99.map((n) => n.toFixed(0)).join(' ')}`);
  let ok = judge(rows[0], rows[1], TARGET);
  for (const c of [squad, floor]) {
    if (c.delivered !== c.expected || c.wrongAudience || c.duplicates) {
      console.log(`FAIL: ${c.name}: every seated socket must get its own alert exactly once, and only it`);
      ok = false;
    }
  }
  if (process.env.BENCH_CPU_PROF_DIR) {
    const bursts = { squad: squad.windows.slice(1), floor: floor.windows.slice(1) };
    writeFileSync(path.join(process.env.BENCH_CPU_PROF_DIR, 'bursts.json'), JSON.stringify(bursts));
  }
  console.log(`load average after: ${loadAverage()}`);
  return ok;
});
