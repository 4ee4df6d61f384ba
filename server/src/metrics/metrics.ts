/**
 * Prometheus metrics, served at GET /metrics (routes/metrics.ts; docs/operations.md#metrics).
 *
 * Two kinds, in two places:
 * - **process-wide**: Node's default process metrics (with the event-loop delay) and the business
 *   counters. A process serves one app in production; tests build several apps in one process,
 *   so these are created once, here, in a registry of their own (never prom-client's global
 *   one), and every app's registry lists the same objects.
 * - **per app** (`AppMetrics`): the HTTP duration histogram, connected sockets, the database pool
 *   and Redis, which read the app's own server, pool and client when scraped.
 *
 * Each business counter is counted at the one place its event happens, after the commit (the
 * transaction's post-commit queue runs the counting functions below), so a rolled-back seat or
 * movement is never counted. Counting is an addition on a number: nothing on the hot paths pays
 * more than that.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import type { LedgerReason } from '@squadhub/shared';
import type { DatabaseUsage } from '../db/client.js';

export const METRIC_PREFIX = 'squadhub_';

const processRegistry = new Registry();
const processWide = [processRegistry];

// ---- Business counters (process-wide) ---------------------------------------------------------

const seatsTaken = new Counter({
  name: `${METRIC_PREFIX}seats_taken_total`,
  help: 'Seats taken and committed: joins, team reserves, squad invites and waitlist accepts.',
  registers: processWide,
});

const roomCodesSent = new Counter({
  name: `${METRIC_PREFIX}room_codes_sent_total`,
  help: 'Room codes (room details) sent to a tournament, counted once per send after its commit.',
  registers: processWide,
});

const ledgerMovements = new Counter({
  name: `${METRIC_PREFIX}ledger_movements_total`,
  help: 'Committed balance changes of one account, by the ledger reason (a transfer is one transfer_out and one transfer_in).',
  labelNames: ['reason'] as const,
  registers: processWide,
});

/**
 * Web push deliveries, by outcome. Counted by the push sender, once per subscription it tried:
 * `sent` (the push service accepted it), `gone` (404/410: the subscription was removed), `failed`.
 */
export const pushDeliveries = new Counter({
  name: `${METRIC_PREFIX}push_deliveries_total`,
  help: 'Web push deliveries tried, by outcome: sent, gone (subscription removed), failed.',
  labelNames: ['outcome'] as const,
  registers: processWide,
});

/** One seat taken; for `events.afterCommit` (no closure per call). */
export const countSeatTaken = (): void => seatsTaken.inc();

/** One room code sent; for `events.afterCommit`. */
export const countRoomCodeSent = (): void => roomCodesSent.inc();

const movementCounters = new Map<LedgerReason, () => void>();
/** The counting function of one ledger reason, made once per reason, for `events.afterCommit`. */
export function ledgerMovementCounter(reason: LedgerReason): () => void {
  let count = movementCounters.get(reason);
  if (!count) {
    const child = ledgerMovements.labels(reason);
    count = () => child.inc();
    movementCounters.set(reason, count);
  }
  return count;
}

/** `count` push deliveries tried, with their outcome. */
export function countPushDeliveries(outcome: 'sent' | 'gone' | 'failed', count: number): void {
  if (count > 0) pushDeliveries.labels(outcome).inc(count);
}

// ---- Per app -----------------------------------------------------------------------------------

/** Seconds; from the answer of a hot read (a few ms) to a slow upload or a stuck query. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricSources {
  /** The database's connections; undefined for a handle made by hand (a test sharing another's database). */
  database: (() => DatabaseUsage) | undefined;
  /** Whether the general Redis client is connected; null without REDIS_URL (no Redis metric then). */
  redisReady: (() => boolean) | null;
}

/** What the HTTP histogram observes once per answer. */
type Observer = { observe(seconds: number): void };

export class AppMetrics {
  readonly registry = new Registry();
  private sockets: () => number = () => 0;
  private readonly requestDuration: Histogram<'route' | 'method' | 'status'>;
  /** The histogram's child per label set, so an answer costs one lookup and one observe. */
  private readonly observers = new Map<string, Observer>();

  constructor(sources: MetricSources) {
    collectProcessMetricsOnce();
    for (const metric of processRegistry.getMetricsAsArray()) this.registry.registerMetric(metric as unknown as Metric);
    const registers = [this.registry];
    const sockets = () => this.sockets();
    this.requestDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request, by route pattern (never the raw path), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    new Gauge({
      name: `${METRIC_PREFIX}sockets_connected`,
      help: 'socket.io connections open on this instance.',
      registers,
      collect() {
        this.set(sockets());
      },
    });
    if (sources.database) databaseGauges(sources.database, registers);
    const { redisReady } = sources;
    if (redisReady) {
      new Gauge({
        name: `${METRIC_PREFIX}redis_connected`,
        help: 'Whether the Redis client of this instance is connected (1) or not (0).',
        registers,
        collect() {
          this.set(redisReady() ? 1 : 0);
        },
      });
    }
  }

  /** Counts `count()` as the connected sockets (startServer, once socket.io is attached). */
  watchSockets(count: () => number): void {
    this.sockets = count;
  }

  /** One answer: `route` is a pattern or a fixed label (http/request-log.ts), never a raw path. */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    const key = `${status} ${method} ${route}`;
    let observer = this.observers.get(key);
    if (!observer) {
      observer = this.requestDuration.labels(route, method, String(status));
      this.observers.set(key, observer);
    }
    observer.observe(seconds);
  }
}

let processMetricsCollected = false;
/** Node's default metrics, event-loop delay included (p50, p90, p99, max since the last scrape). */
function collectProcessMetricsOnce() {
  if (processMetricsCollected) return;
  processMetricsCollected = true;
  collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
}

/** PostgreSQL: the pool's connections and waiting queries. PGlite: one connection, open or not. */
function databaseGauges(usage: () => DatabaseUsage, registers: Registry[]) {
  const pool = (name: string, help: string, read: (u: Extract<DatabaseUsage, { kind: 'postgres' }>) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_${name}`,
      help,
      registers,
      collect() {
        const u = usage();
        if (u.kind === 'postgres') this.set(read(u));
      },
    });
  if (usage().kind === 'postgres') {
    pool('connections', 'PostgreSQL connections open in the pool (busy and idle).', (u) => u.total);
    pool('idle', 'PostgreSQL connections open and idle.', (u) => u.idle);
    pool('waiting', 'Queries waiting for a free connection of the pool.', (u) => u.waiting);
    pool('max', 'The pool size (DATABASE_POOL_SIZE).', (u) => u.max);
  } else {
    new Gauge({
      name: `${METRIC_PREFIX}db_pglite_open`,
      help: 'Whether the embedded PGlite database is open (1) or closed (0).',
      registers,
      collect() {
        const u = usage();
        this.set(u.kind === 'pglite' && u.open ? 1 : 0);
      },
    });
  }
}
