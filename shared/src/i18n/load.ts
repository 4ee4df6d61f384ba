/**
 * Each translation is its own module, loaded when it is first needed: a browser downloads only
 * the language it shows (a chunk of its own), and the server loads all of them at start.
 */
import { fullMessages, fullTextIndex, type CompactMessages, type CompactTextIndex } from './compact.js';
import { LOCALES, type Locale } from './locales.js';
import {
  addMessages,
  hasMessages,
  hasTextIndex,
  useTextIndex,
  type Messages,
  type SerializedTextIndex,
} from './translate.js';

type Translated = Exclude<Locale, 'en'>;

/** Each file as JSON has it, or as the web build compacts it for a browser (./compact.ts). */
const LOADERS: Readonly<Record<Translated, () => Promise<{ default: Messages | CompactMessages }>>> = {
  hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  id: () => import('./messages/id.json', { with: { type: 'json' } }),
  'pt-BR': () => import('./messages/pt-BR.json', { with: { type: 'json' } }),
  ar: () => import('./messages/ar.json', { with: { type: 'json' } }),
};

/** Loads the translation of `locale` once (English is the catalogue itself). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (!hasTextIndex()) {
    const serialized = (await import('./text-index.json', { with: { type: 'json' } })).default;
    // Read in one task and indexed in the next: on a phone's first screen, two tasks block less
    // than one (docs/design/phones.md).
    await new Promise((next) => setTimeout(next));
    useTextIndex(fullTextIndex(serialized as SerializedTextIndex | CompactTextIndex));
  }
  if (hasMessages(locale)) return;
  addMessages(locale, fullMessages((await LOADERS[locale as Translated]()).default));
}

/** Every translation, for a process that answers readers of every language (the server). */
export const loadAllMessages = (): Promise<void[]> => Promise.all(LOCALES.map(loadMessages));
