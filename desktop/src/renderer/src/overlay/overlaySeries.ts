/**
 * The overlay's view of a series (docs/product/series.md), free of React so it is unit-tested:
 * whether to show the standings, the top rows, each team's name on stream, and the match
 * being played.
 */
import { SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import type { Standings, StandingsRow } from '../features/series/seriesView';

/** A stream shows the top ten: more would not read at 1080p beside the game. */
export const OVERLAY_STANDINGS_SHOWN = 10;

/** The standings, once a match has results (before that every team is level at 0). */
export const overlayStandingsShown = (
  t: Pick<Tournament, 'series'>,
  standings: Pick<Standings, 'matches_played'> | null,
): standings is Standings => !!t.series && !!standings && standings.matches_played > 0;

export const overlayTopRows = (standings: Pick<Standings, 'rows'>): StandingsRow[] =>
  standings.rows.slice(0, OVERLAY_STANDINGS_SHOWN);

/**
 * What a row is called on stream: the player in a solo series, else the team and its players.
 * `say` translates the team's name (a component's `useSay()`); a player's name stays as it is.
 */
export function overlayTeamName(
  row: Pick<StandingsRow, 'team_number' | 'players'>,
  solo: boolean,
  say: (text: string) => string = (text) => text,
): { name: string; players: string } {
  const team = () => say(SERIES_NOTICE.team(row.team_number));
  if (solo) return { name: row.players[0] ?? team(), players: '' };
  return { name: team(), players: row.players.join(', ') };
}

/** What a finalized series paid each team: its players' coins added up (winners list by name). */
export function teamCoins(
  row: Pick<StandingsRow, 'players'>,
  winners: Pick<Tournament['winners'][number], 'username' | 'coins_awarded'>[],
): number {
  const players = new Set(row.players);
  return winners.filter((w) => players.has(w.username)).reduce((sum, w) => sum + w.coins_awarded, 0);
}
