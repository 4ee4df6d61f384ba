import { describe, expect, it, vi } from 'vitest';
import { BoundedCache, SpeedRegistry } from './registry.js';
import { rememberVerifiedTokens } from './verified-tokens.js';

describe('SpeedRegistry', () => {
  it('makes each name once and hands the same value to every caller', () => {
    const speed = new SpeedRegistry();
    const make = vi.fn(() => ({ made: true }));
    expect(speed.statement('s', make)).toBe(speed.statement('s', make));
    expect(make).toHaveBeenCalledTimes(1);
    expect(speed.cache('c', 2)).toBe(speed.cache('c', 5));
    expect(speed.names()).toEqual([
      { name: 's', kind: 'statement' },
      { name: 'c', kind: 'cache' },
    ]);
  });

  it('refuses one name for two kinds of speed-up', () => {
    const speed = new SpeedRegistry();
    speed.cache('x', 1);
    expect(() => speed.statement('x', () => 1)).toThrow(/is a cache, not a statement/);
  });

  it('keeps a cache within its limit, the oldest set going first', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([3, undefined, 4, 2]);
  });
});

describe('rememberVerifiedTokens', () => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('answers an accepted token from memory until it expires, and never a refused one', async () => {
    const verify = vi.fn(async (token: string) => (token === 'good' ? { exp: inAnHour() } : null));
    const tokens = rememberVerifiedTokens(new SpeedRegistry(), 'test', verify);
    expect(tokens.known('good')).toBeUndefined();
    const claims = await tokens.verify('good');
    expect(tokens.known('good')).toBe(claims);
    expect(await tokens.verify('bad')).toBeNull();
    expect(tokens.known('bad')).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('forgets a token from the second of its expiry', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1;
    const tokens = rememberVerifiedTokens(new SpeedRegistry(), 'test', async () => ({ exp }));
    await tokens.verify('t');
    expect(tokens.known('t')).toBeDefined();
    vi.useFakeTimers({ now: exp * 1000 });
    try {
      expect(tokens.known('t')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep what `keepable` refuses', async () => {
    const tokens = rememberVerifiedTokens(
      new SpeedRegistry(),
      'test',
      async () => ({ exp: inAnHour(), nbf: 1 }),
      (claims) => claims.nbf === undefined,
    );
    expect(await tokens.verify('t')).not.toBeNull();
    expect(tokens.known('t')).toBeUndefined();
  });
});
