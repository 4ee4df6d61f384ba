/**
 * Shared helpers of the series tests (docs/product/series.md): a series made live with seated
 * teams, the series routes as a user, and reads of the rows a series keeps (results, winners,
 * prizes in the ledger).
 */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SeriesSettings } from '@squadhub/shared';
import type { TournamentRow } from '../../src/db/rows.js';
import { ledgerEntries, seriesResults, tournamentWinners, tournaments } from '../../src/db/schema.js';
import { createUser, type TestUser } from '../support/factories.js';
import type { TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { FEE, as, seatNew, tournamentRow } from '../squads/helpers.js';

export const ROOM = 'SERIES-ROOM-7Q';

/** Three matches, a custom table of four places, one point a kill, 50/30/20. */
export const SERIES: SeriesSettings = {
  matches: 3,
  points: { preset: 'custom', placement: [10, 6, 3, 1], kill_points: 1 },
  payout: [50, 30, 20],
};

export interface Result {
  team_number: number;
  placement: number;
  kills: number;
}

/** One team's result in a match. */
export const r = (team: number, placement: number, kills = 0): Result => ({ team_number: team, placement, kills });

/** Makes a tournament a series (or a single game again) directly in its row. */
export async function setSeries(server: TestServer, id: string, series: SeriesSettings | null): Promise<void> {
  await server.ctx.db.update(tournaments).set({ series }).where(eq(tournaments.id, id));
}

/**
 * An approved series with new players seated at `seats` (in that order, so the first listed of a
 * team is its earliest seated), made live by its creator sending the room code (unless `live`
 * is false).
 */
export async function liveSeries(
  server: TestServer,
  opts: {
    seats: [number, number][];
    template?: string;
    maxTeams?: number;
    fee?: number;
    series?: SeriesSettings | null;
    live?: boolean;
    approved?: boolean;
  },
): Promise<{ creator: TestUser; t: TournamentRow; players: TestUser[] }> {
  const creator = await createUser(server.ctx);
  const fee = opts.fee ?? FEE;
  const t = await createTestTournament(server.ctx, creator.id, {
    template: opts.template ?? 'alcatraz_duo',
    maxTeams: opts.maxTeams ?? 4,
    entryFee: fee,
    approved: opts.approved ?? true,
  });
  if (opts.series !== null) await setSeries(server, t.id, opts.series ?? SERIES);
  const players = await seatNew(server, t, opts.seats, fee);
  if (opts.live ?? true) {
    const sent = await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: ROOM });
    expect(sent.status).toBe(200);
  }
  return { creator, t: (await tournamentRow(server, t.id))!, players };
}

/** The series routes of one tournament, as `user` (anonymous when null). */
export function seriesApi(server: TestServer, user: TestUser | null, tournamentId: string) {
  const api = as(server, user);
  const base = `/tournaments/${tournamentId}`;
  return {
    put: (n: number | string, results: unknown) => api.put(`${base}/matches/${n}/results`, { results }),
    putBody: (n: number | string, body: object) => api.put(`${base}/matches/${n}/results`, body),
    del: (n: number | string) => api.del(`${base}/matches/${n}/results`),
    standings: () => api.get(`${base}/standings`),
    finalize: () => api.post(`${base}/finalize-series`),
    selectWinners: (winners: unknown) => api.post(`${base}/select-winners`, { winners }),
    view: () => api.get(base),
    actions: () => api.get(`${base}/actions`),
    leaderboard: () => api.get(`${base}/leaderboard`),
  };
}

/** The stored results of a tournament as `match:team:placement:kills`, in match then team order. */
export async function storedResults(server: TestServer, tournamentId: string): Promise<string[]> {
  const rows = await server.ctx.db
    .select()
    .from(seriesResults)
    .where(eq(seriesResults.tournamentId, tournamentId))
    .orderBy(asc(seriesResults.matchNumber), asc(seriesResults.teamNumber));
  return rows.map((x) => `${x.matchNumber}:${x.teamNumber}:${x.placement}:${x.kills}`);
}

export async function winnerRows(server: TestServer, tournamentId: string) {
  return server.ctx.db
    .select()
    .from(tournamentWinners)
    .where(eq(tournamentWinners.tournamentId, tournamentId))
    .orderBy(asc(tournamentWinners.position), asc(tournamentWinners.id));
}

/** The ledger lines a payout wrote for a tournament (`prize` or `prize_remainder`). */
export async function payoutLines(server: TestServer, tournamentId: string, reason: 'prize' | 'prize_remainder') {
  return server.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.refId, tournamentId), eq(ledgerEntries.reason, reason)));
}

/** A standings row reduced to what the ranking is about. */
export const brief = (row: { rank: number; team_number: number; total_points: number; kills: number; wins: number }) =>
  [row.rank, row.team_number, row.total_points, row.kills, row.wins] as const;
