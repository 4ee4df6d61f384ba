/**
 * Every translation says every text of the catalogue, with the same placeholders as the English
 * (docs/product/languages.md#translations), and reads back what the server writes.
 */
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAY_SUCCESS, PLAY_TEXT, VALIDATION } from '../texts/index.js';
import { loadAllMessages } from './load.js';
import { DEFAULT_LOCALE, LOCALES, negotiateLocale, type Locale } from './locales.js';
import { buildTextIndex, catalogueEntries } from './catalogue.js';
import { formatMessage, localizeText, type SerializedTextIndex, type Values } from './translate.js';
import * as CATALOGUES from '../texts/catalogues.js';
import * as TEXTS from '../texts/index.js';
import textIndex from './text-index.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

const TRANSLATIONS: Record<Exclude<Locale, 'en'>, Record<string, string>> = { hi, id, 'pt-BR': ptBR, ar };

interface Expected {
  /** The placeholders a translation must use, exactly; or, for a field of a push, those it may use. */
  placeholders: Set<string>;
  exact: boolean;
}

/** A function's parameter names and its body, from its source (tests run it unminified). */
function parameters(write: (...args: never[]) => unknown): { names: string[]; body: string } {
  const source = write.toString();
  const arrow = /^\(?([^)=]*)\)?\s*=>([\s\S]*)$/.exec(source);
  if (!arrow) throw new Error(`not an arrow function: ${source}`);
  return {
    names: arrow[1]!
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    body: arrow[2]!,
  };
}

/**
 * The messages each translation must have: every string and function text by its key, and for a
 * push text (a function of one object that writes a title and a body) each field by `key.field`,
 * which may use the object's fields by name.
 */
function expectedMessages(): Map<string, Expected> {
  const expected = new Map<string, Expected>();
  for (const [key, text] of catalogueEntries()) {
    if (typeof text === 'string') {
      expected.set(key, { placeholders: new Set(), exact: true });
      continue;
    }
    const write = text as (...args: never[]) => unknown;
    const { names, body } = parameters(write);
    if (key.startsWith('PUSH_TEXT.')) {
      const object = names[0]!;
      const fields = new Set([...body.matchAll(new RegExp(String.raw`\b${object}\.(\w+)`, 'g'))].map((m) => m[1]!));
      for (const field of new Set([...body.matchAll(/\b(title|body):/g)].map((m) => m[1]!))) {
        expected.set(`${key}.${field}`, { placeholders: fields, exact: false });
      }
      continue;
    }
    const used = names.flatMap((name, i) => (new RegExp(String.raw`\b${name}\b`).test(body) ? [String(i)] : []));
    expected.set(key, { placeholders: new Set(used), exact: true });
  }
  return expected;
}

/** The arguments a message uses, in its branches too. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time ||
      el.type === TYPE.select ||
      el.type === TYPE.plural
    ) {
      into.add(el.value);
    }
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

const expected = expectedMessages();

describe.each(Object.entries(TRANSLATIONS))('the %s translation', (locale, messages) => {
  it('has every message of the catalogue and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...expected.keys()].sort());
  });

  it('uses the placeholders of the English in every message', () => {
    const wrong: string[] = [];
    for (const [key, want] of expected) {
      const message = messages[key];
      if (message === undefined) continue;
      let used: Set<string>;
      try {
        used = argumentsOf(parse(message));
      } catch (err) {
        wrong.push(`${key}: ${(err as Error).message}`);
        continue;
      }
      const fits = want.exact
        ? used.size === want.placeholders.size && [...used].every((p) => want.placeholders.has(p))
        : [...used].every((p) => want.placeholders.has(p));
      if (!fits)
        wrong.push(
          `${key}: {${[...used].join('}, {')}} where the English has {${[...want.placeholders].join('}, {')}}`,
        );
    }
    expect(wrong, `${locale}`).toEqual([]);
  });

  it('writes no bidi control and no text that is only spaces', () => {
    const wrong = Object.entries(messages).filter(
      ([, m]) => /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/.test(m) || m.trim() === '',
    );
    expect(wrong).toEqual([]);
  });
});

describe('placeholders agree between the translations', () => {
  it('each message uses the same arguments in every language', () => {
    const differ: string[] = [];
    for (const key of expected.keys()) {
      const sets = Object.entries(TRANSLATIONS).map(([locale, m]) => {
        const message = m[key];
        return [locale, message === undefined ? '(missing)' : [...argumentsOf(parse(message))].sort().join(',')];
      });
      if (new Set(sets.map(([, s]) => s)).size > 1)
        differ.push(`${key}: ${sets.map(([l, s]) => `${l} {${s}}`).join(' ')}`);
    }
    expect(differ).toEqual([]);
  });
});

describe('reading back what the server writes', () => {
  beforeAll(() => loadAllMessages());

  it('English stays exactly as the catalogue writes it', () => {
    for (const text of [PLAY_TEXT.tournamentNotFound, PLAY_SUCCESS.roomCodeSent(12), 'Not a catalogue text']) {
      expect(localizeText(text, DEFAULT_LOCALE)).toBe(text);
    }
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    '%s: a fixed text and a function text, with its arguments',
    (locale) => {
      expect(localizeText(VALIDATION.insufficientCoins, locale)).toBe(
        formatMessage(locale, 'MONEY_VALIDATION.insufficientCoins'),
      );
      const sent = localizeText(PLAY_SUCCESS.roomCodeSent(12), locale);
      expect(sent).not.toBe(PLAY_SUCCESS.roomCodeSent(12));
      expect(sent).toContain('12');
      // One seat and four seats come back as their own plural, with their counts.
      expect(localizeText(PLAY_SUCCESS.roomCodeSentCheckIn(1, 3), locale)).toBe(
        formatMessage(locale, 'PLAY_SUCCESS.roomCodeSentCheckIn', { 0: 1, 1: 3 }),
      );
      expect(localizeText(PLAY_SUCCESS.roomCodeSentCheckIn(4, 0), locale)).toBe(
        formatMessage(locale, 'PLAY_SUCCESS.roomCodeSentCheckIn', { 0: 4, 1: 0 }),
      );
      expect(localizeText('Not a catalogue text', locale)).toBe('Not a catalogue text');
    },
  );

  it('finds the entry that wrote a text as trying every shape in order would', () => {
    // What each function text writes with words, counts of 1 and 0, and larger numbers.
    const samples = ['Alpha Squad', 'x', 1, 0, 7, 1250];
    const written = new Set<string>();
    for (const [, text] of catalogueEntries()) {
      if (typeof text !== 'function') continue;
      const write = text as (...args: unknown[]) => unknown;
      for (const a of samples)
        for (const b of samples) {
          try {
            const out = write(a, b, a, b);
            if (typeof out === 'string') written.add(out);
          } catch {
            // A function that needs other arguments: its other samples count.
          }
        }
    }
    const serialized = textIndex as unknown as SerializedTextIndex;
    const shapes = serialized.shapes.map(([key, source, known]) => ({ key, pattern: new RegExp(source, 's'), known }));
    const everyShape = (text: string, locale: Locale): string => {
      const key = new Map(serialized.exact).get(text);
      if (key !== undefined) return formatMessage(locale, key) ?? text;
      for (const shape of shapes) {
        const found = shape.pattern.exec(text);
        if (!found) continue;
        const values: Values = { ...shape.known };
        for (const [name, value] of Object.entries(found.groups ?? {}))
          values[name.slice(1)] = /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/.test(value)
            ? Number(value.replace(/,/g, ''))
            : value;
        const translated = formatMessage(locale, shape.key, values);
        if (translated !== undefined) return translated;
      }
      return text;
    };
    expect(written.size).toBeGreaterThan(1000);
    const differ = [...written].filter((text) => localizeText(text, 'hi') !== everyShape(text, 'hi'));
    expect(differ).toEqual([]);
  }, 30_000); // 2 s alone; a busy machine (e2e beside it) took more than the default 5 s

  it('every function text of every language formats with sample arguments', () => {
    const failed: string[] = [];
    for (const [key, want] of expected) {
      const values = Object.fromEntries([...want.placeholders].map((p) => [p, 3]));
      for (const locale of Object.keys(TRANSLATIONS) as Locale[]) {
        if (formatMessage(locale, key, values) === undefined) failed.push(`${locale} ${key}`);
      }
    }
    expect(failed).toEqual([]);
  });
});

describe('the catalogue as the machinery reads it', () => {
  it('names every file of texts/ (texts/catalogues.ts)', () => {
    const read = new Set(Object.values(CATALOGUES).flatMap((file) => Object.keys(file)));
    const missing = Object.keys(TEXTS).filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name) && !read.has(name));
    expect(
      missing.filter((name) => !['VALIDATION', 'FALLBACK', 'SUCCESS', 'PIPELINE_CODE', 'STATUS_CODE'].includes(name)),
    ).toEqual([]);
  });

  it('keeps its text index up to date (npm run i18n:index)', () => {
    expect(JSON.parse(JSON.stringify(buildTextIndex()))).toEqual(textIndex);
  });
});

describe('negotiateLocale', () => {
  it.each([
    [['hi-IN', 'en'], 'hi'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['ar-SA'], 'ar'],
    [['id-ID'], 'id'],
    [['en-GB'], 'en'],
    [['fr', 'de'], 'en'],
    [['*'], 'en'],
    [[], 'en'],
    [['not a tag!!'], 'en'],
  ])('%j → %s', (requested, locale) => {
    expect(negotiateLocale(requested)).toBe(locale);
  });
});
