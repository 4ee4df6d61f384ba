/**
 * The reconnect storm (docs/design/several-instances.md#the-reconnect-storm): two real API
 * processes, A and B, on one fresh PostgreSQL database and one Redis, with 2,000 sockets spread
 * over them (socket-crowd.ts, in a child process): 1,500 of 500 logged-in players (three devices
 * each), 2 of an admin, the rest visitors. A is stopped (SIGTERM) as a restart would stop it. Its
 * 1,000 clients reconnect with the product's randomized backoff through a "load balancer" that
 * knows A is gone, so all of them land on B at once. Then:
 * - every socket is connected again within 30 s;
 * - B's event-loop delay, measured inside B (event-loop-probe.ts), stays under 200 ms;
 * - none of a steady trickle of GET /api/tournaments and /api/auth/me, sent throughout to
 *   whichever instance is up, answers 5xx or fails.
 * Then A starts again (after the storm: on this one machine its start-up would otherwise take
 * the survivor's CPU, which separate machines do not share) and an event sent through it
 * reaches all 2,000 sockets.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerBody } from '../accounts/helpers.js';
import { createBody } from '../support/tournament-factories.js';
import type { EventLoopSample } from './event-loop-probe.js';
import { startInstance, type Instance } from './instances.js';
import { SHARED_REDIS_URL, createScratchDatabase, type ScratchDatabase } from './services.js';
import { startSocketCrowd, type CrowdClient, type CrowdStatus, type SocketCrowd } from './socket-crowd.js';

const SOCKETS = 2_000;
const PLAYERS = 500;
const DEVICES_PER_PLAYER = 3;
const ADMIN_DEVICES = 2;
/** The targets (issue: room codes across instances, reconnect storms). */
const RECONNECT_WITHIN_MS = 30_000;
const EVENT_LOOP_DELAY_UNDER_MS = 200;
/** One request of the trickle every this many ms, alternating the list and /auth/me. */
const TRICKLE_EVERY_MS = 100;

const JWT_SECRET = randomBytes(32).toString('hex');
const REDIS_KEY_PREFIX = `squadhub-storm-${randomBytes(4).toString('hex')}:`;
const SUPER_ADMIN = {
  email: `storm-admin-${randomBytes(4).toString('hex')}@example.test`,
  password: 'storm-admin-pass',
};
const PROBE = path.join(import.meta.dirname, 'event-loop-probe.ts');

let database: ScratchDatabase | undefined;
let probeDir: string | undefined;
let crowd: SocketCrowd | undefined;
const started: Instance[] = [];
let a: Instance, b: Instance;
let players: string[] = [];
let adminToken: string;

function instanceEnv(name: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: database!.url,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: SHARED_REDIS_URL,
    REDIS_KEY_PREFIX,
    JWT_SECRET,
    SEED_DEMO: 'false',
    // 2,000 clients from one address would be one client to the limits; real ones are many.
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    EVENT_LOOP_PROBE_FILE: path.join(probeDir!, `${name}.jsonl`),
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
  };
}

const start = (name: string) => startInstance({ name, env: instanceEnv(name), nodeArgs: ['--import', PROBE] });

function eventLoopSamples(name: string, from: number, to: number): EventLoopSample[] {
  return readFileSync(path.join(probeDir!, `${name}.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as EventLoopSample)
    .filter((s) => s.at >= from && s.at <= to);
}

/** Runs `jobs` with at most `width` at a time. */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]();
      }
    }),
  );
  return results;
}

/** The instances a load balancer would send new connections and requests to. */
class Balancer {
  up: Instance[] = [];
  pick(): Instance {
    return this.up[Math.floor(Math.random() * this.up.length)];
  }
  async set(instances: Instance[]) {
    this.up = instances;
    await crowd!.balance(instances.map((i) => i.url));
  }
}
const balancer = new Balancer();

/** GET /api/tournaments and /api/auth/me in turn, every TRICKLE_EVERY_MS, to an instance that is up. */
function startTrickle() {
  const answers: Record<string, number> = {};
  const failures: string[] = [];
  let slowestMs = 0;
  let n = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const via = balancer.pick();
    const token = n % 2 ? players[n % players.length] : undefined;
    const apiPath = token ? '/auth/me' : '/tournaments';
    n++;
    const sentAt = performance.now();
    const request = via.call('GET', apiPath, { token }).then(
      ({ status }) => {
        slowestMs = Math.max(slowestMs, performance.now() - sentAt);
        answers[status] = (answers[status] ?? 0) + 1;
      },
      (err: unknown) => void failures.push(`${via.name} GET ${apiPath}: ${(err as Error).message.split('\n')[0]}`),
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }, TRICKLE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { answers, failures, slowestMs, sent: n };
    },
  };
}

async function waitFor(what: string, ms: number, check: (s: CrowdStatus) => boolean): Promise<CrowdStatus> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await crowd!.status();
    if (check(status)) return status;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms / 1000} s; the crowd: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const began = Date.now();
  const took = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
  probeDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-storm-'));
  database = await createScratchDatabase();
  const pair = await Promise.all([start('A'), start('B')]);
  started.push(...pair);
  [a, b] = pair;
  await Promise.all(pair.map((i) => i.ready));
  crowd = startSocketCrowd();
  const instancesUp = took();

  players = await inParallel(
    Array.from({ length: PLAYERS }, (_, n) => async () => {
      const res = await pair[n % 2].call('POST', '/auth/register', { json: registerBody() });
      expect(res.status).toBe(201);
      return (res.body as { access_token: string }).access_token;
    }),
    20,
  );
  const login = await b.call('POST', '/auth/login', { json: SUPER_ADMIN });
  expect(login.status).toBe(200);
  adminToken = (login.body as { access_token: string }).access_token;
  const accountsMade = took();

  // Each player's devices and the admin's are spread over both instances (client i goes to urls[i % 2]).
  const loggedIn: CrowdClient[] = [
    ...Array.from({ length: DEVICES_PER_PLAYER }, () => players.map((token) => ({ token }))).flat(),
    ...Array.from({ length: ADMIN_DEVICES }, () => ({ token: adminToken })),
  ];
  const visitors: CrowdClient[] = Array.from({ length: SOCKETS - loggedIn.length }, () => ({}));
  await crowd.connect([a.url, b.url], [...loggedIn, ...visitors]);
  await balancer.set([a, b]);
  console.log(`set-up: instances up at ${instancesUp}, accounts at ${accountsMade}, ${SOCKETS} sockets at ${took()}`);
}, 150_000);

afterAll(async () => {
  await crowd?.stop();
  await Promise.allSettled(started.map((i) => i.stop()));
  await database?.drop();
  if (probeDir) rmSync(probeDir, { recursive: true, force: true });
}, 60_000);

it('brings every socket of a stopped instance back within 30 s, the survivor responsive, no 5xx', async () => {
  const before = await crowd!.status();
  expect({ total: before.total, connected: before.connected }).toEqual({ total: SOCKETS, connected: SOCKETS });
  const onA = before.byUrl[a.url] ?? 0;
  expect(onA).toBeGreaterThan(SOCKETS / 3);

  const trickle = startTrickle();
  // A quiet second first, so B's figures before the storm are there to compare with.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // The balancer takes A out (as on its draining health check), then A stops.
  await balancer.set([b]);
  const stoppedAt = Date.now();
  const stopping = a.stop();
  const after = await waitFor(
    'every socket connected again',
    RECONNECT_WITHIN_MS + 5_000,
    (s) => s.dropped >= onA && s.connected === SOCKETS,
  );
  const reconnectedMs = after.lastBackAt - stoppedAt;
  await stopping;
  // A second more of trickle on the calmed survivor.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const requests = await trickle.stop();

  const storm = eventLoopSamples('B', stoppedAt, after.lastBackAt + 500);
  const quietBefore = eventLoopSamples('B', stoppedAt - 1_000, stoppedAt);
  const maxMs = Math.max(...storm.map((s) => s.maxMs));
  const p99Ms = Math.max(...storm.map((s) => s.p99Ms));
  console.log(
    [
      `reconnect storm: ${after.dropped} sockets dropped by A's stop, all ${after.connected} connected again ` +
        `${(reconnectedMs / 1000).toFixed(1)} s after it (longest gap of one socket ${(after.longestGapMs / 1000).toFixed(1)} s); ` +
        `now ${JSON.stringify(after.byUrl)}`,
      `failed attempts: ${JSON.stringify(after.failedAttempts)}`,
      `B's event-loop delay during the storm (${storm.length} intervals of 250 ms): max ${maxMs.toFixed(0)} ms, ` +
        `highest interval p99 ${p99Ms.toFixed(0)} ms (the second before: max ` +
        `${Math.max(...quietBefore.map((s) => s.maxMs)).toFixed(0)} ms; 10 ms is an idle loop)`,
      `B's event-loop delay, max of each 250 ms from the stop: ${storm.map((s) => s.maxMs.toFixed(0)).join(' ')}`,
      `trickle: ${requests.sent} requests, answers ${JSON.stringify(requests.answers)}, slowest ` +
        `${requests.slowestMs.toFixed(0)} ms, failures ${requests.failures.length}`,
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    ].join('\n'),
  );

  expect(after.dropped).toBeGreaterThanOrEqual(onA);
  expect(reconnectedMs).toBeLessThan(RECONNECT_WITHIN_MS);
  expect(storm.length).toBeGreaterThan(0);
  expect(maxMs).toBeLessThan(EVENT_LOOP_DELAY_UNDER_MS);
  expect(requests.failures).toEqual([]);
  const serverErrors = Object.entries(requests.answers).filter(([status]) => Number(status) >= 500);
  expect(serverErrors).toEqual([]);
}, 90_000);

it('starts A again, and an event sent through it reaches all 2,000 sockets', async () => {
  const restarted = await start('A-again');
  started.push(restarted);
  await restarted.ready;
  await balancer.set([restarted, b]);
  const before = (await crowd!.status()).events.tournament_created ?? 0;
  // A super admin's tournament enters the public list at creation: an event for every socket.
  const created = await restarted.call('POST', '/tournaments', { token: adminToken, json: createBody() });
  expect(created.status).toBe(201);
  const heard = await waitFor(
    'the new tournament announced to every socket',
    10_000,
    (s) => (s.events.tournament_created ?? 0) - before >= SOCKETS,
  );
  expect((heard.events.tournament_created ?? 0) - before).toBe(SOCKETS);
}, 90_000);
