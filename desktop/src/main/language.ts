/**
 * The language of the app's own words: the tray's menu and tooltip, the update question and the
 * host console's title (docs/product/languages.md). It follows Electron's app locale (the
 * system's language), the closest of ours, else English. Every translation is loaded at start
 * (`loadAppLanguage`), before the tray and the first window.
 *
 * Only index.ts imports this module (it needs Electron): the tested modules beside it take a
 * `say` function instead, English by default.
 */
import { app } from 'electron';
import { loadAllMessages, localizeText, negotiateLocale, type Locale } from '@squadhub/shared';

/** Electron's app locale, known once the app is ready. */
export const appLocale = (): Locale => negotiateLocale([app.getLocale()]);

/** Loads every translation (a few small files): the language is read when each text is drawn. */
export async function loadAppLanguage(): Promise<void> {
  await loadAllMessages();
}

/** A catalogue text (English, from `@squadhub/shared`) in the app's language. */
export const sayApp = (text: string): string => localizeText(text, appLocale());
