import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  multiLine,
  oneLine,
  stripControlCharacters,
  wholeNumberPattern,
} from './common.js';

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

describe('text rules', () => {
  // Embeddings and overrides, isolates, and the three invisible direction marks.
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const MARKS = ['\u200e', '\u200f', '\u061c'];

  it('refuse text-direction controls in one-line and multi-line text, with a message that says so', () => {
    for (const schema of [oneLine(z.string()), multiLine(z.string())]) {
      for (const char of [...BIDI, ...MARKS]) {
        const result = schema.safeParse(`ghost${char}rider`);
        expect(result.success, `U+${char.codePointAt(0)!.toString(16)}`).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    }
    expect(CONTROL_CHARACTERS_MESSAGE).toMatch(/text-direction/);
  });

  it('keep right-to-left text, emoji and (multi-line) line breaks', () => {
    for (const text of ['مرحبا Ali 2', 'שלום', '🎮 Cup', 'A–Z “quoted”'])
      expect(oneLine(z.string()).safeParse(text).success).toBe(true);
    expect(multiLine(z.string()).safeParse('line one\r\n\tline two').success).toBe(true);
    expect(oneLine(z.string()).safeParse('line one\nline two').success).toBe(false);
  });

  it('strip the same characters from text that did not come from a field', () => {
    expect(stripControlCharacters('ab\u202ec\u2066d\u200f\u0007e\nf')).toBe('abcdef');
    expect(stripControlCharacters('ab\u202ec\nd\te', { multiline: true })).toBe('abc\nd\te');
    expect(stripControlCharacters('مرحبا 🎮')).toBe('مرحبا 🎮');
  });
});
