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
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from './locales.js';

/** A translation: ICU messages by catalogue key. */
export type Messages = Readonly<Record<string, string>>;
export type Values = Record<string, string | number | boolean>;

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
 * Each message's formatter resolves its locale through `Intl.NumberFormat.supportedLocalesOf`
 * and builds its own plural rules and number formats: on a phone's first screen of a hundred
 * texts that was a long task of its own (measured: 130 of 140 ms in `resolveLocale`). The locales
 * are five, so each is resolved once, and the messages of a language share their Intl objects.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocaleOnce>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocaleOnce(locales));
  return resolvedLocales.get(key);
};

/**
 * Resolves `locale` for its messages now: ICU's locale data, which a language's first message
 * otherwise loads (70 ms at a phone's pace, measured), so a client can spend it in a task of its
 * own instead of inside its first render.
 */
export function prepareLocale(locale: Locale): void {
  IntlMessageFormat.resolveLocale(locale);
}

type IntlFormatters = NonNullable<ConstructorParameters<typeof IntlMessageFormat>[3]>['formatters'];

/** Intl objects built once per set of arguments (what intl-messageformat builds per message). */
function sharedFormatters(): IntlFormatters {
  const once = <A extends unknown[], T>(make: (...args: A) => T) => {
    const made = new Map<string, T>();
    return (...args: A): T => {
      const key = JSON.stringify(args);
      let value = made.get(key);
      if (value === undefined) made.set(key, (value = make(...args)));
      return value;
    };
  };
  return {
    getNumberFormat: once((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
    getDateTimeFormat: once(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: once((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  } as IntlFormatters;
}
const intlOf = new Map<Locale, IntlFormatters>();

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
      const message = parse(source);
      let intl = intlOf.get(locale);
      if (!intl) intlOf.set(locale, (intl = sharedFormatters()));
      formatter = new IntlMessageFormat(RTL_LOCALES.has(locale) ? isolated(message) : message, locale, undefined, {
        formatters: intl,
      });
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

/** First-strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The message with each argument it prints set apart from the text around it: a username, a
 * title, a room code or "£40.00" keeps its own direction inside Arabic instead of being reordered
 * with it ("£1" read as "1£"). An argument a plural or a select only chooses by is left alone.
 */
function isolated(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((el): MessageFormatElement[] => {
    if (el.type === TYPE.argument) {
      return [{ type: TYPE.literal, value: FSI }, el, { type: TYPE.literal, value: PDI }];
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, option]) => [k, { ...option, value: isolated(option.value) }]),
      );
      return [{ ...el, options } as MessageFormatElement];
    }
    return [el];
  });
}

/** The index as JSON: fixed texts with their keys; each function text's shapes with what they know. */
export interface SerializedTextIndex {
  exact: [text: string, key: string][];
  shapes: [key: string, source: string, known: Values][];
}

/** Which catalogue entry wrote each text: built from the catalogue (./catalogue.ts), kept as JSON. */
interface TextIndex {
  exact: Map<string, string>;
  /** Most particular first; each pattern compiled the first time a text could match it. */
  shapes: { key: string; source: string; pattern?: RegExp; known: Values }[];
  /** The shapes (by position) whose texts begin, or else end, with these characters. */
  byStart: Map<string, number[]>;
  byEnd: Map<string, number[]>;
  /** The shapes with neither: tried for every text. */
  anywhere: number[];
}
let index: TextIndex | undefined;

/** How a shape's pattern matches a number the function computed (./catalogue.ts `shapesOf`). */
export const NUMBER_SOURCE = String.raw`-?\d+(?:\.\d+)?`;

/** Characters a shape's texts are sure to begin or end with, to try only the shapes a text may match. */
const ENDS = 3;
const REGEXP_SPECIALS = '.*+?^${}()|[]\\';

/**
 * Where `shapesFor` looks a shape up: the first ENDS characters of fixed text its pattern begins
 * with (as `shapesOf` in ./catalogue.ts writes it: escaped text, and in between the arguments'
 * groups, back-references and numbers), else the last ENDS it ends with, else neither. One pass
 * that stops as soon as the beginning decides and keeps no more than ENDS characters: a
 * language's first screen indexes two thousand shapes, and building each pattern's whole fixed
 * texts was a phone's longest task there (30 to 45 ms unthrottled).
 */
function lookupEnds(source: string): { start: string } | { end: string } | null {
  let start = '';
  let end = '';
  let atStart = true;
  for (let i = 1; i < source.length - 1;) {
    const c = source[i]!;
    let literal: string | null = c;
    let next = i + 1;
    if (c === '\\') {
      if (REGEXP_SPECIALS.includes(source[i + 1]!)) {
        literal = source[i + 1]!;
        next = i + 2;
      } else if (source.startsWith('\\k<', i)) {
        literal = null;
        next = source.indexOf('>', i) + 1;
      }
    } else if (c === '(' && source.startsWith('(?<', i)) {
      literal = null;
      next = source.indexOf('.+?)', i) + 4;
    } else if (c === '-' && source.startsWith(NUMBER_SOURCE, i)) {
      literal = null;
      next = i + NUMBER_SOURCE.length;
    }
    i = next;
    if (literal === null) {
      atStart = false;
      end = '';
    } else if (atStart) {
      start += literal;
      if (start.length === ENDS) return { start };
    } else {
      end = (end.length < ENDS ? end : end.slice(1)) + literal;
    }
  }
  if (atStart) return null;
  return end.length === ENDS ? { end } : null;
}

/** Takes the text index (./text-index.json, or `buildTextIndex()` where the catalogue is at hand). */
export function useTextIndex(serialized: SerializedTextIndex): void {
  const byStart = new Map<string, number[]>();
  const byEnd = new Map<string, number[]>();
  const anywhere: number[] = [];
  const shapes = serialized.shapes.map(([key, source, known], i) => {
    const ends = lookupEnds(source);
    const [bucket, lookup] = !ends ? [] : 'start' in ends ? [byStart, ends.start] : [byEnd, ends.end];
    if (!bucket || !lookup) anywhere.push(i);
    else if (bucket.has(lookup)) bucket.get(lookup)!.push(i);
    else bucket.set(lookup, [i]);
    return { key, source, known };
  });
  index = { exact: new Map(serialized.exact), shapes, byStart, byEnd, anywhere };
  localized.clear();
}

/** The shapes `text` may have been written by, most particular first. */
function shapesFor(text: string): TextIndex['shapes'] {
  const { shapes, byStart, byEnd, anywhere } = textIndex();
  const candidates = [
    ...(byStart.get(text.slice(0, ENDS)) ?? []),
    ...(byEnd.get(text.slice(-ENDS)) ?? []),
    ...anywhere,
  ].sort((a, b) => a - b);
  return candidates.map((i) => shapes[i]!);
}

const patternOf = (shape: TextIndex['shapes'][number]): RegExp => (shape.pattern ??= new RegExp(shape.source, 's'));

export const hasTextIndex = (): boolean => index !== undefined;

function textIndex(): TextIndex {
  if (!index) throw new Error('the text index is not loaded (loadMessages)');
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
  const key = textIndex().exact.get(text);
  if (key !== undefined) return formatMessage(locale, key) ?? text;
  for (const shape of shapesFor(text)) {
    const found = patternOf(shape).exec(text);
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
  return textIndex().exact.has(text) || shapesFor(text).some((shape) => patternOf(shape).test(text));
}
