/**
 * Held seats (docs/product/squads.md#held-slots): the one place that says which empty seats nobody
 * may take with join-slot or change-slot. A seat is held while its team is reserved for a squad
 * (`team_holds`) or while it is offered to a player of the waitlist (`waitlist_entries`), until
 * the hold's or offer's time passes. Every rule compares that time with the database clock, so a
 * hold ends on time on every instance even before the deadline job tidies the row away.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SQUAD_TEXT } from '@squadhub/shared';
import type { Queryable } from '../../db/client.js';
import { conflict } from '../../domain/errors.js';
import { rowsOf } from '../../db/rows.js';

export interface Position {
  teamNumber: number;
  slotIndex: number;
}

/** The team of the position is reserved for a squad (the slot may still be empty). */
const squadHoldSql = (tournamentId: SQL, teamNumber: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM team_holds h WHERE h.tournament_id = ${tournamentId}
    AND h.team_number = ${teamNumber} AND h.expires_at > now())`;

/** The position is offered to a player of the waitlist. */
const offerSql = (tournamentId: SQL, teamNumber: SQL, slotIndex: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.tournament_id = ${tournamentId}
    AND w.offer_team_number = ${teamNumber} AND w.offer_slot_index = ${slotIndex} AND w.offer_expires_at > now())`;

/**
 * The position is held, as a condition of a statement on the tournament row (`tournamentId` names
 * its id column, or a value).
 */
export const positionHeldSql = (tournamentId: SQL, pos: Position): SQL =>
  sql`(${squadHoldSql(tournamentId, sql`${pos.teamNumber}::int`)} OR ${offerSql(tournamentId, sql`${pos.teamNumber}::int`, sql`${pos.slotIndex}::int`)})`;

/** Whether a position is held for a squad and whether it is offered, as two columns of a select. */
export const heldColumns = (tournamentId: SQL, pos: Position) => ({
  squadHeld: sql<boolean>`${squadHoldSql(tournamentId, sql`${pos.teamNumber}::int`)}`,
  offered: sql<boolean>`${offerSql(tournamentId, sql`${pos.teamNumber}::int`, sql`${pos.slotIndex}::int`)}`,
});

/** The refusal of a held position, from `heldColumns`; undefined when it is free. */
export function holdRefusal(held: { squadHeld: boolean; offered: boolean }): Error | undefined {
  if (held.squadHeld) return conflict(SQUAD_TEXT.slotHeld);
  if (held.offered) return conflict(SQUAD_TEXT.slotOffered);
  return undefined;
}

/** Why a player may not take this (empty) position themselves: held for a squad or offered; undefined when free. */
export async function heldRefusal(db: Queryable, tournamentId: string, pos: Position): Promise<Error | undefined> {
  const columns = heldColumns(sql`${tournamentId}::uuid`, pos);
  const [row] = rowsOf<{ squad: boolean; offered: boolean }>(
    await db.execute(sql`SELECT ${columns.squadHeld} AS squad, ${columns.offered} AS offered`),
  );
  return holdRefusal({ squadHeld: !!row?.squad, offered: !!row?.offered });
}

/** Refuses a position that is held (join-slot, change-slot). */
export async function assertNotHeld(db: Queryable, tournamentId: string, pos: Position): Promise<void> {
  const refusal = await heldRefusal(db, tournamentId, pos);
  if (refusal) throw refusal;
}

/**
 * The empty positions nobody holds, in grid order: the seats anyone may take now, or, for a few
 * seconds, a seat whose offer ran out and waits for the deadline job. Read under the tournament's
 * lock by the steps that hand seats out (waitlist offers) or need to know none is left.
 */
export async function freeSeats(db: Queryable, tournamentId: string, limit = 1_000_000): Promise<Position[]> {
  const id = sql`${tournamentId}::uuid`;
  const rows = rowsOf<{ team_number: number; slot_index: number }>(
    await db.execute(sql`
      SELECT tm.n AS team_number, sl.i AS slot_index
      FROM tournaments t
      CROSS JOIN LATERAL generate_series(1, t.max_teams) AS tm(n)
      CROSS JOIN LATERAL generate_series(0, t.slots_per_team - 1) AS sl(i)
      WHERE t.id = ${id}
        AND NOT EXISTS (SELECT 1 FROM tournament_slots s WHERE s.tournament_id = t.id AND s.team_number = tm.n AND s.slot_index = sl.i)
        AND NOT ${squadHoldSql(sql`t.id`, sql`tm.n`)}
        -- Any offer row, live or run out: a run-out offer names its seat until the deadline job passes
        -- it on (waitlist.ts passExpiredOffers), and the unique index on the offered seat would refuse
        -- a second offer of it before then.
        AND NOT EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.tournament_id = t.id
          AND w.offer_team_number = tm.n AND w.offer_slot_index = sl.i)
      ORDER BY tm.n, sl.i
      LIMIT ${limit}`),
  );
  return rows.map((r) => ({ teamNumber: Number(r.team_number), slotIndex: Number(r.slot_index) }));
}
