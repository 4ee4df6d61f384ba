/**
 * Who is inside a tournament's room: who sees its room details (code, link, password, the
 * creator's phone), reads and writes its chat and reads its action log while it runs, and hears
 * its room alerts and room pushes (docs/product/roles.md#participants,
 * docs/product/squads.md#check-in). Decided here only, once in TypeScript and once in SQL, side
 * by side so that they cannot drift apart; every server reader asks one of the two
 * (docs/design/live-events.md#room-insiders). server/test/play/room-insider.test.ts holds every
 * reader to it.
 *
 * The rule: the creator, a cup lobby's co-host (docs/product/cups.md#co-hosts) and admins always;
 * anyone else needs a seat (a no-show released at the start has none) that, when check-in is on
 * (`check_in_minutes` > 0), has checked in.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, isAdminRole } from '@squadhub/shared';

/** What the rule reads of the tournament row. */
export interface InsiderRoom {
  creatorId: string;
  /** The co-host who runs this cup lobby; null for any other tournament. */
  coHostId: string | null;
  checkInMinutes: number;
}

/** Whoever it is asked about: a user (an admin's stand-in included), or nobody (a visitor). */
export type InsiderPerson = { id: string; role: string } | null | undefined;

/** Their seat in that tournament, if they hold one. */
export type InsiderSeat = { checkedIn: boolean } | null | undefined;

/** The rule, in TypeScript. */
export function isRoomInsider(t: InsiderRoom, person: InsiderPerson, seat: InsiderSeat): boolean {
  if (!person) return false;
  if (person.id === t.creatorId || person.id === t.coHostId || isAdminRole(person.role)) return true;
  return !!seat && (t.checkInMinutes <= 0 || seat.checkedIn);
}

/** Table aliases (or CTE names) of the rows the SQL twin reads. */
export interface InsiderRows {
  /** A row with the tournament's `creator_id`, `co_host_id` and `check_in_minutes`. */
  room: SQL;
  /** A `tournament_slots` row of that tournament for the person, or NULLs (a LEFT JOIN) when none. */
  seat: SQL;
  /** A row with the person's `id` and `role` (a `users` row). */
  person: SQL;
}

const adminRoles = sql.join(
  ADMIN_ROLES.map((role) => sql.raw(`'${role}'`)),
  sql`, `,
);

/** The rule, in SQL: `isRoomInsider` over the rows the aliases name. */
export const roomInsiderSql = ({ room, seat, person }: InsiderRows): SQL =>
  sql`(${person}.id = ${room}.creator_id OR (${room}.co_host_id IS NOT NULL AND ${person}.id = ${room}.co_host_id)
    OR ${person}.role IN (${adminRoles})
    OR (${seat}.player_id IS NOT NULL AND (${room}.check_in_minutes <= 0 OR ${seat}.checked_in_at IS NOT NULL)))`;
