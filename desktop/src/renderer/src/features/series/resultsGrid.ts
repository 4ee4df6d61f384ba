/**
 * The host's results grid of one match (docs/product/series.md#results), free of React so it is
 * unit-tested: a row per team with players, what the steppers do, the problems marked before
 * anything is sent (a placement entered twice or out of range, kills out of range), and the body
 * of the PUT. The server checks all of it again.
 */
import {
  MATCH_KILLS_MAX,
  SERIES_HOST_NOTICE,
  matchPoints,
  matchResultsSchema,
  type MatchResult,
  type PointsTable,
  type Tournament,
} from '@squadhub/shared';

export interface GridTeam {
  team_number: number;
  players: string[];
}

/** One row as typed: no placement yet is null (the team is left out of the match). */
export interface GridEntry {
  placement: number | null;
  kills: number | null;
}

/** The rows of one match, by team number. */
export type GridValues = Readonly<Record<number, GridEntry>>;

/** The standings rows' matches, as much of them as the grid needs to show an entered match. */
export interface EnteredRow {
  team_number: number;
  matches: readonly { n: number; placement: number; kills: number }[];
}

const EMPTY: GridEntry = { placement: null, kills: null };

/** The teams that have players, in team order, with their players' names. */
export function teamsWithPlayers(t: Pick<Tournament, 'teams'>): GridTeam[] {
  return t.teams
    .map((team) => ({
      team_number: team.team_number,
      players: team.slots.flatMap((s) => (s.player_username ? [s.player_username] : [])),
    }))
    .filter((team) => team.players.length > 0)
    .sort((a, b) => a.team_number - b.team_number);
}

export const entryOf = (values: GridValues, team: number): GridEntry => values[team] ?? EMPTY;

/** Match n's entered results, to correct them (teams without a result start empty). */
export function gridFromStandings(rows: readonly EnteredRow[], n: number): GridValues {
  const values: Record<number, GridEntry> = {};
  for (const row of rows) {
    const result = row.matches.find((m) => m.n === n);
    if (result) values[row.team_number] = { placement: result.placement, kills: result.kills };
  }
  return values;
}

/** The lowest placement no other team has yet: where "+" on an empty placement starts. */
export function nextFreePlacement(values: GridValues, teams: readonly GridTeam[], team: number): number {
  const taken = new Set(
    teams.filter((t) => t.team_number !== team).map((t) => entryOf(values, t.team_number).placement),
  );
  let p = 1;
  while (taken.has(p) && p < teams.length) p++;
  return p;
}

/** "+" on a placement: the next free one when empty, else one lower in the ranking (a bigger number). */
export function placementUp(values: GridValues, teams: readonly GridTeam[], team: number): number {
  const current = entryOf(values, team).placement;
  return current === null ? nextFreePlacement(values, teams, team) : Math.min(current + 1, Math.max(teams.length, 1));
}

/** "−" on a placement: one better, and from 1st back to empty (left out). */
export function placementDown(current: number | null): number | null {
  if (current === null || current <= 1) return null;
  return current - 1;
}

export const killsUp = (current: number | null) => Math.min((current ?? 0) + 1, MATCH_KILLS_MAX);
export const killsDown = (current: number | null) => Math.max((current ?? 0) - 1, 0);

/** What was typed in a stepper: digits only; nothing is null. */
export function typedNumber(raw: string): number | null {
  const digits = raw.replace(/\D/g, '').slice(0, 3);
  return digits === '' ? null : Number(digits);
}

/** A row's problems: which stepper to mark, and the words. */
export interface RowProblems {
  placement: boolean;
  kills: boolean;
  messages: string[];
}

export interface GridCheck {
  /** The teams with a problem. */
  byTeam: ReadonlyMap<number, RowProblems>;
  /** Every distinct problem once, for the summary beside the save button. */
  problems: string[];
  /** Teams with no placement: left out of this match (allowed, but said). */
  leftOut: number[];
  /** No placement typed at all yet: nothing to send, and nothing wrong either. */
  empty: boolean;
  /** The PUT body's results, when there is something to send and no problem. */
  results: MatchResult[] | null;
}

/** Checks the grid before it is sent: placements unique and 1 to the number of teams, kills 0 to 99. */
export function checkGrid(values: GridValues, teams: readonly GridTeam[]): GridCheck {
  const byTeam = new Map<number, RowProblems>();
  const add = (team: number, field: 'placement' | 'kills', message: string) => {
    const row = byTeam.get(team) ?? { placement: false, kills: false, messages: [] };
    byTeam.set(team, { ...row, [field]: true, messages: [...row.messages, message] });
  };
  const count = new Map<number, number>();
  for (const team of teams) {
    const p = entryOf(values, team.team_number).placement;
    if (p !== null) count.set(p, (count.get(p) ?? 0) + 1);
  }
  const leftOut: number[] = [];
  const results: MatchResult[] = [];
  for (const team of teams) {
    const { placement, kills } = entryOf(values, team.team_number);
    if (placement === null) {
      leftOut.push(team.team_number);
      if (kills) add(team.team_number, 'placement', SERIES_HOST_NOTICE.killsWithoutPlacement);
      continue;
    }
    if (!Number.isInteger(placement) || placement < 1 || placement > teams.length)
      add(team.team_number, 'placement', SERIES_HOST_NOTICE.placementRange(teams.length));
    else if ((count.get(placement) ?? 0) > 1)
      add(team.team_number, 'placement', SERIES_HOST_NOTICE.placementTwice(placement));
    const k = kills ?? 0;
    if (!Number.isInteger(k) || k < 0 || k > MATCH_KILLS_MAX)
      add(team.team_number, 'kills', SERIES_HOST_NOTICE.killsRange(MATCH_KILLS_MAX));
    results.push({ team_number: team.team_number, placement, kills: k });
  }
  const problems = [...new Set([...byTeam.values()].flatMap((row) => row.messages))];
  const empty = results.length === 0;
  // The shared schema has the last word on the body itself.
  if (!problems.length && !empty) {
    const parsed = matchResultsSchema.safeParse({ results });
    if (!parsed.success) problems.push(parsed.error.issues[0]!.message);
  }
  return { byTeam, problems, leftOut, empty, results: problems.length || empty ? null : results };
}

/** The points a row scores in this match as typed, or null without a placement. */
export function rowPoints(table: PointsTable, entry: GridEntry): number | null {
  if (entry.placement === null || entry.placement < 1) return null;
  return matchPoints(table, { placement: entry.placement, kills: entry.kills ?? 0 }).total;
}

/** The open match's grid as the teams reported it: each report's typed placement and kills. */
export function gridFromReports(reports: readonly MatchResult[]): GridValues {
  return Object.fromEntries(reports.map((r) => [r.team_number, { placement: r.placement, kills: r.kills }]));
}

/** The match the grid opens on: the next one to enter, or the last when all are entered. */
export const nextMatch = (played: number, total: number) => Math.min(played + 1, total);
