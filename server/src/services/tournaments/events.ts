/**
 * Live events of the tournament lifecycle, queued on the EventBuffer (sent after commit).
 *
 * Events that carry a tournament are split (docs/design/live-events.md#audiences): insiders (seated players, the
 * creator) and admins get the view with room details, everyone else the stripped view.
 * `tournament_updated` is queued by `queueTournamentUpdated` of ./broadcast.ts; this file
 * adds the lifecycle events around it.
 */
import type { Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { withoutOwnSeat } from '../../presenters/tournament.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { loadTournamentView, roomInsiderIds } from './view.js';

/** A tournament entered the public list (super admin's at creation, or approved). */
export async function queueTournamentCreated(
  tx: Tx,
  events: EventBuffer,
  t: Pick<TournamentRow, 'id' | 'creatorId'>,
): Promise<void> {
  const insiderIds = await roomInsiderIds(tx, t);
  const inside = await loadTournamentView(tx, t.id, { id: t.creatorId, role: 'player' });
  const outside = await loadTournamentView(tx, t.id, null);
  if (!inside || !outside) return;
  events.add({ kind: 'users', userIds: insiderIds, includeAdmins: true }, 'tournament_created', {
    tournament_id: t.id,
    tournament: withoutOwnSeat(inside),
  });
  events.add({ kind: 'everyoneExcept', userIds: insiderIds }, 'tournament_created', {
    tournament_id: t.id,
    tournament: withoutOwnSeat(outside),
  });
}

/** Gone for everyone; carries only the id, so nothing can leak. */
export function queueTournamentDeleted(events: EventBuffer, tournamentId: string): void {
  events.add({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: tournamentId });
}

/** The approval queue changed: admins refresh their list, the creator their waiting card. */
export function queuePendingChanged(events: EventBuffer, t: Pick<TournamentRow, 'id' | 'creatorId'>): void {
  events.add({ kind: 'users', userIds: [t.creatorId], includeAdmins: true }, 'pending_tournaments_changed', {
    tournament_id: t.id,
  });
}
