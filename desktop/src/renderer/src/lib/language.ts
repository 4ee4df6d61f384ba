/**
 * The language the screens are shown in (docs/product/languages.md#choosing-a-language), which the
 * client also asks the server to answer in (`Accept-Language`), so a refusal's words match the
 * screen around them rather than the browser's own language.
 *
 * The first visit follows the browser's languages (the closest of ours, else English); a choice
 * made in the switcher is kept on this device, and on the account once logged in. English is the
 * catalogue itself and needs nothing more: the translation machinery (`@squadhub/shared/i18n`)
 * and a language's messages are chunks of their own, loaded before the screens switch to it.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, RTL_LOCALES, isLocale, negotiateLocale, type Locale } from '@squadhub/shared';
import { nextTask } from './first-content';

const STORED_KEY = 'squadhub.language';

type Engine = typeof import('@squadhub/shared/i18n');

let current: Locale = DEFAULT_LOCALE;
/** The pseudo language (tests only) is chosen by storing its tag on the device; the server is asked for English then. */
let pseudo = false;
const asWritten = (text: string) => text;
let translate: (text: string) => string = asWritten;
const listeners = new Set<() => void>();

export const screenLocale = (): Locale => current;

/** The language stored on this device, else the browser's closest one of ours. */
export function preferredLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORED_KEY);
  } catch {
    // Storage blocked (a private window): the browser's languages decide.
  }
  pseudo = stored === PSEUDO_LOCALE;
  if (isLocale(stored)) return stored;
  return negotiateLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/**
 * Shows the screens in `locale`: its translation loaded first, then the page's `lang` and `dir`,
 * the device's choice and every screen that reads the language. `remember: false` for a language
 * the client picked by itself (the browser's), which a later choice of the player's replaces.
 */
export async function showLanguage(locale: Locale, { remember = true } = {}): Promise<void> {
  if (remember) pseudo = false;
  let engine: Engine | null = null;
  if (locale !== DEFAULT_LOCALE || pseudo) {
    engine = await import('@squadhub/shared/i18n');
    await engine.loadMessages(locale);
    // The language's ICU data in a task of its own, not in the first render's (docs/design/phones.md).
    await nextTask();
    engine.prepareLocale(locale);
  }
  current = locale;
  translate = !engine
    ? asWritten
    : pseudo
      ? engine.inPseudoLanguage
      : (text: string) => engine.localizeText(text, locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  if (remember) {
    try {
      localStorage.setItem(STORED_KEY, locale);
    } catch {
      // Not kept on this device: the account keeps it once logged in.
    }
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The screens' language; a component that reads it draws again when it changes. */
export const useScreenLocale = (): Locale => useSyncExternalStore(subscribe, screenLocale, () => DEFAULT_LOCALE);

/**
 * A catalogue text (English, from `@squadhub/shared`) in the screens' language, for code outside
 * a component (a toast, a confirm). Components use `useSay`, which draws again on a change.
 */
export const sayNow = (text: string): string => translate(text);

/** `say(TEXT)`: a catalogue text in the screens' language (docs/product/languages.md). */
export function useSay(): (text: string) => string {
  useScreenLocale();
  return translate;
}
