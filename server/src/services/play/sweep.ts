/**
 * The background sweep (docs/product/tournaments.md#finalization-and-removal): finalized tournaments are deleted once their
 * `deletion_scheduled_at` has passed. Their slots and chat go with them; winner rows stay
 * (tournament_id set null by the foreign key, title kept) so leaderboards keep their history.
 * Their uploaded images go in the same statement (the trigger of migration 0005).
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import * as announce from '../tournaments/announce.js';

/**
 * Deletes every finalized tournament due at `now`; returns the ids removed. With several instances
 * one sweeps at a time: an instance that finds another one sweeping skips this round (nothing removed).
 */
export async function sweepFinalizedTournaments(ctx: AppContext, now = new Date()): Promise<string[]> {
  const removed = await inTransaction(ctx, async (tx, events) => {
    if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.tournamentSweep))) return [];
    const rows = await tx
      .delete(tournaments)
      .where(
        // A cup's lobbies stay while their cup does: its standings are made of them.
        and(eq(tournaments.isFinalized, true), lte(tournaments.deletionScheduledAt, now), isNull(tournaments.cupId)),
      )
      .returning({ id: tournaments.id });
    for (const { id } of rows) announce.tournamentDeleted(events, id);
    return rows;
  });
  return removed.map((r) => r.id);
}
