/**
 * The rows the code passes around, as drizzle reads them from the schema. They live beside the
 * schema so that every layer can name a row without importing the module that happens to load it.
 */
import type { cashoutMessages, cashoutRequests, cups, tournamentSlots, tournaments, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type SlotRow = typeof tournamentSlots.$inferSelect;
export type CupRow = typeof cups.$inferSelect;
export type CashoutRequestRow = typeof cashoutRequests.$inferSelect;
export type CashoutMessageRow = typeof cashoutMessages.$inferSelect;

/** The rows of a raw `db.execute(sql`…`)`, typed by the caller (drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
