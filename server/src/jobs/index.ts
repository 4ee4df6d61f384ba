import type { AppContext } from '../context.js';
import { sendStartReminders } from '../services/play/reminders.js';
import { sweepFinalizedTournaments } from '../services/play/sweep.js';
import { startDeadlineJob } from './deadlines.js';
import { startPushJob } from './push.js';

/** How often the jobs run: the sweep of finalized tournaments and the start reminders. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Background jobs: the sweep of finalized tournaments and the start reminders. Every instance
 * runs the timer; each job's advisory lock lets one instance at a time do the work. Returns a
 * function that stops them. The deadlines of squads, check-in and the waitlist run on their own,
 * faster timer (deadlines.ts), and so does the push poll (push.ts).
 */
export function startBackgroundJobs(ctx: AppContext, everyMs = SWEEP_EVERY_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return; // never two runs at once in this process
    running = true;
    try {
      const removed = await sweepFinalizedTournaments(ctx);
      if (removed.length) ctx.logger.info({ removed }, 'swept finalized tournaments');
    } catch (err) {
      ctx.logger.error({ err }, 'tournament sweep failed');
    }
    try {
      const reminded = await sendStartReminders(ctx);
      if (reminded) ctx.logger.info({ reminded }, 'sent start reminders');
    } catch (err) {
      ctx.logger.error({ err }, 'start reminders failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  const stopDeadlines = startDeadlineJob(ctx);
  const stopPush = startPushJob(ctx);
  return () => {
    clearInterval(timer);
    stopDeadlines();
    stopPush();
  };
}
