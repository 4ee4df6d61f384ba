/**
 * Screens in another language (docs/product/languages.md): a page opened with a language already
 * chosen on the device, and the checks a translated screen must pass: the page's `lang` and
 * `dir`, no text of the catalogue left in English, and no text cut where it was not meant to be.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import {
  PSEUDO_LOCALE,
  RTL_LOCALES,
  catalogueEntries,
  formatMessage,
  loadAllMessages,
  localizeText,
  type Locale,
} from '@squadhub/shared';
import { SIZES, type Size } from './app';
import type { Session } from './users';

export type ScreenLanguage = Exclude<Locale, 'en'> | typeof PSEUDO_LOCALE;

/** A new browser context of that size, in `language`, logged in as `session` (or a visitor), on `path`. */
export async function openInLanguage(
  browser: Browser,
  size: Size,
  language: ScreenLanguage,
  session: Session | null,
  path: string,
): Promise<Page> {
  const context = await browser.newContext(SIZES[size]);
  await context.addInitScript(
    ([lang, token]) => {
      localStorage.setItem('squadhub.language', lang);
      if (token) localStorage.setItem('token', token);
    },
    [language, session?.token ?? ''] as const,
  );
  const page = await context.newPage();
  await page.goto(path);
  const tag = language === PSEUDO_LOCALE ? 'en' : language;
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await expect(page.locator('html')).toHaveAttribute(
    'dir',
    language !== PSEUDO_LOCALE && RTL_LOCALES.has(language) ? 'rtl' : 'ltr',
  );
  return page;
}

/**
 * The English texts of the catalogue that `language` says differently: one of them on a screen
 * in that language was never translated there. (A text a language keeps as it is, a game term
 * or a name, is not one of them.)
 */
async function englishOnlyTexts(language: ScreenLanguage): Promise<Set<string>> {
  await loadAllMessages();
  const texts = new Set<string>();
  const translations = new Set<string>();
  for (const [key, text] of catalogueEntries()) {
    if (typeof text !== 'string') continue;
    if (language !== PSEUDO_LOCALE) translations.add(formatMessage(language, key)?.trim() ?? '');
    if (text.trim().length < 4) continue;
    // What the screens would show for it, as they decide (the first entry that writes it).
    if (language === PSEUDO_LOCALE || localizeText(text, language) !== text) texts.add(text.trim());
  }
  // A translation may be an English word of another entry ("Live stream" is "Live" to Brazilians).
  for (const t of translations) texts.delete(t);
  return texts;
}

/** The visible texts of the page: each element's own text, trimmed, and its labels. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!el || !text || !el.checkVisibility()) continue;
      texts.push(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]')) {
      if (!el.checkVisibility()) continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** No text of the catalogue shows in English on a screen in `language`. */
export async function expectNoEnglishLeft(page: Page, language: ScreenLanguage, screen: string) {
  const english = await englishOnlyTexts(language);
  const left = [...new Set((await visibleTexts(page)).filter((t) => english.has(t)))];
  expect(left, `${screen} in ${language}: texts still in English`).toEqual([]);
}

/**
 * No text is cut: an element whose own text is wider than its box and that hides the rest,
 * without an ellipsis or a line clamp that says so (those are meant, and carry the whole text in
 * a title or an accessible name).
 */
export async function expectNothingCut(page: Page, screen: string) {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!el.checkVisibility()) continue;
      // Visually hidden on purpose (`sr-only`): a 1 px box that only a screen reader reads.
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      const meant = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (!hides || meant) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        if (
          style.overflowX === 'auto' ||
          style.overflowX === 'scroll' ||
          style.overflowY === 'auto' ||
          style.overflowY === 'scroll'
        )
          continue;
        found.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
  expect(cut, `${screen}: texts cut`).toEqual([]);
}
