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

  it('expires entries and caches nothing with ttl 0', async () => {
    const cache = new UserCache(0);
    let reads = 0;
    const read = async () => (reads++, row('player'));
    await cache.load('u1', read);
    await cache.load('u1', read);
    expect(reads).toBe(2);
  });
});
