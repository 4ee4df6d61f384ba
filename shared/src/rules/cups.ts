/**
 * Cups (docs/product/cups.md): the pure rules of a competition of stages, each played in lobbies
 * that are series. Shared by the server (which seeds, advances and pays from them) and the client
 * (which previews a plan), so both always agree.
 *
 * - A stage seats its teams in as few lobbies as hold them, filled evenly (sizes differ by one).
 * - The top K of each lobby advance, plus W wildcards: the best of the rest across lobbies.
 * - Inside a lobby, teams rank as the series does (shared/src/rules/series.ts), over the matches
 *   that count (the best N of M when the stage says so); across lobbies by points, then kills,
 *   then wins. Whatever still ties is decided by registration: the team that registered first
 *   goes through. The rule is total, so an advancement never depends on the order rows came in.
 */
import { computeStandings, matchPoints, type EnteredMatch, type PointsTable } from './series.js';

/** Stages of one cup, the final included. */
export const CUP_STAGES_MAX = 4;
/** Teams a cup may take (solo cups of several thousand players exist). */
export const CUP_TEAMS_MAX = 8_192;
/** A lobby plays with at least this many teams. */
export const CUP_LOBBY_TEAMS_MIN = 2;
/** registration → running (stage by stage) → finished; cancelled only before seeding. */
export const CUP_STATUSES = ['registration', 'running', 'finished', 'cancelled'] as const;
export type CupStatus = (typeof CUP_STATUSES)[number];
export const SEEDING_MODES = ['random', 'snake'] as const;
export type SeedingMode = (typeof SEEDING_MODES)[number];

/** What the stage rules need of a stage. */
export interface StageShape {
  teams_per_lobby: number;
  /** K: the top K of each lobby advance (0 in the final). */
  advance_per_lobby: number;
  /** W: the best of the rest across lobbies who also advance (0 in the final). */
  wildcards: number;
}

/** How many lobbies seat `teams` teams of at most `perLobby` each (at least one). */
export const lobbyCount = (teams: number, perLobby: number): number => Math.max(1, Math.ceil(teams / perLobby));

/** The size of each lobby when `teams` are dealt evenly into `lobbies` lobbies. */
export function lobbySizes(teams: number, lobbies: number): number[] {
  const base = Math.floor(teams / lobbies);
  return Array.from({ length: lobbies }, (_, i) => base + (i < teams % lobbies ? 1 : 0));
}

/** How many teams a stage of `teams` teams sends to the next one. */
export function advancingCount(teams: number, stage: StageShape): number {
  const sizes = lobbySizes(teams, lobbyCount(teams, stage.teams_per_lobby));
  const top = sizes.reduce((sum, size) => sum + Math.min(stage.advance_per_lobby, size), 0);
  return Math.min(teams, top + stage.wildcards);
}

/** Each stage's teams and lobbies when `teams` teams start the cup. */
export function stagePlan(stages: readonly StageShape[], teams: number): { teams: number; lobbies: number }[] {
  const plan: { teams: number; lobbies: number }[] = [];
  let playing = teams;
  stages.forEach((stage, i) => {
    plan.push({ teams: playing, lobbies: lobbyCount(playing, stage.teams_per_lobby) });
    if (i < stages.length - 1) playing = advancingCount(playing, stage);
  });
  return plan;
}

/** Why a stage cannot be played as set, for a cup of at most `maxTeams` teams; null when it can. */
export type StageProblem =
  | { kind: 'advance_more_than_lobby'; stage: number; lobby: number }
  | { kind: 'no_one_advances'; stage: number }
  | { kind: 'final_advances'; stage: number }
  | { kind: 'no_elimination'; stage: number }
  | { kind: 'final_overflows'; stage: number; advancing: number; seats: number };

/**
 * Checks the stages against the largest cup they may have to carry (`maxTeams` registered): K at
 * most a lobby, every stage but the final advances someone and eliminates someone, the final
 * advances no one and seats in one lobby everyone the stage before sends it.
 */
export function stageProblem(stages: readonly StageShape[], maxTeams: number): StageProblem | null {
  const last = stages.length - 1;
  for (const [i, stage] of stages.entries()) {
    const n = i + 1;
    if (stage.advance_per_lobby > stage.teams_per_lobby)
      return { kind: 'advance_more_than_lobby', stage: n, lobby: stage.teams_per_lobby };
    if (i === last && (stage.advance_per_lobby > 0 || stage.wildcards > 0)) return { kind: 'final_advances', stage: n };
    if (i < last && stage.advance_per_lobby < 1) return { kind: 'no_one_advances', stage: n };
  }
  let playing = maxTeams;
  for (const [i, stage] of stages.slice(0, last).entries()) {
    const next = advancingCount(playing, stage);
    if (next >= playing && playing > 1) return { kind: 'no_elimination', stage: i + 1 };
    playing = next;
  }
  const final = stages[last]!;
  if (playing > final.teams_per_lobby)
    return { kind: 'final_overflows', stage: last + 1, advancing: playing, seats: final.teams_per_lobby };
  return null;
}

/**
 * Deals teams into lobbies. `snake` keeps the given order (registration order for stage 1, cup
 * rank for later stages) and deals 1→L, then L→1, so each lobby gets an even share of the top.
 * `random` shuffles first (with `random`, a uniform number in [0, 1)), then deals the same way.
 */
export function seedLobbies<T>(
  teams: readonly T[],
  perLobby: number,
  mode: SeedingMode,
  random: () => number = Math.random,
): T[][] {
  const order = [...teams];
  if (mode === 'random') {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  }
  const count = lobbyCount(order.length, perLobby);
  const lobbies: T[][] = Array.from({ length: count }, () => []);
  order.forEach((team, i) => {
    const round = Math.floor(i / count);
    const at = i % count;
    lobbies[round % 2 === 0 ? at : count - 1 - at]!.push(team);
  });
  return lobbies;
}

/** One team of one lobby of a stage: who it is, and its place in the cup's registration. */
export interface LobbyTeam {
  team_id: string;
  /** Its team number in the lobby (a tournament). */
  team_number: number;
  /** Registration order in the cup, from 1: the last tiebreak. */
  registered: number;
}

/** A team's standing in its stage, counted as the stage counts (the best N of M matches). */
export interface CupStanding extends LobbyTeam {
  lobby: number;
  /** Its rank in the lobby (unique: a tie the series cannot break goes to the earlier registration). */
  lobby_rank: number;
  points: number;
  kills: number;
  wins: number;
  /** Matches played, and how many of them count. */
  played: number;
  counted: number;
}

/**
 * The matches of a lobby as they count for the stage: each team's best `bestOf` results by points
 * (then kills, then the earlier match), or every result when `bestOf` is null.
 */
export function countedMatches(
  table: PointsTable,
  matches: readonly EnteredMatch[],
  bestOf: number | null,
): EnteredMatch[] {
  if (bestOf == null) return [...matches];
  const byTeam = new Map<number, { n: number; points: number; kills: number }[]>();
  for (const match of matches) {
    for (const r of match.results) {
      const list = byTeam.get(r.team_number) ?? [];
      list.push({ n: match.n, points: matchPoints(table, r).total, kills: r.kills });
      byTeam.set(r.team_number, list);
    }
  }
  const kept = new Set<string>();
  for (const [team, list] of byTeam) {
    list
      .sort((a, b) => b.points - a.points || b.kills - a.kills || a.n - b.n)
      .slice(0, bestOf)
      .forEach((m) => kept.add(`${team}:${m.n}`));
  }
  return matches.map((m) => ({ n: m.n, results: m.results.filter((r) => kept.has(`${r.team_number}:${m.n}`)) }));
}

/** A lobby's teams in their stage order: the series ranking over the counted matches, then registration. */
export function lobbyStandings(
  lobby: number,
  table: PointsTable,
  matches: readonly EnteredMatch[],
  bestOf: number | null,
  teams: readonly LobbyTeam[],
): CupStanding[] {
  const counted = countedMatches(table, matches, bestOf);
  const byNumber = new Map(teams.map((t) => [t.team_number, t]));
  const playedBy = new Map<number, number>();
  for (const m of matches)
    for (const r of m.results) playedBy.set(r.team_number, (playedBy.get(r.team_number) ?? 0) + 1);
  const rows = computeStandings(table, counted, new Map(teams.map((t) => [t.team_number, []])))
    .filter((row) => byNumber.has(row.team_number))
    .map((row) => ({ row, team: byNumber.get(row.team_number)! }))
    .sort((a, b) => a.row.rank - b.row.rank || a.team.registered - b.team.registered);
  return rows.map(({ row, team }, i) => ({
    ...team,
    lobby,
    lobby_rank: i + 1,
    points: row.total_points,
    kills: row.kills,
    wins: row.wins,
    played: playedBy.get(team.team_number) ?? 0,
    counted: row.matches.length,
  }));
}

/**
 * Across lobbies (wildcards, and the cup's ranking of the teams a stage eliminates): points, then
 * kills, then wins, then the earlier registration. -1 when `a` goes first.
 */
export function compareAcrossLobbies(a: CupStanding, b: CupStanding): number {
  return (
    Math.sign(b.points - a.points) ||
    Math.sign(b.kills - a.kills) ||
    Math.sign(b.wins - a.wins) ||
    Math.sign(a.registered - b.registered)
  );
}

/**
 * Who leaves a stage for the next: the top K of every lobby and the W best of the rest. The
 * advancing teams come in seeding order for the next stage (every lobby's 1st by the cross-lobby
 * rule, then every 2nd, …, then the wildcards); the eliminated in the order they finish.
 */
export function advanceStage(
  lobbies: readonly (readonly CupStanding[])[],
  stage: Pick<StageShape, 'advance_per_lobby' | 'wildcards'>,
): { advancing: CupStanding[]; wildcards: CupStanding[]; eliminated: CupStanding[] } {
  const byRank: CupStanding[][] = [];
  const rest: CupStanding[] = [];
  for (const lobby of lobbies) {
    for (const team of lobby) {
      if (team.lobby_rank <= stage.advance_per_lobby) (byRank[team.lobby_rank - 1] ??= []).push(team);
      else rest.push(team);
    }
  }
  rest.sort(compareAcrossLobbies);
  const wildcards = rest.slice(0, stage.wildcards);
  const top = byRank.flatMap((group) => group.sort(compareAcrossLobbies));
  return { advancing: [...top, ...wildcards], wildcards, eliminated: rest.slice(stage.wildcards) };
}
