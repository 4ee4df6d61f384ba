/**
 * Winner selection and payouts (docs/product/tournaments.md#winners, docs/product/money.md#prizes). Finalization happens exactly once:
 * the tournament row is locked and `is_finalized` checked under the lock, so a second call
 * (even at the same moment) waits, then sees the first one's result and gets 409.
 * Prizes go to winnings; what is left of the pool goes to the creator's winnings.
 */
import { asc, eq, inArray, and, sql } from 'drizzle-orm';
import {
  DELETION_DELAY_MS,
  PLAY_TEXT,
  SERIES_TEXT,
  winnersStatusReached,
  winnersTotalError,
  type SelectWinnersInput,
  type Tournament,
  type TournamentLeaderboard,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { tournamentSlots, tournamentWinners, tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../domain/errors.js';
import { credit, lockUsers } from '../../ledger/ledger.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import * as announce from '../tournaments/announce.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { assertMayPickWinners, assertNotFinalized, type Viewer } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { logAction } from './action-log.js';

export async function selectWinners(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  input: SelectWinnersInput,
): Promise<Tournament> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertMayPickWinners(t, user);
    assertNotFinalized(t);
    if (t.series) throw conflict(SERIES_TEXT.isSeries);
    if (!winnersStatusReached(t)) throw conflict(PLAY_TEXT.winnersWrongStatus);
    const overPool = winnersTotalError(input.winners, t.prizePool);
    if (overPool) throw badRequest(overPool);
    const ids = input.winners.map((w) => w.user_id);
    const seated = await tx
      .select({ playerId: tournamentSlots.playerId })
      .from(tournamentSlots)
      .where(and(eq(tournamentSlots.tournamentId, t.id), inArray(tournamentSlots.playerId, ids)));
    if (seated.length !== ids.length) throw badRequest(PLAY_TEXT.winnerNotParticipant);

    const prizes = input.winners.map((w) => ({ userId: w.user_id, position: w.position, coins: w.coins_awarded }));
    await payAndFinalize(tx, events, t, user.id, prizes, 'winners_paid');
    announce.tournamentUpdatedSoon(ctx, events, tournamentId);
    return viewInTransaction(tx, tournamentId, user);
  });
}

/** One prize: who, at which position (rank), and how many coins. */
export interface Prize {
  userId: string;
  position: number;
  coins: number;
}

/**
 * Pays the prizes to the winners' winnings and what is left of the pool to the creator's, records
 * the winners (they feed the leaderboards), logs it and finalizes the tournament: once, under the
 * tournament's row lock the caller holds (docs/product/money.md#prizes). `kind` names the log line.
 */
export async function payAndFinalize(
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  actorId: string,
  prizes: Prize[],
  kind: 'winners_paid' | 'series_finalized',
  detail: { match?: number } = {},
): Promise<{ paid: number; remainder: number }> {
  const now = new Date();
  await lockUsers(tx, [...prizes.map((p) => p.userId), t.creatorId]);
  for (const p of prizes) {
    await credit(
      tx,
      events,
      p.userId,
      { winnings: p.coins },
      { reason: 'prize', refType: 'tournament', refId: t.id, idempotencyKey: `prize:${t.id}`, actorId },
    );
  }
  const paid = prizes.reduce((sum, p) => sum + p.coins, 0);
  const remainder = t.prizePool - paid;
  if (remainder > 0) {
    await credit(
      tx,
      events,
      t.creatorId,
      { winnings: remainder },
      { reason: 'prize_remainder', refType: 'tournament', refId: t.id, idempotencyKey: `remainder:${t.id}` },
    );
  }
  const ordered = prizes.slice().sort((a, b) => a.position - b.position);
  if (ordered.length) {
    await tx.insert(tournamentWinners).values(
      ordered.map((p) => ({
        tournamentId: t.id,
        tournamentTitle: t.title,
        userId: p.userId,
        position: p.position,
        coinsAwarded: p.coins,
        awardedAt: now,
      })),
    );
  }
  await logAction(tx, t.id, {
    kind,
    actorId,
    detail: {
      ...detail,
      coins: paid,
      winners: ordered.map((p) => ({ position: p.position, userId: p.userId, coins: p.coins })),
    },
  });
  if (remainder > 0) {
    await logAction(tx, t.id, { kind: 'remainder_paid', playerId: t.creatorId, detail: { coins: remainder } });
  }
  await tx
    .update(tournaments)
    .set({
      isFinalized: true,
      finalizedAt: now,
      status: 'completed',
      deletionScheduledAt: new Date(now.getTime() + DELETION_DELAY_MS),
      updatedAt: now,
    })
    .where(eq(tournaments.id, t.id));
  return { paid, remainder };
}

/** GET /tournaments/{id}/leaderboard: the payouts of one tournament, public. */
export async function tournamentLeaderboard(
  ctx: AppContext,
  _viewer: Viewer | null,
  tournamentId: string,
): Promise<TournamentLeaderboard> {
  const t = await findTournament(ctx.db, tournamentId);
  const rows = await ctx.db
    .select({
      position: tournamentWinners.position,
      username: shownUsername,
      coins_awarded: tournamentWinners.coinsAwarded,
      tiktok_link: shownTiktokLink,
    })
    .from(tournamentWinners)
    .innerJoin(users, eq(users.id, tournamentWinners.userId))
    .where(eq(tournamentWinners.tournamentId, t.id))
    .orderBy(asc(tournamentWinners.position), sql`${tournamentWinners.id}`);
  return {
    winners: rows,
    total_distributed: rows.reduce((s, r) => s + r.coins_awarded, 0),
    is_finalized: t.isFinalized,
  };
}
