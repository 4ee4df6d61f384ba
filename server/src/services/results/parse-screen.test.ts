import { describe, expect, it } from 'vitest';
import { countOf, isKillLabel, parseScreen, placementOf, type Reread } from './parse-screen.js';
import type { Word } from './screen-words.js';

/** A word at x, y of a line `h` px tall, as wide as its letters. */
const word = (text: string, x: number, y: number, h = 20): Word => ({
  text,
  x0: x,
  y0: y,
  x1: x + text.length * h * 0.55,
  y1: y + h,
});
/** The words of a line starting at x, one space apart. */
function line(text: string, x: number, y: number, h = 20): Word[] {
  const words: Word[] = [];
  for (const part of text.split(' ')) {
    const w = word(part, x, y, h);
    words.push(w);
    x = w.x1 + h * 0.4;
  }
  return words;
}

describe('placementOf', () => {
  it('reads the forms screens print', () => {
    expect(placementOf('#3')).toBe(3);
    expect(placementOf('# 12')).toBe(12);
    expect(placementOf('3/25')).toBe(3);
    expect(placementOf('#96 of 100')).toBe(96);
    expect(placementOf('RANK 7')).toBe(7);
    expect(placementOf('PLACEMENT #4')).toBe(4);
    expect(placementOf('2nd')).toBe(2);
  });

  it('mends what OCR does to large italic figures', () => {
    // A last digit set apart, the number of teams cut short, a "#" read as a digit.
    expect(placementOf('6/2 5')).toBe(6);
    expect(placementOf('24/2')).toBe(24);
    expect(placementOf('97/10')).toBe(97);
    expect(placementOf('210/20')).toBe(10);
    expect(placementOf('78/25')).toBe(8);
  });

  it('refuses what cannot be a placement', () => {
    expect(placementOf('0/25')).toBeNull();
    expect(placementOf('#101')).toBeNull();
    expect(placementOf('Survived 18:22')).toBeNull();
    expect(placementOf('12.5/20')).toBeNull();
  });
});

describe('countOf and isKillLabel', () => {
  it('reads a lone count with the usual misreads', () => {
    expect(countOf('7')).toBe(7);
    expect(countOf('[0]')).toBe(0);
    expect(countOf('O')).toBe(0);
    expect(countOf('l1')).toBe(11);
    expect(countOf(':16')).toBe(16);
    expect(countOf('Assists')).toBeNull();
    expect(countOf('8.8')).toBeNull();
  });

  it('knows the labels of eliminations, with a misread letter', () => {
    for (const label of ['Kills', 'ELIMS', 'Eliminations', 'Elirninations', 'FINISHES', 'Finishes:']) {
      expect(isKillLabel(label)).toBe(true);
    }
    for (const other of ['Assists', 'Damage', 'Skill', 'KO']) expect(isKillLabel(other)).toBe(false);
  });
});

describe('parseScreen', () => {
  it('reads a list: the name above each label, the value right of it, and a printed total', async () => {
    const words = [
      ...line('#3', 60, 80, 120),
      ...line('/25', 200, 150, 40),
      ...line('Team Kills: 9', 60, 300),
      ...line('Rex_09', 600, 100, 30),
      ...line('Kills 4 Assists 1 Damage 412', 600, 140),
      ...line('Пуля', 600, 220, 30),
      ...line('Kills 5 Assists 0 Damage 530', 600, 260),
    ];
    expect(await parseScreen(words)).toEqual({
      placement: 3,
      kills_total: 9,
      players: [
        { name: 'Rex_09', kills: 4 },
        { name: 'Пуля', kills: 5 },
      ],
    });
  });

  it('reads a table: one member per row under the kills column, the total summed', async () => {
    const words = [
      ...line('4/25', 60, 40, 80),
      ...line('PLAYER', 60, 200),
      ...line('KILLS', 500, 200),
      ...line('DAMAGE', 700, 200),
      ...line('ASSISTS', 900, 200),
      ...line('Ghost', 60, 260, 26),
      ...line('6', 520, 262, 26),
      ...line('518', 720, 262, 26),
      ...line('2', 920, 262, 26),
      ...line('Viper X', 60, 330, 26),
      ...line('0', 520, 332, 26),
      ...line('71', 720, 332, 26),
      ...line('3', 920, 332, 26),
    ];
    expect(await parseScreen(words)).toEqual({
      placement: 4,
      kills_total: 6,
      players: [
        { name: 'Ghost', kills: 6 },
        { name: 'Viper X', kills: 0 },
      ],
    });
  });

  it('reads cards side by side, left to right, each value under its label', async () => {
    const words = [
      ...line('PLACEMENT 17/25', 700, 40, 40),
      ...line('IronFist', 520, 300, 28),
      ...line('ELIMINATIONS', 500, 350, 14),
      ...line('3', 550, 372, 50),
      ...line('Blaze99', 120, 300, 28),
      ...line('ELIMINATIONS', 100, 350, 14),
      ...line('2', 150, 372, 50),
    ];
    const read = await parseScreen(words);
    expect(read).toEqual({
      placement: 17,
      kills_total: 5,
      players: [
        { name: 'Blaze99', kills: 2 },
        { name: 'IronFist', kills: 3 },
      ],
    });
  });

  it('reads again a value the page reading missed, and leaves the total unread without it', async () => {
    const words = [
      ...line('#12', 60, 60, 100),
      ...line('Ace', 600, 100, 30),
      ...line('Kills & Assists 1', 600, 140),
      ...line('Zed', 600, 220, 30),
      ...line('Kills', 600, 260),
    ];
    expect((await parseScreen(words)).kills_total).toBeNull();
    const asked: string[] = [];
    const reread: Reread = async (box, kind) => {
      asked.push(kind);
      return kind === 'placement' ? '#12' : box.y0 < 200 ? '5' : '';
    };
    const read = await parseScreen(words, reread);
    expect(read.players).toEqual([
      { name: 'Ace', kills: 5 },
      { name: 'Zed', kills: null },
    ]);
    expect(read.kills_total).toBeNull();
    expect(asked).toContain('placement');
  });

  it('puts a large figure split in two back together, but not a small number beside it', async () => {
    const placement = async (words: Word[]) => (await parseScreen(words)).placement;
    // "#16" read as "#1" and "6" of one height; "#7" beside the "5" of a small "/25".
    expect(await placement([word('#1', 60, 60, 100), word('6,', 200, 62, 96)])).toBe(16);
    expect(await placement([word('#7', 60, 60, 100), word('5', 200, 120, 40)])).toBe(7);
  });

  it('trusts a placement read alone over a first reading that was mended or lost a digit', async () => {
    const placement = async (first: string, alone: string) =>
      (await parseScreen(line(first, 60, 60, 100), async () => alone)).placement;
    // "220 /25" for "#21/25" was mended to 20; alone the figure reads "#21".
    expect(await placement('PLACEMENT 220 /25', '#21 »')).toBe(21);
    // "1/25" for a condensed "11/25"; alone "11/25".
    expect(await placement('1/25', '11/25')).toBe(11);
    // A reading alone without the number of teams does not overrule one with it.
    expect(await placement('3/25', '31')).toBe(3);
  });

  it('answers nulls for a screen with nothing to read', async () => {
    expect(await parseScreen(line('Loading please wait', 10, 10))).toEqual({
      placement: null,
      kills_total: null,
      players: [],
    });
  });
});
