/**
 * Reading cups (docs/product/cups.md#pages): the cup with its stages and lobbies, the viewer's own
 * team with "your lobby", the list, and the owner's console. Every cup is public; only a team's
 * invite code (never stored in clear) and a lobby's room details (the tournament routes decide who
 * sees them) are not.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiResponse } from '@squadhub/shared';
import type { Queryable } from '../../db/client.js';
import { rowsOf, type CupRow } from '../../db/rows.js';
import { cupCoHosts, cupEntries, cupLobbies, cupPlayers, cupTeams, cups, tournaments, users } from '../../db/schema.js';
import { shownUsername } from '../../presenters/closed-account.js';
import type { Viewer } from '../tournaments/policy.js';
import { findCup, managesCup } from './access.js';
import { waitlistPosition } from './waitlist.js';

export type Cup = ApiResponse<'get', '/cups/{id}'>;
type CupList = ApiResponse<'get', '/cups'>;

/** The cup as `viewer` sees it (a visitor: null). */
export async function cupView(db: Queryable, cupId: string, viewer: Viewer | null): Promise<Cup> {
  const cup = await findCup(db, cupId);
  // One after another: inside a transaction the reads share one connection. Before seeding there
  // are no lobbies to read.
  const people = await cupPeople(db, cup);
  const lobbies = cup.currentStage === 0 ? [] : await lobbiesOf(db, cup.id);
  const myTeamOf = viewer ? await myTeam(db, cup, viewer.id) : null;
  return presentCup(cup, { people, lobbies, myTeam: myTeamOf, viewer });
}

/** Who a cup shows by name: its owner (as shown, a closed account unnamed) and its co-hosts. */
export interface CupPeople {
  owner: string;
  coHosts: string[];
}

/** The owner's and the co-hosts' names, in one read. */
export async function cupPeople(db: Queryable, cup: Pick<CupRow, 'id' | 'ownerId'>): Promise<CupPeople> {
  const [row] = await db
    .select({
      owner: shownUsername,
      coHosts: sql<string[]>`ARRAY(SELECT cu.username FROM ${cupCoHosts} cc JOIN ${users} cu ON cu.id = cc.user_id
        WHERE cc.cup_id = ${cup.id} ORDER BY cu.username)`,
    })
    .from(users)
    .where(eq(users.id, cup.ownerId));
  return { owner: row?.owner ?? '', coHosts: row?.coHosts ?? [] };
}

/**
 * The answer of a cup from what was read of it: every route that answers a cup (its page, and the
 * steps that change it, which build their own part from what they wrote) goes through here.
 */
export function presentCup(
  cup: CupRow,
  parts: {
    people: CupPeople;
    lobbies: readonly CupLobbyRow[];
    myTeam: Cup['my_team'];
    viewer: Viewer | null;
  },
): Cup {
  const { people, lobbies, viewer } = parts;
  return {
    id: cup.id,
    title: cup.title,
    rules: cup.rules,
    tiktok_username: cup.tiktokUsername,
    template_type: cup.templateType,
    game_mode: cup.gameMode,
    slots_per_team: cup.slotsPerTeam,
    owner_username: people.owner,
    max_teams: cup.maxTeams,
    waitlist_teams: cup.waitlistTeams,
    registered_teams: cup.registeredTeams,
    entry_fee: cup.entryFee,
    prize_pool: cup.prizePool,
    paid_out: cup.paidOut,
    payout: cup.payout,
    payout_hold_minutes: cup.payoutHoldMinutes,
    registration_opens_at: cup.registrationOpensAt.toISOString(),
    registration_closes_at: cup.registrationClosesAt.toISOString(),
    status: cup.status,
    current_stage: cup.currentStage,
    stages: cup.stages.map((s, i) => {
      const number = i + 1;
      const own = lobbies.filter((l) => l.stage === number);
      return {
        number,
        teams_per_lobby: s.teams_per_lobby,
        matches: s.matches,
        best_of: s.best_of,
        points: s.points,
        advance_per_lobby: s.advance_per_lobby,
        wildcards: s.wildcards,
        check_in_minutes: s.check_in_minutes,
        starts_at: s.starts_at,
        status: stageStatus(cup, number),
        lobbies: own.map((l) => ({
          tournament_id: l.tournament_id,
          lobby: l.lobby,
          teams: l.teams,
          co_host_username: l.co_host_username,
          finalized: l.finalized,
        })),
      };
    }),
    co_hosts: people.coHosts,
    my_team: parts.myTeam,
    can_manage: managesCup(cup, viewer),
    created_at: cup.createdAt.toISOString(),
  };
}

interface CupLobbyRow {
  tournament_id: string;
  stage: number;
  lobby: number;
  teams: number;
  co_host_username: string | null;
  finalized: boolean;
}

/** Every lobby of the cup, stage by stage, with its teams and co-host. */
async function lobbiesOf(db: Queryable, cupId: string) {
  return rowsOf<CupLobbyRow>(
    await db.execute(sql`
      SELECT l.tournament_id, l.stage, l.lobby, t.is_finalized AS finalized,
        (SELECT count(*)::int FROM ${cupEntries} e WHERE e.tournament_id = l.tournament_id) AS teams,
        (SELECT u.username FROM ${users} u WHERE u.id = t.co_host_id) AS co_host_username
      FROM ${cupLobbies} l JOIN ${tournaments} t ON t.id = l.tournament_id
      WHERE l.cup_id = ${cupId}
      ORDER BY l.stage, l.lobby`),
  );
}

function stageStatus(cup: CupRow, stage: number): Cup['stages'][number]['status'] {
  if (cup.status === 'finished' || stage < cup.currentStage) return 'done';
  return stage === cup.currentStage && cup.status === 'running' ? 'playing' : 'waiting';
}

/** A team's members as shown (a closed account unnamed), earliest first. */
async function membersOf(db: Queryable, teamId: string) {
  return db
    .select({ id: users.id, username: shownUsername })
    .from(cupPlayers)
    .innerJoin(users, eq(users.id, cupPlayers.userId))
    .where(eq(cupPlayers.teamId, teamId))
    .orderBy(asc(cupPlayers.joinedAt), asc(users.username));
}

/**
 * "Your team" for a team still registering (not seeded, not dropped): what a registration or a
 * join answers. `members` when the caller knows them (a team of one, just made).
 */
export async function registeringTeam(
  db: Queryable,
  cup: CupRow,
  team: { id: string; name: string; captainId: string; number: number },
  members?: { id: string; username: string }[],
): Promise<NonNullable<Cup['my_team']>> {
  const shown = members ?? (await membersOf(db, team.id));
  return {
    id: team.id,
    name: team.name,
    captain_username: shown.find((m) => m.id === team.captainId)?.username ?? '',
    members: shown.map((m) => m.username),
    stage_reached: 0,
    final_rank: null,
    waitlist_position: await waitlistPosition(db, cup, { ...team, stageReached: 0, finalRank: null, droppedAt: null }),
    dropped: null,
    lobby: null,
  };
}

/** The viewer's team in the cup, with the lobby it plays in now; null when not registered. */
async function myTeam(db: Queryable, cup: CupRow, userId: string): Promise<Cup['my_team']> {
  const [team] = await db
    .select({
      id: cupTeams.id,
      name: cupTeams.name,
      captainId: cupTeams.captainId,
      number: cupTeams.number,
      stageReached: cupTeams.stageReached,
      finalRank: cupTeams.finalRank,
      droppedAt: cupTeams.droppedAt,
    })
    .from(cupPlayers)
    .innerJoin(cupTeams, eq(cupTeams.id, cupPlayers.teamId))
    .where(and(eq(cupPlayers.cupId, cup.id), eq(cupPlayers.userId, userId)));
  if (!team) return null;
  const members = await membersOf(db, team.id);
  const [lobby] =
    team.stageReached > 0 && team.finalRank == null && !team.droppedAt
      ? await db
          .select({
            tournamentId: cupEntries.tournamentId,
            stage: cupEntries.stage,
            lobby: cupLobbies.lobby,
            teamNumber: cupEntries.teamNumber,
            startsAt: tournaments.startDate,
          })
          .from(cupEntries)
          .innerJoin(cupLobbies, eq(cupLobbies.tournamentId, cupEntries.tournamentId))
          .innerJoin(tournaments, eq(tournaments.id, cupEntries.tournamentId))
          .where(and(eq(cupEntries.teamId, team.id), eq(cupEntries.stage, team.stageReached)))
      : [];
  return {
    id: team.id,
    name: team.name,
    captain_username: members.find((m) => m.id === team.captainId)?.username ?? '',
    members: members.map((m) => m.username),
    stage_reached: team.stageReached,
    final_rank: team.finalRank,
    waitlist_position: await waitlistPosition(db, cup, team),
    dropped: team.droppedAt ? (team.stageReached === 0 ? 'waitlist_closed' : 'no_show') : null,
    lobby: lobby
      ? {
          tournament_id: lobby.tournamentId,
          stage: lobby.stage,
          lobby: lobby.lobby,
          team_number: lobby.teamNumber,
          starts_at: lobby.startsAt?.toISOString() ?? null,
        }
      : null,
  };
}

const LIST_LIMIT = 50;

/** GET /cups: open and running cups first (newest first), then the latest finished. */
export async function listCups(db: Queryable): Promise<CupList> {
  const live = inArray(cups.status, ['registration', 'running']);
  const columns = {
    id: cups.id,
    title: cups.title,
    slots_per_team: cups.slotsPerTeam,
    owner_username: shownUsername,
    max_teams: cups.maxTeams,
    waitlist_teams: cups.waitlistTeams,
    registered_teams: cups.registeredTeams,
    entry_fee: cups.entryFee,
    prize_pool: cups.prizePool,
    paid_out: cups.paidOut,
    registration_closes_at: cups.registrationClosesAt,
    status: cups.status,
    current_stage: cups.currentStage,
    stages: sql<number>`jsonb_array_length(${cups.stages})::int`,
  };
  const open = await db
    .select(columns)
    .from(cups)
    .innerJoin(users, eq(users.id, cups.ownerId))
    .where(live)
    .orderBy(desc(cups.createdAt))
    .limit(LIST_LIMIT);
  const finished =
    open.length < LIST_LIMIT
      ? await db
          .select(columns)
          .from(cups)
          .innerJoin(users, eq(users.id, cups.ownerId))
          .where(eq(cups.status, 'finished'))
          .orderBy(desc(cups.createdAt))
          .limit(LIST_LIMIT - open.length)
      : [];
  return {
    cups: [...open, ...finished].map((c) => ({ ...c, registration_closes_at: c.registration_closes_at.toISOString() })),
  };
}
