/**
 * The catalogue as the translation machinery reads it (docs/product/languages.md#how-a-text-reaches-its-reader):
 * every text by its key, and the index that finds which entry wrote a text. The index is kept as
 * JSON (./text-index.json, `npm run i18n:index`), so a browser that shows another language loads it
 * with that language's messages instead of every text of every screen; a test fails when it is
 * out of date.
 */
import * as CATALOGUES from '../texts/catalogues.js';
import { NUMBER_SOURCE, type SerializedTextIndex, type Values } from './translate.js';

/**
 * A catalogue is an export of `texts/` named in capitals (`PLAY_TEXT`); its helpers (`errorCodeOf`,
 * `hostLineParts`) are not. Not catalogues either: the machine codes, and `VALIDATION`, `FALLBACK`
 * and `SUCCESS`, which are assembled from the domains' parts (each text is translated once, under
 * its domain's key).
 */
const isCatalogue = (name: string) =>
  /^[A-Z][A-Z0-9_]*$/.test(name) &&
  !['VALIDATION', 'FALLBACK', 'SUCCESS', 'PIPELINE_CODE', 'STATUS_CODE'].includes(name);

/** Every text of the catalogue by key: a string, or a function of its arguments. */
export function catalogueEntries(): [key: string, text: unknown][] {
  const entries: [string, unknown][] = [];
  const walk = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'function') entries.push([key, value]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${key}.${k}`, v);
  };
  // In the order of their names: a module namespace lists its names sorted, and so does every runtime.
  const byName = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  for (const [, file] of Object.entries(CATALOGUES).sort(byName)) {
    for (const [name, value] of Object.entries(file).sort(byName)) if (isCatalogue(name)) walk(name, value);
  }
  return entries;
}

/** What a function text writes, as a pattern whose groups are its arguments (see `shapesOf`). */
interface Shape {
  key: string;
  pattern: RegExp;
  /** Characters of the text that are not arguments: the more, the more particular the shape. */
  fixed: number;
  /** Arguments known from the variant the shape was written with (a count of exactly 1). */
  known: Values;
}

/** Private-use marks stand for a function's arguments where it writes them. */
const MARK_BASE = 0xe000;
/** Where a function counts with an argument, it sees a number no text contains. */
const PROBE_NUMBER = 900_000_000;
const PROBE_NUMBER_TEXT = /^9000000\d\d$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const probe = (i: number) => ({
  [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? PROBE_NUMBER + i : String.fromCharCode(MARK_BASE + i)),
});

/**
 * The shapes of what a function text writes. Each argument is tried as a probe (written as its
 * mark, captured by a named group) and as the numbers 1 and 0, so a text that says "1 seat",
 * "5 seats" and "free" has a shape for each. A number the function computed from an argument is matched but
 * not captured: a translation that needs that argument is not used for it.
 */
function shapesOf(key: string, write: (...args: unknown[]) => unknown): Shape[] {
  const arity = Math.min(write.length, 4);
  const shapes: Shape[] = [];
  const seen = new Set<string>();
  for (let variant = 0; variant < 3 ** arity; variant++) {
    const args: unknown[] = [];
    const known: Values = {};
    for (let i = 0; i < arity; i++) {
      // Each argument as a probe, then as the counts a text may single out: 1 ("1 seat") and 0 ("free").
      const tried = Math.floor(variant / 3 ** i) % 3;
      if (tried === 0) args.push(probe(i));
      else args.push((known[String(i)] = tried === 1 ? 1 : 0));
    }
    let sample: unknown;
    try {
      sample = write(...args);
    } catch {
      continue;
    }
    if (typeof sample !== 'string' || seen.has(sample)) continue;
    seen.add(sample);
    let fixed = 0;
    const named = new Set<number>();
    const source = sample
      .split(/([\uE000-\uE003]|9000000\d\d)/)
      .map((part, i) => {
        if (i % 2 === 0) {
          fixed += part.length;
          return escapeRegExp(part);
        }
        if (PROBE_NUMBER_TEXT.test(part)) return NUMBER_SOURCE;
        const index = part.charCodeAt(0) - MARK_BASE;
        if (named.has(index)) return `\\k<a${index}>`;
        named.add(index);
        return `(?<a${index}>.+?)`;
      })
      .join('');
    shapes.push({ key, pattern: new RegExp(`^${source}$`, 's'), fixed, known });
  }
  return shapes;
}

/** The index of the catalogue as it is now: the most particular shape first. */
export function buildTextIndex(): SerializedTextIndex {
  const exact = new Map<string, string>();
  const shapes: Shape[] = [];
  for (const [key, text] of catalogueEntries()) {
    if (typeof text === 'string') {
      if (!exact.has(text)) exact.set(text, key);
    } else if (typeof text === 'function') {
      // A shape that is all arguments says nothing of who wrote a text: it would claim every one.
      shapes.push(...shapesOf(key, text as (...args: unknown[]) => unknown).filter((shape) => shape.fixed > 0));
    }
  }
  shapes.sort((a, b) => b.fixed - a.fixed);
  return { exact: [...exact], shapes: shapes.map((s) => [s.key, s.pattern.source, s.known]) };
}
