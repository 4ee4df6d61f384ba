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
      formatter = new IntlMessageFormat(RTL_LOCALES.has(locale) ? isolated(message) : message, locale);
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
  shapes: { key: string; pattern: RegExp; known: Values }[];
}
let index: TextIndex | undefined;

/** Takes the text index (./text-index.json, or `buildTextIndex()` where the catalogue is at hand). */
export function useTextIndex(serialized: SerializedTextIndex): void {
  index = {
    exact: new Map(serialized.exact),
    shapes: serialized.shapes.map(([key, source, known]) => ({ key, pattern: new RegExp(source, 's'), known })),
  };
  localized.clear();
}

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
