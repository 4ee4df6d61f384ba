/**
 * The text index and each translation as a browser downloads them: a fixed text's translation by
 * its place in the index, not by its key (shared/src/i18n/compact.ts). 13 kB less in brotli on a
 * Hindi or Arabic first visit (docs/design/phones.md#the-first-download); the files in the repo,
 * which the server reads, stay as they are.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compactMessages, compactTextIndex } from '../shared/src/i18n/compact';
import type { Messages, SerializedTextIndex } from '../shared/src/i18n/translate';

const TEXT_INDEX = /[\\/]shared[\\/]src[\\/]i18n[\\/]text-index\.json$/;
/** A translation's module, with its language: those shared/src/i18n/load.ts loads. */
export const TRANSLATION_FILE = /[\\/]shared[\\/]src[\\/]i18n[\\/]messages[\\/]([\w-]+)\.json$/;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function compactTranslations(): Plugin {
  let index: SerializedTextIndex | undefined;
  const fullIndex = (file: string) => (index ??= readJson<SerializedTextIndex>(file));
  return {
    name: 'squadhub-compact-translations',
    enforce: 'pre',
    // The build's only: the dev server reads the files as they are, so a rewritten index shows at once.
    apply: 'build',
    // JSON still: Vite's own JSON plugin makes it a module, as it does the files themselves.
    load(id) {
      if (TEXT_INDEX.test(id)) return JSON.stringify(compactTextIndex(fullIndex(id)));
      if (TRANSLATION_FILE.test(id)) {
        const indexFile = id.replace(/messages[\\/][\w-]+\.json$/, 'text-index.json');
        return JSON.stringify(compactMessages(fullIndex(indexFile), readJson<Messages>(id)));
      }
      return null;
    },
  };
}
