/**
 * Short-lived cache of authenticated users. Every authenticated request and socket handshake
 * needs the user row; reading it at most once a second per process takes a database round trip
 * off the hot path (GET /api/auth/me, transfers, joins).
 *
 * Staleness is bounded twice: this process updates an entry as soon as it commits a change to that
 * user, and any entry expires after `ttlMs`, which bounds what another API instance can miss.
 * - Profile, role and password changes drop the entry (`invalidate`).
 * - Ledger movements patch the balances in place (`applyBalances`): busy players move coins all
 *   the time, and a re-read after each movement would add a query to most of their requests.
 *   `balance_version` keeps an older movement that finishes last from overwriting a newer balance.
 * - A read that was in flight when either happened is not cached: it may hold the old row.
 */
import type { BalanceUpdate } from '@squadhub/shared';
import type { UserRow } from './passport.js';

export const USER_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

/** One database read in flight; marked stale when the user changes before it returns. */
interface PendingRead {
  stale: boolean;
}

export class UserCache {
  private entries = new Map<string, { row: Readonly<UserRow>; expires: number }>();
  private reading = new Map<string, Set<PendingRead>>();

  constructor(private readonly ttlMs = USER_CACHE_TTL_MS) {}

  async load(id: string, read: (id: string) => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const hit = this.entries.get(id);
    if (hit && hit.expires > Date.now()) return hit.row as UserRow;
    const pending: PendingRead = { stale: false };
    const reads = this.reading.get(id) ?? new Set<PendingRead>();
    this.reading.set(id, reads.add(pending));
    try {
      const row = await read(id);
      if (row && this.ttlMs > 0 && !pending.stale) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(id, { row: Object.freeze(row), expires: Date.now() + this.ttlMs });
      }
      return row;
    } finally {
      reads.delete(pending);
      if (reads.size === 0) this.reading.delete(id);
    }
  }

  invalidate(ids: Iterable<string>): void {
    for (const id of ids) {
      this.entries.delete(id);
      this.markReadsStale(id);
    }
  }

  /** Applies committed ledger balances to cached rows that hold an older balance. */
  applyBalances(updates: Iterable<BalanceUpdate>): void {
    for (const patch of updates) {
      const id = patch.user_id;
      this.markReadsStale(id);
      const hit = this.entries.get(id);
      if (!hit || hit.row.balanceVersion >= patch.balance_version) continue;
      const row = {
        ...hit.row,
        purchasedCoins: patch.purchased_coins,
        winningsCoins: patch.winnings_coins,
        balanceVersion: patch.balance_version,
      };
      this.entries.set(id, { row: Object.freeze(row), expires: hit.expires });
    }
  }

  private markReadsStale(id: string): void {
    for (const pending of this.reading.get(id) ?? []) pending.stale = true;
  }
}
