/**
 * Admin: delete a player together with the tournaments they created (spec 2 §6). Before the
 * tournaments go, every other player seated in an unfinalized one gets their entry fee back,
 * each part to its own bucket, through the ledger. Seats the deleted player held in other
 * creators' tournaments leave with them: those tournaments' player counts and prize pools
 * shrink by that seat, so no pool promises coins that no longer exist.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MONEY_TEXT } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { tournaments, tournamentSlots, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { credit, lockUsers } from '../../ledger/ledger.js';

export async function deletePlayer(
  ctx: AppContext,
  adminId: string,
  playerId: string,
): Promise<{ message: string; deleted_tournaments: number; tournament_ids: string[] }> {
  return inTransaction(ctx, async (tx, events) => {
    if (playerId === adminId) throw badRequest(MONEY_TEXT.cannotDeleteSelf);
    const [player] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, playerId))
      .for('update');
    if (!player) throw notFound(MONEY_TEXT.playerNotFound);
    if (player.role === 'super_admin') throw forbidden(MONEY_TEXT.cannotDeleteSuperAdmin);

    // Lock the player's tournaments so nobody joins one while it is being refunded and removed.
    const created = await tx
      .select({ id: tournaments.id, isFinalized: tournaments.isFinalized })
      .from(tournaments)
      .where(eq(tournaments.creatorId, playerId))
      .orderBy(tournaments.id)
      .for('update');
    const refundable = created.filter((t) => !t.isFinalized).map((t) => t.id);
    const seats = refundable.length
      ? await tx
          .select()
          .from(tournamentSlots)
          .where(and(inArray(tournamentSlots.tournamentId, refundable), ne(tournamentSlots.playerId, playerId)))
          .orderBy(tournamentSlots.playerId)
      : [];
    await lockUsers(
      tx,
      seats.map((s) => s.playerId),
    );
    for (const seat of seats) {
      if (seat.feePurchased + seat.feeWinnings === 0) continue;
      await credit(
        tx,
        events,
        seat.playerId,
        { purchased: seat.feePurchased, winnings: seat.feeWinnings },
        {
          reason: 'entry_refund',
          refType: 'tournament',
          refId: seat.tournamentId,
          idempotencyKey: `entry_refund:${seat.id}`,
          actorId: adminId,
        },
      );
    }

    // The deleted player's own seats elsewhere: the tournament forgets the seat and its fee.
    const elsewhere = await tx
      .update(tournaments)
      .set({
        currentPlayers: sql`${tournaments.currentPlayers} - 1`,
        prizePool: sql`GREATEST(${tournaments.prizePool} - (${tournamentSlots.feePurchased} + ${tournamentSlots.feeWinnings}), 0)`,
        updatedAt: sql`now()`,
      })
      .from(tournamentSlots)
      .where(
        and(
          eq(tournamentSlots.tournamentId, tournaments.id),
          eq(tournamentSlots.playerId, playerId),
          ne(tournaments.creatorId, playerId),
          eq(tournaments.isFinalized, false),
        ),
      )
      .returning({ id: tournaments.id });

    const ids = created.map((t) => t.id);
    if (ids.length) await tx.delete(tournaments).where(inArray(tournaments.id, ids));
    // Cascades remove the player's seats, purchases, cash-out requests and ledger rows.
    await tx.delete(users).where(eq(users.id, playerId));

    for (const id of ids) events.add({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: id });
    for (const t of elsewhere) events.add({ kind: 'everyone' }, 'tournament_updated', { tournament_id: t.id });
    return { message: 'Player deleted', deleted_tournaments: ids.length, tournament_ids: ids };
  });
}
