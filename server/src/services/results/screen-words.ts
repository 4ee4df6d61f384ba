/**
 * The words OCR found on a screen, with their boxes, and the geometry the parser reasons with:
 * rows (words side by side), phrases (words close enough to be one label or name), columns.
 */
/** A rectangle of the screen, in pixels of the image Tesseract read. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word extends Box {
  text: string;
}

export const heightOf = (w: Box) => w.y1 - w.y0;
export const middleY = (w: Box) => (w.y0 + w.y1) / 2;

/** The share of the shorter box's height that the two boxes share vertically. */
export function verticalOverlap(a: Box, b: Box): number {
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return shared <= 0 ? 0 : shared / Math.min(heightOf(a), heightOf(b));
}

/** The words on one row with gaps shorter than about one and a half letter heights, as one word. */
export interface Phrase extends Word {
  words: Word[];
}

function joined(words: Word[]): Phrase {
  return {
    text: words.map((w) => w.text).join(' '),
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
    words,
  };
}

/** Groups words into phrases: same row, and each gap under `gap` times the taller word's height. */
export function phrasesOf(words: Word[], gap = 1.2): Phrase[] {
  const byLeft = [...words].sort((a, b) => a.x0 - b.x0);
  const open: Word[][] = [];
  for (const word of byLeft) {
    const phrase = open.find((p) => {
      const last = p[p.length - 1]!;
      const limit = gap * Math.max(heightOf(last), heightOf(word));
      return verticalOverlap(last, word) >= 0.5 && word.x0 - last.x1 <= limit && word.x0 >= last.x0;
    });
    if (phrase) phrase.push(word);
    else open.push([word]);
  }
  return open.map(joined);
}
