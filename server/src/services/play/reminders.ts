/**
 * Start reminders (issue 11): ten minutes before a scheduled start, each seated player gets a
 * `tournament_reminder` on their own sockets, which the desktop app raises as a native
 * notification and browsers as a Web Notification. Once per tournament per player: the
 * `tournament_reminders` row is written in the same transaction that sends it, so a restart, a
 * second run or a second instance never sends it again, and a player who joins inside the ten
 * minutes is reminded on the next run.
 */
import { sql } from 'drizzle-orm';
import { START_REMINDER_LEAD_MS } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import { inTransaction } from '../../db/transaction.js';
import * as announce from '../tournaments/announce.js';

/** Sends the reminders due at `now`; returns how many were sent. One instance at a time. */
export async function sendStartReminders(ctx: AppContext, now = new Date()): Promise<number> {
  return inTransaction(ctx, async (tx, events) => {
    if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.startReminders))) return 0;
    const until = new Date(now.getTime() + START_REMINDER_LEAD_MS);
    const result = (await tx.execute(sql`
      WITH due AS (
        SELECT s.tournament_id, s.player_id, t.title, t.start_date
        FROM tournament_slots s JOIN tournaments t ON t.id = s.tournament_id
        WHERE t.start_type = 'scheduled' AND t.approval_status = 'approved' AND NOT t.is_finalized
          AND t.start_date > ${now.toISOString()}::timestamptz AND t.start_date <= ${until.toISOString()}::timestamptz
      ), sent AS (
        INSERT INTO tournament_reminders (tournament_id, user_id)
        SELECT tournament_id, player_id FROM due
        ON CONFLICT DO NOTHING
        RETURNING tournament_id, user_id
      )
      SELECT sent.user_id, due.tournament_id, due.title, due.start_date
      FROM sent JOIN due ON due.tournament_id = sent.tournament_id AND due.player_id = sent.user_id`)) as {
      rows: { user_id: string; tournament_id: string; title: string; start_date: Date | string }[];
    };
    for (const r of result.rows) {
      await announce.tournamentReminder(ctx, tx, events, r.user_id, {
        tournament_id: r.tournament_id,
        tournament_title: r.title,
        start_date: new Date(r.start_date).toISOString(),
      });
    }
    return result.rows.length;
  });
}
