/**
 * Short-lived cache of authenticated users. Every authenticated request and socket handshake
 * needs the user row; reading it at most once a second per process takes a database round trip
 * off the hot path (GET /api/auth/me, transfers, joins).
 *
 * Staleness is bounded twice: this process drops an entry as soon as it commits a change to that
 * user (balances through the ledger's events, profile and role changes through `userChanged`),
 * and any entry expires after `ttlMs`, which bounds what another API instance can miss.
 * A version per id keeps a read that started before a change from re-caching the old row.
 */
import type { UserRow } from './passport.js';

export const USER_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

export class UserCache {
  private entries = new Map<string, { row: Readonly<UserRow>; expires: number }>();
  private versions = new Map<string, number>();

  constructor(private readonly ttlMs = USER_CACHE_TTL_MS) {}

  async load(id: string, read: (id: string) => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const hit = this.entries.get(id);
    if (hit && hit.expires > Date.now()) return hit.row as UserRow;
    const version = this.versions.get(id) ?? 0;
    const row = await read(id);
    if (row && this.ttlMs > 0 && (this.versions.get(id) ?? 0) === version) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { row: Object.freeze(row), expires: Date.now() + this.ttlMs });
    }
    return row;
  }

  invalidate(ids: Iterable<string>): void {
    for (const id of ids) {
      this.entries.delete(id);
      this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
    }
  }
}
