/**
 * The push sender of one instance (docs/design/phones.md#how-a-push-leaves). Every instance runs
 * one; they share the work through the database:
 *
 * 1. **Expand**: one statement takes a batch of `push_outbox` rows (FOR UPDATE SKIP LOCKED, so two
 *    instances never take the same row), deletes them and writes one `push_deliveries` row per
 *    device that wants the kind. A room code's recipients are read here, from the committed seats
 *    (its audience, `seatedInsiders`: realtime/recipients.ts).
 * 2. **Claim**: one statement takes the deliveries that are due (SKIP LOCKED again), counts the
 *    attempt and leases them (pushes `next_attempt_at` past the longest a send can take), so each
 *    goes to exactly one sender; a sender that dies mid-way leaves them to be claimed again when
 *    the lease runs out.
 * 3. **Send** off any request's path, only to endpoints of allowed push services (endpoints.ts),
 *    never to an address inside the network (request.ts), then write back: a sent push is deleted;
 *    a 404 or 410 (or an endpoint no longer allowed) deletes the subscription (and what else waited
 *    for it); another failure, a refused address included, is tried again after PUSH_RETRY_MS, four
 *    times longer each time, at most MAX_ATTEMPTS times and never past its TTL, then dropped with a
 *    warning: the subscription stays, so a player cannot tell a refused address from one that does
 *    not answer (docs/design/phones.md#what-a-player-can-observe).
 *
 * A commit that queued pushes nudges the sender (push/outbox.ts); the poll job (jobs/push.ts)
 * nudges it too, for retries and for rows a stopped instance left. Every step is one statement
 * outside any transaction, so on PGlite (one connection) the sender never holds the database
 * while it waits for a push service.
 */
import type { LookupFunction } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale, type PushKind } from '@squadhub/shared';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { countPushDeliveries } from '../metrics/metrics.js';
import { seatedInsidersSql } from '../realtime/recipients.js';
import { deliveryOptions, pushPayload } from './payload.js';
import { isAllowedPushEndpoint, type PushEndpointRules } from './endpoints.js';
import {
  newPushAgents,
  PUSH_REQUEST_TIMEOUT_MS,
  sendPush,
  type PushAgents,
  type PushOutcome,
  type Vapid,
} from './request.js';
import { rowsOf } from '../db/rows.js';

/** Tries of one delivery before it is dropped. */
export const MAX_ATTEMPTS = 5;
/** Rows taken per statement. */
const BATCH = 50;
/** Pushes in flight at once per instance. */
const CONCURRENCY = 8;
/** A claimed delivery is nobody else's for this long: far more than one request may take. */
const LEASE_MS = 6 * PUSH_REQUEST_TIMEOUT_MS;

export interface PushSenderOptions {
  db: Database;
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_RETRY_MS'> &
    PushEndpointRules;
  logger: Pick<Logger, 'warn' | 'error' | 'debug'>;
  /** Resolves push services' names instead of the system's resolver (tests). */
  lookup?: LookupFunction;
}

/** A claimed delivery with where it goes. */
interface Claimed {
  id: number;
  subscription_id: string;
  kind: PushKind;
  tournament_id: string | null;
  params: unknown;
  attempts: number;
  created_at: Date | string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The language the device's owner chose: the push is written in it. */
  language: Locale | null;
}

/** What one pass did, for tests and logs. */
export interface DrainResult {
  sent: number;
  gone: number;
  retried: number;
  dropped: number;
}

export class PushSender {
  private readonly vapid: Vapid;
  private readonly agents: PushAgents;
  /** Aborts the requests in flight when the instance stops (their deliveries are claimed again later). */
  private readonly stopping = new AbortController();
  private running: Promise<void> | null = null;
  /** Nudges that wait for something to happen first (`nudgeWhen`). */
  private readonly deferred = new Set<Promise<void>>();
  private again = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryAt = Infinity;

  constructor(private readonly opts: PushSenderOptions) {
    const { config } = opts;
    this.agents = newPushAgents({ anyAddress: config.PUSH_ALLOW_INSECURE_ENDPOINTS, lookup: opts.lookup });
    this.vapid = {
      subject: config.VAPID_SUBJECT,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    };
  }

  /**
   * Sends what is due, soon, without the caller waiting: called after a commit that queued pushes
   * and by the poll job. Nudges during a pass ask for one more pass.
   */
  nudge(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes()
      .catch((err: unknown) => {
        if (!this.stopping.signal.aborted) this.opts.logger.error({ err }, 'push sender failed');
      })
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * Nudges once `ready` settles: for a push that lets something more urgent go first (the room
   * alerts: announce.ts roomDetailsUpdated). `idle()` waits for it too.
   */
  nudgeWhen(ready: Promise<unknown>): void {
    const nudge: Promise<void> = ready
      .catch(() => {})
      .then(() => {
        this.deferred.delete(nudge);
        this.nudge();
      });
    this.deferred.add(nudge);
  }

  /** Stops taking work, cuts the requests in flight and waits for the pass to end; before the database closes. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.running;
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Resolves once no pass is running or waiting (tests: everything nudged so far has been handled). */
  async idle(): Promise<void> {
    while (this.running || this.deferred.size) await (this.running ?? Promise.race(this.deferred));
  }

  private async passes(): Promise<void> {
    // Off the committing request's path: its answer is sent before any of this starts.
    await nextTurn();
    do {
      this.again = false;
      await this.drain();
    } while (this.again && !this.stopping.signal.aborted);
  }

  /** Expands and sends until nothing is due now; returns what it did. */
  async drain(): Promise<DrainResult> {
    const done: DrainResult = { sent: 0, gone: 0, retried: 0, dropped: 0 };
    while (!this.stopping.signal.aborted) {
      const taken = await this.expand();
      const claimed = await this.claim();
      if (claimed.length) await this.sendAll(claimed, done);
      if (taken < BATCH && claimed.length < BATCH) break;
    }
    return done;
  }

  /** Outbox rows → one delivery per device that wants the kind. Returns how many rows it took. */
  private async expand(): Promise<number> {
    const [row] = rowsOf<{ taken: number }>(
      await this.opts.db.execute(sql`
        WITH batch AS (
          DELETE FROM push_outbox WHERE id IN (
            SELECT id FROM push_outbox ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, tournament_id, user_ids, to_room, params
        ), recipients AS (
          SELECT b.id, u.user_id FROM batch b CROSS JOIN LATERAL unnest(b.user_ids) AS u(user_id)
          UNION
          -- A room's push: the seats inside the room now, never the creator (recipients.ts).
          SELECT b.id, r.player_id FROM batch b
          JOIN tournaments t ON t.id = b.tournament_id
          CROSS JOIN LATERAL (${seatedInsidersSql(sql.raw('t'))}) AS r
          WHERE b.to_room
        ), queued AS (
          INSERT INTO push_deliveries (subscription_id, kind, tournament_id, params)
          SELECT ps.id, b.kind, b.tournament_id, b.params
          FROM batch b
          JOIN recipients r ON r.id = b.id
          JOIN push_subscriptions ps ON ps.user_id = r.user_id AND b.kind = ANY(ps.kinds)
          RETURNING id
        )
        SELECT (SELECT count(*) FROM batch)::int AS taken, (SELECT count(*) FROM queued)::int AS queued`),
    );
    return row?.taken ?? 0;
  }

  /** The deliveries due now, each counted as one more attempt and leased to this sender. */
  private async claim(): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      await this.opts.db.execute(sql`
        WITH claimed AS (
          UPDATE push_deliveries SET attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${LEASE_MS / 1000}::int)
          WHERE id IN (
            SELECT id FROM push_deliveries WHERE next_attempt_at <= now()
            ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, subscription_id, kind, tournament_id, params, attempts, created_at
        )
        SELECT c.*, s.endpoint, s.p256dh, s.auth, u.language
        FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id
        JOIN users u ON u.id = s.user_id
        ORDER BY c.id`),
    );
  }

  /** Sends a claimed batch, CONCURRENCY at a time, then writes every outcome back. */
  private async sendAll(claimed: Claimed[], done: DrainResult): Promise<void> {
    const outcomes = new Array<PushOutcome>(claimed.length);
    let next = 0;
    const worker = async () => {
      while (next < claimed.length && !this.stopping.signal.aborted) {
        const i = next++;
        const d = claimed[i]!;
        // Stored before the rule, or before PUSH_SERVICE_HOSTS shrank: never contacted, and gone.
        if (!isAllowedPushEndpoint(d.endpoint, this.opts.config)) {
          outcomes[i] = { kind: 'gone', status: null, reason: 'not an endpoint of an allowed push service' };
          continue;
        }
        const options = deliveryOptions(d.kind, d.tournament_id);
        outcomes[i] = await sendPush(
          d,
          pushPayload(d.kind, d.tournament_id, d.params, d.language ?? DEFAULT_LOCALE),
          options,
          this.vapid,
          this.agents,
          this.stopping.signal,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
    await this.writeBack(claimed, outcomes, done);
  }

  private async writeBack(claimed: Claimed[], outcomes: PushOutcome[], done: DrainResult): Promise<void> {
    const sent: number[] = [];
    const gone = new Set<string>();
    const dropped: number[] = [];
    const retries: { id: number; delayMs: number }[] = [];
    for (const [i, d] of claimed.entries()) {
      const outcome = outcomes[i];
      // Cut by a stop, or never started: it stays claimed, and is sent once the lease runs out.
      if (!outcome || (outcome.kind === 'failed' && this.stopping.signal.aborted)) continue;
      if (outcome.kind === 'sent') sent.push(d.id);
      else if (outcome.kind === 'gone') {
        gone.add(d.subscription_id);
        this.opts.logger.debug({ origin: originOf(d.endpoint), status: outcome.status }, 'push subscription gone');
      } else {
        const delayMs = this.opts.config.PUSH_RETRY_MS * 4 ** (d.attempts - 1);
        const ttlEnds = new Date(d.created_at).getTime() + deliveryOptions(d.kind, d.tournament_id).ttl * 1000;
        if (d.attempts >= MAX_ATTEMPTS || Date.now() + delayMs > ttlEnds) {
          dropped.push(d.id);
          this.opts.logger.warn(
            { origin: originOf(d.endpoint), kind: d.kind, attempts: d.attempts, reason: outcome.reason },
            'push dropped after failed attempts',
          );
        } else retries.push({ id: d.id, delayMs });
      }
    }
    const db = this.opts.db;
    const finished = [...sent, ...dropped];
    if (finished.length) await db.execute(sql`DELETE FROM push_deliveries WHERE id = ANY(${idArray(finished)})`);
    // Its other deliveries go with it (ON DELETE CASCADE).
    if (gone.size) await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ANY(${uuidArray([...gone])})`);
    for (const r of retries) {
      await db.execute(sql`UPDATE push_deliveries
        SET next_attempt_at = now() + make_interval(secs => ${r.delayMs / 1000}::double precision)
        WHERE id = ${r.id}`);
      this.retryIn(r.delayMs);
    }
    const goneCount = claimed.filter((d) => gone.has(d.subscription_id)).length;
    countPushDeliveries('sent', sent.length);
    countPushDeliveries('gone', goneCount);
    countPushDeliveries('failed', retries.length + dropped.length);
    done.sent += sent.length;
    done.gone += goneCount;
    done.retried += retries.length;
    done.dropped += dropped.length;
  }

  /** Nudges this sender when the earliest retry it scheduled is due (the poll job would, later). */
  private retryIn(delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    const at = Date.now() + delayMs;
    if (at >= this.retryAt && this.retryTimer) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retryAt = Infinity;
      this.nudge();
    }, delayMs + 5);
    this.retryTimer.unref();
  }
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Endpoints are secrets of their device: logs name only the push service. */
function originOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : 'invalid';
}
