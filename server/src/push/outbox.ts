/**
 * Queuing a push (docs/design/phones.md#the-outbox): a row of `push_outbox`, written by the
 * transaction of the change it tells of, so a rolled-back change is never pushed and a committed
 * one is never lost, whatever happens after the commit. Once the transaction commits, the sender
 * of this instance is nudged (push/sender.ts); the poll job picks up what a stopped instance left.
 *
 * Each kind declares its audience once (PUSH_AUDIENCES in push/payload.ts), and
 * realtime/recipients.ts says what it means: an `owner` kind is queued for the users its sender
 * names, where the matching live event is sent (services/tournaments/announce.ts and the few
 * services named in the design doc); the room code's push (`seatedInsiders`) names no one, and its
 * recipients are read by the sender when it takes the row (push/sender.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PushKind, PushParams } from '@squadhub/shared';
import type { Tx } from '../db/client.js';
import type { EventBuffer } from '../realtime/hub.js';
import { ownerRecipients, seatedInsidersSql } from '../realtime/recipients.js';
import type { NamedPushKind, RoomPushKind } from './payload.js';

/** What queuing needs of the app: the sender to nudge after the commit. */
export interface PushContext {
  push: { nudge(): void };
}

export interface PushNotice<K extends PushKind> {
  kind: K;
  /** What the notification's text needs (shared/src/texts/push.ts). */
  params: PushParams[K];
  /** The tournament it is about: the payload names it, and a tap opens its page. */
  tournamentId?: string;
}

/**
 * Whether any device of the users `whose` picks (a condition on `push_subscriptions.user_id`)
 * wants `kind`: a push nobody can receive is never queued (docs/design/phones.md#the-outbox).
 */
const aDeviceWants = (kind: PushKind, whose: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM push_subscriptions WHERE ${whose} AND ${kind} = ANY(kinds))`;

/**
 * Queues `notice` for the devices of `userIds` (the users an `owner` kind concerns) that want its
 * kind, inside `tx`. Writes nothing when none of them has such a device, so a change nobody is
 * subscribed to costs one index probe.
 */
export async function queuePush<K extends NamedPushKind>(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  userIds: readonly string[],
  notice: PushNotice<K>,
): Promise<void> {
  await queuePushes(ctx, tx, events, notice.kind, [
    { userIds, tournamentId: notice.tournamentId, params: notice.params },
  ]);
}

/** Rows of one statement: well under PostgreSQL's 65,535 parameters. */
const PUSHES_PER_STATEMENT = 1_000;

/**
 * Many notices of one kind at once, each to its own users with its own params (a cup's stage tells
 * thousands of players their lobby or their rank): one statement per thousand notices, each row
 * written only when one of its users has a device that wants the kind.
 */
export async function queuePushes<K extends NamedPushKind>(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  kind: K,
  notices: readonly { userIds: readonly string[]; tournamentId?: string; params: PushParams[K] }[],
): Promise<void> {
  const rows = notices
    .map((n) => ({ ...n, to: ownerRecipients(n.userIds) }))
    .filter((n) => n.to.length > 0)
    .map(
      (n) =>
        sql`(${`{${n.to.join(',')}}`}::uuid[], ${n.tournamentId ?? null}::uuid, ${JSON.stringify(n.params)}::jsonb)`,
    );
  let queued = 0;
  for (let i = 0; i < rows.length; i += PUSHES_PER_STATEMENT) {
    const result = (await tx.execute(sql`
      INSERT INTO push_outbox (kind, tournament_id, user_ids, params)
      SELECT ${kind}, v.tournament_id, v.user_ids, v.params
      FROM (VALUES ${sql.join(rows.slice(i, i + PUSHES_PER_STATEMENT), sql`, `)}) AS v(user_ids, tournament_id, params)
      WHERE ${aDeviceWants(kind, sql`user_id = ANY(v.user_ids)`)}
      RETURNING id`)) as unknown as { rows: unknown[] };
    queued += result.rows.length;
  }
  if (queued > 0) nudgeAfterCommit(ctx, events);
}

/**
 * The room code's push, as one more part of the room-code statement (services/play/room.ts), which
 * commits on its own: `updated` names its CTE of the updated tournament (`id`, `title`,
 * `creator_id`, `check_in_minutes`). Its audience is `seatedInsiders`: the recipients are the
 * seats inside the room when the sender takes the row (realtime/recipients.ts), never the
 * creator. As `queuePush`, it writes nothing when no such seat has a device that wants room codes
 * now; the row it writes, if any, is RETURNed, so the statement can tell whether to nudge.
 */
export const roomCodeOutboxInsert = (updated: SQL): SQL => {
  const kind: RoomPushKind = 'room_code';
  const inside = sql`user_id IN (${seatedInsidersSql(updated)})`;
  return sql`
  INSERT INTO push_outbox (kind, tournament_id, to_room, params)
  SELECT ${kind}, id, true, jsonb_build_object('title', title) FROM ${updated}
  WHERE ${aDeviceWants(kind, inside)}
  RETURNING id`;
};

/** Wakes this instance's sender once the transaction of `events` has committed. */
export function nudgeAfterCommit(ctx: PushContext, events: EventBuffer): void {
  events.afterCommit(() => ctx.push.nudge());
}
