/**
 * Deleting tournaments (docs/product/tournaments.md#deleting-a-tournament).
 * - The creator cancels their pending tournament, or deletes an approved one while nobody is
 *   seated; the contribution comes back (unless the tournament was finalized).
 * - A super admin deletes any tournament, refunding every seated player and the contribution
 *   unless it was finalized.
 * - Anyone else: 403 'Access denied. Only super admin can delete tournaments.'
 */
import { SUCCESS, TOURNAMENT_TEXT, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { inTransaction } from '../../db/transaction.js';
import { presentDeletion } from '../../presenters/tournament.js';
import { lockTournament } from './load.js';
import { assertMayDelete } from './policy.js';
import { refundAndDelete } from './refunds.js';

/** DELETE /tournaments/{id}: the creator's cancel or delete; a super admin's delete. */
export async function deleteTournament(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<ApiResponse<'delete', '/tournaments/{id}'>> {
  const done = await inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, id);
    assertMayDelete(t, user);
    return refundAndDelete(tx, events, t, user.id);
  });
  return presentDeletion(done.was_pending ? TOURNAMENT_TEXT.cancelled : SUCCESS.tournamentDeleted, done);
}

/** DELETE /admin/tournaments/{id}: super admin only (the route checks the role). */
export async function adminDeleteTournament(
  ctx: AppContext,
  admin: Pick<UserRow, 'id'>,
  id: string,
): Promise<ApiResponse<'delete', '/admin/tournaments/{id}'>> {
  const done = await inTransaction(ctx, async (tx, events) =>
    refundAndDelete(tx, events, await lockTournament(tx, id), admin.id),
  );
  return presentDeletion(SUCCESS.tournamentDeleted, done);
}
