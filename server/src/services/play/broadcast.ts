/**
 * Live `tournament_updated` with the insider/outsider split (DESIGN.md §3, §6): participants, the
 * creator and admins receive the tournament with its room details; everyone else receives the same
 * tournament without them. Both views are built inside the transaction (under the tournament row
 * lock, so successive updates are built in commit order) and sent after commit by the EventBuffer.
 */
import type { Tournament } from '@squadhub/shared';
import type { Tx } from '../../db/client.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { loadTournamentView, roomInsiderIds, type TournamentRow } from '../tournaments/view.js';

export interface UpdateExtras {
  player_username?: string;
}

/** A broadcast view is not any one viewer's: their own seat is read from `teams` by the client. */
const withoutOwnSeat = (t: Tournament): Tournament => ({ ...t, user_team_number: null, user_slot_index: null });

export async function queueTournamentUpdated(
  tx: Tx,
  events: EventBuffer,
  t: Pick<TournamentRow, 'id' | 'creatorId'>,
  extras: UpdateExtras = {},
): Promise<{ insiderIds: string[] }> {
  const insiderIds = await roomInsiderIds(tx, t);
  const inside = await loadTournamentView(tx, t.id, { id: t.creatorId, role: 'player' });
  const outside = await loadTournamentView(tx, t.id, null);
  if (!inside || !outside) return { insiderIds };
  const base = {
    tournament_id: t.id,
    is_finalized: inside.is_finalized,
    entries_stopped: inside.entries_stopped,
    ...extras,
  };
  events.add({ kind: 'users', userIds: insiderIds, includeAdmins: true }, 'tournament_updated', {
    ...base,
    tournament: withoutOwnSeat(inside),
  });
  events.add({ kind: 'everyoneExcept', userIds: insiderIds }, 'tournament_updated', {
    ...base,
    tournament: withoutOwnSeat(outside),
  });
  return { insiderIds };
}
