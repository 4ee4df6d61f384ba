/**
 * The browser's compact text index and translations (./compact.ts) say every text as the files in
 * the repo do: each fixed text and each function text's shapes read back the same in every language.
 */
import { describe, expect, it } from 'vitest';
import { compactMessages, compactTextIndex, fullMessages, fullTextIndex } from './compact.js';
import { addMessages, localizeText, useTextIndex, type Messages, type SerializedTextIndex } from './translate.js';
import textIndex from './text-index.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

const INDEX = textIndex as SerializedTextIndex;
const TRANSLATIONS = { hi, id, 'pt-BR': ptBR, ar } as const satisfies Record<string, Messages>;

/** Texts the server and the screens write: every fixed text, and a sample of the function texts'. */
const SAMPLES = [
  ...INDEX.exact.map(([text]) => text),
  'Team 3 has no players',
  'Match 2 has not started: its room code was not sent yet',
  'Kills are a whole number from 0 to 40',
];

/** What each sample reads in each language, with the index and translations given. */
function readAll(index: SerializedTextIndex, translations: Record<string, Messages>): string[] {
  useTextIndex(index);
  const said: string[] = [];
  for (const [locale, messages] of Object.entries(translations)) {
    addMessages(locale as keyof typeof TRANSLATIONS, messages);
    for (const text of SAMPLES) said.push(localizeText(text, locale as keyof typeof TRANSLATIONS));
  }
  return said;
}

describe('the compact text index and translations', () => {
  it('leave out the keys of the fixed texts', () => {
    const compact = compactTextIndex(INDEX);
    expect(compact.exact).toHaveLength(INDEX.exact.length);
    expect(compact.exact.every((text) => typeof text === 'string')).toBe(true);
    const hindi = compactMessages(INDEX, hi);
    expect(hindi.fixed).toHaveLength(INDEX.exact.length);
    expect(Object.keys(hindi.messages).some((key) => INDEX.exact.some(([, fixed]) => fixed === key))).toBe(false);
  });

  it('read back every text as the full files do, in every language', () => {
    const asInRepo = readAll(INDEX, TRANSLATIONS);
    const compact = Object.fromEntries(
      Object.entries(TRANSLATIONS).map(([locale, messages]) => [
        locale,
        fullMessages(JSON.parse(JSON.stringify(compactMessages(INDEX, messages)))),
      ]),
    );
    const asDownloaded = readAll(fullTextIndex(JSON.parse(JSON.stringify(compactTextIndex(INDEX)))), compact);
    expect(asDownloaded).toEqual(asInRepo);
    // Translated for real, not left in English.
    expect(asDownloaded.filter((said, i) => said !== SAMPLES[i % SAMPLES.length]).length).toBeGreaterThan(
      SAMPLES.length * 3,
    );
  });

  it('take the full files as they are', () => {
    expect(fullTextIndex(INDEX)).toBe(INDEX);
    expect(fullMessages(hi)).toBe(hi);
  });
});
