/**
 * Winner selection (docs/product/tournaments.md#winners, docs/product/money.md#prizes). Finalization happens exactly once:
 * the tournament row is locked and `is_finalized` checked under the lock, so a second call
 * (even at the same moment) waits, then sees the first one's result and gets 409. The prizes are
 * paid at once, or after the tournament's payout hold (services/play/payouts.ts); while held, a
 * new selection replaces the planned one.
 */
import { asc, eq, inArray, and, sql } from 'drizzle-orm';
import {
  PLAY_TEXT,
  SERIES_TEXT,
  winnersStatusReached,
  winnersTotalError,
  type SelectWinnersInput,
  type Tournament,
  type TournamentLeaderboard,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { tournamentSlots, tournamentWinners, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../domain/errors.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import * as announce from '../tournaments/announce.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { assertMayPickWinners, assertNotFinalized, type Viewer } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { settleResults } from './payouts.js';

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
    await settleResults(ctx, tx, events, t, { kind: 'winners_paid', actorId: user.id, prizes });
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
