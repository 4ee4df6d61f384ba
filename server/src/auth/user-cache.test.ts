import { describe, expect, it } from 'vitest';
import type { UserRow } from './passport.js';
import { UserCache } from './user-cache.js';

const row = (role: UserRow['role']) => ({ id: 'u1', role }) as UserRow;

describe('UserCache', () => {
  it('reads once per ttl and again after invalidation', async () => {
    const cache = new UserCache(60_000);
    let reads = 0;
    const read = async () => (reads++, row('player'));
    await cache.load('u1', read);
    await cache.load('u1', read);
    expect(reads).toBe(1);
    cache.invalidate(['u1']);
    await cache.load('u1', read);
    expect(reads).toBe(2);
  });

  it('does not re-cache a row read before a concurrent change committed', async () => {
    const cache = new UserCache(60_000);
    let release!: () => void;
    const slowOldRead = cache.load('u1', () => new Promise((r) => (release = () => r(row('player')))));
    cache.invalidate(['u1']); // a change commits while the old read is in flight
    release();
    expect((await slowOldRead)?.role).toBe('player');
    expect((await cache.load('u1', async () => row('admin')))?.role).toBe('admin');
  });

  it('patches cached balances with the newest movement only, whatever order they commit in', async () => {
    const cache = new UserCache(60_000);
    let reads = 0;
    const stored = { id: 'u1', role: 'player', purchasedCoins: 10, winningsCoins: 0, balanceVersion: 3 } as UserRow;
    const read = async () => (reads++, stored);
    await cache.load('u1', read);
    const patch = (version: number, purchased: number) => [
      {
        user_id: 'u1',
        purchased_coins: purchased,
        winnings_coins: 1,
        coin_balance: purchased + 1,
        balance_version: version,
      },
    ];
    cache.applyBalances(patch(5, 7)); // the later movement's result arrives first
    cache.applyBalances(patch(4, 9));
    const user = await cache.load('u1', read);
    expect(reads).toBe(1);
    expect([user?.purchasedCoins, user?.winningsCoins, user?.balanceVersion]).toEqual([7, 1, 5]);
  });

  it('does not cache a row read while a balance movement committed', async () => {
    const cache = new UserCache(60_000);
    let release!: () => void;
    const before = { id: 'u1', purchasedCoins: 10, balanceVersion: 1 } as UserRow;
    const slowOldRead = cache.load('u1', () => new Promise((r) => (release = () => r(before))));
    cache.applyBalances([
      { user_id: 'u1', purchased_coins: 4, winnings_coins: 0, coin_balance: 4, balance_version: 2 },
    ]);
    release();
    await slowOldRead;
    const after = { id: 'u1', purchasedCoins: 4, balanceVersion: 2 } as UserRow;
    expect((await cache.load('u1', async () => after))?.purchasedCoins).toBe(4);
  });

  it('expires entries and caches nothing with ttl 0', async () => {
    const cache = new UserCache(0);
    let reads = 0;
    const read = async () => (reads++, row('player'));
    await cache.load('u1', read);
    await cache.load('u1', read);
    expect(reads).toBe(2);
  });
});
