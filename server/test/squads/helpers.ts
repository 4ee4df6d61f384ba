/**
 * Shared helpers of the squads, check-in and waitlist tests: HTTP calls as a user, tournaments with
 * a scheduled start and check-in, seats filled directly, the database clock moved by editing rows,
 * and reads of the rows the feature keeps (holds, the queue, the action log).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@squadhub/shared';
import type { TournamentRow } from '../../src/db/rows.js';
import { teamHolds, tournamentActions, tournamentSlots, tournaments, waitlistEntries } from '../../src/db/schema.js';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { createUser, type TestUser } from '../support/factories.js';
import type { TestServer } from '../support/harness.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

export const FEE = 10;

/** HTTP calls under /api as `user` (anonymous when null). */
export function as(server: TestServer, user: TestUser | null) {
  const agent = request(server.httpServer);
  const withAuth = (r: request.Test) => (user ? r.set(user.auth) : r);
  return {
    get: (path: string) => withAuth(agent.get(`/api${path}`)),
    post: (path: string, body?: object) => withAuth(agent.post(`/api${path}`)).send(body ?? {}),
    put: (path: string, body?: object) => withAuth(agent.put(`/api${path}`)).send(body ?? {}),
    del: (path: string, body?: object) => withAuth(agent.delete(`/api${path}`)).send(body ?? {}),
  };
}

/** The squad routes of one tournament, as `user`. */
export function squadApi(server: TestServer, user: TestUser | null, tournamentId: string) {
  const api = as(server, user);
  const base = `/tournaments/${tournamentId}`;
  return {
    reserve: (team: number) => api.post(`${base}/teams/${team}/reserve`),
    release: (team: number) => api.del(`${base}/teams/${team}/reserve`),
    invite: (team: number) => api.post(`${base}/teams/${team}/invite`),
    joinTeam: (code: string) => api.post(`${base}/join-team`, { invite_code: code }),
    checkIn: () => api.post(`${base}/check-in`),
    waitlist: () => api.get(`${base}/waitlist`),
    joinWaitlist: () => api.post(`${base}/waitlist`),
    leaveWaitlist: () => api.del(`${base}/waitlist`),
    accept: () => api.post(`${base}/waitlist/accept`),
    decline: () => api.post(`${base}/waitlist/decline`),
    view: () => api.get(base),
    joinSlot: (team: number, slot: number) => api.post(`${base}/join-slot`, { team_number: team, slot_index: slot }),
    leave: () => api.post(`${base}/leave-slot`),
    changeSlot: (from: [number, number], to: [number, number]) =>
      api.post(
        `${base}/change-slot?old_team_number=${from[0]}&old_slot_index=${from[1]}&new_team_number=${to[0]}&new_slot_index=${to[1]}`,
      ),
    kick: (team: number, slot: number) => api.post(`${base}/kick-player?team_number=${team}&slot_index=${slot}`),
    move: (from: [number, number], to: [number, number]) =>
      api.post(
        `${base}/move-player?old_team_number=${from[0]}&old_slot_index=${from[1]}&new_team_number=${to[0]}&new_slot_index=${to[1]}`,
      ),
    swap: (a: [number, number], b: [number, number]) =>
      api.post(
        `${base}/swap-players?team1_number=${a[0]}&slot1_index=${a[1]}&team2_number=${b[0]}&slot2_index=${b[1]}`,
      ),
  };
}

/**
 * An approved tournament inserted directly. `startsInMs` makes it scheduled (measured on the
 * database clock), `checkInMinutes` turns check-in on.
 */
export async function squadTournament(
  server: TestServer,
  creatorId: string,
  opts: { template?: string; maxTeams?: number; entryFee?: number; startsInMs?: number; checkInMinutes?: number } = {},
): Promise<TournamentRow> {
  const t = await createTestTournament(server.ctx, creatorId, {
    template: opts.template ?? 'alcatraz_duo',
    maxTeams: opts.maxTeams ?? 3,
    entryFee: opts.entryFee ?? FEE,
  });
  if (opts.startsInMs !== undefined || opts.checkInMinutes !== undefined) {
    await server.ctx.db
      .update(tournaments)
      .set({
        checkInMinutes: opts.checkInMinutes ?? 0,
        ...(opts.startsInMs !== undefined
          ? {
              startType: 'scheduled',
              startDate: sql`clock_timestamp() + make_interval(secs => ${opts.startsInMs / 1000}::float8)`,
            }
          : {}),
      })
      .where(eq(tournaments.id, t.id));
  }
  return (await tournamentRow(server, t.id))!;
}

/** Moves a scheduled start to `ms` from now on the database clock (negative: in the past). */
export async function startIn(server: TestServer, tournamentId: string, ms: number): Promise<void> {
  await server.ctx.db
    .update(tournaments)
    .set({ startType: 'scheduled', startDate: sql`clock_timestamp() + make_interval(secs => ${ms / 1000}::float8)` })
    .where(eq(tournaments.id, tournamentId));
}

export async function tournamentRow(server: TestServer, id: string): Promise<TournamentRow | undefined> {
  const [row] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  return row;
}

/** New players with `coins` purchased coins each, seated directly (fee through the ledger, not checked in). */
export async function seatNew(
  server: TestServer,
  t: TournamentRow,
  positions: [number, number][],
  coins = FEE,
): Promise<TestUser[]> {
  const players: TestUser[] = [];
  for (const [team, slot] of positions) {
    const p = await createUser(server.ctx, { purchased: coins });
    await seatPlayer(server.ctx, t, p.id, team, slot);
    players.push(p);
  }
  return players;
}

/** Every position of the grid, in grid order, except those listed. */
export function positionsExcept(t: TournamentRow, except: [number, number][] = []): [number, number][] {
  const skip = new Set(except.map(([a, b]) => `${a}:${b}`));
  const all: [number, number][] = [];
  for (let team = 1; team <= t.maxTeams; team++) {
    for (let slot = 0; slot < t.slotsPerTeam; slot++) if (!skip.has(`${team}:${slot}`)) all.push([team, slot]);
  }
  return all;
}

export const users = (server: TestServer, n: number, coins = FEE) =>
  Promise.all(Array.from({ length: n }, () => createUser(server.ctx, { purchased: coins })));

/** One pass of every deadline, as the background job would run it. */
export const deadlines = (server: TestServer) => runDeadlines(server.ctx);

export async function seats(server: TestServer, tournamentId: string) {
  return server.ctx.db
    .select()
    .from(tournamentSlots)
    .where(eq(tournamentSlots.tournamentId, tournamentId))
    .orderBy(asc(tournamentSlots.teamNumber), asc(tournamentSlots.slotIndex));
}

export async function seatOfPlayer(server: TestServer, tournamentId: string, playerId: string) {
  const [seat] = await server.ctx.db
    .select()
    .from(tournamentSlots)
    .where(and(eq(tournamentSlots.tournamentId, tournamentId), eq(tournamentSlots.playerId, playerId)));
  return seat;
}

export async function holdOf(server: TestServer, tournamentId: string, team: number) {
  const [hold] = await server.ctx.db
    .select()
    .from(teamHolds)
    .where(and(eq(teamHolds.tournamentId, tournamentId), eq(teamHolds.teamNumber, team)));
  return hold;
}

export async function queue(server: TestServer, tournamentId: string) {
  return server.ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.tournamentId, tournamentId))
    .orderBy(asc(waitlistEntries.id));
}

/** The live offers of a tournament as `userId -> "team:slot"`. */
export async function offers(server: TestServer, tournamentId: string): Promise<Map<string, string>> {
  const rows = await queue(server, tournamentId);
  return new Map(
    rows
      .filter((r) => r.offerExpiresAt && r.offerExpiresAt > new Date())
      .map((r) => [r.userId, `${r.offerTeamNumber}:${r.offerSlotIndex}`]),
  );
}

/** Ends a team's hold now (its time has passed), as if the clock had moved on. */
export async function expireHold(server: TestServer, tournamentId: string, team: number): Promise<void> {
  await server.ctx.db.execute(
    sql`UPDATE team_holds SET expires_at = now() - interval '1 second' WHERE tournament_id = ${tournamentId} AND team_number = ${team}`,
  );
}

/** Ends a player's waitlist offer now. */
export async function expireOffer(server: TestServer, tournamentId: string, userId: string): Promise<void> {
  await server.ctx.db.execute(
    sql`UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE tournament_id = ${tournamentId} AND user_id = ${userId}`,
  );
}

export async function actions(server: TestServer, tournamentId: string, kind?: string) {
  const rows = await server.ctx.db
    .select()
    .from(tournamentActions)
    .where(eq(tournamentActions.tournamentId, tournamentId))
    .orderBy(asc(tournamentActions.id));
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

export async function expectLedgerClean(server: TestServer): Promise<void> {
  expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
}

export async function coinsOf(server: TestServer, userId: string): Promise<number> {
  const rows = (await server.ctx.db.execute(
    sql`SELECT purchased_coins + winnings_coins AS coins FROM users WHERE id = ${userId}`,
  )) as unknown as { rows: { coins: number }[] };
  return Number(rows.rows[0]!.coins);
}

/** Every event a socket receives, by name. */
export function record(socket: Socket<ServerToClientEvents>) {
  const heard: { event: string; payload: unknown }[] = [];
  (socket as unknown as Socket).onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return {
    heard,
    of: <T = Record<string, unknown>>(event: string) =>
      heard.filter((h) => h.event === event).map((h) => h.payload as T),
  };
}

/** A slot of a tournament answer. */
export function slotOf(
  body: { teams: { team_number: number; slots: { slot_index: number }[] }[] },
  team: number,
  slot: number,
) {
  const s = body.teams.find((t) => t.team_number === team)?.slots.find((x) => x.slot_index === slot);
  if (!s) throw new Error(`no slot ${team}:${slot} in the answer`);
  return s as { slot_index: number; player_id: string | null; held: boolean; checked_in: boolean };
}

export function teamOf(body: { teams: { team_number: number }[] }, team: number) {
  return body.teams.find((t) => t.team_number === team) as {
    team_number: number;
    captain_username: string | null;
    hold_expires_at: string | null;
    slots: { slot_index: number; player_id: string | null; held: boolean; checked_in: boolean }[];
  };
}
