/**
 * A cup moves on when its lobbies end (docs/product/cups.md#seeding-and-advancing). Called for
 * every cup lobby that ends, paid out (services/play/payouts.ts `payOut`, at once or when its hold
 * ends) or voided (services/tournaments/voids.ts), inside that transaction, under the lobby's row
 * lock; it then locks the cup row. The last lobby of a stage to end is the one that finds every
 * lobby ended (each statement reads what committed before it, and the cup row's lock orders the
 * lobbies' transactions), so a stage advances exactly once, on whichever instance ended it.
 *
 * - A voided lobby's teams are out and get their fees back from the cup's pool.
 * - A stage before the final: the top K of each lobby and W wildcards are seated in the next
 *   stage (no fee), the rest are out with their final rank.
 * - The final: the pool is paid by its standings with the cup's payout percentages, through the
 *   ledger, to the coin; the remainder goes to the owner.
 * - A voided final voids the cup: every fee still held and the contribution go back.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { advanceStage, lobbyStandings, seriesPayout, type CupStanding, type EnteredMatch } from '@squadhub/shared';
import type { Tx } from '../../db/client.js';
import { intList, uuidList } from '../../db/lists.js';
import type { CupRow, TournamentRow } from '../../db/rows.js';
import { cupEntries, cupLobbies, cupPlayers, cupTeams, cups, tournamentWinners, tournaments } from '../../db/schema.js';
import { credit, lockUsers } from '../../ledger/ledger.js';
import { queueEvent } from '../../realtime/addressing.js';
import { queuePushes, type PushContext } from '../../push/outbox.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { enteredMatches } from '../series/standings.js';
import { lockCup } from './access.js';
import { refundCupFees } from './refunds.js';
import { placeStage, stageEnded, stageEntries } from './stages.js';
import { refundContribution } from './cancel.js';
import { closeWaitlist } from './waitlist.js';

/** Ids of the teams of one lobby. */
async function teamsOfLobby(tx: Tx, tournamentId: string): Promise<string[]> {
  const rows = await tx
    .select({ teamId: cupEntries.teamId })
    .from(cupEntries)
    .where(eq(cupEntries.tournamentId, tournamentId));
  return rows.map((r) => r.teamId);
}

/** Every player of these teams (refunded ones too: `refundedAt` says), earliest first. */
async function playersOf(tx: Tx, teamIds: readonly string[]) {
  if (!teamIds.length) return [];
  return tx
    .select()
    .from(cupPlayers)
    .where(sql`${cupPlayers.teamId} = ANY(${uuidList(teamIds)})`)
    .orderBy(asc(cupPlayers.joinedAt), asc(cupPlayers.userId));
}

/** The cup lobby `t` (its row locked by the caller) has just ended: paid out, or voided. */
export async function cupLobbyEnded(ctx: PushContext, tx: Tx, events: EventBuffer, t: TournamentRow): Promise<void> {
  if (!t.cupId) return;
  const cup = await lockCup(tx, t.cupId);
  if (cup.status !== 'running') return;
  const [lobby] = await tx
    .select({ stage: cupLobbies.stage })
    .from(cupLobbies)
    .where(eq(cupLobbies.tournamentId, t.id));
  const stage = lobby!.stage;
  const final = stage === cup.stages.length;
  if (t.voidReason) {
    if (final) return voidCup(tx, events, cup);
    await refundCupFees(tx, events, cup, await playersOf(tx, await teamsOfLobby(tx, t.id)));
  }
  if (stage !== cup.currentStage || !(await stageEnded(tx, cup.id, stage))) return;
  // Stage 1 over before every check-in closed (its lobbies voided or scored early): no place opens now.
  if (stage === 1) await closeWaitlist(tx, events, cup);
  const standings = await stageStandings(tx, cup, stage);
  if (final) return payCup(ctx, tx, events, await lockCup(tx, cup.id), standings[0] ?? [], t.id);
  const settings = cup.stages[stage - 1]!;
  const { advancing, eliminated } = advanceStage(standings, settings);
  const voided = await voidedTeams(tx, cup.id, stage);
  await finishTeams(ctx, tx, events, cup, stage, [...eliminated.map((s) => s.team_id), ...voided], advancing.length);
  await placeStage(
    ctx,
    tx,
    events,
    cup,
    stage + 1,
    advancing.map((s) => s.team_id),
    'snake',
  );
}

/** Each played (not voided) lobby's standings of the stage, lobby by lobby. */
async function stageStandings(tx: Tx, cup: CupRow, stage: number): Promise<CupStanding[][]> {
  const settings = cup.stages[stage - 1]!;
  const entries = await stageEntries(tx, cup.id, stage);
  const lobbies = await tx
    .select({ id: tournaments.id, voided: sql<boolean>`${tournaments.voidReason} IS NOT NULL` })
    .from(tournaments)
    .where(inArray(tournaments.id, [...new Set(entries.map((e) => e.tournamentId))]));
  const voided = new Set(lobbies.filter((l) => l.voided).map((l) => l.id));
  const byLobby = new Map<string, typeof entries>();
  for (const e of entries)
    if (!voided.has(e.tournamentId)) byLobby.set(e.tournamentId, [...(byLobby.get(e.tournamentId) ?? []), e]);
  const standings: CupStanding[][] = [];
  for (const [tournamentId, teams] of byLobby) {
    const matches: EnteredMatch[] = await enteredMatches(tx, tournamentId);
    standings.push(
      lobbyStandings(
        teams[0]!.lobby,
        settings.points,
        matches,
        settings.best_of,
        teams.map((e) => ({ team_id: e.teamId, team_number: e.teamNumber, registered: e.registered })),
      ),
    );
  }
  return standings;
}

/** Teams of the stage whose lobby was voided: out, below every team that played. */
async function voidedTeams(tx: Tx, cupId: string, stage: number): Promise<string[]> {
  const rows = await tx
    .select({ teamId: cupEntries.teamId })
    .from(cupEntries)
    .innerJoin(tournaments, eq(tournaments.id, cupEntries.tournamentId))
    .innerJoin(cupTeams, eq(cupTeams.id, cupEntries.teamId))
    .where(and(eq(cupEntries.cupId, cupId), eq(cupEntries.stage, stage), sql`${tournaments.voidReason} IS NOT NULL`))
    .orderBy(asc(cupTeams.number));
  return rows.map((r) => r.teamId);
}

/**
 * Gives teams their final rank in the cup, in order after the `ahead` teams still playing (or
 * placed above them), and tells each player. `prizes` are the coins each player won.
 */
async function finishTeams(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  cup: CupRow,
  stage: number,
  teamIds: readonly string[],
  ahead: number,
  prizes: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  if (!teamIds.length) return;
  await tx.execute(sql`
    UPDATE ${cupTeams} SET final_rank = r.rank
    FROM unnest(${uuidList(teamIds)}, ${intList(teamIds.map((_, i) => ahead + i + 1))}) AS r(id, rank)
    WHERE ${cupTeams.id} = r.id`);
  const rankOf = new Map(teamIds.map((id, i) => [id, ahead + i + 1]));
  const players = await playersOf(tx, teamIds);
  const lobbyOf = new Map(
    (
      await tx
        .select({ teamId: cupEntries.teamId, tournamentId: cupEntries.tournamentId })
        .from(cupEntries)
        .where(
          and(
            eq(cupEntries.cupId, cup.id),
            eq(cupEntries.stage, stage),
            sql`${cupEntries.teamId} = ANY(${uuidList(teamIds)})`,
          ),
        )
    ).map((e) => [e.teamId, e.tournamentId]),
  );
  // Each player's own rank and prize (their words differ), in one statement per thousand.
  await queuePushes(
    ctx,
    tx,
    events,
    'cup_finished',
    players.map((p) => ({
      userIds: [p.userId],
      tournamentId: lobbyOf.get(p.teamId),
      params: { title: cup.title, rank: rankOf.get(p.teamId)!, prize: prizes.get(p.userId) ?? 0 },
    })),
  );
  // One copy for the players told the same: a team's, unless the final paid them differently.
  const alike = new Map<string, { rank: number; prize: number; userIds: string[] }>();
  for (const p of players) {
    const rank = rankOf.get(p.teamId)!;
    const prize = prizes.get(p.userId) ?? 0;
    const key = `${rank}:${prize}`;
    const group = alike.get(key) ?? { rank, prize, userIds: [] };
    group.userIds.push(p.userId);
    alike.set(key, group);
  }
  for (const { rank, prize, userIds } of alike.values()) {
    queueEvent(
      events,
      'cup_team_finished',
      { cup_id: cup.id, cup_title: cup.title, stage, final_rank: rank, prize },
      userIds,
    );
  }
}

/**
 * Pays the cup's pool by the final's standings: shares by rank from the cup's payout, each team's
 * split equally among its players (the leftover to the earliest), what is not paid to the owner.
 * Once: the cup leaves `running` in the same transaction, and the ledger's keys refuse a repeat.
 */
async function payCup(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  cup: CupRow,
  final: readonly CupStanding[],
  finalLobbyId: string,
): Promise<void> {
  const players = await playersOf(
    tx,
    final.map((s) => s.team_id),
  );
  const membersOf = new Map<string, string[]>();
  for (const p of players) if (!p.refundedAt) membersOf.set(p.teamId, [...(membersOf.get(p.teamId) ?? []), p.userId]);
  const { prizes, remainder } = seriesPayout(
    final.map((s) => ({ rank: s.lobby_rank, team_number: s.team_number })),
    cup.payout,
    cup.prizePool,
    new Map(final.map((s) => [s.team_number, membersOf.get(s.team_id) ?? []])),
  );
  await lockUsers(tx, [...prizes.map((p) => p.user_id), cup.ownerId]);
  for (const p of prizes) {
    await credit(
      tx,
      events,
      p.user_id,
      { winnings: p.coins },
      { reason: 'prize', refType: 'cup', refId: cup.id, idempotencyKey: `cup-prize:${cup.id}` },
    );
  }
  if (remainder > 0) {
    await credit(
      tx,
      events,
      cup.ownerId,
      { winnings: remainder },
      { reason: 'prize_remainder', refType: 'cup', refId: cup.id, idempotencyKey: `cup-remainder:${cup.id}` },
    );
  }
  if (prizes.length) {
    await tx.insert(tournamentWinners).values(
      [...prizes]
        .sort((a, b) => a.rank - b.rank)
        .map((p) => ({
          tournamentId: finalLobbyId,
          tournamentTitle: cup.title,
          userId: p.user_id,
          position: p.rank,
          coinsAwarded: p.coins,
        })),
    );
  }
  await tx
    .update(cups)
    .set({ prizePool: 0, paidOut: cup.prizePool, status: 'finished', paidAt: new Date() })
    .where(eq(cups.id, cup.id));
  const won = new Map<string, number>();
  for (const p of prizes) won.set(p.user_id, (won.get(p.user_id) ?? 0) + p.coins);
  await finishTeams(
    ctx,
    tx,
    events,
    cup,
    cup.stages.length,
    final.map((s) => s.team_id),
    0,
    won,
  );
  queueEvent(events, 'cup_updated', { cup_id: cup.id, status: 'finished', current_stage: cup.stages.length });
}

/** The final was voided: every fee still held and the contribution go back; the cup is cancelled. */
async function voidCup(tx: Tx, events: EventBuffer, cup: CupRow): Promise<void> {
  const fees = await tx.select().from(cupPlayers).where(eq(cupPlayers.cupId, cup.id));
  await refundCupFees(tx, events, cup, fees);
  await refundContribution(tx, events, await lockCup(tx, cup.id));
  await tx.update(cups).set({ status: 'cancelled' }).where(eq(cups.id, cup.id));
  queueEvent(events, 'cup_updated', { cup_id: cup.id, status: 'cancelled', current_stage: cup.currentStage });
}
