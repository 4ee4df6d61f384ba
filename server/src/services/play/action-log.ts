/**
 * The public action log of a tournament (shared/src/actions.ts): each action writes its line in
 * its own transaction, so a rolled-back action leaves none. Participants, the creator and admins
 * read it while the tournament runs; everyone once it is finalized. Names are looked up when the
 * log is read, so a closed account shows as "deleted player" here as everywhere else.
 */
import { desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_PLAYER_NAME, PLAY_TEXT, type TournamentAction, type TournamentActionKind } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { tournamentActions, users, type StoredActionDetail } from '../../db/schema.js';
import { forbidden } from '../../domain/errors.js';
import { isRoomInsider } from '../../domain/room-insider.js';
import { shownUsername, shownUsernameOf } from '../../presenters/closed-account.js';
import { findTournament } from '../tournaments/load.js';
import type { Viewer } from '../tournaments/policy.js';
import { seatOf } from './seats.js';

/** The latest lines a log shows. */
export const ACTION_LOG_LIMIT = 200;

export interface ActionLine {
  kind: TournamentActionKind;
  actorId?: string;
  playerId?: string;
  otherPlayerId?: string;
  detail?: StoredActionDetail;
}

/** Writes one line; call it inside the action's transaction. */
export async function logAction(tx: Tx, tournamentId: string, line: ActionLine): Promise<void> {
  await tx.insert(tournamentActions).values({
    tournamentId,
    kind: line.kind,
    actorId: line.actorId ?? null,
    playerId: line.playerId ?? null,
    otherPlayerId: line.otherPlayerId ?? null,
    detail: line.detail ?? {},
  });
}

/** A seat as the log keeps it (the API's team_number and slot_index). */
export const seatOfPosition = (p: { teamNumber: number; slotIndex: number }) => ({
  team_number: p.teamNumber,
  slot_index: p.slotIndex,
});

/** Who may read the log now: the room's insiders (as for room details and chat), or anyone once finalized. */
async function assertLogReadable(db: Queryable, t: TournamentRow, viewer: Viewer | null): Promise<void> {
  if (t.isFinalized) return;
  const seat = viewer ? await seatOf(db, t.id, viewer.id) : undefined;
  if (!isRoomInsider(t, viewer, seat && { checkedIn: !!seat.checkedInAt }))
    throw forbidden(PLAY_TEXT.actionLogForbidden);
}

const actor = alias(users, 'actor');
const player = alias(users, 'player');
const other = alias(users, 'other_player');
/** A name left null when the line has no such person (a left join found no user). */
const nameOf = (u: { id: AnyColumn; deletedAt: AnyColumn; username: AnyColumn }) =>
  sql<string | null>`CASE WHEN ${u.id} IS NULL THEN NULL ELSE ${shownUsernameOf(u)} END`;

/** GET /tournaments/{id}/actions: the latest lines, newest first. */
export async function listActions(
  ctx: AppContext,
  viewer: Viewer | null,
  tournamentId: string,
): Promise<TournamentAction[]> {
  const db = ctx.db;
  const t = await findTournament(db, tournamentId);
  await assertLogReadable(db, t, viewer);
  const rows = await db
    .select({
      id: tournamentActions.id,
      kind: tournamentActions.kind,
      createdAt: tournamentActions.createdAt,
      detail: tournamentActions.detail,
      actor: nameOf(actor),
      player: nameOf(player),
      otherPlayer: nameOf(other),
    })
    .from(tournamentActions)
    .leftJoin(actor, eq(actor.id, tournamentActions.actorId))
    .leftJoin(player, eq(player.id, tournamentActions.playerId))
    .leftJoin(other, eq(other.id, tournamentActions.otherPlayerId))
    .where(eq(tournamentActions.tournamentId, t.id))
    .orderBy(desc(tournamentActions.id))
    .limit(ACTION_LOG_LIMIT);
  const winnerNames = await namesOf(
    db,
    rows.flatMap((r) => r.detail.winners?.map((w) => w.userId) ?? []),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    created_at: r.createdAt.toISOString(),
    actor: r.actor,
    player: r.player,
    other_player: r.otherPlayer,
    ...(r.detail.from && { from: r.detail.from }),
    ...(r.detail.to && { to: r.detail.to }),
    ...(r.detail.coins !== undefined && { coins: r.detail.coins }),
    ...(r.detail.match !== undefined && { match: r.detail.match }),
    ...(r.detail.corrected !== undefined && { corrected: r.detail.corrected }),
    ...(r.detail.void_reason !== undefined && { void_reason: r.detail.void_reason }),
    ...(r.detail.winners && {
      winners: r.detail.winners.map((w) => ({
        position: w.position,
        username: winnerNames.get(w.userId) ?? DELETED_PLAYER_NAME,
        coins: w.coins,
      })),
    }),
  }));
}

async function namesOf(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: shownUsername })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
