/**
 * Reads a team's end-of-match screen from the words OCR found on it (docs/product/results.md#reading-a-screenshot):
 * the placement ("#3", "3/25", "#3 of 25", "Rank 3", "3rd"), each member's eliminations and the
 * team's total. It reasons with the words' boxes, not their order, because screens lay the same
 * facts out in lists, tables and cards:
 *   - an eliminations label ("Kills", "Eliminations", "Finishes", …) once per member: its value
 *     is right of it or under it, and the member's name is the phrase above it (or left of it);
 *   - one such label heading a table column: each number under it is a member's, and the name is
 *     the phrase that starts the number's row;
 *   - "Team/Total/Squad" before the label: the team's total, printed. Without it the total is the
 *     members' sum, when every member's value was read.
 * Tesseract reading a whole page misses lone digits and misreads large italic ones ("&" for 5),
 * so each number that matters is read again alone, from its box, as digits only (`Reread`).
 */
import type { ScreenRead } from '@squadhub/shared';
import { heightOf, middleY, phrasesOf, verticalOverlap, type Box, type Phrase, type Word } from './screen-words.js';
import { editDistance } from './match-players.js';

/** The most teams a lobby of this game holds: no placement is beyond it. */
export const MAX_TEAMS = 100;
/** More than any player eliminates in one match: a larger "kills" number is something else. */
const MAX_KILLS = 99;
const MAX_TEAM_KILLS = 99;

const KILL_LABELS = [
  'kills',
  'kill',
  'eliminations',
  'elimination',
  'elims',
  'elim',
  'finishes',
  'finish',
  'defeats',
  'kos',
];
const TOTAL_MARKS = ['team', 'total', 'squad'];
/** Words that are labels of a screen, never a player's name. */
const LABELS = new Set([
  ...KILL_LABELS,
  'assists',
  'assist',
  'damage',
  'survived',
  'survival',
  'min',
  'mins',
  'knocks',
  'knock',
  'revives',
  'revive',
  'rating',
  'player',
  'players',
  'name',
  'placement',
  'rank',
  'headshots',
  'time',
  'mvp',
  'squad',
  'team',
  'solo',
  'duo',
  'classic',
  'tpp',
  'fpp',
]);

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** A team total's mark run together with its label ("TOTALKILLS"). */
const TOTAL_PREFIX = new RegExp(`^(?:${TOTAL_MARKS.join('|')})`);

/** A kills label, allowing one misread letter in the long ones ("Elirninations" is still one). */
export function isKillLabel(text: string): boolean {
  const word = letters(text).replace(TOTAL_PREFIX, '');
  if (word.length < 3) return false;
  return KILL_LABELS.some(
    (label) => word === label || (label.length >= 6 && editDistance(word, label) <= Math.floor(label.length / 6)),
  );
}

/**
 * A count printed alone: digits, with the misreads OCR makes of a lone digit ("O" for 0, "l" or
 * "I" for 1) and stray punctuation around it ("[0]", "7.", ":16").
 */
export function countOf(text: string): number | null {
  const core = text.replace(/^[^0-9A-Za-z]+|[^0-9A-Za-z]+$/g, '');
  if (!core || core.length > 3) return null;
  const digits = core.length <= 2 ? core.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1') : core;
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

// ---- Placement ---------------------------------------------------------------------------------

interface Candidate extends Stated {
  /** The height of the text that said it: the placement is the largest text on a results screen. */
  size: number;
  phrase: Phrase;
}

const PLACEMENT_PATTERNS: RegExp[] = [
  /#\s?(\d{1,3})(?:\s*(?:\/|of)\s*(\d{1,3}))?/i,
  /(?:^|[^\d.:])(\d{1,3})\s?\/\s?(\d{1,3})(?![\d.:])/,
  /\b(?:rank|placement|place|position|no\.?)\s*:?\s*#?\s?(\d{1,3})(?:\s*(?:\/|of)\s*(\d{1,3}))?\b/i,
  /\b(\d{1,3})(?:st|nd|rd|th)\b/i,
];

/** A placement a text states, and whether it also states the number of teams ("3/25", "#3 of 25"). */
interface Stated {
  value: number;
  withTeams: boolean;
  /** The figure was mended: a large "#" read as a digit was dropped ("220/25" for "#20/25" or "#21/25"). */
  mended?: boolean;
}

/** The placement a text states, if any: "#3", "3/25", "#3 of 25", "Rank 3", "3rd". */
export function placementOf(text: string): number | null {
  return statedPlacement(text)?.value ?? null;
}

function statedPlacement(text: string): Stated | null {
  // "6/2 5": a large "6/25" whose last digit OCR set apart.
  for (const variant of [text, text.replace(/(\/)\s*(\d)\s+(\d)\b/, '$1$2$3')]) {
    for (const pattern of PLACEMENT_PATTERNS) {
      const match = pattern.exec(variant);
      if (!match) continue;
      let value = Number(match[1]);
      let teams = match[2] === undefined ? MAX_TEAMS : Number(match[2]);
      let withTeams = match[2] !== undefined;
      let mended = false;
      if (value > teams && withTeams) {
        const [figure, ofTeams] = [match[1]!, match[2]!];
        const afterMark = Number(figure.slice(1));
        // "24/2", "97/10": the number of teams cut short (a digit of 25 or 100 lost). Otherwise a
        // large "#" read as a digit: "210/20", "78/25" for #10 of 20 and #8 of 25.
        const cutShort = figure.length < 3 && (ofTeams.length < figure.length || ofTeams === '10');
        if (cutShort || afterMark < 1) [teams, withTeams] = [MAX_TEAMS, false];
        else [value, mended] = [afterMark, true];
      }
      if (value >= 1 && value <= teams && teams <= MAX_TEAMS) return { value, withTeams, mended };
    }
  }
  return null;
}

/**
 * The phrase's text with a large figure OCR split in two put back together: "#1 6" for a "#16"
 * whose digits are equally tall. A small digit beside a large one is another text ("#7" and the
 * "5" of a small "/25"), and stays apart.
 */
function figuresJoined(phrase: Phrase): string {
  const words = phrase.words;
  const parts = words.map((w) => w.text);
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    const alike = Math.abs(heightOf(a) - heightOf(b)) <= 0.2 * Math.max(heightOf(a), heightOf(b));
    if (alike && /^#?\d$/.test(a.text) && /^\d[,.]?$/.test(b.text)) {
      parts[i] = `${a.text}${b.text}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter(Boolean).join(' ');
}

/**
 * The box a placement is read again from: the phrase's large words (the figure, whatever OCR
 * made of a large italic "#2"), and a little to their right, where a small "/25" or "of 25" the
 * page's reading left out may follow.
 */
function figureBox(phrase: Phrase): Box {
  const tallest = Math.max(...phrase.words.map(heightOf));
  const start = phrase.words.findIndex((w) => heightOf(w) >= tallest * 0.8);
  const rest = phrase.words.slice(start);
  // The figure ends at the first word of text after it ("GOOD GAME" beside a "#3").
  const end = rest.findIndex((w, i) => i > 0 && /\p{L}{3}/u.test(w.text));
  const large = end < 0 ? rest : rest.slice(0, end);
  const x1 = Math.max(...large.map((w) => w.x1));
  return {
    x0: Math.min(...large.map((w) => w.x0)),
    y0: Math.min(...large.map((w) => w.y0)),
    x1: x1 + tallest / 2,
    y1: Math.max(...large.map((w) => w.y1)),
  };
}

/**
 * The placement: the largest text that states one. Read again alone when a re-read is possible,
 * from the largest figure on the screen when no text states one (a big "#1" read as "10").
 */
async function readPlacement(phrases: Phrase[], reread?: Reread): Promise<number | null> {
  const candidates: Candidate[] = phrases.flatMap((phrase) => {
    const stated = statedPlacement(figuresJoined(phrase));
    return stated === null ? [] : [{ ...stated, size: Math.max(...phrase.words.map(heightOf)), phrase }];
  });
  const best = candidates.sort((a, b) => b.size - a.size)[0];
  const largest = phrases
    .filter((p) => /[\d#]/.test(p.text))
    .sort((a, b) => Math.max(...b.words.map(heightOf)) - Math.max(...a.words.map(heightOf)))[0];
  const where = best?.phrase ?? largest;
  if (reread && where && best?.withTeams) {
    // A first reading with the number of teams ("1/25") can still have lost a digit of a large,
    // condensed figure ("11/25"): read alone, a reading that also has the number of teams wins.
    const again = statedPlacement(await reread(figureBox(where), 'placement'));
    // A mended first reading was a guess at the figure: a clean one read alone replaces it.
    if (again && best.mended && !again.mended) return again.value;
    if (again?.withTeams && again.value !== best.value) return again.value;
    return best.value;
  }
  if (reread && where) {
    // Read alone at a better size, a large figure is read right more often; but a large italic
    // "/" can come back as a "1", so a first reading that matched the number of teams stands.
    const again = statedPlacement(await reread(figureBox(where), 'placement'));
    // A reading alone that is the first one's figure less a digit ("7" for "97") lost it.
    const lostDigit =
      best &&
      again &&
      String(best.value).length > String(again.value).length &&
      String(best.value).includes(String(again.value));
    if (again && !lostDigit) return again.value;
  }
  return best?.value ?? null;
}

// ---- Eliminations ------------------------------------------------------------------------------

/** Reads the text in one box of the screen again, alone; `count` as digits only. */
export type Reread = (box: Box, kind: 'count' | 'placement') => Promise<string>;

interface Count {
  word: Word;
  value: number;
}

/** Where one member's eliminations are: the number found there, and the boxes to read again. */
interface MemberSlot {
  name: Phrase | undefined;
  count: Count | undefined;
  boxes: Box[];
}

/** A phrase that can be a player's name: some word of it is neither a label nor a number. */
const isName = (phrase: Phrase) =>
  phrase.words.some((w) => /\p{L}/u.test(w.text) && !LABELS.has(letters(w.text)) && countOf(w.text) === null) &&
  !phrase.words.some((w) => isKillLabel(w.text));

/** The name a phrase shows: its words without leading list numbers and trailing labels. */
function nameOf(phrase: Phrase): string {
  const words = phrase.words.map((w) => w.text);
  while (words.length > 1 && countOf(words[0]!) !== null) words.shift();
  while (words.length > 1 && LABELS.has(letters(words[words.length - 1]!))) words.pop();
  return words.join(' ').trim();
}

/** A box a little larger than a word, so a re-read sees the whole figure. */
const around = (w: Box, pad: number): Box => ({ x0: w.x0 - pad, y0: w.y0 - pad, x1: w.x1 + pad, y1: w.y1 + pad });

const isText = (w: Word) => /\p{L}{2}/u.test(w.text);

/** The count right of `label` on its row, close by, with no other text between them. */
function countRightOf(label: Word, counts: Count[], words: Word[]): Count | undefined {
  const h = heightOf(label);
  // An italic figure leans into its label: its box may start a little before the label ends.
  const first = counts
    .filter(
      (c) =>
        verticalOverlap(c.word, label) >= 0.4 &&
        c.word.x1 > label.x1 &&
        c.word.x0 >= label.x1 - h &&
        c.word.x0 - label.x1 <= 5 * h,
    )
    .sort((a, b) => a.word.x0 - b.word.x0)[0];
  const between = (w: Word) =>
    first && w !== label && isText(w) && verticalOverlap(w, label) >= 0.4 && w.x0 > label.x1 && w.x1 < first.word.x0;
  return first && !words.some(between) ? first : undefined;
}

/** The counts under `label` in its column, top first. */
function countsUnder(label: Word, counts: Count[]): Count[] {
  const slack = heightOf(label);
  return counts
    .filter((c) => {
      const x = (c.word.x0 + c.word.x1) / 2;
      return c.word.y0 >= label.y1 - 2 && x >= label.x0 - slack && x <= label.x1 + slack;
    })
    .sort((a, b) => a.word.y0 - b.word.y0);
}

/** The phrase naming the member whose label this is: above it (nearest), else left on its row. */
function nameAbove(label: Word, phrases: Phrase[]): Phrase | undefined {
  const h = heightOf(label);
  const above = phrases
    .filter((p) => isName(p) && p.y1 <= label.y0 + h / 3 && label.y0 - p.y1 <= 5 * h)
    .filter((p) => p.x1 >= label.x0 - 2 * h && p.x0 <= label.x1 + 2 * h)
    .sort((a, b) => b.y1 - a.y1);
  if (above[0]) return above[0];
  return phrases
    .filter((p) => isName(p) && p.x1 <= label.x0 && verticalOverlap(p, label) >= 0.4)
    .sort((a, b) => b.x1 - a.x1)[0];
}

function isTotalLabel(label: Word, phrases: Phrase[]): boolean {
  const phrase = phrases.find((p) => p.words.includes(label));
  if (!phrase) return false;
  const before = phrase.words.slice(0, phrase.words.indexOf(label) + 1);
  return before.some((w) => TOTAL_PREFIX.test(letters(w.text)));
}

/**
 * The boxes where a label's own value can be: right of it up to the next word on its row, and
 * under it down to the next word in its column, each about three label heights long.
 */
function valueBoxes(label: Word, words: Word[]): Box[] {
  const h = heightOf(label);
  // Only text ends a value's box: a misread figure ("&" for 5) is what the box is for.
  const others = words.filter((w) => w !== label && isText(w));
  const nextRight = Math.min(
    label.x1 + 5 * h,
    ...others.filter((w) => verticalOverlap(w, label) >= 0.4 && w.x0 > label.x1).map((w) => w.x0 - 2),
  );
  const nextBelow = Math.min(
    label.y1 + 5 * h,
    ...others.filter((w) => w.y0 > label.y1 && w.x1 > label.x0 - h && w.x0 < label.x1 + h).map((w) => w.y0 - 2),
  );
  // A mark that is neither text nor a number, just right of the label or under it, is most
  // likely its figure misread ("&" for a large italic 5): read first.
  const misread = words.filter(
    (w) =>
      w !== label &&
      !isText(w) &&
      countOf(w.text) === null &&
      ((verticalOverlap(w, label) >= 0.4 && w.x1 > label.x1 && w.x0 - label.x1 <= 2 * h) ||
        (w.y0 >= label.y1 - 2 && w.y0 - label.y1 <= 2 * h && w.x1 > label.x0 - h && w.x0 < label.x1 + h)),
  );
  const boxes: Box[] = misread.map((w) => around(w, h / 3));
  if (nextRight - label.x1 >= h / 2)
    boxes.push({ x0: label.x1, y0: label.y0 - h / 2, x1: nextRight, y1: label.y1 + h / 2 });
  if (nextBelow - label.y1 >= h / 2) boxes.push({ x0: label.x0 - h, y0: label.y1, x1: label.x1 + h, y1: nextBelow });
  return boxes;
}

/**
 * Whether a lone kills label heads a table's column: other labels share its row ("Damage",
 * "Assists"), or more than one number stands under it.
 */
function isColumnHeading(label: Word, words: Word[], counts: Count[]): boolean {
  const rowLabels = words.filter((w) => w !== label && verticalOverlap(w, label) >= 0.5 && LABELS.has(letters(w.text)));
  return rowLabels.length >= 2 || countsUnder(label, counts).length >= 2;
}

/**
 * One member per row of a table whose column `label` heads, down to `bottom` (a printed total):
 * the rows are the bands of words under the heading, and the name is what a row holds left of
 * the column, whatever OCR made of it (a name in another script still marks its row).
 */
function tableSlots(label: Word, words: Word[], counts: Count[], bottom: number): MemberSlot[] {
  const h = heightOf(label);
  const under = words.filter((w) => w.y0 > label.y1 && w.y1 <= bottom).sort((a, b) => middleY(a) - middleY(b));
  const rows: Word[][] = [];
  for (const word of under) {
    const row = rows.find((r) => r.some((w) => verticalOverlap(w, word) >= 0.5));
    if (row) row.push(word);
    else rows.push([word]);
  }
  return rows.flatMap((row) => {
    const left = row.filter((w) => w.x1 < label.x0 - h / 2).sort((a, b) => a.x0 - b.x0);
    const others = row.filter((w) => w.x0 > label.x1 + h / 2);
    // A row with nothing left of the column, or nothing right of it, is no member's row.
    if (!left.length || !others.length) return [];
    const band = { y0: Math.min(...row.map((w) => w.y0)), y1: Math.max(...row.map((w) => w.y1)) };
    const count = counts.find((c) => row.includes(c.word) && c.word.x1 >= label.x0 - h && c.word.x0 <= label.x1 + h);
    const name = phrasesOf(left)[0];
    // The row's own height only: a little more takes in the next row's shade, which the
    // threshold then keeps as the figure.
    const cell = { x0: label.x0 - h, y0: band.y0 - 2, x1: label.x1 + h, y1: band.y1 + 2 };
    return [{ name, count, boxes: count ? [around(count.word, h / 3)] : [cell] }];
  });
}

/** Labels as the screen lists its members: left to right when side by side, else top to bottom. */
function inScreenOrder(labels: Word[]): Word[] {
  const spread = (at: (w: Word) => number) => Math.max(...labels.map(at)) - Math.min(...labels.map(at));
  const sideBySide = spread((w) => w.x0) > spread((w) => w.y0);
  return [...labels].sort((a, b) => (sideBySide ? a.x0 - b.x0 : a.y0 - b.y0));
}

/** Each member's name and eliminations, with the team's printed total when the screen has one. */
async function readMembers(
  words: Word[],
  phrases: Phrase[],
  reread?: Reread,
): Promise<{ players: ScreenRead['players']; printedTotal: number | null }> {
  const counts: Count[] = words.flatMap((word) => {
    const value = countOf(word.text);
    return value === null || value > MAX_KILLS ? [] : [{ word, value }];
  });
  const labels = words.filter((w) => isKillLabel(w.text));
  const totalLabels = labels.filter((l) => isTotalLabel(l, phrases));
  const memberLabels = labels.filter((l) => !totalLabels.includes(l));

  // A number the page's reading found where it belongs stands; the others are read again alone.
  const valueOf = async (slot: Omit<MemberSlot, 'name'>): Promise<number | null> => {
    if (reread && !slot.count) {
      for (const box of slot.boxes) {
        const value = countOf(await reread(box, 'count'));
        if (value !== null && value <= MAX_KILLS) return value;
      }
    }
    return slot.count?.value ?? null;
  };

  let printedTotal: number | null = null;
  for (const label of totalLabels) {
    const count = countRightOf(label, counts, words) ?? countsUnder(label, counts)[0];
    const boxes = count ? [around(count.word, heightOf(label) / 3)] : valueBoxes(label, words);
    printedTotal = (await valueOf({ count, boxes })) ?? printedTotal;
  }

  const table = memberLabels.length === 1 && isColumnHeading(memberLabels[0]!, words, counts);
  const slots: MemberSlot[] = table
    ? tableSlots(memberLabels[0]!, words, counts, Math.min(Infinity, ...totalLabels.map((l) => l.y0)))
    : inScreenOrder(memberLabels).map((label) => {
        const h = heightOf(label);
        const count =
          countRightOf(label, counts, words) ?? countsUnder(label, counts).find((c) => c.word.y0 - label.y1 <= 2.5 * h);
        const boxes = count ? [around(count.word, h / 3)] : valueBoxes(label, words);
        return { name: nameAbove(label, phrases), count, boxes };
      });
  const players: ScreenRead['players'] = [];
  for (const slot of slots) {
    const kills = await valueOf(slot);
    if (slot.name || kills !== null) players.push({ name: slot.name ? nameOf(slot.name) : '', kills });
  }
  return { players, printedTotal };
}

/**
 * Everything a screen's words say about the team's result; null where it could not be read.
 * With `reread`, each number that matters is read again alone from its box.
 */
export async function parseScreen(words: Word[], reread?: Reread): Promise<ScreenRead> {
  const clean = words.filter((w) => w.text.trim() !== '');
  const phrases = phrasesOf(clean);
  const { players, printedTotal } = await readMembers(clean, phrases, reread);
  const everyKillRead = players.length > 0 && players.every((p) => p.kills !== null);
  const sum = players.reduce((total, p) => total + (p.kills ?? 0), 0);
  return {
    placement: await readPlacement(phrases, reread),
    kills_total: printedTotal !== null && printedTotal <= MAX_TEAM_KILLS ? printedTotal : everyKillRead ? sum : null,
    players,
  };
}
