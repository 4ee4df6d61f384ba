/**
 * The languages Squadhub speaks (docs/product/languages.md): English, the specifications' own
 * language and the fallback of every text, and four translations for where custom rooms are
 * biggest. Tags are BCP 47, as `Accept-Language`, `navigator.languages` and `Intl` use them.
 */
export const LOCALES = ['en', 'hi', 'id', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages written right to left: their pages get `dir="rtl"`. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

/** Each language's name in itself, as the switcher lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/**
 * The pseudo language, for tests only and never offered (docs/product/languages.md#the-pseudo-language):
 * every catalogue text accented and 40% longer (./pseudo.ts).
 */
export const PSEUDO_LOCALE = 'en-XA';

export const isLocale = (tag: unknown): tag is Locale => (LOCALES as readonly unknown[]).includes(tag);

/** Old codes some Android versions still send: "in" for Indonesian. */
const LANGUAGE_ALIASES: Readonly<Record<string, Locale>> = { in: 'id' };

/**
 * The language to answer in, from the ones asked for in order of preference (an
 * `Accept-Language` header's list, `navigator.languages`): the first that is one of ours, or whose
 * language is ("pt" and "pt-PT" read Brazilian Portuguese, "hi-IN" Hindi), else English. Five
 * languages need no more than that; a library with CLDR's language distances cost 8 kB gzip on a
 * phone's first screen (docs/dependencies.md).
 */
export function negotiateLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted || wanted === '*') continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split(/[-_]/)[0]!;
    const same = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? LANGUAGE_ALIASES[language];
    if (same) return same;
  }
  return DEFAULT_LOCALE;
}
