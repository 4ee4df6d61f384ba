/**
 * Lists the catalogue's texts a translation lacks, as the messages files write them (arguments as
 * {0}, {1}…), for whoever translates next: `npx tsx scripts/i18n-missing.ts hi > missing.json`.
 * Without a language, the texts every translation lacks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueEntries } from '../shared/src/i18n/catalogue.js';
import { LOCALES } from '../shared/src/i18n/locales.js';

const dir = path.resolve(import.meta.dirname, '../shared/src/i18n/messages');
const wanted = process.argv[2] ? [process.argv[2]] : LOCALES.filter((l) => l !== 'en');
const english = new Map(
  catalogueEntries().flatMap(([key, text]): [string, string][] => {
    const written =
      typeof text === 'function'
        ? (text as (...a: string[]) => unknown)(...Array.from({ length: text.length }, (_, i) => `{${i}}`))
        : text;
    // A push's text writes an object ({ title, body }): its parts are translated under their own keys.
    return typeof written === 'string' ? [[key, written]] : [];
  }),
);
const missing: Record<string, string> = {};
for (const locale of wanted) {
  const messages = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
  for (const [key, text] of english) if (!(key in messages)) missing[key] = text;
}
process.stdout.write(`${JSON.stringify(missing, null, 2)}\n`);
