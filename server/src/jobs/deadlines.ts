/**
 * The deadline job (docs/product/squads.md#deadlines): every DEADLINES_EVERY_MS, each instance
 * looks for squad holds and waitlist offers whose time ran out, check-in windows that opened and
 * scheduled starts that came, and acts on them. Each step re-checks under the tournament's lock and
 * the `deadlines` advisory lock, so two instances never act twice; a restarted instance catches up
 * on its first tick.
 */
import type { AppContext } from '../context.js';
import { announceCheckInsOpen, releaseNoShows } from '../services/squads/check-in.js';
import { endExpiredHolds } from '../services/squads/teams.js';
import { offerUnofferedSeats, passExpiredOffers } from '../services/squads/waitlist.js';

/** One pass over every kind of deadline; what it did, for the log. */
export async function runDeadlines(ctx: AppContext) {
  return {
    holdsEnded: await endExpiredHolds(ctx),
    offersPassed: await passExpiredOffers(ctx),
    checkInsOpened: await announceCheckInsOpen(ctx),
    noShowsFreed: await releaseNoShows(ctx),
    seatsOffered: await offerUnofferedSeats(ctx),
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
