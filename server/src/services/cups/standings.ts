/**
 * A cup's overall standings and the owner's console (docs/product/cups.md#pages). The standings
 * rank the teams still in by their points in the current stage across lobbies (the rule of
 * wildcards: points, kills, wins, registration), then the teams that are out by their final rank.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  CUP_TEXT,
  compareAcrossLobbies,
  lobbyStandings,
  type ApiResponse,
  type CupStanding,
  type EnteredMatch,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { rowsOf, type UserRow } from '../../db/rows.js';
import { cupLobbies, cupPlayers, cupTeams, seriesResults, users } from '../../db/schema.js';
import { forbidden } from '../../domain/errors.js';
import { shownUsername } from '../../presenters/closed-account.js';
import { findCup, isCoHost, managesCup } from './access.js';
import { stageEntries } from './stages.js';

type CupStandings = ApiResponse<'get', '/cups/{id}/standings'>;
type CupConsole = ApiResponse<'get', '/cups/{id}/console'>;

/**
 * How long an instance answers a cup's standings from memory. A cup of thousands of teams is read
 * by many at once while results arrive in dozens of lobbies; computing them is tens of
 * milliseconds, so every instance computes them at most once a second (docs/product/cups.md#pages)
 * and every request in that second shares the answer.
 */
const STANDINGS_FRESH_MS = 1_000;
const STANDINGS_CUPS_KEPT = 200;

/** GET /cups/{id}/standings: a page of them, at most a second old. */
export async function getCupStandings(
  ctx: AppContext,
  cupId: string,
  page: { limit: number; offset: number },
): Promise<CupStandings> {
  const all = await allCupStandings(ctx, cupId);
  return { ...all, rows: all.rows.slice(page.offset, page.offset + page.limit) };
}

function allCupStandings(ctx: AppContext, cupId: string): Promise<CupStandings> {
  const kept = ctx.speed.cache<string, { at: number; answer: Promise<CupStandings> }>(
    'cup_standings',
    STANDINGS_CUPS_KEPT,
  );
  const hit = kept.get(cupId);
  if (hit && Date.now() - hit.at < STANDINGS_FRESH_MS) return hit.answer;
  const answer = computeCupStandings(ctx, cupId);
  kept.set(cupId, { at: Date.now(), answer });
  // A refusal (no such cup) or a failure is not kept.
  answer.catch(() => kept.delete(cupId));
  return answer;
}

async function computeCupStandings(ctx: AppContext, cupId: string): Promise<CupStandings> {
  const db = ctx.db;
  const cup = await findCup(db, cupId);
  const teams = await db
    .select({
      id: cupTeams.id,
      name: cupTeams.name,
      stageReached: cupTeams.stageReached,
      finalRank: cupTeams.finalRank,
      number: cupTeams.number,
    })
    .from(cupTeams)
    // A dropped team left without a rank (docs/product/cups.md#the-waitlist): it is not in the standings.
    .where(and(eq(cupTeams.cupId, cup.id), isNull(cupTeams.droppedAt)))
    .orderBy(asc(cupTeams.number));
  const members = await db
    .select({ teamId: cupPlayers.teamId, username: shownUsername })
    .from(cupPlayers)
    .innerJoin(users, eq(users.id, cupPlayers.userId))
    .where(eq(cupPlayers.cupId, cup.id))
    .orderBy(asc(cupPlayers.joinedAt));
  const playersOf = new Map<string, string[]>();
  for (const m of members) playersOf.set(m.teamId, [...(playersOf.get(m.teamId) ?? []), m.username]);

  const playing = cup.status === 'running' ? await currentStandings(db, cup.id, cup.currentStage, cup.stages) : [];
  const byTeam = new Map(playing.map((s) => [s.team_id, s]));
  const stillIn = teams.filter((t) => t.finalRank == null && byTeam.has(t.id));
  stillIn.sort((a, b) => compareAcrossLobbies(byTeam.get(a.id)!, byTeam.get(b.id)!));
  const out = teams.filter((t) => t.finalRank != null).sort((a, b) => a.finalRank! - b.finalRank!);
  const waiting = teams.filter((t) => t.finalRank == null && !byTeam.has(t.id));
  const rows = [...stillIn, ...out, ...waiting].map((t, i) => {
    const s = byTeam.get(t.id);
    return {
      rank: t.finalRank ?? i + 1,
      team_name: t.name,
      players: playersOf.get(t.id) ?? [],
      stage_reached: t.stageReached,
      lobby: s?.lobby ?? null,
      points: s?.points ?? 0,
      kills: s?.kills ?? 0,
      wins: s?.wins ?? 0,
      out: t.finalRank != null && cup.status !== 'finished',
    };
  });
  return { stage: cup.currentStage, total: rows.length, rows };
}

/** Every team's standing in `stage` so far, lobby by lobby (one read of the stage's results). */
async function currentStandings(
  db: Queryable,
  cupId: string,
  stage: number,
  stages: { points: { placement: number[]; kill_points: number }; best_of: number | null }[],
): Promise<CupStanding[]> {
  if (stage < 1) return [];
  const settings = stages[stage - 1]!;
  const entries = await stageEntries(db, cupId, stage);
  const results = await db
    .select({
      tournamentId: seriesResults.tournamentId,
      n: seriesResults.matchNumber,
      team_number: seriesResults.teamNumber,
      placement: seriesResults.placement,
      kills: seriesResults.kills,
    })
    .from(seriesResults)
    .innerJoin(cupLobbies, eq(cupLobbies.tournamentId, seriesResults.tournamentId))
    .where(and(eq(cupLobbies.cupId, cupId), eq(cupLobbies.stage, stage)));
  const matchesOf = new Map<string, Map<number, EnteredMatch>>();
  for (const r of results) {
    const lobby = matchesOf.get(r.tournamentId) ?? new Map<number, EnteredMatch>();
    const match = lobby.get(r.n) ?? { n: r.n, results: [] };
    (match.results as { team_number: number; placement: number; kills: number }[]).push(r);
    lobby.set(r.n, match);
    matchesOf.set(r.tournamentId, lobby);
  }
  const byLobby = new Map<string, typeof entries>();
  for (const e of entries) byLobby.set(e.tournamentId, [...(byLobby.get(e.tournamentId) ?? []), e]);
  return [...byLobby].flatMap(([tournamentId, teams]) =>
    lobbyStandings(
      teams[0]!.lobby,
      settings.points,
      [...(matchesOf.get(tournamentId)?.values() ?? [])],
      settings.best_of,
      teams.map((e) => ({ team_id: e.teamId, team_number: e.teamNumber, registered: e.registered })),
    ),
  );
}

/** GET /cups/{id}/console: the owner and admins see every lobby of the stage, a co-host theirs. */
export async function getCupConsole(ctx: AppContext, user: UserRow, cupId: string): Promise<CupConsole> {
  const cup = await findCup(ctx.db, cupId);
  const manager = managesCup(cup, user);
  if (!manager && !(await isCoHost(ctx.db, cup.id, user.id))) throw forbidden(CUP_TEXT.notOwner);
  const lobbies = rowsOf<CupConsole['lobbies'][number]>(
    await ctx.db.execute(sql`
      SELECT l.tournament_id, l.stage, l.lobby,
        (SELECT u.username FROM users u WHERE u.id = t.co_host_id) AS co_host_username,
        t.current_players AS seated,
        (SELECT count(*)::int FROM tournament_slots s WHERE s.tournament_id = t.id AND s.checked_in_at IS NOT NULL) AS checked_in,
        t.first_code_sent_at IS NOT NULL AS code_sent,
        (SELECT COALESCE(max(r.match_number), 0)::int FROM series_results r WHERE r.tournament_id = t.id) AS matches_scored,
        (t.series->>'matches')::int AS matches,
        (SELECT count(*)::int FROM disputes d WHERE d.tournament_id = t.id AND d.status = 'open') AS disputes_open,
        t.is_finalized AS finalized
      FROM cup_lobbies l JOIN tournaments t ON t.id = l.tournament_id
      WHERE l.cup_id = ${cup.id} AND l.stage = ${cup.currentStage}
        ${manager ? sql`` : sql`AND t.co_host_id = ${user.id}`}
      ORDER BY l.lobby`),
  );
  return { cup_id: cup.id, stage: cup.currentStage, lobbies };
}
