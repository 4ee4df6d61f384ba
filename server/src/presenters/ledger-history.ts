/**
 * What leaves the server of a player's own money history (docs/product/money.md#money-history):
 * the ledger's reason mapped to the reason the history shows, the tournament it concerns and the
 * other player of a transfer by username only, and the reason an admin gave for adjusting this
 * player's balance (the adjust dialog promises it is kept in the player's history). Nothing else
 * of a ledger row (its key, the admin who acted) is sent.
 */
import {
  HISTORY_REASON_OF,
  encodeLedgerCursor,
  type LedgerHistoryEntry,
  type LedgerHistoryPage,
  type LedgerReason,
} from '@squadhub/shared';

export interface LedgerHistoryRow {
  id: number;
  createdAt: Date;
  bucket: 'purchased' | 'winnings';
  delta: number;
  reason: LedgerReason;
  tournamentId: string | null;
  tournamentTitle: string | null;
  counterparty: string | null;
  /** The admin's reason, read for an adjustment only. */
  note: string | null;
}

export const presentLedgerEntry = (row: LedgerHistoryRow): LedgerHistoryEntry => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  bucket: row.bucket,
  delta: row.delta,
  reason: HISTORY_REASON_OF[row.reason],
  tournament:
    row.tournamentId !== null && row.tournamentTitle !== null
      ? { id: row.tournamentId, title: row.tournamentTitle }
      : null,
  counterparty: row.counterparty,
  note: row.reason === 'admin_adjust' ? row.note : null,
});

/** One page: `rows` holds up to one row more than `limit`, which says that an older page exists. */
export function presentLedgerPage(rows: LedgerHistoryRow[], limit: number): LedgerHistoryPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentLedgerEntry),
    next_before: rows.length > limit && last ? encodeLedgerCursor(last.id) : null,
  };
}
