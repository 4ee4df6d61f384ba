/**
 * The languages Squadhub speaks (docs/product/languages.md): English, the specifications' own
 * language and the fallback of every text, and four translations for where custom rooms are
 * biggest. Tags are BCP 47, as `Accept-Language`, `navigator.languages` and `Intl` use them.
 */
import { match } from '@formatjs/intl-localematcher';

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

export const isLocale = (tag: unknown): tag is Locale => (LOCALES as readonly unknown[]).includes(tag);

/**
 * The language to answer in, from the ones asked for in order of preference (an
 * `Accept-Language` header's list, `navigator.languages`): the closest of ours by CLDR's
 * language distances ("pt" and "pt-PT" read Brazilian Portuguese, "hi-IN" Hindi), else English.
 */
export function negotiateLocale(requested: readonly string[]): Locale {
  const wanted = requested.filter((tag) => tag && tag !== '*');
  if (wanted.length === 0) return DEFAULT_LOCALE;
  try {
    return match(wanted, LOCALES, DEFAULT_LOCALE, { algorithm: 'best fit' }) as Locale;
  } catch {
    // A malformed tag (the header is the client's to write): no preference we can read.
    return DEFAULT_LOCALE;
  }
}
