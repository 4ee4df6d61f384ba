/**
 * Admin: delete a player together with the tournaments they created (spec 2 §6). Before those
 * tournaments go, everyone seated in an unfinalized one gets their entry fee back through the
 * shared refund path (each part to its own bucket). Seats the player held in other creators'
 * unfinalized tournaments leave with them: the seat's fee leaves the prize pool too, so no pool
 * promises coins that no longer exist.
 *
 * Locks follow the project order: tournament rows (by id) before user rows.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MONEY_TEXT } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { tournaments, tournamentSlots, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { queueTournamentUpdated } from '../tournaments/events.js';
import { lockTournament } from '../tournaments/lock.js';
import { refundAndDelete } from '../tournaments/refunds.js';
import { removeUpload } from '../../uploads/images.js';
import type { TournamentRow } from '../tournaments/view.js';

async function lockIfStillThere(tx: Tx, id: string): Promise<TournamentRow | undefined> {
  try {
    return await lockTournament(tx, id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return undefined;
    throw err;
  }
}

/** Removes the player's seat from another creator's tournament, with its fee from the pool. */
async function vacateSeat(tx: Tx, events: EventBuffer, t: TournamentRow, playerId: string) {
  const [seat] = await tx
    .delete(tournamentSlots)
    .where(and(eq(tournamentSlots.tournamentId, t.id), eq(tournamentSlots.playerId, playerId)))
    .returning();
  if (!seat) return;
  await tx
    .update(tournaments)
    .set({
      currentPlayers: sql`${tournaments.currentPlayers} - 1`,
      prizePool: sql`GREATEST(${tournaments.prizePool} - ${seat.feePurchased + seat.feeWinnings}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(tournaments.id, t.id));
  await queueTournamentUpdated(tx, events, t);
}

export async function deletePlayer(
  ctx: AppContext,
  adminId: string,
  playerId: string,
): Promise<{ message: string; deleted_tournaments: number; tournament_ids: string[] }> {
  const images: (string | null)[] = [];
  const answer = await inTransaction(ctx, async (tx, events) => {
    if (playerId === adminId) throw badRequest(MONEY_TEXT.cannotDeleteSelf);
    const [player] = await tx.select({ role: users.role }).from(users).where(eq(users.id, playerId));
    if (!player) throw notFound(MONEY_TEXT.playerNotFound);
    if (player.role === 'super_admin') throw forbidden(MONEY_TEXT.cannotDeleteSuperAdmin);

    const created = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.creatorId, playerId));
    const seatedElsewhere = await tx
      .selectDistinct({ id: tournamentSlots.tournamentId })
      .from(tournamentSlots)
      .innerJoin(tournaments, eq(tournaments.id, tournamentSlots.tournamentId))
      .where(and(eq(tournamentSlots.playerId, playerId), ne(tournaments.creatorId, playerId)));
    const createdIds = new Set(created.map((t) => t.id));
    const allIds = [...createdIds, ...seatedElsewhere.map((t) => t.id)].sort();

    const deleted: string[] = [];
    for (const id of allIds) {
      const t = await lockIfStillThere(tx, id);
      if (!t) continue;
      if (createdIds.has(id)) {
        await refundAndDelete(tx, events, t, adminId); // announces tournament_deleted itself
        deleted.push(id);
        images.push(t.imageUrl);
      } else if (!t.isFinalized) {
        await vacateSeat(tx, events, t, playerId);
      }
    }
    // Cascades remove the player's remaining seats, purchases, cash-out requests and ledger rows.
    events.userChanged(playerId);
    const gone = await tx
      .delete(users)
      .where(inArray(users.id, [playerId]))
      .returning({ id: users.id });
    if (!gone.length) throw notFound(MONEY_TEXT.playerNotFound);
    return { message: 'Player deleted', deleted_tournaments: deleted.length, tournament_ids: deleted };
  });
  // Only once the deletion has committed: a rolled-back one still shows these images.
  for (const url of images) await removeUpload(ctx, url, 'tournaments');
  return answer;
}
