/**
 * Placing teams into a stage (docs/product/cups.md#seeding-and-advancing): its lobbies are created
 * as tournaments (series, approved, no fee: the fee was paid once into the cup's pool; entries
 * stopped: only the cup seats them), every team is seated in its lobby, and every player is told
 * their lobby. Seeding (stage 1) and advancing (every later stage) both place through here, in the
 * transaction that holds the cup row, so a stage is placed once.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  findTemplate,
  formatLabel,
  seedLobbies,
  templateImageUrl,
  type CupStageSettings,
  type SeedingMode,
} from '@squadhub/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { intList, uuidList } from '../../db/lists.js';
import type { CupRow } from '../../db/rows.js';
import { cupEntries, cupLobbies, cupPlayers, cupTeams, cups, tournamentSlots, tournaments } from '../../db/schema.js';
import { queuePushes, type PushContext } from '../../push/outbox.js';
import { queueEvent } from '../../realtime/addressing.js';
import type { EventBuffer } from '../../realtime/hub.js';

/** A lobby starts at its stage's time, and never sooner than this after it is placed. */
const LOBBY_LEAD_MS = 5 * 60_000;

/** What the lobby of a cup's final pays with; a lobby before it plays for advancement only. */
const lobbyPayout = (cup: CupRow, stage: number) => (stage === cup.stages.length ? cup.payout : [100]);

/** A uniform number in [0, 1) from the operating system's generator (seeding must not be guessable). */
const secureRandom = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * Creates the lobbies of `stage` and seats `teamIds` in them: dealt by `mode` (stage 1) or in the
 * given order, best first (snake: each lobby gets an even share of the strongest). Returns the
 * number of lobbies.
 */
export async function placeStage(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  cup: CupRow,
  stage: number,
  teamIds: readonly string[],
  mode: SeedingMode,
): Promise<number> {
  const settings: CupStageSettings = cup.stages[stage - 1]!;
  const lobbies = seedLobbies(teamIds, settings.teams_per_lobby, mode, secureRandom);
  const members = await tx
    .select({ teamId: cupPlayers.teamId, userId: cupPlayers.userId })
    .from(cupPlayers)
    .where(and(sql`${cupPlayers.teamId} = ANY(${uuidList(teamIds)})`, isNull(cupPlayers.refundedAt)))
    .orderBy(asc(cupPlayers.joinedAt), asc(cupPlayers.userId));
  const playersOf = new Map<string, string[]>();
  for (const m of members) playersOf.set(m.teamId, [...(playersOf.get(m.teamId) ?? []), m.userId]);

  const template = findTemplate(cup.templateType)!;
  const startsAt = new Date(Math.max(Date.parse(settings.starts_at), Date.now() + LOBBY_LEAD_MS));
  const created = await tx
    .insert(tournaments)
    .values(
      lobbies.map((teams, i) => ({
        title: `${cup.title} · S${stage} L${i + 1}`,
        description: 'Tournament Rules',
        imageUrl: templateImageUrl(template.id),
        tournamentFormat: formatLabel(cup.slotsPerTeam).toLowerCase(),
        templateType: template.id,
        gameMode: cup.gameMode,
        mapName: template.mapName,
        slotsPerTeam: cup.slotsPerTeam,
        maxTeams: settings.teams_per_lobby,
        maxPlayers: settings.teams_per_lobby * cup.slotsPerTeam,
        currentPlayers: teams.reduce((sum, team) => sum + (playersOf.get(team)?.length ?? 0), 0),
        entryFee: 0,
        prizePool: 0,
        startType: 'scheduled' as const,
        startDate: startsAt,
        status: 'upcoming' as const,
        approvalStatus: 'approved' as const,
        entriesStopped: true,
        checkInMinutes: settings.check_in_minutes,
        payoutHoldMinutes: cup.payoutHoldMinutes,
        series: { matches: settings.matches, points: settings.points, payout: lobbyPayout(cup, stage) },
        rules: cup.rules,
        tiktokUsername: cup.tiktokUsername,
        creatorId: cup.ownerId,
        cupId: cup.id,
      })),
    )
    .returning({ id: tournaments.id, title: tournaments.title });
  await tx
    .insert(cupLobbies)
    .values(created.map((t, i) => ({ tournamentId: t.id, cupId: cup.id, stage, lobby: i + 1 })));
  const entries = lobbies.flatMap((teams, i) =>
    teams.map((teamId, at) => ({ teamId, tournamentId: created[i]!.id, teamNumber: at + 1 })),
  );
  const seats = entries.flatMap((e) =>
    (playersOf.get(e.teamId) ?? []).map((playerId, slotIndex) => ({
      tournamentId: e.tournamentId,
      teamNumber: e.teamNumber,
      slotIndex,
      playerId,
    })),
  );
  // Thousands of rows: each column is one parameter, unnested by the database (db/lists.ts).
  await tx.execute(sql`
    INSERT INTO ${cupEntries} (cup_id, stage, team_id, tournament_id, team_number)
    SELECT ${cup.id}::uuid, ${stage}::int, e.team_id, e.tournament_id, e.team_number
    FROM unnest(${uuidList(entries.map((e) => e.teamId))}, ${uuidList(entries.map((e) => e.tournamentId))},
      ${intList(entries.map((e) => e.teamNumber))}) AS e(team_id, tournament_id, team_number)`);
  await tx.execute(sql`
    INSERT INTO ${tournamentSlots} (tournament_id, team_number, slot_index, player_id)
    SELECT s.tournament_id, s.team_number, s.slot_index, s.player_id
    FROM unnest(${uuidList(seats.map((e) => e.tournamentId))}, ${intList(seats.map((e) => e.teamNumber))},
      ${intList(seats.map((e) => e.slotIndex))}, ${uuidList(seats.map((e) => e.playerId))})
      AS s(tournament_id, team_number, slot_index, player_id)`);
  await tx
    .update(cupTeams)
    .set({ stageReached: stage })
    .where(sql`${cupTeams.id} = ANY(${uuidList(teamIds)})`);
  await tx.update(cups).set({ currentStage: stage, status: 'running' }).where(eq(cups.id, cup.id));
  // One copy per lobby to all its players: the words are the same for each (8,192 emits would be
  // 8,192 Redis messages with two instances; 82 are enough).
  for (const [i, lobby] of created.entries()) {
    queueEvent(
      events,
      'cup_placed',
      {
        cup_id: cup.id,
        cup_title: cup.title,
        stage,
        lobby: i + 1,
        tournament_id: lobby.id,
        starts_at: startsAt.toISOString(),
      },
      lobbies[i]!.flatMap((team) => playersOf.get(team) ?? []),
    );
  }
  // The phones of the players placed: one notice per lobby, to its players (the same words for all).
  await queuePushes(
    ctx,
    tx,
    events,
    'cup_placed',
    created.map((lobby, i) => ({
      userIds: lobbies[i]!.flatMap((team) => playersOf.get(team) ?? []),
      tournamentId: lobby.id,
      params: { title: cup.title, stage, lobby: i + 1 },
    })),
  );
  queueEvent(events, 'cup_updated', { cup_id: cup.id, status: 'running', current_stage: stage });
  return created.length;
}

/** The teams of a stage with their lobby and team number, for the standings of that stage. */
export async function stageEntries(db: Queryable, cupId: string, stage: number) {
  return db
    .select({
      teamId: cupEntries.teamId,
      tournamentId: cupEntries.tournamentId,
      teamNumber: cupEntries.teamNumber,
      registered: cupTeams.number,
      lobby: cupLobbies.lobby,
    })
    .from(cupEntries)
    .innerJoin(cupTeams, eq(cupTeams.id, cupEntries.teamId))
    .innerJoin(cupLobbies, eq(cupLobbies.tournamentId, cupEntries.tournamentId))
    .where(and(eq(cupEntries.cupId, cupId), eq(cupEntries.stage, stage)))
    .orderBy(asc(cupLobbies.lobby), asc(cupEntries.teamNumber));
}

/** Whether every lobby of the stage has ended (paid out or voided). */
export async function stageEnded(tx: Tx, cupId: string, stage: number): Promise<boolean> {
  const [row] = await tx
    .select({ open: sql<number>`count(*) FILTER (WHERE NOT ${tournaments.isFinalized})::int` })
    .from(cupLobbies)
    .innerJoin(tournaments, eq(tournaments.id, cupLobbies.tournamentId))
    .where(and(eq(cupLobbies.cupId, cupId), eq(cupLobbies.stage, stage)));
  return Number(row?.open ?? 1) === 0;
}
