/**
 * Texts in the reader's language (docs/product/languages.md). English is written once, in the
 * catalogue of `shared/src/texts/` (its constants and functions, which the server and the client
 * use as they always have); each translation is a file of ICU messages under `messages/`, keyed by
 * the English's place in the catalogue (`PLAY_TEXT.slotTaken`) and formatted by FormatJS's
 * `intl-messageformat` (plurals, selects, interpolation).
 *
 * The server decides in English (an error's `code` is found from its English text, tests compare
 * with the constants) and translates at the edge, where it knows who reads: `localizeText` finds
 * which catalogue entry wrote a text, and with which arguments, and writes the same message in the
 * reader's language. A text no catalogue wrote, or one without a translation, stays as it is.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import * as TEXTS from '../texts/index.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';

/** A translation: ICU messages by catalogue key. */
export type Messages = Readonly<Record<string, string>>;
type Values = Record<string, string | number | boolean>;

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
  for (const [name, value] of Object.entries(TEXTS)) if (isCatalogue(name)) walk(name, value);
  return entries;
}

const translations = new Map<Locale, Messages>();

/** Makes a translation available (the server adds every one at start, the client the one it shows). */
export function addMessages(locale: Locale, messages: Messages): void {
  translations.set(locale, messages);
  formatters.delete(locale);
  localized.delete(locale);
}

export const hasMessages = (locale: Locale): boolean => locale === DEFAULT_LOCALE || translations.has(locale);

const formatters = new Map<Locale, Map<string, IntlMessageFormat | null>>();

/**
 * The message `key` in `locale` with `values`, or undefined when that language has no such
 * message or the values do not fit it (a plural given a word): the caller keeps the English.
 */
export function formatMessage(locale: Locale, key: string, values?: Values): string | undefined {
  const source = translations.get(locale)?.[key];
  if (source === undefined) return undefined;
  let byKey = formatters.get(locale);
  if (!byKey) formatters.set(locale, (byKey = new Map()));
  let formatter = byKey.get(key);
  if (formatter === undefined) {
    try {
      formatter = new IntlMessageFormat(source, locale);
    } catch {
      formatter = null;
    }
    byKey.set(key, formatter);
  }
  if (!formatter) return undefined;
  try {
    const text = formatter.format(values);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
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
        if (PROBE_NUMBER_TEXT.test(part)) return String.raw`-?\d+(?:\.\d+)?`;
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

interface TextIndex {
  exact: Map<string, string>;
  shapes: Shape[];
}
let index: TextIndex | undefined;

/** Built at the first text to translate: a reader of English never builds it. */
function textIndex(): TextIndex {
  if (index) return index;
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
  index = { exact, shapes };
  return index;
}

/** An argument read back from a text: a count where it reads as one ("1,250" too), else the words. */
const argumentValue = (text: string): string | number =>
  /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/.test(text) ? Number(text.replace(/,/g, '')) : text;

/**
 * `text` in `locale`: the translation of the catalogue entry that wrote it, with the arguments it
 * was written with, or `text` itself when no catalogue entry wrote it or the language has no
 * message for it. English is returned at once.
 */
export function localizeText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !translations.has(locale)) return text;
  let known = localized.get(locale);
  if (!known) localized.set(locale, (known = new Map()));
  let said = known.get(text);
  if (said === undefined) {
    // A screen draws the same texts on every render: each is read back once. Bounded, as the
    // texts a function writes are as many as its arguments' values.
    if (known.size >= LOCALIZED_KEPT) known.clear();
    known.set(text, (said = readBack(text, locale)));
  }
  return said;
}

const LOCALIZED_KEPT = 5_000;
const localized = new Map<Locale, Map<string, string>>();

function readBack(text: string, locale: Locale): string {
  const { exact, shapes } = textIndex();
  const key = exact.get(text);
  if (key !== undefined) return formatMessage(locale, key) ?? text;
  for (const shape of shapes) {
    const found = shape.pattern.exec(text);
    if (!found) continue;
    const values: Values = { ...shape.known };
    for (const [name, value] of Object.entries(found.groups ?? {})) values[name.slice(1)] = argumentValue(value);
    const translated = formatMessage(locale, shape.key, values);
    if (translated !== undefined) return translated;
  }
  return text;
}

/** Whether a catalogue entry wrote `text` (the pseudo language marks only those: ./pseudo.ts). */
export function isCatalogueText(text: string): boolean {
  const { exact, shapes } = textIndex();
  return exact.has(text) || shapes.some((shape) => shape.pattern.test(text));
}
