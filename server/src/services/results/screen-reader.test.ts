import { describe, expect, it } from 'vitest';
import { repeatedCount } from './screen-reader.js';

describe('repeatedCount', () => {
  it('reads the figure its three copies agree on', () => {
    expect(repeatedCount('444')).toBe('4');
    expect(repeatedCount('0 0 0')).toBe('0');
    expect(repeatedCount('111111')).toBe('11');
    expect(repeatedCount('11 11 11')).toBe('11');
    expect(repeatedCount('101010')).toBe('10');
  });

  it('takes two agreeing copies of three', () => {
    expect(repeatedCount('44')).toBe('4');
    expect(repeatedCount('955')).toBe('5');
  });

  it('answers nothing when the copies disagree or nothing was read', () => {
    expect(repeatedCount('')).toBe('');
    expect(repeatedCount('7')).toBe('');
    expect(repeatedCount('123')).toBe('');
  });
});
