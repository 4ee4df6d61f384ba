import { describe, expect, it } from 'vitest';
import * as accounts from './accounts.js';
import * as admin from './admin.js';
import { FALLBACK, SUCCESS, VALIDATION } from './index.js';
import * as money from './money.js';
import * as play from './play.js';
import * as tournaments from './tournaments.js';
import { TOURNAMENT_NOTICE } from './tournaments.js';

const parts = (suffix: 'VALIDATION' | 'FALLBACK' | 'SUCCESS') =>
  [accounts, admin, money, play, tournaments].flatMap((domain) =>
    Object.entries(domain)
      .filter(([name]) => name.endsWith(`_${suffix}`))
      .map(([, part]) => part as Record<string, unknown>),
  );

describe('the texts catalogue', () => {
  it.each([
    ['VALIDATION', VALIDATION],
    ['FALLBACK', FALLBACK],
    ['SUCCESS', SUCCESS],
  ] as const)('assembles %s from the domains, no key in two of them', (suffix, whole) => {
    const keys = parts(suffix).flatMap((part) => Object.keys(part));
    expect(parts(suffix)).toHaveLength(5);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(whole).sort()).toEqual([...keys].sort());
  });
});

describe('the declined notice', () => {
  it('mentions the refunded contribution only when there was one', () => {
    expect(TOURNAMENT_NOTICE.declined('Cup', 0)).toBe('Your tournament “Cup” was declined and removed.');
    expect(TOURNAMENT_NOTICE.declined('Cup', 10)).toBe(
      'Your tournament “Cup” was declined and removed. Your 10 coins came back.',
    );
    expect(TOURNAMENT_NOTICE.declined('Cup', 1)).toBe(
      'Your tournament “Cup” was declined and removed. Your 1 coin came back.',
    );
  });
});
