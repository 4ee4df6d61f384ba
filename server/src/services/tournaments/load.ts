/**
 * Reading the tournament row a step works on. A missing tournament is 404 with the text of
 * docs/product/texts.md#special-cases, whatever the route.
 */
import { eq } from 'drizzle-orm';
import { TOURNAMENT_TEXT } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { canViewTournament, type Viewer } from './policy.js';

/**
 * Locks the tournament row for the rest of the transaction, so all changes to one tournament run
 * one after another, in the order tournament row → user rows (no deadlocks with the ledger). Keep
 * it `FOR UPDATE` (not `FOR NO KEY UPDATE`): it must conflict with the key-share lock a join takes
 * before inserting its seat, so a step never waits for an uncommitted seat while holding the row.
 */
export async function lockTournament(tx: Tx, id: string): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw notFound(TOURNAMENT_TEXT.notFound);
  return row;
}

export async function findTournament(db: Queryable, id: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw notFound(TOURNAMENT_TEXT.notFound);
  return row;
}

/**
 * 404 unless this viewer may see the tournament: a pending or declined one exists only for its
 * creator and admins, on every play route as on its details (`canViewTournament` decides).
 */
export async function assertTournamentVisible(ctx: AppContext, viewer: Viewer | null, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ approval_status: tournaments.approvalStatus, creator_id: tournaments.creatorId })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  if (!row || !canViewTournament(row, viewer)) throw notFound(TOURNAMENT_TEXT.notFound);
}
