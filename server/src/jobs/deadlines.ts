/**
 * The deadline job (docs/product/squads.md#deadlines): every DEADLINES_EVERY_MS, each instance
 * looks for squad holds and waitlist offers whose time ran out, check-in windows that opened,
 * scheduled starts that came, and room codes or results overdue (docs/product/trust.md), and acts
 * on them. Each step re-checks under the tournament's lock and
 * the `deadlines` advisory lock, so two instances never act twice; a restarted instance catches up
 * on its first tick.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { rowsOf } from '../db/rows.js';
import { teamHolds, tournaments, waitlistEntries } from '../db/schema.js';
import { announceCheckInsOpen, checkInOpening, noShowsDue, releaseNoShows } from '../services/squads/check-in.js';
import { payDuePayouts, payoutDue } from '../services/play/payouts.js';
import { endExpiredHolds, holdExpired } from '../services/squads/teams.js';
import { offerExpired, offerUnofferedSeats, passExpiredOffers, waitingUnoffered } from '../services/squads/waitlist.js';
import {
  alertResultsOverdue,
  resultsAlertDue,
  voidDue,
  voidOverdueTournaments,
} from '../services/tournaments/voids.js';

/**
 * Which kinds of deadline have work, in one statement: most ticks find none, and then cost one
 * round trip instead of ten (each step's own search, and the check-in step's transaction).
 * Every condition is the step's own (each step's module), so "due" is decided in one place.
 */
async function dueDeadlines(ctx: AppContext) {
  const [due] = rowsOf<
    Record<'holds' | 'offers' | 'check_ins' | 'no_shows' | 'waiting' | 'voids' | 'results_alerts' | 'payouts', boolean>
  >(
    await ctx.db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM ${teamHolds} WHERE ${holdExpired}) AS holds,
      EXISTS (SELECT 1 FROM ${waitlistEntries} WHERE ${offerExpired}) AS offers,
      EXISTS (SELECT 1 FROM ${tournaments} WHERE ${checkInOpening}) AS check_ins,
      EXISTS (SELECT 1 FROM ${tournaments} WHERE ${noShowsDue}) AS no_shows,
      EXISTS (SELECT 1 FROM ${waitlistEntries} WHERE ${waitingUnoffered}) AS waiting,
      EXISTS (SELECT 1 FROM ${tournaments} WHERE ${voidDue()}) AS voids,
      EXISTS (SELECT 1 FROM ${tournaments} WHERE ${resultsAlertDue()}) AS results_alerts,
      EXISTS (SELECT 1 FROM ${tournaments} WHERE ${payoutDue}) AS payouts`),
  );
  return due!;
}

/** One pass over every kind of deadline that has work; what it did, for the log. */
export async function runDeadlines(ctx: AppContext) {
  const due = await dueDeadlines(ctx);
  return {
    holdsEnded: due.holds ? await endExpiredHolds(ctx) : 0,
    offersPassed: due.offers ? await passExpiredOffers(ctx) : 0,
    checkInsOpened: due.check_ins ? await announceCheckInsOpen(ctx) : 0,
    noShowsFreed: due.no_shows ? await releaseNoShows(ctx) : 0,
    seatsOffered: due.waiting ? await offerUnofferedSeats(ctx) : 0,
    voided: due.voids ? await voidOverdueTournaments(ctx) : 0,
    resultsAlerts: due.results_alerts ? await alertResultsOverdue(ctx) : 0,
    payoutsMade: due.payouts ? await payDuePayouts(ctx) : 0,
  };
}

/** Runs `runDeadlines` on a timer (never two passes at once in this process); returns the stop. */
export function startDeadlineJob(ctx: AppContext, everyMs = ctx.config.DEADLINES_EVERY_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runDeadlines(ctx);
      if (Object.values(done).some((n) => n > 0)) ctx.logger.info(done, 'deadlines handled');
    } catch (err) {
      ctx.logger.error({ err }, 'deadline job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
