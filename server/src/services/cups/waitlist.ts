/**
 * A cup's waitlist (docs/product/cups.md#the-waitlist). Past `max_teams`, teams register onto the
 * waitlist (up to `waitlist_teams` more), paying as everyone does. Teams are placed in
 * registration order, so before seeding a team leaving moves the first waiting team in, and
 * seeding places the first `max_teams`. After seeding the waitlist fills stage 1's places that
 * open at check-in: when a stage-1 lobby's check-in closes, each of its teams of which no player
 * checked in gives its place to the next waiting team, seated as checked in. The waitlist closes
 * when every stage-1 lobby's check-in has closed (at seeding when stage 1 has no check-in, at the
 * latest when stage 1 ends): each team still waiting is dropped with its fees back.
 *
 * Every step runs under the cup row's lock (after the lobby's, as every cup step does), so two
 * lobbies closing their check-in at once never take the same waiting team.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import { rowsOf, type CupRow, type TournamentRow } from '../../db/rows.js';
import { cupEntries, cupLobbies, cupPlayers, cupTeams, cups, tournamentSlots, tournaments } from '../../db/schema.js';
import { queuePushes } from '../../push/outbox.js';
import { queueEvent } from '../../realtime/addressing.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { logAction } from '../play/action-log.js';
import * as announce from '../tournaments/announce.js';
import { lockCup } from './access.js';
import { refundCupFees } from './refunds.js';

/** A team still waiting: registered, never placed, not dropped. */
const waiting = and(eq(cupTeams.stageReached, 0), isNull(cupTeams.finalRank), isNull(cupTeams.droppedAt));

/** The first `limit` waiting teams of the cup, in registration order. */
async function waitingTeams(tx: Tx, cupId: string, limit?: number) {
  const query = tx
    .select({ id: cupTeams.id })
    .from(cupTeams)
    .where(and(eq(cupTeams.cupId, cupId), waiting))
    .orderBy(asc(cupTeams.number));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The team's place on the waitlist (1: next to be placed), or null when it is not waiting. Before
 * seeding the first `max_teams` teams in registration order hold the places; after it, every
 * waiting team is behind them.
 */
export async function waitlistPosition(
  db: Queryable,
  cup: Pick<CupRow, 'id' | 'status' | 'maxTeams' | 'registeredTeams'>,
  team: { number: number; stageReached: number; finalRank: number | null; droppedAt: Date | null },
): Promise<number | null> {
  if (team.stageReached > 0 || team.finalRank != null || team.droppedAt) return null;
  if (cup.status !== 'registration' && cup.status !== 'running') return null;
  // Teams wait only past max_teams: every placed team counts in registered_teams while one waits.
  if (cup.registeredTeams <= cup.maxTeams) return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(cupTeams)
    .where(and(eq(cupTeams.cupId, cup.id), waiting, sql`${cupTeams.number} <= ${team.number}`));
  const position = Number(row?.ahead ?? 0) - (cup.status === 'registration' ? cup.maxTeams : 0);
  return position > 0 ? position : null;
}

/**
 * Drops every team still waiting, with its players' fees back (each sees the refund live and in
 * their money history, and their cup page says why). The caller holds the cup row, while stage 1
 * is being played.
 */
export async function closeWaitlist(tx: Tx, events: EventBuffer, cup: CupRow): Promise<number> {
  const teams = await waitingTeams(tx, cup.id);
  if (!teams.length) return 0;
  const ids = teams.map((t) => t.id);
  const players = await tx.select().from(cupPlayers).where(inArray(cupPlayers.teamId, ids));
  await refundCupFees(tx, events, cup, players);
  await tx
    .update(cupTeams)
    .set({ droppedAt: sql`now()` })
    .where(inArray(cupTeams.id, ids));
  await tx
    .update(cups)
    .set({ registeredTeams: sql`${cups.registeredTeams} - ${ids.length}` })
    .where(eq(cups.id, cup.id));
  queueEvent(events, 'cup_updated', { cup_id: cup.id, status: 'running', current_stage: 1 });
  return ids.length;
}

/**
 * A stage-1 lobby's check-in has just closed and its no-shows were freed (services/squads/
 * check-in.ts `releaseNoShows`; the caller holds the lobby's row): each of its teams with no one
 * left seated gives its place to the next waiting team, whose players are seated as checked in
 * and told. The no-show team is dropped (its fees stay in the pool). Once every stage-1 lobby's
 * check-in has closed, the waitlist closes. Returns the teams placed.
 */
export async function fillFromWaitlist(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
): Promise<number> {
  if (!t.cupId) return 0;
  const cup = await lockCup(tx, t.cupId);
  if (cup.status !== 'running' || cup.currentStage !== 1) return 0;
  const [lobby] = await tx
    .select({ stage: cupLobbies.stage, lobby: cupLobbies.lobby })
    .from(cupLobbies)
    .where(eq(cupLobbies.tournamentId, t.id));
  if (lobby?.stage !== 1) return 0;
  const emptied = rowsOf<{ team_id: string; team_number: number }>(
    await tx.execute(sql`
      SELECT e.team_id, e.team_number FROM ${cupEntries} e
      WHERE e.tournament_id = ${t.id} AND NOT EXISTS (SELECT 1 FROM ${tournamentSlots} s
        WHERE s.tournament_id = e.tournament_id AND s.team_number = e.team_number)
      ORDER BY e.team_number`),
  );
  const replacements = emptied.length ? await waitingTeams(tx, cup.id, emptied.length) : [];
  let seated = 0;
  for (const [i, replacement] of replacements.entries()) {
    const place = emptied[i]!;
    const members = await tx
      .select({ userId: cupPlayers.userId })
      .from(cupPlayers)
      .where(and(eq(cupPlayers.teamId, replacement.id), isNull(cupPlayers.refundedAt)))
      .orderBy(asc(cupPlayers.joinedAt), asc(cupPlayers.userId))
      .limit(cup.slotsPerTeam);
    if (members.length) {
      await tx.insert(tournamentSlots).values(
        members.map((m, slotIndex) => ({
          tournamentId: t.id,
          teamNumber: place.team_number,
          slotIndex,
          playerId: m.userId,
          checkedInAt: sql`clock_timestamp()`,
        })),
      );
    }
    await tx
      .delete(cupEntries)
      .where(and(eq(cupEntries.cupId, cup.id), eq(cupEntries.stage, 1), eq(cupEntries.teamId, place.team_id)));
    await tx
      .insert(cupEntries)
      .values({ cupId: cup.id, stage: 1, teamId: replacement.id, tournamentId: t.id, teamNumber: place.team_number });
    await tx.update(cupTeams).set({ stageReached: 1 }).where(eq(cupTeams.id, replacement.id));
    await tx
      .update(cupTeams)
      .set({ droppedAt: sql`now()` })
      .where(eq(cupTeams.id, place.team_id));
    for (const [slotIndex, m] of members.entries()) {
      await logAction(tx, t.id, {
        kind: 'waitlist_accepted',
        playerId: m.userId,
        detail: { to: { team_number: place.team_number, slot_index: slotIndex } },
      });
      announce.roomDetailsToPlayer(events, t, m.userId);
    }
    queueEvent(
      events,
      'cup_placed',
      {
        cup_id: cup.id,
        cup_title: cup.title,
        stage: 1,
        lobby: lobby.lobby,
        tournament_id: t.id,
        starts_at: t.startDate?.toISOString() ?? new Date().toISOString(),
      },
      members.map((m) => m.userId),
    );
    await queuePushes(ctx, tx, events, 'cup_placed', [
      {
        userIds: members.map((m) => m.userId),
        tournamentId: t.id,
        params: { title: cup.title, stage: 1, lobby: lobby.lobby },
      },
    ]);
    seated += members.length;
  }
  if (replacements.length) {
    await tx
      .update(tournaments)
      .set({ currentPlayers: sql`${tournaments.currentPlayers} + ${seated}` })
      .where(eq(tournaments.id, t.id));
    // The dropped no-show teams leave the count of teams in the cup.
    await tx
      .update(cups)
      .set({ registeredTeams: sql`${cups.registeredTeams} - ${replacements.length}` })
      .where(eq(cups.id, cup.id));
    announce.tournamentUpdatedSoon(ctx, events, t.id);
  }
  if (await stageOneCheckInsClosed(tx, cup.id, t.id)) await closeWaitlist(tx, events, cup);
  return replacements.length;
}

/** Every stage-1 lobby but `closing` (whose no-shows are being released now) has released its no-shows. */
async function stageOneCheckInsClosed(tx: Tx, cupId: string, closing: string): Promise<boolean> {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(cupLobbies)
    .innerJoin(tournaments, eq(tournaments.id, cupLobbies.tournamentId))
    .where(
      and(
        eq(cupLobbies.cupId, cupId),
        eq(cupLobbies.stage, 1),
        sql`${tournaments.id} <> ${closing}`,
        isNull(tournaments.noShowsReleasedAt),
        sql`NOT ${tournaments.isFinalized}`,
      ),
    );
  return Number(row?.open ?? 0) === 0;
}
