import { describe, expect, it } from 'vitest';
import { formatRemoval } from './RemovalCountdown';

describe('formatRemoval', () => {
  it('counts hours, minutes and seconds, then Expired', () => {
    expect(formatRemoval((23 * 3600 + 59 * 60 + 58) * 1000 + 400)).toBe('23h 59m 58s');
    expect(formatRemoval(61_000)).toBe('0h 1m 1s');
    expect(formatRemoval(0)).toBe('Expired');
    expect(formatRemoval(-5)).toBe('Expired');
  });
});
