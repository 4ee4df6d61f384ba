/**
 * Deleting tournaments (spec 1 §8, spec 2 §4, DESIGN.md §5).
 * - The creator cancels their pending tournament, or deletes an approved one while nobody is
 *   seated; the contribution comes back (unless the tournament was finalized).
 * - A super admin deletes any tournament, refunding every seated player and the contribution
 *   unless it was finalized.
 * - Anyone else: 403 'Access denied. Only super admin can delete tournaments.'
 */
import { FALLBACK, TOURNAMENT_TEXT } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden } from '../../http/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { isPending } from './approval.js';
import { lockTournament } from './lock.js';
import { refundAndDelete, type DeletionResult } from './refunds.js';

/** DELETE /tournaments/{id}: the creator's cancel or delete; a super admin's delete. */
export async function deleteOwnTournament(
  tx: Tx,
  events: EventBuffer,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<DeletionResult> {
  const t = await lockTournament(tx, id);
  if (user.role === 'super_admin') return refundAndDelete(tx, events, t, user.id);
  if (t.creatorId !== user.id) throw forbidden(FALLBACK.deleteForbidden);
  if (!isPending(t) && t.currentPlayers > 0) throw conflict(TOURNAMENT_TEXT.deleteHasPlayers);
  return refundAndDelete(tx, events, t, user.id);
}

/** DELETE /admin/tournaments/{id}: super admin only (the route checks the role). */
export async function adminDeleteTournament(
  tx: Tx,
  events: EventBuffer,
  admin: Pick<UserRow, 'id'>,
  id: string,
): Promise<DeletionResult> {
  const t = await lockTournament(tx, id);
  return refundAndDelete(tx, events, t, admin.id);
}
