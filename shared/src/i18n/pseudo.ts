/**
 * The pseudo language (docs/product/languages.md#the-pseudo-language), for tests only and never
 * offered in the switcher: every catalogue text is accented and 40% longer, as the longest
 * translations are, so a screen that cuts or overflows a longer text shows it, and a text that
 * never reached the catalogue stands out in plain English beside the accented ones.
 */
import { isCatalogueText } from './translate.js';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aeiouAEIOUcnyCNY'].map((c, i) => [c, 'àéîöûÀÉÎÖÛçñýÇÑÝ'[i]!]),
);

/** `text` accented and padded to 140% of its length (at least one mark), inside ⟦ ⟧. */
export function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('');
  const padding = '·'.repeat(Math.max(1, Math.round(text.length * 0.4) - 2));
  return `⟦${accented}${padding}⟧`;
}

/** A text in the pseudo language: a catalogue text marked, anything else as it is. */
export const inPseudoLanguage = (text: string): string => (isCatalogueText(text) ? pseudoText(text) : text);
