/**
 * One home for every audience (docs/design/live-events.md#audiences). Each live event declares
 * its audience once, with its payload (SERVER_EVENTS, shared/src/schemas/events.ts), and each kind
 * of push once too (PUSH_AUDIENCES, push/payload.ts); this module alone says what an audience
 * means in recipients, for both channels: the socket rooms an event is addressed to (hub.ts), the
 * users a push is queued for and, for the room's pushes, the seats the sender reads when it takes
 * the row (push/sender.ts). The room's insiders are read here, by the one rule of
 * domain/room-insider.ts.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EventAudience } from '@squadhub/shared';
import type { Queryable } from '../db/client.js';
import { tournamentSlots, tournaments, users } from '../db/schema.js';
import { roomInsiderSql } from '../domain/room-insider.js';
import type { Audience } from './audience.js';

// ---- Sockets -----------------------------------------------------------------------------------

/** Whom a sender names for each declared audience; `everyoneSplit` events name the insiders (`splitAddresses`). */
export interface Named {
  everyone: [];
  admins: [];
  /** One user, or many told the same words about themselves (one copy: one emit, one Redis message). */
  owner: [userIds: string | readonly string[]];
  ownerAndAdmins: [userId: string];
  creatorAndAdmins: [creatorId: string];
  /** The room's insiders reached by name (`roomInsiderIds`); admins are reached through their room too. */
  roomInsiders: [insiderIds: string[]];
}
/** The audiences sent as one copy. */
export type OneCopy = keyof Named;

/** The addressing of each one-copy audience, from whom its sender names. */
export const SOCKET_ADDRESSES: { [A in OneCopy]: (...named: Named[A]) => Audience } = {
  everyone: () => ({ kind: 'everyone' }),
  admins: () => ({ kind: 'admins' }),
  owner: (userIds) => ({ kind: 'users', userIds: typeof userIds === 'string' ? [userIds] : [...userIds] }),
  ownerAndAdmins: (userId) => ({ kind: 'users', userIds: [userId], includeAdmins: true }),
  creatorAndAdmins: (creatorId) => ({ kind: 'users', userIds: [creatorId], includeAdmins: true }),
  roomInsiders: (insiderIds) => ({ kind: 'users', userIds: insiderIds, includeAdmins: true }),
};

/** The two addressings of an `everyoneSplit` event: the room's insiders and admins, and everyone else. */
export const splitAddresses = (insiderIds: string[]): { inside: Audience; outside: Audience } => ({
  inside: SOCKET_ADDRESSES.roomInsiders(insiderIds),
  outside: { kind: 'everyoneExcept', userIds: insiderIds },
});

/**
 * Whether an addressing is one this module builds for a declared audience (each copy of a split
 * event is one of its two halves): what a test server checks of every event (event-checks.ts).
 */
export function fitsAudience(declared: EventAudience, to: Audience): boolean {
  const oneUserAndAdmins = to.kind === 'users' && to.userIds.length === 1 && to.includeAdmins === true;
  switch (declared) {
    case 'everyone':
      return to.kind === 'everyone';
    case 'everyoneSplit':
      return to.kind === 'everyoneExcept' || (to.kind === 'users' && to.includeAdmins === true);
    case 'roomInsiders':
      return to.kind === 'users' && to.includeAdmins === true;
    case 'creatorAndAdmins':
    case 'ownerAndAdmins':
      return oneUserAndAdmins;
    case 'owner':
      return to.kind === 'users' && !to.includeAdmins;
    case 'admins':
      return to.kind === 'admins';
  }
}

// ---- The room's insiders ---------------------------------------------------------------------------

/**
 * Ids of the room's insiders who are reached by name: the creator and the seats the rule lets in
 * (domain/room-insider.ts; admins are reached through their room). The socket audience
 * `roomInsiders` and the inside copy of `everyoneSplit` are addressed to them.
 */
export async function roomInsiderIds(
  db: Queryable,
  t: { id: string; creatorId: string; coHostId?: string | null },
): Promise<string[]> {
  const seated = await db
    .select({ id: tournamentSlots.playerId })
    .from(tournamentSlots)
    .innerJoin(tournaments, eq(tournaments.id, tournamentSlots.tournamentId))
    .innerJoin(users, eq(users.id, tournamentSlots.playerId))
    .where(
      and(
        eq(tournamentSlots.tournamentId, t.id),
        roomInsiderSql({ room: sql`${tournaments}`, seat: sql`${tournamentSlots}`, person: sql`${users}` }),
      ),
    );
  return insidersOf(
    t,
    seated.map((s) => s.id),
  );
}

/** The room's insiders from the ids of the seats inside, each once: the creator may sit in a seat too. */
export const insidersOf = (t: { creatorId: string; coHostId?: string | null }, seatedIds: string[]): string[] => [
  ...new Set([t.creatorId, ...(t.coHostId ? [t.coHostId] : []), ...seatedIds]),
];

/**
 * The seats inside the room of the tournament row `room` names (a table alias or CTE with `id`,
 * `creator_id` and `check_in_minutes`), as SQL selecting their `player_id`s: the rule of
 * domain/room-insider.ts over each seat and its player. `butCreator` leaves out the creator's own seat.
 */
export function insiderSeatsSql(room: SQL, { butCreator = false } = {}): SQL {
  const seat = sql.raw('insider_seat');
  const person = sql.raw('insider_person');
  return sql`SELECT ${seat}.player_id FROM tournament_slots ${seat} JOIN users ${person} ON ${person}.id = ${seat}.player_id
    WHERE ${seat}.tournament_id = ${room}.id${butCreator ? sql` AND ${seat}.player_id <> ${room}.creator_id` : sql``}
      AND ${roomInsiderSql({ room, seat, person })}`;
}

// ---- Pushes ----------------------------------------------------------------------------------------

/**
 * Whom a kind of push goes to (PUSH_AUDIENCES, push/payload.ts):
 * - `owner`: the users it concerns, named by the sender (push/outbox.ts `queuePush`);
 * - `seatedInsiders`: the seats inside the room when the sender takes the row, never the creator
 *   (who sent the code) and no admin who sits in no seat (push/outbox.ts `roomCodeOutboxInsert`).
 */
export type PushAudience = 'owner' | 'seatedInsiders';

/** The recipients of an `owner` push: the users its sender names, each once. */
export const ownerRecipients = (userIds: readonly string[]): string[] => [...new Set(userIds)];

/** The recipients of a `seatedInsiders` push about the tournament row `room` names, as SQL selecting user ids. */
export const seatedInsidersSql = (room: SQL): SQL => insiderSeatsSql(room, { butCreator: true });
