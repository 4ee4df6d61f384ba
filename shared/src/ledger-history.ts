/**
 * A player's own money history (docs/product/money.md#money-history): the reasons it shows, its
 * page sizes and its paging cursor. How the ledger's reasons map onto these is in
 * ledger-history-reasons.ts. This module imports nothing: the texts and schemas build on it.
 */

/** What a history entry says happened. */
export const HISTORY_REASONS = [
  'purchase',
  'entry_fee',
  'refund',
  'prize',
  'transfer_in',
  'transfer_out',
  'conversion',
  'cashout',
  'cashout_refund',
  'admin_adjust',
] as const;
export type HistoryReason = (typeof HISTORY_REASONS)[number];

/** Entries per page of GET /users/me/ledger (docs/product/limits.md#money). */
export const LEDGER_HISTORY_DEFAULT_LIMIT = 50;
export const LEDGER_HISTORY_MAX_LIMIT = 100;
/** The winnings chart shows the balance after each of the latest this many winnings movements. */
export const WINNINGS_CHART_MAX_POINTS = 500;

/*
 * The cursor is opaque to clients: today the base64url of the last entry's id (ids grow with
 * every movement, and a user's rows are written in the order their balance changed, because
 * each movement holds the user's row lock). Only the canonical spelling of a positive safe
 * integer decodes, so every other string is a 400, never a query.
 */
const CURSOR_SHAPE = /^[A-Za-z0-9_-]{1,24}$/;
const ID_SHAPE = /^[1-9]\d{0,15}$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor that continues after the entry with this id. */
export const encodeLedgerCursor = (id: number): string => toBase64Url(String(id));

/** The entry id a cursor stands for, or null when it is not a cursor this server issued. */
export function decodeLedgerCursor(cursor: string): number | null {
  if (!CURSOR_SHAPE.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (!ID_SHAPE.test(text)) return null;
  const id = Number(text);
  if (!Number.isSafeInteger(id) || encodeLedgerCursor(id) !== cursor) return null;
  return id;
}
