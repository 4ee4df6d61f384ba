/**
 * Reading a series (docs/product/series.md#standings): its entered matches and the teams with
 * players, turned into standings by the shared scoring (shared/src/rules/series.ts).
 */
import { asc, eq } from 'drizzle-orm';
import {
  SERIES_TEXT,
  computeStandings,
  type ApiResponse,
  type EnteredMatch,
  type SeriesSettings,
  type StandingRow,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { seriesResults, tournamentSlots, users } from '../../db/schema.js';
import { conflict } from '../../domain/errors.js';
import { shownUsername } from '../../presenters/closed-account.js';
import { findTournament } from '../tournaments/load.js';

export type Standings = ApiResponse<'get', '/tournaments/{id}/standings'>;

/** The series of a tournament, or 409 for a single game. */
export function seriesOf(t: TournamentRow): SeriesSettings {
  if (!t.series) throw conflict(SERIES_TEXT.notSeries);
  return t.series;
}

/** The entered matches of a series, in match order. */
export async function enteredMatches(db: Queryable, tournamentId: string): Promise<EnteredMatch[]> {
  const rows = await db
    .select()
    .from(seriesResults)
    .where(eq(seriesResults.tournamentId, tournamentId))
    .orderBy(asc(seriesResults.matchNumber), asc(seriesResults.placement));
  const byMatch = new Map<number, EnteredMatch>();
  for (const r of rows) {
    const match = byMatch.get(r.matchNumber) ?? { n: r.matchNumber, results: [] };
    (match.results as { team_number: number; placement: number; kills: number }[]).push({
      team_number: r.teamNumber,
      placement: r.placement,
      kills: r.kills,
    });
    byMatch.set(r.matchNumber, match);
  }
  return [...byMatch.values()];
}

/** Each team with players: their ids and names, earliest seated first. */
export async function seatedTeams(db: Queryable, tournamentId: string) {
  const seats = await db
    .select({ team: tournamentSlots.teamNumber, playerId: tournamentSlots.playerId, username: shownUsername })
    .from(tournamentSlots)
    .innerJoin(users, eq(users.id, tournamentSlots.playerId))
    .where(eq(tournamentSlots.tournamentId, tournamentId))
    .orderBy(asc(tournamentSlots.joinedAt), asc(tournamentSlots.slotIndex));
  const teams = new Map<number, { ids: string[]; names: string[] }>();
  for (const s of seats) {
    const team = teams.get(s.team) ?? { ids: [], names: [] };
    team.ids.push(s.playerId);
    team.names.push(s.username);
    teams.set(s.team, team);
  }
  return teams;
}

/** GET /tournaments/{id}/standings: public to whoever may see the tournament (the route checks that). */
export async function getStandings(ctx: AppContext, tournamentId: string): Promise<Standings> {
  return standingsOf(ctx.db, await findTournament(ctx.db, tournamentId));
}

/** The standings answer of a series as it stands in `db`. */
export async function standingsOf(db: Queryable, t: TournamentRow): Promise<Standings & { rows: StandingRow[] }> {
  const series = seriesOf(t);
  const matches = await enteredMatches(db, t.id);
  const teams = await seatedTeams(db, t.id);
  const names = new Map([...teams].map(([team, seated]) => [team, seated.names]));
  return {
    matches_total: series.matches,
    matches_played: matches.length ? Math.max(...matches.map((m) => m.n)) : 0,
    points: { placement: series.points.placement, kill_points: series.points.kill_points },
    rows: computeStandings(series.points, matches, names),
  };
}
