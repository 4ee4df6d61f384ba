import { describe, expect, it } from 'vitest';
import { repeatedCount, wordsOfTsv } from './screen-reader.js';

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

describe('wordsOfTsv', () => {
  it("takes the words of Tesseract's TSV with their boxes", () => {
    const tsv = [
      '1\t1\t0\t0\t0\t0\t0\t0\t1920\t1080\t-1\t',
      '4\t1\t1\t1\t1\t0\t60\t80\t300\t40\t-1\t',
      '5\t1\t1\t1\t1\t1\t60\t80\t120\t40\t91.5\tKills',
      '5\t1\t1\t1\t1\t2\t200\t80\t20\t40\t88.0\t7',
      '5\t1\t1\t1\t1\t3\t240\t80\t20\t40\t10.0\t ',
    ].join('\n');
    expect(wordsOfTsv(tsv)).toEqual([
      { text: 'Kills', x0: 60, y0: 80, x1: 180, y1: 120 },
      { text: '7', x0: 200, y0: 80, x1: 220, y1: 120 },
    ]);
  });
});
