/**
 * Handing freed seats to the waitlist (docs/product/squads.md#the-waitlist). Every step that can free
 * a seat or end a hold calls `offerFreeSeats` inside its transaction, under the tournament's lock:
 * each free seat nobody holds goes, as an offer, to the first player in line without one. The
 * offer holds the seat for WAITLIST_OFFER_SECONDS; the unique index on the offered seat keeps it
 * to one offer per seat, whichever instance frees it.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ServerEventPayload } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf, type TournamentRow } from '../../db/rows.js';
import { waitlistEntries } from '../../db/schema.js';
import { queuePush } from '../../push/outbox.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { queueEvent } from '../../realtime/addressing.js';
import { logAction, seatOfPosition } from '../play/action-log.js';
import { areEntriesOpen } from '../tournaments/policy.js';
import { freeSeats } from './holds.js';

/** What the offer steps need of the app: the offer's length, and the push sender to nudge. */
export type OfferContext = Pick<AppContext, 'config' | 'push'>;

/**
 * Offers every free seat to the next players in line. A seat taken meanwhile by a manager's move
 * ends the offer that named it, and that player waits for the next seat at the head of the line;
 * a player seated meanwhile leaves the line.
 * Nothing is offered while entries are closed: an offer is a join, under the same rules.
 * Returns how many offers it made. The caller holds the tournament row `FOR UPDATE`.
 */
export async function offerFreeSeats(
  ctx: OfferContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
): Promise<number> {
  const [first] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.tournamentId, t.id))
    .limit(1);
  if (!first) return 0;
  await leaveQueueOnceSeated(tx, t.id);
  await endOffersOnTakenSeats(tx, t.id);
  if (!areEntriesOpen(t)) return 0;
  const waiting = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tournamentId, t.id), isNull(waitlistEntries.offerExpiresAt)))
    .orderBy(asc(waitlistEntries.id));
  if (!waiting.length) return 0;
  const seats = await freeSeats(tx, t.id, waiting.length);
  for (const [i, seat] of seats.entries()) {
    const entry = waiting[i]!;
    const [offered] = rowsOf<{ expires_at: Date | string }>(
      await tx.execute(sql`
        UPDATE waitlist_entries SET offer_team_number = ${seat.teamNumber}::int, offer_slot_index = ${seat.slotIndex}::int,
          offer_expires_at = now() + make_interval(secs => ${ctx.config.WAITLIST_OFFER_SECONDS}::int)
        WHERE id = ${entry.id} RETURNING offer_expires_at AS expires_at`),
    );
    if (!offered) continue;
    await logAction(tx, t.id, {
      kind: 'waitlist_offered',
      playerId: entry.userId,
      detail: { to: seatOfPosition(seat) },
    });
    await waitlistOffer(ctx, tx, events, t, entry.userId, {
      tournament_id: t.id,
      team_number: seat.teamNumber,
      slot_index: seat.slotIndex,
      expires_at: new Date(offered.expires_at).toISOString(),
    });
  }
  return seats.length;
}

/**
 * A player who took a seat another way (a squad invite, join-slot) is no longer waiting: they leave
 * the queue, and a seat offered to them is free for the next in line. Left in, they would be
 * offered a second seat, and accepting it would break the one-seat-per-player index.
 */
async function leaveQueueOnceSeated(tx: Tx, tournamentId: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM waitlist_entries w
    WHERE w.tournament_id = ${tournamentId}
      AND EXISTS (SELECT 1 FROM tournament_slots s WHERE s.tournament_id = w.tournament_id AND s.player_id = w.user_id)`);
}

/**
 * A live offer whose seat is no longer empty (a manager moved someone there) or no longer in the
 * grid (an admin's edit made it smaller) ends; its player keeps their place. A run-out offer is
 * left to the deadline job, which passes its player on.
 */
async function endOffersOnTakenSeats(tx: Tx, tournamentId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE waitlist_entries w SET offer_team_number = NULL, offer_slot_index = NULL, offer_expires_at = NULL
    FROM tournaments t
    WHERE w.tournament_id = ${tournamentId} AND t.id = w.tournament_id AND w.offer_expires_at > now()
      AND (w.offer_team_number > t.max_teams OR w.offer_slot_index >= t.slots_per_team
        OR EXISTS (SELECT 1 FROM tournament_slots s WHERE s.tournament_id = w.tournament_id
          AND s.team_number = w.offer_team_number AND s.slot_index = w.offer_slot_index))`);
}

/** The offer, to the player it is for (on each of their sockets, and their phones). */
async function waitlistOffer(
  ctx: OfferContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  userId: string,
  offer: ServerEventPayload<'waitlist_offer'>,
): Promise<void> {
  queueEvent(events, 'waitlist_offer', offer, userId);
  await queuePush(ctx, tx, events, [userId], {
    kind: 'waitlist_offer',
    tournamentId: t.id,
    params: { title: t.title },
  });
}
