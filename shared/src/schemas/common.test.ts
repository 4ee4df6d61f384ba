import { describe, expect, it } from 'vitest';
import { wholeNumberPattern } from './common.js';

describe('wholeNumberPattern', () => {
  it('matches exactly the plainly written whole numbers from min to max', () => {
    for (const [min, max] of [
      [1, 100],
      [0, 1_000_000],
      [0, 9],
      [1, 250],
      [0, 305],
    ] as const) {
      const pattern = new RegExp(wholeNumberPattern(min, max));
      const wrong: number[] = [];
      for (let n = -3; n <= Math.min(2 * max + 10, 1_100_000); n++) {
        if (pattern.test(String(n)) !== (n >= min && n <= max)) wrong.push(n);
      }
      expect(wrong, `${min} to ${max}`).toEqual([]);
      for (const written of ['007', '+5', '1.0', ' 5', '']) expect(pattern.test(written), written).toBe(false);
    }
  });
});
