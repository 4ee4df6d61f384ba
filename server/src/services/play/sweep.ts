/**
 * The background sweep (DESIGN.md §5): finalized tournaments are deleted once their
 * `deletion_scheduled_at` has passed. Their slots and chat go with them; winner rows stay
 * (tournament_id set null by the foreign key, title kept) so leaderboards keep their history.
 * Their uploaded images are removed from disk once the deletion has committed.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { removeUpload } from '../../uploads/images.js';

/** Deletes every finalized tournament due at `now`; returns the ids removed. */
export async function sweepFinalizedTournaments(ctx: AppContext, now = new Date()): Promise<string[]> {
  const removed = await inTransaction(ctx, async (tx, events) => {
    const rows = await tx
      .delete(tournaments)
      .where(and(eq(tournaments.isFinalized, true), lte(tournaments.deletionScheduledAt, now)))
      .returning({ id: tournaments.id, imageUrl: tournaments.imageUrl });
    for (const { id } of rows) events.add({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: id });
    return rows;
  });
  for (const { imageUrl } of removed) await removeUpload(ctx, imageUrl, 'tournaments');
  return removed.map((r) => r.id);
}
