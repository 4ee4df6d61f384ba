/**
 * The text index and the translations as a browser downloads them (docs/product/languages.md#in-the-browser):
 * a fixed text's translation by its place in the index instead of by its key, so neither file
 * carries the 1,200 keys of the fixed texts. The web build writes these shapes
 * (desktop/compact-translations.ts); `loadMessages` (./load.ts) takes either shape, so the server
 * and the tests read the JSON files as they are.
 *
 *   full:    index { exact: [["Login failed", "ACCOUNT_FALLBACK.login"], …] }, hi { "ACCOUNT_FALLBACK.login": "…" }
 *   compact: index { exact: ["Login failed", …] },                          hi { fixed: ["…", …], messages: {…} }
 */
import type { Messages, SerializedTextIndex } from './translate.js';

export interface CompactTextIndex {
  /** The fixed texts, in the full index's order. */
  exact: string[];
  shapes: SerializedTextIndex['shapes'];
}

export interface CompactMessages {
  /** The message of each fixed text, by its place in the index; null where the language has none. */
  fixed: (string | null)[];
  /** The messages of the function texts, by key. */
  messages: Messages;
}

/** The key a fixed text gets in the browser: its place in the index. */
const placeKey = (place: number) => `#${place}`;

export function compactTextIndex(index: SerializedTextIndex): CompactTextIndex {
  return { exact: index.exact.map(([text]) => text), shapes: index.shapes };
}

export function compactMessages(index: SerializedTextIndex, messages: Messages): CompactMessages {
  const fixedKeys = new Set(index.exact.map(([, key]) => key));
  return {
    fixed: index.exact.map(([, key]) => messages[key] ?? null),
    messages: Object.fromEntries(Object.entries(messages).filter(([key]) => !fixedKeys.has(key))),
  };
}

const isCompactIndex = (index: SerializedTextIndex | CompactTextIndex): index is CompactTextIndex =>
  typeof index.exact[0] === 'string';

/** The index as the translation machinery takes it, whichever shape it came in. */
export const fullTextIndex = (index: SerializedTextIndex | CompactTextIndex): SerializedTextIndex =>
  isCompactIndex(index)
    ? { exact: index.exact.map((text, place) => [text, placeKey(place)]), shapes: index.shapes }
    : index;

/** A translation as the machinery takes it, whichever shape it came in (with the index's shape). */
export function fullMessages(messages: Messages | CompactMessages): Messages {
  if (!Array.isArray(messages.fixed)) return messages as Messages;
  const { fixed, messages: byKey } = messages as CompactMessages;
  const all: Record<string, string> = { ...byKey };
  fixed.forEach((message, place) => {
    if (message !== null) all[placeKey(place)] = message;
  });
  return all;
}
