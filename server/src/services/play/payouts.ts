/**
 * Paying a tournament's prizes, at once or after a hold (docs/product/trust.md#payout-hold,
 * docs/product/money.md#prizes). Select-winners and finalize-series validate their results, then
 * hand the plan to `settleResults`: without a hold it is paid at once; with one it is recorded
 * (`payout_plan`, `payout_due_at`) and the coins stay in the pool until the deadline job pays it.
 * `payOut` is the one function that pays, whichever path leads to it. Every path runs under the
 * tournament's row lock and re-checks `paid_at` there, so a payout is made exactly once, and a
 * dispute filed in the same instant (services/play/disputes.ts takes the same lock) either stops
 * it or finds it paid.
 */
import { eq, sql } from 'drizzle-orm';
import { DELETION_DELAY_MS, PAYOUT_TEXT, PLAY_TEXT, type Tournament } from '@squadhub/shared';
import type { Config } from '../../config/config.js';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import type { Tx } from '../../db/client.js';
import { rowsOf, type TournamentRow, type UserRow } from '../../db/rows.js';
import { tournamentWinners, tournaments, type StoredPayoutPlan } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { credit, lockUsers } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { openDisputeOf } from '../tournaments/payout-view.js';
import { viewInTransaction } from '../tournaments/view.js';
import { cupLobbyEnded } from '../cups/progress.js';
import { logAction } from './action-log.js';

/** One prize: who, at which position (rank), and how many coins. */
export type Prize = StoredPayoutPlan['prizes'][number];
/** Validated results: who recorded them and the prizes; the remainder follows from the pool. */
export type PlannedResults = Omit<StoredPayoutPlan, 'remainder'>;

/** The hold of a tournament in seconds: PAYOUT_HOLD_SECONDS (tests) replaces every non-zero one. */
export const holdSeconds = (config: Pick<Config, 'PAYOUT_HOLD_SECONDS'>, minutes: number): number =>
  minutes === 0 ? 0 : (config.PAYOUT_HOLD_SECONDS ?? minutes * 60);

const paidInPrizes = (plan: PlannedResults) => plan.prizes.reduce((sum, p) => sum + p.coins, 0);

/** A plan whose prizes the pool still covers (a seat refunded during the hold may have shrunk it). */
const fitsPool = (t: TournamentRow, plan: PlannedResults) => paidInPrizes(plan) <= t.prizePool;

/**
 * Results just validated by select-winners or finalize-series, under the tournament's lock: paid
 * at once without a hold; with one, recorded with their plan (replacing an earlier plan, which a
 * correction does) and a new full hold starts.
 */
export async function settleResults(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  plan: PlannedResults,
): Promise<void> {
  const hold = holdSeconds(ctx.config, t.payoutHoldMinutes);
  if (hold === 0) {
    await payOut(ctx, tx, events, t, plan);
    return;
  }
  await tx
    .update(tournaments)
    .set({
      payoutPlan: { ...plan, remainder: t.prizePool - paidInPrizes(plan) },
      resultsRecordedAt: sql`coalesce(${tournaments.resultsRecordedAt}, now())`,
      payoutDueAt: sql`now() + make_interval(secs => ${hold})`,
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, t.id));
  await logAction(tx, t.id, {
    kind: 'results_held',
    actorId: plan.actorId,
    detail: { coins: paidInPrizes(plan), ...(plan.match ? { match: plan.match } : {}) },
  });
}

/**
 * Pays the prizes to the winners' winnings and what is left of the pool to the creator's, records
 * the winners (they feed the leaderboards), logs it and finalizes the tournament: once, under the
 * tournament's row lock the caller holds (docs/product/money.md#prizes). The ledger's idempotency
 * keys (`prize:<id>`, `remainder:<id>`) refuse a second payment of the same tournament.
 */
export async function payOut(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  plan: PlannedResults,
): Promise<{ paid: number; remainder: number }> {
  const now = new Date();
  const { prizes, actorId } = plan;
  await lockUsers(tx, [...prizes.map((p) => p.userId), t.creatorId]);
  for (const p of prizes) {
    await credit(
      tx,
      events,
      p.userId,
      { winnings: p.coins },
      { reason: 'prize', refType: 'tournament', refId: t.id, idempotencyKey: `prize:${t.id}`, actorId },
    );
  }
  const paid = paidInPrizes(plan);
  const remainder = t.prizePool - paid;
  if (remainder > 0) {
    await credit(
      tx,
      events,
      t.creatorId,
      { winnings: remainder },
      { reason: 'prize_remainder', refType: 'tournament', refId: t.id, idempotencyKey: `remainder:${t.id}` },
    );
  }
  const ordered = prizes.slice().sort((a, b) => a.position - b.position);
  if (ordered.length) {
    await tx.insert(tournamentWinners).values(
      ordered.map((p) => ({
        tournamentId: t.id,
        tournamentTitle: t.title,
        userId: p.userId,
        position: p.position,
        coinsAwarded: p.coins,
        awardedAt: now,
      })),
    );
  }
  await logAction(tx, t.id, {
    kind: plan.kind,
    actorId,
    detail: {
      ...(plan.match ? { match: plan.match } : {}),
      coins: paid,
      winners: ordered.map((p) => ({ position: p.position, userId: p.userId, coins: p.coins })),
    },
  });
  if (remainder > 0) {
    await logAction(tx, t.id, { kind: 'remainder_paid', playerId: t.creatorId, detail: { coins: remainder } });
  }
  await tx
    .update(tournaments)
    .set({
      isFinalized: true,
      finalizedAt: now,
      status: 'completed',
      deletionScheduledAt: new Date(now.getTime() + DELETION_DELAY_MS),
      payoutPlan: { ...plan, remainder },
      resultsRecordedAt: sql`coalesce(${tournaments.resultsRecordedAt}, now())`,
      payoutDueAt: null,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(tournaments.id, t.id));
  // A cup lobby's results move its cup on (the next stage, or the cup's own payout).
  await cupLobbyEnded(ctx, tx, events, t);
  return { paid, remainder };
}

/**
 * The standings of a series changed while its payout was held: the plan no longer follows them,
 * so nothing is paid until finalize-series plans again (docs/product/trust.md#payout-hold).
 */
export async function heldPlanOutdated(tx: Tx, t: TournamentRow): Promise<void> {
  if (t.payoutPlan && !t.paidAt) {
    await tx.update(tournaments).set({ payoutDueAt: null }).where(eq(tournaments.id, t.id));
  }
}

/** A tournament of `tournaments` whose held payout is due: its hold ended and no dispute is open. */
export const payoutDue = sql`${tournaments.paidAt} IS NULL AND NOT ${tournaments.isFinalized}
  AND ${tournaments.payoutDueAt} <= now() AND NOT ${openDisputeOf(tournaments.id)}`;

/** Why a held payout cannot be paid now, re-checked under the tournament's lock; null when it can. */
async function heldPayoutRefusal(tx: Tx, t: TournamentRow): Promise<string | null> {
  if (t.paidAt || t.isFinalized || !t.payoutPlan) return PAYOUT_TEXT.payoutNotHeld;
  const [row] = rowsOf<{ open: boolean }>(await tx.execute(sql`SELECT ${openDisputeOf(sql`${t.id}::uuid`)} AS open`));
  if (row!.open) return PAYOUT_TEXT.payoutDisputeOpen;
  if (!t.payoutDueAt) return PAYOUT_TEXT.payoutAwaitsResults;
  return null;
}

/**
 * A plan the pool no longer covers is not paid: the payout waits for corrected results, as after
 * an upheld dispute. Returns whether the plan still fits.
 */
async function keepOnlyFittingPlan(tx: Tx, t: TournamentRow, plan: PlannedResults): Promise<boolean> {
  if (fitsPool(t, plan)) return true;
  await tx.update(tournaments).set({ payoutDueAt: null }).where(eq(tournaments.id, t.id));
  return false;
}

/**
 * The deadline job's part: pays each held payout whose hold ended with no dispute open. Two
 * instances never pay twice: the `deadlines` advisory lock lets one act at a time, and each
 * tournament is re-checked under its row lock (paid, finalized, due, a dispute filed meanwhile).
 * Returns the payouts made.
 */
export async function payDuePayouts(ctx: AppContext): Promise<number> {
  const due = await ctx.db.select({ id: tournaments.id }).from(tournaments).where(payoutDue);
  let paid = 0;
  for (const { id } of due) {
    paid += await inTransaction(ctx, async (tx, events) => {
      if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
      const t = await lockTournament(tx, id).catch(() => undefined);
      if (!t || (await heldPayoutRefusal(tx, t)) || t.payoutDueAt! > (await dbNow(tx))) return 0;
      if (!(await keepOnlyFittingPlan(tx, t, t.payoutPlan!))) return 0;
      await payOut(ctx, tx, events, t, t.payoutPlan!);
      await announce.tournamentUpdated(ctx, tx, events, t);
      return 1;
    });
  }
  return paid;
}

/** POST /tournaments/{id}/pay-now (admins): ends the hold and pays, unless a dispute is open. */
export async function payHeldPayoutNow(ctx: AppContext, admin: UserRow, tournamentId: string): Promise<Tournament> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    if (t.isFinalized && !t.paidAt) throw conflict(PLAY_TEXT.finalized);
    const refusal = await heldPayoutRefusal(tx, t);
    if (refusal) throw conflict(refusal);
    if (!fitsPool(t, t.payoutPlan!)) throw conflict(PAYOUT_TEXT.payoutAwaitsResults);
    await logAction(tx, t.id, { kind: 'paid_early', actorId: admin.id });
    await payOut(ctx, tx, events, t, t.payoutPlan!);
    await announce.tournamentUpdated(ctx, tx, events, t);
    return viewInTransaction(tx, t.id, admin);
  });
}

/** The database clock now: the hold's end was written with it. */
async function dbNow(tx: Tx): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await tx.execute(sql`SELECT clock_timestamp() AS now`));
  return new Date(row!.now);
}
