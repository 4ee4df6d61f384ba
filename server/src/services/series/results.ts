/**
 * Entering the results of a series (docs/product/series.md#results): the creator or an admin
 * enters match n once match n-1 has results, corrects any entered match, or removes the last one.
 * Each step locks the tournament row, writes its line in the action log, and tells everyone who
 * may see the tournament the new standings (`standings_updated`: they are public).
 */
import { and, eq } from 'drizzle-orm';
import { SERIES_TEXT, type MatchResultsInput } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { seriesResults } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../domain/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { logAction } from '../play/action-log.js';
import { heldPlanOutdated } from '../play/payouts.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { assertRunner, assertNotFinalized } from '../tournaments/policy.js';
import { enteredMatches, seatedTeams, seriesOf, standingsOf, type Standings } from './standings.js';

/** The series of a tournament a manager may still change: not finalized. */
async function lockSeries(tx: Tx, user: UserRow, tournamentId: string) {
  const t = await lockTournament(tx, tournamentId);
  assertRunner(t, user);
  const series = seriesOf(t);
  assertNotFinalized(t);
  return { t, series };
}

/** Sends the new standings to everyone, and the tournament (its `matches_played`) after the commit. */
async function announceStandings(ctx: AppContext, tx: Tx, events: EventBuffer, t: TournamentRow) {
  const standings = await standingsOf(tx, t);
  announce.standingsUpdated(events, { tournament_id: t.id, standings });
  announce.tournamentUpdatedSoon(ctx, events, t.id, {}, 'summary');
  return standings;
}

/** PUT /tournaments/{id}/matches/{n}/results */
export async function putMatchResults(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  n: number,
  input: MatchResultsInput,
): Promise<Standings> {
  return inTransaction(ctx, async (tx, events) => {
    const { t, series } = await lockSeries(tx, user, tournamentId);
    if (t.status !== 'live') throw conflict(SERIES_TEXT.notLive);
    if (!Number.isInteger(n) || n < 1 || n > series.matches)
      throw badRequest(SERIES_TEXT.matchOutOfRange(series.matches));
    const matches = await enteredMatches(tx, t.id);
    const played = Math.max(0, ...matches.map((m) => m.n));
    if (n > played + 1) throw conflict(SERIES_TEXT.previousMatchMissing(n - 1));
    // The teams with players now, and those already in match n: a correction may keep a team
    // that has since been kicked, so the host can fix another team's typo.
    const teams = new Set((await seatedTeams(tx, t.id)).keys());
    for (const r of matches.find((m) => m.n === n)?.results ?? []) teams.add(r.team_number);
    for (const r of input.results) {
      if (!teams.has(r.team_number)) throw badRequest(SERIES_TEXT.teamWithoutPlayers(r.team_number));
      if (r.placement > teams.size) throw badRequest(SERIES_TEXT.placementRange(teams.size));
    }
    await tx.delete(seriesResults).where(and(eq(seriesResults.tournamentId, t.id), eq(seriesResults.matchNumber, n)));
    await tx.insert(seriesResults).values(
      input.results.map((r) => ({
        tournamentId: t.id,
        matchNumber: n,
        teamNumber: r.team_number,
        placement: r.placement,
        kills: r.kills,
      })),
    );
    await logAction(tx, t.id, {
      kind: 'match_results',
      actorId: user.id,
      detail: { match: n, corrected: n <= played },
    });
    await heldPlanOutdated(tx, t);
    return announceStandings(ctx, tx, events, t);
  });
}

/** DELETE /tournaments/{id}/matches/{n}/results: only the last entered match. */
export async function deleteMatchResults(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  n: number,
): Promise<Standings> {
  return inTransaction(ctx, async (tx, events) => {
    const { t } = await lockSeries(tx, user, tournamentId);
    const played = Math.max(0, ...(await enteredMatches(tx, t.id)).map((m) => m.n));
    if (played === 0) throw conflict(SERIES_TEXT.noMatchEntered);
    if (n !== played) throw conflict(SERIES_TEXT.notLastMatch(played));
    await tx.delete(seriesResults).where(and(eq(seriesResults.tournamentId, t.id), eq(seriesResults.matchNumber, n)));
    await logAction(tx, t.id, { kind: 'match_results_removed', actorId: user.id, detail: { match: n } });
    await heldPlanOutdated(tx, t);
    return announceStandings(ctx, tx, events, t);
  });
}
