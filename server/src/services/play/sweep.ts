/**
 * The background sweep (DESIGN.md §5): finalized tournaments are deleted once their
 * `deletion_scheduled_at` has passed. Their slots and chat go with them; winner rows stay
 * (tournament_id set null by the foreign key, title kept) so leaderboards keep their history.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** Deletes every finalized tournament due at `now`; returns the ids removed. */
export function sweepFinalizedTournaments(ctx: AppContext, now = new Date()): Promise<string[]> {
  return inTransaction(ctx, async (tx, events) => {
    const removed = await tx
      .delete(tournaments)
      .where(and(eq(tournaments.isFinalized, true), lte(tournaments.deletionScheduledAt, now)))
      .returning({ id: tournaments.id });
    for (const { id } of removed) events.add({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: id });
    return removed.map((r) => r.id);
  });
}
