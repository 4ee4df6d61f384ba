/**
 * Paying a series from its standings (docs/product/series.md#payout): the creator or an admin,
 * once at least one match has results. Shares by rank come from the shared payout rule
 * (shared/src/rules/series.ts `seriesPayout`); everything is paid in one transaction through the
 * ledger, and the tournament is finalized exactly once, as with select-winners. With a payout hold
 * the plan is recorded instead (services/play/payouts.ts); while held, finalizing again re-plans
 * from the standings as they are then.
 */
import { SERIES_TEXT, seriesPayout, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { settleResults } from '../play/payouts.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { assertRunner, assertNotFinalized } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { seatedTeams, seriesOf, standingsOf } from './standings.js';

type FinalizedSeries = ApiResponse<'post', '/tournaments/{id}/finalize-series'>;

/** POST /tournaments/{id}/finalize-series */
export async function finalizeSeries(ctx: AppContext, user: UserRow, tournamentId: string): Promise<FinalizedSeries> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertRunner(t, user);
    const series = seriesOf(t);
    assertNotFinalized(t);
    const standings = await standingsOf(tx, t);
    if (standings.matches_played === 0) throw conflict(SERIES_TEXT.noMatchEntered);
    const seated = await seatedTeams(tx, t.id);
    const { prizes } = seriesPayout(
      standings.rows,
      series.payout,
      t.prizePool,
      new Map([...seated].map(([team, s]) => [team, s.ids])),
    );
    await settleResults(ctx, tx, events, t, {
      kind: 'series_finalized',
      actorId: user.id,
      prizes: prizes.map((p) => ({ userId: p.user_id, position: p.rank, coins: p.coins })),
      match: standings.matches_played,
    });
    announce.standingsUpdated(events, { tournament_id: t.id, standings });
    announce.tournamentUpdatedSoon(ctx, events, t.id);
    const view = await viewInTransaction(tx, t.id, user);
    return { ...view, remainder: view.payout!.remainder };
  });
}
