/**
 * Series scoring (docs/product/series.md): placement points plus kill points per match, standings
 * ranked by total points, then kills, then wins, then the better placement in the latest match both
 * teams played; and the payout of a prize pool by final rank. Pure functions, shared by the server
 * (which pays from them) and the client (which previews them), so both always agree.
 */

/** Placement points from 1st place of each preset table; places past the end score 0. */
export const POINTS_PRESETS = {
  pubgm: [10, 6, 5, 4, 3, 2, 1, 1],
  pubgm_classic: [15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1],
  ffws: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  algs: [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1],
} as const;
export const POINTS_PRESET_IDS = ['pubgm', 'pubgm_classic', 'ffws', 'algs', 'custom'] as const;
export type PointsPresetId = (typeof POINTS_PRESET_IDS)[number];

export const SERIES_MATCHES_MIN = 2;
export const SERIES_MATCHES_MAX = 20;
export const KILL_POINTS_MAX = 50;
export const KILL_POINTS_DEFAULT = 1;
export const MATCH_KILLS_MAX = 99;

export interface PointsTable {
  /** Points by placement, from 1st place. */
  placement: readonly number[];
  /** Points per kill. */
  kill_points: number;
}

export interface MatchResult {
  team_number: number;
  placement: number;
  kills: number;
}

/** One entered match: its number (from 1) and each team's result. */
export interface EnteredMatch {
  n: number;
  results: readonly MatchResult[];
}

export interface StandingMatch {
  n: number;
  placement: number;
  kills: number;
  points: number;
}

export interface StandingRow {
  rank: number;
  team_number: number;
  players: string[];
  total_points: number;
  placement_points: number;
  kill_points: number;
  kills: number;
  wins: number;
  matches: StandingMatch[];
}

/** The placement table of a preset, or the host's own list for `custom`. */
export function placementTable(preset: PointsPresetId, custom?: readonly number[]): readonly number[] {
  return preset === 'custom' ? (custom ?? []) : POINTS_PRESETS[preset];
}

/** Points of one result: its placement's points (0 past the table) plus its kills times kill points. */
export function matchPoints(table: PointsTable, result: Pick<MatchResult, 'placement' | 'kills'>) {
  const placement = table.placement[result.placement - 1] ?? 0;
  const kills = result.kills * table.kill_points;
  return { placement, kills, total: placement + kills };
}

/** -1 when `a` ranks above `b` on the totals (points, then kills, then wins), 1 when below, 0 when equal. */
function compareTotals(a: StandingRow, b: StandingRow): number {
  return Math.sign(b.total_points - a.total_points) || Math.sign(b.kills - a.kills) || Math.sign(b.wins - a.wins);
}

/** -1 when `a` placed better than `b` in the most recent match both played, 1 when worse, 0 when none tells. */
function compareLatestShared(a: StandingRow, b: StandingRow): number {
  const bByMatch = new Map(b.matches.map((m) => [m.n, m]));
  const shared = a.matches.filter((m) => bByMatch.has(m.n)).sort((x, y) => y.n - x.n)[0];
  if (!shared) return 0;
  return Math.sign(shared.placement - bByMatch.get(shared.n)!.placement);
}

/**
 * -1 when `a` ranks above `b`, 1 when below, 0 when the tiebreaks cannot tell them apart: total
 * points, then total kills, then wins, then the better placement in the most recent match both
 * played.
 */
export function compareStandings(a: StandingRow, b: StandingRow): number {
  return compareTotals(a, b) || compareLatestShared(a, b);
}

/**
 * Orders teams equal on the totals. "The latest match both played" compares two teams at a time
 * and need not be transitive (X beat Z, Y met neither), so each team of the group scores +1 for
 * every team of it that it beats that way and -1 for every one that beats it; the group is ordered
 * by that score, and equal scores share a rank. The result never depends on the team numbers,
 * and when the pairwise results are consistent it is exactly their order.
 */
function rankTiedGroup(group: StandingRow[]): { row: StandingRow; score: number }[] {
  return group
    .map((row) => ({ row, score: group.reduce((sum, other) => sum - compareLatestShared(row, other), 0) }))
    .sort((a, b) => b.score - a.score || a.row.team_number - b.row.team_number);
}

/**
 * The standings of a series: one row per team in `teams` (the teams with players, and any team
 * with a result), sorted by the totals and then `rankTiedGroup`; teams nothing tells apart share a
 * rank (1, 1, 3).
 */
export function computeStandings(
  table: PointsTable,
  matches: readonly EnteredMatch[],
  teams: ReadonlyMap<number, string[]>,
): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  const rowOf = (team: number) => {
    let row = rows.get(team);
    if (!row) {
      row = {
        rank: 0,
        team_number: team,
        players: teams.get(team) ?? [],
        total_points: 0,
        placement_points: 0,
        kill_points: 0,
        kills: 0,
        wins: 0,
        matches: [],
      };
      rows.set(team, row);
    }
    return row;
  };
  for (const team of teams.keys()) rowOf(team);
  for (const match of [...matches].sort((x, y) => x.n - y.n)) {
    for (const result of match.results) {
      const row = rowOf(result.team_number);
      const points = matchPoints(table, result);
      row.placement_points += points.placement;
      row.kill_points += points.kills;
      row.total_points += points.total;
      row.kills += result.kills;
      if (result.placement === 1) row.wins += 1;
      row.matches.push({ n: match.n, placement: result.placement, kills: result.kills, points: points.total });
    }
  }
  const byTotals = [...rows.values()].sort((a, b) => compareTotals(a, b) || a.team_number - b.team_number);
  const sorted: StandingRow[] = [];
  for (let i = 0; i < byTotals.length;) {
    let end = i + 1;
    while (end < byTotals.length && compareTotals(byTotals[i]!, byTotals[end]!) === 0) end++;
    let previous: { score: number; rank: number } | undefined;
    for (const { row, score } of rankTiedGroup(byTotals.slice(i, end))) {
      row.rank = previous && previous.score === score ? previous.rank : sorted.length + 1;
      previous = { score, rank: row.rank };
      sorted.push(row);
    }
    i = end;
  }
  return sorted;
}

/** One player's prize from the final standings. */
export interface SeriesPrize {
  team_number: number;
  rank: number;
  user_id: string;
  coins: number;
}

/**
 * Pays `pool` by final rank: rank r's share is floor(pool × payout[r-1] / 100). Teams sharing a
 * rank cover as many ranks as they are, and share those ranks' shares equally (whole coins). A
 * team's coins are split equally among its seated players, the leftover of that split to the
 * earliest-seated. `seatedBy` lists each team's player ids, earliest-seated first. What is not
 * paid (percentages under 100, rounding, teams without players) is the remainder, which goes to
 * the creator as with a single game.
 */
export function seriesPayout(
  standings: readonly Pick<StandingRow, 'rank' | 'team_number'>[],
  payout: readonly number[],
  pool: number,
  seatedBy: ReadonlyMap<number, readonly string[]>,
): { prizes: SeriesPrize[]; remainder: number } {
  const shareOf = (rank: number) => Math.floor((pool * (payout[rank - 1] ?? 0)) / 100);
  const prizes: SeriesPrize[] = [];
  let paid = 0;
  const byRank = new Map<number, number[]>();
  for (const row of standings) byRank.set(row.rank, [...(byRank.get(row.rank) ?? []), row.team_number]);
  for (const [rank, teamNumbers] of byRank) {
    let covered = 0;
    for (let r = rank; r < rank + teamNumbers.length; r++) covered += shareOf(r);
    const perTeam = Math.floor(covered / teamNumbers.length);
    for (const team of teamNumbers) {
      const players = seatedBy.get(team) ?? [];
      if (!players.length || perTeam === 0) continue;
      const each = Math.floor(perTeam / players.length);
      const leftover = perTeam - each * players.length;
      players.forEach((userId, i) => {
        const coins = each + (i === 0 ? leftover : 0);
        if (coins > 0) prizes.push({ team_number: team, rank, user_id: userId, coins });
      });
      paid += perTeam;
    }
  }
  return { prizes, remainder: pool - paid };
}
