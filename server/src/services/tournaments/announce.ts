/**
 * Every live event about a tournament, one function per event, so each is sent from one place:
 * services call `announce.playerKicked(ctx, tx, events, …)` and never address an event themselves. The
 * addressing follows the audience SERVER_EVENTS declares, and who the room's insiders are follows
 * the one rule of domain/room-insider.ts, both turned into recipients by realtime/recipients.ts;
 * this module adds what only the tournament knows: the two views of a split event
 * (docs/design/live-events.md#audiences). The pushes to phones that go with an event are queued
 * here too, in the event's transaction, to the audience their kind declares (push/payload.ts
 * PUSH_AUDIENCES; docs/design/phones.md#what-is-pushed-to-whom).
 *
 * `tournament_updated` is sent two ways:
 * - `tournamentUpdated(tx, events, t)`: built inside the transaction, sent after the commit.
 * - `tournamentUpdatedSoon(ctx, events, id)`: built and sent after the commit, coalesced per
 *   tournament (AppContext.coalescer). The hot slot paths use this one, so building two full
 *   views never happens while the tournament row is locked, and a join storm of 200 players
 *   produces a handful of broadcasts instead of 200. A run always reads the state committed
 *   before it started; a change that commits during a run asks for one more run, so the last
 *   broadcast shows the latest state (docs/design/live-events.md#tournament-updates).
 * Every copy carries the tournament's `version` (raised by a trigger on each change of the row):
 * with several instances, each coalescing on its own, copies may arrive out of order, and clients
 * keep the highest version they have seen.
 */
import { eq } from 'drizzle-orm';
import type { Dispute, ServerEventPayload } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { withoutOwnSeat, withoutSeatFields, type ViewDetail } from '../../presenters/tournament.js';
import { queueEvent, queueSplitEvent, type EventSink } from '../../realtime/addressing.js';
import { queuePush, type PushContext } from '../../push/outbox.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { insidersOf, roomInsiderIds } from '../../realtime/recipients.js';
import { loadTournamentView } from './view.js';

type Owned = Pick<TournamentRow, 'id' | 'creatorId'>;
/** A tournament as a push names it. */
type Titled = Pick<TournamentRow, 'id' | 'title'>;

// ---- The tournament's state -------------------------------------------------------------------

export interface UpdateExtras {
  player_username?: string;
}

/** Sends the two copies of the tournament's current state (insiders with room details, everyone else without). */
async function sendUpdate(
  db: Queryable,
  sink: EventSink,
  t: Owned,
  extras: UpdateExtras,
  insiderDetail: ViewDetail = 'full',
): Promise<void> {
  const insiderIds = await roomInsiderIds(db, t);
  const inside = await loadTournamentView(db, t.id, { id: t.creatorId, role: 'player' }, insiderDetail);
  // Outsiders get the card view (no teams): a tenth of the size for most of the audience. The
  // few with the modal open refetch their own full view; insiders get the full view directly.
  const outside = await loadTournamentView(db, t.id, null, 'summary');
  if (!inside || !outside) return;
  const base = {
    tournament_id: t.id,
    is_finalized: inside.is_finalized,
    entries_stopped: inside.entries_stopped,
    ...extras,
  };
  queueSplitEvent(sink, 'tournament_updated', insiderIds, {
    inside: {
      ...base,
      version: inside.version,
      // After a change that left the seats alone (room code, stop entries) the insiders get the card view too.
      tournament: insiderDetail === 'full' ? withoutOwnSeat(inside) : withoutSeatFields(inside),
    },
    outside: { ...base, version: outside.version, tournament: withoutOwnSeat(outside) },
  });
}

const updateKey = (tournamentId: string) => `tournament_updated:${tournamentId}`;

/** The tournament's state, built inside the transaction and sent after its commit. */
export async function tournamentUpdated(
  ctx: Pick<AppContext, 'coalescer'>,
  tx: Tx,
  events: EventBuffer,
  t: Owned,
  extras: UpdateExtras = {},
): Promise<void> {
  await sendUpdate(tx, events, t, extras);
  // A coalesced run in flight may have read the state before this change: let it run once more.
  ctx.coalescer.invalidate(updateKey(t.id));
}

interface UpdateRequest {
  extras: UpdateExtras;
  /** `summary` when no change the run covers touched the seats. */
  detail: ViewDetail;
}

/** Once the transaction of `events` commits, sends the tournament's current state to everyone soon. */
export function tournamentUpdatedSoon(
  ctx: AppContext,
  events: EventBuffer,
  tournamentId: string,
  extras: UpdateExtras = {},
  /** `summary` for changes that leave the seats alone: insiders get the card view too. */
  detail: ViewDetail = 'full',
): void {
  events.afterCommit(() => requestUpdate(ctx, tournamentId, { extras, detail }));
}

/**
 * After a room code, everyone's card learns that the tournament is live once the instance has
 * sent no room alert for this long, and at the latest LIVE_CARD_AT_THE_LATEST_MS after it: the room
 * alerts of every tournament sent at the same moment leave first
 * (docs/design/live-events.md#room-alerts-first).
 */
export const LIVE_CARD_AFTER_ALERTS_MS = 1_000;
export const LIVE_CARD_AT_THE_LATEST_MS = 10_000;
/**
 * A room code's push leaves once this instance has sent no room alert for this long, and at the
 * latest PUSH_AT_THE_LATEST_MS after it: a phone hears within a blink of the lobby, whose players
 * the alerts reach first (docs/design/live-events.md#room-alerts-first).
 */
export const PUSH_AFTER_ALERTS_MS = 50;
export const PUSH_AT_THE_LATEST_MS = 1_000;

/**
 * After a room code (sent inside `ctx.realtime.alerting`): everyone learns the tournament is live
 * (outsiders without the details), in the card view since no seat changed, once the alerts are
 * out. The insiders already have theirs; this update to every socket would otherwise hold back the
 * alerts of the other rooms sent at the same moment, on the database, the instances and the network.
 */
export function tournamentWentLive(ctx: AppContext, events: EventBuffer, tournamentId: string): void {
  events.afterCommit(() => {
    const update = () => requestUpdate(ctx, tournamentId, { extras: {}, detail: 'summary' });
    void ctx.realtime.quietAfterAlerts(LIVE_CARD_AFTER_ALERTS_MS, LIVE_CARD_AT_THE_LATEST_MS).then(update);
  });
}

/** A coalesced run of the tournament's current state, now or after the run in flight. */
function requestUpdate(ctx: AppContext, tournamentId: string, request: UpdateRequest): void {
  ctx.coalescer.request<UpdateRequest>(
    updateKey(tournamentId),
    request,
    // The next run covers both changes: it must be full if either moved seats.
    (due, incoming) => ({ extras: incoming.extras, detail: due.detail === 'full' ? 'full' : incoming.detail }),
    async ({ extras, detail }) => {
      const [t] = await ctx.db
        .select({ id: tournaments.id, creatorId: tournaments.creatorId })
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId));
      // Deleted meanwhile: tournament_deleted tells the clients.
      if (t) await sendUpdate(ctx.db, ctx.realtime, t, extras, detail);
    },
    (err) => ctx.logger.error({ err, tournamentId }, 'tournament_updated broadcast failed'),
  );
}

// ---- Its life cycle ---------------------------------------------------------------------------

/** A tournament entered the public list (super admin's at creation, or approved). */
export async function tournamentCreated(tx: Tx, events: EventBuffer, t: Owned): Promise<void> {
  const insiderIds = await roomInsiderIds(tx, t);
  const inside = await loadTournamentView(tx, t.id, { id: t.creatorId, role: 'player' });
  const outside = await loadTournamentView(tx, t.id, null);
  if (!inside || !outside) return;
  queueSplitEvent(events, 'tournament_created', insiderIds, {
    inside: { tournament_id: t.id, tournament: withoutOwnSeat(inside) },
    outside: { tournament_id: t.id, tournament: withoutOwnSeat(outside) },
  });
}

/** Gone for everyone; carries only the id, so nothing can leak. */
export function tournamentDeleted(events: EventBuffer, tournamentId: string): void {
  queueEvent(events, 'tournament_deleted', { tournament_id: tournamentId });
}

/** The approval queue changed: admins refresh their list, the creator their waiting card. */
export function pendingTournamentsChanged(events: EventBuffer, t: Owned): void {
  queueEvent(events, 'pending_tournaments_changed', { tournament_id: t.id }, t.creatorId);
}

/** Ten minutes before the start, to one seated player (on each of their sockets, and their phones). */
export async function tournamentReminder(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  playerId: string,
  reminder: ServerEventPayload<'tournament_reminder'>,
): Promise<void> {
  queueEvent(events, 'tournament_reminder', reminder, playerId);
  await queuePush(ctx, tx, events, [playerId], {
    kind: 'reminder',
    tournamentId: reminder.tournament_id,
    params: { title: reminder.tournament_title },
  });
}

/** The standings of a series, to everyone: they are public, like the overlay that shows them. */
export function standingsUpdated(events: EventBuffer, update: ServerEventPayload<'standings_updated'>): void {
  queueEvent(events, 'standings_updated', update);
}

/** A team's report of a match arrived: to the creator and admins only, never to another team. */
export function matchReportReceived(
  events: EventBuffer,
  t: Owned,
  report: Omit<ServerEventPayload<'match_report_received'>, 'tournament_id'>,
): void {
  queueEvent(events, 'match_report_received', { tournament_id: t.id, ...report }, t.creatorId);
}

/** Check-in opened, to one seated player (on each of their sockets, and their phones). */
export async function checkInOpen(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  playerId: string,
  notice: ServerEventPayload<'check_in_open'>,
): Promise<void> {
  queueEvent(events, 'check_in_open', notice, playerId);
  await queuePush(ctx, tx, events, [playerId], {
    kind: 'check_in_open',
    tournamentId: notice.tournament_id,
    params: { title: notice.tournament_title },
  });
}

// ---- Its seats ---------------------------------------------------------------------------------

/**
 * A seat emptied, to everyone; the player's phones hear of it unless they left themselves, and a
 * no-show's say it was for not checking in.
 */
export async function playerKicked(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  t: Titled,
  kicked: ServerEventPayload<'player_kicked'>,
): Promise<void> {
  queueEvent(events, 'player_kicked', kicked);
  if (kicked.is_self_kick) return;
  await queuePush(ctx, tx, events, [kicked.player_id], {
    kind: 'kicked',
    tournamentId: t.id,
    params: kicked.is_no_show ? { title: t.title, no_show: true } : { title: t.title },
  });
}

/** Who a seat change moved, and who did it: nobody's phone hears of their own move. */
export interface Movers {
  playerIds: string[];
  actorId: string;
}

/** A seat changed, to everyone; the moved player's phones hear of it when someone else moved them. */
export async function playerMoved(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  t: Titled,
  moved: ServerEventPayload<'player_moved'>,
  movers: Movers,
): Promise<void> {
  queueEvent(events, 'player_moved', moved);
  await pushMoved(ctx, tx, events, t, movers);
}

/** Two seats swapped, to everyone; both players' phones hear that they were moved. */
export async function playersSwapped(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  t: Titled,
  swapped: ServerEventPayload<'players_swapped'>,
  movers: Movers,
): Promise<void> {
  queueEvent(events, 'players_swapped', swapped);
  await pushMoved(ctx, tx, events, t, movers);
}

function pushMoved(ctx: PushContext, tx: Tx, events: EventBuffer, t: Titled, movers: Movers): Promise<void> {
  const to = movers.playerIds.filter((id) => id !== movers.actorId);
  return queuePush(ctx, tx, events, to, { kind: 'moved', tournamentId: t.id, params: { title: t.title } });
}

// ---- Its room -----------------------------------------------------------------------------------

/**
 * The room alert, to the insiders only. `seated` are the players the sending statement saw, when
 * no seat can have changed since (`null` otherwise: they are read again after the commit).
 * `pushQueued`: the statement also queued the room code's push (push/outbox.ts roomCodeOutboxInsert).
 */
export function roomDetailsUpdated(
  ctx: AppContext,
  events: EventBuffer,
  t: Owned & Pick<TournamentRow, 'title'>,
  seated: string[] | null,
  room: Omit<ServerEventPayload<'room_details_updated'>, 'tournament_id' | 'tournament_title'>,
  pushQueued: boolean,
): void {
  const insiders = seated && insidersOf(t, seated);
  // The sender starts once this instance has sent no room alert for a moment: one pass for a burst
  // of codes, after their alerts, instead of statements on the database among them
  // (docs/design/live-events.md#room-alerts-first).
  if (pushQueued)
    events.afterCommit(() =>
      ctx.push.nudgeWhen(ctx.realtime.quietAfterAlerts(PUSH_AFTER_ALERTS_MS, PUSH_AT_THE_LATEST_MS)),
    );
  events.afterCommit(async () => {
    const insiderIds = insiders ?? (await roomInsiderIds(ctx.db, t));
    queueEvent(
      ctx.realtime,
      'room_details_updated',
      { tournament_id: t.id, tournament_title: t.title, ...room },
      insiderIds,
    );
  });
}

/**
 * The room details, to one player who just got into the room after they were sent: a seat that
 * checked in, or a waitlist player who took a freed seat. Nothing when no code was sent yet.
 */
export function roomDetailsToPlayer(
  events: EventBuffer,
  t: Pick<TournamentRow, 'id' | 'title' | 'roomCode' | 'roomLink' | 'roomPassword'>,
  playerId: string,
): void {
  if (!t.roomCode) return;
  queueEvent(
    events,
    'room_details_updated',
    {
      tournament_id: t.id,
      tournament_title: t.title,
      room_code: t.roomCode,
      room_link: t.roomLink,
      room_password: t.roomPassword,
    },
    [playerId],
  );
}

/** A chat message, to those who may read the chat (the room's insiders and admins). */
export async function chatMessage(
  tx: Tx,
  events: EventBuffer,
  t: Owned,
  message: Omit<ServerEventPayload<'tournament_chat_message'>, 'tournament_id'>,
): Promise<void> {
  queueEvent(events, 'tournament_chat_message', { tournament_id: t.id, ...message }, await roomInsiderIds(tx, t));
}

// ---- Its void (docs/product/trust.md) -----------------------------------------------------------

/**
 * A voided tournament, to each participant (seated players and the creator) with what came back
 * to them, and to their phones that want it. Everyone else learns it from the state update.
 */
export async function tournamentVoided(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  t: Titled,
  reason: ServerEventPayload<'tournament_voided'>['void_reason'],
  refunded: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [userId, coins] of refunded) {
    queueEvent(
      events,
      'tournament_voided',
      { tournament_id: t.id, tournament_title: t.title, void_reason: reason, refunded_coins: coins },
      userId,
    );
  }
  await queuePush(ctx, tx, events, [...refunded.keys()], {
    kind: 'voided',
    tournamentId: t.id,
    params: { title: t.title, reason },
  });
}

/** Half the results deadline of a live tournament passed with no results: to admins and their phones. */
export async function resultsOverdue(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  adminIds: readonly string[],
  notice: ServerEventPayload<'results_overdue'>,
): Promise<void> {
  queueEvent(events, 'results_overdue', notice);
  await queuePush(ctx, tx, events, adminIds, {
    kind: 'results_overdue',
    tournamentId: notice.tournament_id,
    params: { title: notice.tournament_title },
  });
}

/**
 * A dispute was filed, got a screenshot, or was resolved (docs/product/trust.md#disputes): to the
 * creator it was filed against and admins, and to the player who filed it (once, when they are
 * the creator too).
 */
export function disputeChanged(events: EventBuffer, hostId: string, dispute: Dispute, filerId: string): void {
  // A dispute of a swept tournament concerns no live page any more.
  if (!dispute.tournament_id) return;
  const payload = { tournament_id: dispute.tournament_id, dispute };
  queueEvent(events, 'dispute_changed', payload, hostId);
  if (filerId !== hostId) queueEvent(events, 'own_dispute_changed', payload, filerId);
}

/**
 * A dispute's push (docs/design/phones.md#what-is-pushed-to-whom): when it is filed, to the creator
 * whose payout it stops; when an admin rules, to the player who filed it. Nobody is pushed about
 * their own dispute, nor about one of a swept tournament.
 */
export async function disputePush(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  { hostId, filerId }: { hostId: string; filerId: string },
  dispute: Dispute,
): Promise<void> {
  const { tournament_id: tournamentId, tournament_title: title, status } = dispute;
  if (!tournamentId || !title) return;
  if (status === 'open') {
    if (hostId === filerId) return;
    await queuePush(ctx, tx, events, [hostId], { kind: 'dispute_filed', tournamentId, params: { title } });
  } else {
    await queuePush(ctx, tx, events, [filerId], {
      kind: 'dispute_resolved',
      tournamentId,
      params: { title, outcome: status },
    });
  }
}
