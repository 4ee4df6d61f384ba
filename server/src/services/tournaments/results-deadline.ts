/**
 * The results deadline (docs/product/trust.md#results-deadline): the super admin's setting, stored
 * in `settings` under RESULTS_DEADLINE_KEY as whole hours, and an admin's review, which keeps a
 * tournament from being voided for missing results (services/tournaments/voids.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { VOID_SUCCESS, VOID_TEXT, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { settings, tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { logAction } from '../play/action-log.js';
import * as announce from './announce.js';
import { RESULTS_DEADLINE_KEY, resultsDeadlineHours } from './deadline-times.js';
import { lockTournament } from './load.js';
import { assertNotFinalized } from './policy.js';
import { viewInTransaction } from './view.js';

/** GET /admin/settings/results-deadline (admins; the route checks the role). */
export async function readResultsDeadline(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
): Promise<ApiResponse<'get', '/admin/settings/results-deadline'>> {
  return { results_deadline_hours: await resultsDeadlineHours(ctx.db) };
}

/** PUT /admin/settings/results-deadline (the super admin; the route checks the role). */
export async function updateResultsDeadline(
  ctx: AppContext,
  _superAdmin: Pick<UserRow, 'id'>,
  hours: number,
): Promise<ApiResponse<'put', '/admin/settings/results-deadline'>> {
  await ctx.db
    .insert(settings)
    .values({ key: RESULTS_DEADLINE_KEY, value: hours })
    .onConflictDoUpdate({ target: settings.key, set: { value: hours, updatedAt: sql`now()` } });
  return { results_deadline_hours: hours, message: VOID_SUCCESS.resultsDeadlineUpdated(hours) };
}

/** POST /admin/tournaments/{id}/review (admins): no void for missing results from now on. */
export async function placeUnderReview(
  ctx: AppContext,
  admin: UserRow,
  id: string,
): Promise<ApiResponse<'post', '/admin/tournaments/{id}/review'>> {
  const tournament = await inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, id);
    assertNotFinalized(t);
    if (t.underReviewAt) throw conflict(VOID_TEXT.alreadyUnderReview);
    await tx
      .update(tournaments)
      .set({ underReviewAt: new Date(), updatedAt: new Date() })
      .where(eq(tournaments.id, t.id));
    await logAction(tx, t.id, { kind: 'under_review', actorId: admin.id });
    await announce.tournamentUpdated(ctx, tx, events, t);
    return viewInTransaction(tx, t.id, admin);
  });
  return { message: VOID_SUCCESS.underReview, tournament };
}
