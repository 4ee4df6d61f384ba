/**
 * Live `tournament_updated` with the insider/outsider split (docs/design/live-events.md#audiences): participants, the
 * creator and admins receive the tournament with its room details; everyone else receives the same
 * tournament without them (as the card view). A broadcast view belongs to no single viewer: each client reads its own
 * seat from `teams`.
 *
 * Two ways to send it:
 * - `queueTournamentUpdated(tx, events, t)`: built inside the transaction, sent after commit.
 * - `scheduleTournamentUpdated(ctx, events, id)`: queued on the transaction's EventBuffer, built
 *   and sent after commit, coalesced per tournament. The hot slot
 *   paths use this one, so building two full views never happens while the tournament row is
 *   locked, and a join storm of 200 players produces a handful of broadcasts instead of 200.
 *   Correctness: a run always reads the state committed before it started; a change that
 *   commits during a run asks for one more run, so the last broadcast shows the latest state.
 * Every copy carries the tournament's `version` (raised by a trigger on each change of the row):
 * with several instances, each coalescing on its own, copies may arrive out of order, and clients
 * keep the highest version they have seen.
 */
import { eq } from 'drizzle-orm';
import { PLAY_TEXT, type ServerEventPayload, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import type { Audience } from '../../realtime/audience.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { withoutOwnSeat, withoutSeatFields, type ViewDetail } from '../../presenters/tournament.js';
import type { Viewer } from './policy.js';
import { loadTournamentView, roomInsiderIds } from './view.js';

export interface UpdateExtras {
  player_username?: string;
}

type Update = { audience: Audience; payload: ServerEventPayload<'tournament_updated'> };

/** The two addressed copies of one update (insiders with room details, everyone else without). */
async function buildUpdates(
  db: Queryable,
  t: Pick<TournamentRow, 'id' | 'creatorId'>,
  extras: UpdateExtras,
  insiderDetail: ViewDetail = 'full',
): Promise<{ insiderIds: string[]; updates: Update[] }> {
  const insiderIds = await roomInsiderIds(db, t);
  const inside = await loadTournamentView(db, t.id, { id: t.creatorId, role: 'player' }, insiderDetail);
  // Outsiders get the card view (no teams): a tenth of the size for most of the audience. The
  // few with the modal open refetch their own full view; insiders get the full view directly.
  const outside = await loadTournamentView(db, t.id, null, 'summary');
  if (!inside || !outside) return { insiderIds, updates: [] };
  const base = {
    tournament_id: t.id,
    is_finalized: inside.is_finalized,
    entries_stopped: inside.entries_stopped,
    ...extras,
  };
  return {
    insiderIds,
    updates: [
      {
        audience: { kind: 'users', userIds: insiderIds, includeAdmins: true },
        payload: {
          ...base,
          version: inside.version,
          // After a change that left the seats alone (room code, stop entries) the insiders get the card view too.
          tournament: insiderDetail === 'full' ? withoutOwnSeat(inside) : withoutSeatFields(inside),
        },
      },
      {
        audience: { kind: 'everyoneExcept', userIds: insiderIds },
        payload: { ...base, version: outside.version, tournament: withoutOwnSeat(outside) },
      },
    ],
  };
}

export async function queueTournamentUpdated(
  tx: Tx,
  events: EventBuffer,
  t: Pick<TournamentRow, 'id' | 'creatorId'>,
  extras: UpdateExtras = {},
): Promise<{ insiderIds: string[] }> {
  const { insiderIds, updates } = await buildUpdates(tx, t, extras);
  for (const u of updates) events.add(u.audience, 'tournament_updated', u.payload);
  // A coalesced run in flight may have read the state before this change: let it run once more.
  const running = pending.get(t.id);
  if (running) running.again = true;
  return { insiderIds };
}

interface Pending {
  again: boolean;
  extras: UpdateExtras;
  /** `summary` when no queued change touched the seats. */
  detail: ViewDetail;
}
/** Runs in flight, by tournament id (ids are unique across databases, so one map serves all apps). */
const pending = new Map<string, Pending>();

/** Once the transaction of `events` commits, sends the tournament's current state to everyone soon. */
export function scheduleTournamentUpdated(
  ctx: AppContext,
  events: EventBuffer,
  tournamentId: string,
  extras: UpdateExtras = {},
  /** `summary` for changes that leave the seats alone: insiders get the card view too. */
  detail: ViewDetail = 'full',
): void {
  events.afterCommit(() => broadcastCoalesced(ctx, tournamentId, extras, detail));
}

function broadcastCoalesced(ctx: AppContext, tournamentId: string, extras: UpdateExtras, detail: ViewDetail): void {
  const running = pending.get(tournamentId);
  if (running) {
    // The next run covers this change too; it must be full if any change it covers moved seats.
    running.detail = running.again && running.detail === 'full' ? 'full' : detail;
    running.again = true;
    running.extras = extras;
    return;
  }
  const entry: Pending = { again: true, extras, detail };
  pending.set(tournamentId, entry);
  void (async () => {
    try {
      while (entry.again) {
        // What this run covers is fixed now; a change arriving meanwhile asks for the next run.
        const { detail, extras } = entry;
        entry.again = false;
        const [t] = await ctx.db
          .select({ id: tournaments.id, creatorId: tournaments.creatorId })
          .from(tournaments)
          .where(eq(tournaments.id, tournamentId));
        if (!t) return; // deleted meanwhile: tournament_deleted tells the clients
        const { updates } = await buildUpdates(ctx.db, t, extras, detail);
        for (const u of updates) ctx.realtime.send(u.audience, 'tournament_updated', u.payload);
      }
    } catch (err) {
      ctx.logger.error({ err, tournamentId }, 'tournament_updated broadcast failed');
    } finally {
      pending.delete(tournamentId);
    }
  })();
}

/**
 * The acting viewer's own view (their seat filled in), loaded inside the step's transaction: the
 * answer shows what the step did, and a request that deletes the tournament right after the
 * commit cannot turn a step that happened into a 404. The caller holds the tournament row.
 */
export async function viewInTransaction(tx: Tx, tournamentId: string, viewer: Viewer): Promise<Tournament> {
  const view = await loadTournamentView(tx, tournamentId, viewer);
  if (!view) throw notFound(PLAY_TEXT.tournamentNotFound);
  return view;
}
