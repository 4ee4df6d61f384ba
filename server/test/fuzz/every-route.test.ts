/**
 * Fuzzes every route of the API, read from the router stack of the app the server runs, with
 * the fixed input set of inputs.ts: as a visitor, a player and a super admin. Every answer must
 * be below 500; an error must be JSON with a string `detail` and no stack trace, file path or
 * SQL; a refused write must leave the database exactly as it was; and afterwards every balance
 * must still equal the sum of its ledger rows.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cashoutRequestSchema, errorCodes } from '@squadhub/shared';
import { createApp } from '../../src/app.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { requestCashOut } from '../../src/services/money/cashout.js';
import { createTestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { PAYPAL_DETAILS } from '../support/money-helpers.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { apiRoutes, type ApiRoute } from './api-routes.js';
import {
  BAD_IDS,
  bodyVariants,
  queryVariants,
  sharedRequestFields,
  validFields,
  type BodyVariant,
  type FuzzFixture,
} from './inputs.js';

const server = await createTestServer({ RATE_LIMITS: 'false' });
// The same app the server runs (createApp of its context): its router stack lists every route.
const routes = apiRoutes(createApp(server.ctx));
const admin = await createUser(server.ctx, { role: 'super_admin' });
const agent = new http.Agent({ keepAlive: true });
afterAll(async () => {
  agent.destroy();
  await server.dispose();
});

// ---- Data the routes act on ------------------------------------------------------------------

/** A player seated in an approved tournament (beside a neighbour), a pending tournament, a cash-out. */
async function createFixture() {
  const ctx = server.ctx;
  const creator = await createUser(ctx);
  const player = await createUser(ctx, { purchased: 100, winnings: 100 });
  const neighbour = await createUser(ctx, { purchased: 10 });
  const victim = await createUser(ctx, { purchased: 10 });
  const tournament = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', entryFee: 5 });
  await seatPlayer(ctx, tournament, player.id, 1, 0);
  await seatPlayer(ctx, tournament, neighbour.id, 1, 1);
  const pending = await createTestTournament(ctx, creator.id, { approved: false });
  const cashout = await requestCashOut(
    ctx,
    player,
    cashoutRequestSchema.parse({ coins_to_convert: 10, ...PAYPAL_DETAILS }),
  );
  const fixture: FuzzFixture = {
    tournamentId: tournament.id,
    pendingTournamentId: pending.id,
    cashoutId: cashout.request.id,
    player,
    victim,
  };
  return { fixture, player };
}

/** Reads change nothing, so they share one fixture; every write route gets its own. */
let readFixture: ReturnType<typeof createFixture> | undefined;
const fixtureFor = (route: ApiRoute) => (route.method === 'get' ? (readFixture ??= createFixture()) : createFixture());

/** The right kind of id for a path parameter; a tournament's unless the path says otherwise. */
function validParam(name: string, path: string, f: FuzzFixture): string {
  if (name === 'period') return 'daily';
  if (name === 'session_id') return 'test_cs_fuzz';
  if (path.includes('/players/')) return f.victim.id;
  if (path.includes('/coin-conversion/')) return f.cashoutId;
  return f.tournamentId;
}

const fillPath = (path: string, value: (param: string) => string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(value(name)));

// ---- Requests --------------------------------------------------------------------------------

interface Call {
  name: string;
  method: string;
  url: string;
  body?: BodyVariant['body'];
  contentType?: string;
}

/**
 * The valid request first, then bad path parameters, then bad bodies and queries. Each of those
 * spoils the body and the query at once (a route reads one or the other; GET sends no body).
 */
function callsFor(route: ApiRoute, f: FuzzFixture): Call[] {
  const method = route.method.toUpperCase();
  const path = fillPath(route.path, (name) => validParam(name, route.path, f));
  const bodies = method === 'GET' ? [] : bodyVariants(f);
  const queries = queryVariants(f);
  const spoiled: Call[] = Array.from({ length: Math.max(bodies.length, queries.length) }, (_, i) => {
    const body = bodies[i];
    const query = queries[i];
    return {
      name: [body?.name, query && `query: ${query.name}`].filter(Boolean).join('; '),
      method,
      url: query ? `${path}?${query.query}` : path,
      body: body?.body,
      contentType: body?.contentType,
    };
  });
  const ids = route.path.includes(':')
    ? [...BAD_IDS, ...(route.path.includes('/tournaments/:id') ? [f.pendingTournamentId] : [])]
    : [];
  const badIds = ids.map((id) => ({ name: `path id ${id.slice(0, 40)}`, method, url: fillPath(route.path, () => id) }));
  // spoiled[0] is the valid body with the valid query.
  return [spoiled[0]!, ...badIds, ...spoiled.slice(1)];
}

/** A route closed to a user (401, 403 for any input) gets this many calls, not the whole set. */
const CLOSED_ROUTE_SAMPLE = 12;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** One request over a kept-alive connection (node:http costs a third of fetch's CPU). */
function send(call: Call, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.contentType) headers['Content-Type'] = call.contentType;
  // Without a length, node:http sends a DELETE body unframed (no chunked encoding for DELETE).
  if (call.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(call.body));
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${call.url}`, { method: call.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

// ---- Checks ----------------------------------------------------------------------------------

/** The codes an error may carry (shared/src/texts/codes.ts). */
const CODES = new Set<string>(errorCodes());

/** Never in any answer: stack frames and paths of the server. */
const LEAKS = [/\n\s+at \S/, /\bat \S+ \(.*:\d+:\d+\)/, /\/work\//, /node_modules/];
/** Never in an error: SQL or the database's own words. */
const ERROR_LEAKS = [/\bSELECT\b/, /\bINSERT\b/, /postgres/i];

function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  for (const leak of LEAKS) if (leak.test(answer.text)) problems.push(`leaks ${leak}`);
  if (answer.status >= 400) {
    for (const leak of ERROR_LEAKS) if (leak.test(answer.text)) problems.push(`leaks ${leak}`);
    if (!answer.contentType.includes('application/json')) problems.push(`not JSON (${answer.contentType})`);
    else {
      const body = JSON.parse(answer.text) as { detail?: unknown; code?: unknown };
      if (typeof body.detail !== 'string') problems.push('no string detail');
      if (typeof body.code !== 'string' || !CODES.has(body.code))
        problems.push(`code ${String(body.code)} is not listed`);
    }
  }
  return problems.map((p) => `${p} (status ${answer.status}): ${answer.text.slice(0, 200)}`);
}

let tables: string[] | undefined;
async function tableNames(): Promise<string[]> {
  if (tables) return tables;
  const result = (await server.ctx.db.execute(sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  // The push sender's work tables change after a request, off its path (server/src/push/sender.ts).
  const background = new Set(['push_outbox', 'push_deliveries']);
  return (tables = result.rows.map((r) => r.table_name).filter((name) => !background.has(name)));
}

interface Fingerprint {
  /** The first transaction id not yet handed out: it moves whenever a transaction writes (or tries to). */
  nextXid: string;
  /** Every table's row count and newest row version. */
  rows: string;
}

/**
 * A committed insert, update or delete changes a table's row count or newest row version (a
 * rolled-back write leaves no visible row version, so it changes nothing). Counting every table
 * after each of the thousands of calls was most of this file's time: while no transaction id has
 * been handed out since `previous`, nothing can have been written and its rows still hold.
 */
async function databaseFingerprint(previous?: Fingerprint): Promise<Fingerprint> {
  // Read before the rows: a write landing in between then shows as a moved id on the next call.
  const xid = (await server.ctx.db.execute(
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next_xid`,
  )) as unknown as { rows: { next_xid: string }[] };
  const nextXid = xid.rows[0]!.next_xid;
  if (previous?.nextXid === nextXid) return previous;
  const parts = (await tableNames()).map(
    (table) => sql`(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${sql.identifier(table)})`,
  );
  const result = (await server.ctx.db.execute(
    sql`SELECT concat_ws('|', ${sql.join(parts, sql`, `)}) AS fingerprint`,
  )) as unknown as { rows: { fingerprint: string }[] };
  return { nextXid, rows: result.rows[0]!.fingerprint };
}

// ---- Tests -----------------------------------------------------------------------------------

describe('the fuzz input set', () => {
  it('walks every route of the app, so a new route is fuzzed without being listed', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'post', path: '/api/tournaments/:id/join-slot' });
    expect(routes).toContainEqual({ method: 'get', path: '/api/auth/me' });
  });

  it('has a valid value for every field of the shared request schemas', () => {
    const known = validFields({
      tournamentId: '',
      pendingTournamentId: '',
      cashoutId: '',
      player: { id: '' },
      victim: { id: '', username: '' },
    });
    expect(sharedRequestFields().filter((field) => !(field in known))).toEqual([]);
  });
});

describe.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s', (_name, route) => {
  it('answers every bad input with a clean 4xx (or a success), and a refused write changes nothing', async () => {
    const { fixture, player } = await fixtureFor(route);
    const writes = route.method !== 'get';
    const problems: string[] = [];
    let state = writes ? await databaseFingerprint() : undefined;
    const check = async (who: string, token: string | undefined, call: Call): Promise<Answer> => {
      const answer = await send(call, token);
      const label = `${who}, ${call.name} (${call.url.slice(0, 100)})`;
      for (const problem of problemsOf(answer)) problems.push(`${label}: ${problem}`);
      if (state) {
        const now = await databaseFingerprint(state);
        if (answer.status >= 400 && now.rows !== state.rows) {
          problems.push(`${label}: refused (${answer.status}) but wrote`);
        }
        state = now;
      }
      return answer;
    };
    for (const [who, token] of [
      ['visitor', undefined],
      ['player', player.token],
      ['admin', admin.token],
    ] as const) {
      const [valid, ...spoiled] = callsFor(route, fixture);
      const { status } = await check(who, token, valid!);
      // A route closed to this user refuses every input alike: a sample of them is enough.
      const closed = status === 401 || status === 403;
      for (const call of closed ? spoiled.slice(0, CLOSED_ROUTE_SAMPLE) : spoiled) await check(who, token, call);
    }
    expect(problems).toEqual([]);
  });
});

describe('after the walk', () => {
  it('every balance still equals the sum of its ledger rows', async () => {
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
