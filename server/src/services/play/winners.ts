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
  winnersStatusReached,
  winnersTotalError,
  type SelectWinnersInput,
  type Tournament,
  type TournamentLeaderboard,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { tournamentSlots, tournamentWinners, tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../domain/errors.js';
import { credit, lockUsers } from '../../ledger/ledger.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import * as announce from '../tournaments/announce.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { assertMayPickWinners, type Viewer } from '../tournaments/policy.js';
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
    if (t.isFinalized) throw conflict(PLAY_TEXT.finalized);
    if (!winnersStatusReached(t)) throw conflict(PLAY_TEXT.winnersWrongStatus);
    const overPool = winnersTotalError(input.winners, t.prizePool);
    if (overPool) throw badRequest(overPool);
    const ids = input.winners.map((w) => w.user_id);
    const seated = await tx
      .select({ playerId: tournamentSlots.playerId })
      .from(tournamentSlots)
      .where(and(eq(tournamentSlots.tournamentId, t.id), inArray(tournamentSlots.playerId, ids)));
    if (seated.length !== ids.length) throw badRequest(PLAY_TEXT.winnerNotParticipant);

    const now = new Date();
    await lockUsers(tx, [...ids, t.creatorId]);
    for (const w of input.winners) {
      await credit(
        tx,
        events,
        w.user_id,
        { winnings: w.coins_awarded },
        { reason: 'prize', refType: 'tournament', refId: t.id, idempotencyKey: `prize:${t.id}`, actorId: user.id },
      );
    }
    const remainder = t.prizePool - input.winners.reduce((s, w) => s + w.coins_awarded, 0);
    if (remainder > 0) {
      await credit(
        tx,
        events,
        t.creatorId,
        { winnings: remainder },
        { reason: 'prize_remainder', refType: 'tournament', refId: t.id, idempotencyKey: `remainder:${t.id}` },
      );
    }
    await tx.insert(tournamentWinners).values(
      input.winners
        .slice()
        .sort((a, b) => a.position - b.position)
        .map((w) => ({
          tournamentId: t.id,
          tournamentTitle: t.title,
          userId: w.user_id,
          position: w.position,
          coinsAwarded: w.coins_awarded,
          awardedAt: now,
        })),
    );
    const paid = input.winners.reduce((sum, w) => sum + w.coins_awarded, 0);
    await logAction(tx, t.id, {
      kind: 'winners_paid',
      actorId: user.id,
      detail: {
        coins: paid,
        winners: input.winners
          .slice()
          .sort((a, b) => a.position - b.position)
          .map((w) => ({ position: w.position, userId: w.user_id, coins: w.coins_awarded })),
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
    announce.tournamentUpdatedSoon(ctx, events, tournamentId);
    return viewInTransaction(tx, tournamentId, user);
  });
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
