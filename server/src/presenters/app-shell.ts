/**
 * What the server writes into the web app's shell, the first screen index.html paints before its
 * JavaScript (desktop/pwa/app-shell.html, docs/design/phones.md#the-app-shell): each page keeps
 * only its own first-screen sections, a public tournament's page gets its title and byline, and
 * a visitor's dashboard gets its first tournament's artwork. Everything written is public data,
 * escaped; React's first render replaces the shell with the same things in the same places.
 */
import {
  ADMIN_SCREEN,
  CARD_IMAGE_SIZES,
  DEFAULT_LOCALE,
  PAGES_SCREEN,
  RTL_LOCALES,
  cardSrcSet,
  localizeText,
  type Locale,
  type Tournament,
  type TournamentImageSources,
} from '@squadhub/shared';
import { escapeHtml } from './html.js';

/** A first-screen section of index.html, named (desktop/pwa/app-shell.ts). */
const FIRST_SCREEN = /<!--first-screen:([\w-]+)-->[\s\S]*?<!--\/first-screen:\1-->\s*/g;
export type FirstScreen = 'home' | 'tournament' | null;

/** index.html with only the sections of `screen` (none when null). */
export const keepFirstScreen = (html: string, screen: FirstScreen) =>
  html.replace(FIRST_SCREEN, (section, name: string) => (name === screen ? section : ''));

/** A language's preloads in index.html (desktop/pwa/app-shell.ts). */
const LANGUAGE_SECTION = /<!--language:([\w-]+)-->[\s\S]*?<!--\/language:\1-->\s*/g;
const HTML_TAG = /<html lang="[^"]*"/;

/**
 * index.html for a page shown in `locale`: the preloads of that language's translation only (none
 * for English), so a phone fetches them with the entry rather than one after the other once it
 * has run, and the page's `lang` and `dir` from its first paint.
 */
export const keepLanguage = (html: string, locale: Locale) =>
  html
    .replace(LANGUAGE_SECTION, (section, tag: string) => (tag === locale && locale !== DEFAULT_LOCALE ? section : ''))
    .replace(HTML_TAG, `<html lang="${locale}"${RTL_LOCALES.has(locale) ? ' dir="rtl"' : ''}`);

const SAY = /<!--say-->([^<]*)<!--\/say-->/g;
const BY = /<!--by-->([\s\S]*?)<!--\/by-->/g;
/** Stands for the host's name in "by …" while the words around it are translated. */
const HOST_MARK = '\uE000';

/**
 * The shell's words in the page's language, as React's first render will write them: each
 * catalogue text between `<!--say-->` markers (plain text, in English), and "by …" around the
 * host's name between `<!--by-->` markers. A phone on a slow link looks at the shell for a second
 * or more, and must not read English there in a translated screen.
 */
export function sayInShell(html: string, locale: Locale): string {
  const [beforeHost, afterHost] = localizeText(ADMIN_SCREEN.by(HOST_MARK), locale).split(HOST_MARK);
  return html
    .replace(SAY, (_, text: string) => escapeHtml(localizeText(text, locale)))
    .replace(BY, (_, host: string) => `${escapeHtml(beforeHost ?? '')}${host}${escapeHtml(afterHost ?? '')}`);
}

const BYLINE = /<!--tournament:byline-->([\s\S]*?)<!--\/tournament:byline-->/;

/**
 * The tournament page's shell with the tournament's title and byline as the page will show them
 * (desktop/src/renderer/src/pages/TournamentPage.tsx), escaped; without a public tournament, the
 * page's own placeholder title and no byline.
 */
export function fillTournamentShell(html: string, t: Tournament | null): string {
  const field = (name: string, value: string) => (text: string) =>
    // A replacer function: a title's `$&` or `$\`` must stay text, not a replacement pattern.
    text.replaceAll(`<!--tournament:${name}-->`, () => escapeHtml(value));
  if (!t) {
    // The page's placeholder, written in the page's language by sayInShell.
    const placeholder = `<!--say-->${escapeHtml(PAGES_SCREEN.tournament.heading)}<!--/say-->`;
    return html.replaceAll('<!--tournament:title-->', () => placeholder).replace(BYLINE, '');
  }
  const title = field('title', t.title)(html);
  return title.replace(BYLINE, (_, byline: string) =>
    [field('map', t.map_name), field('mode', t.game_mode ?? ''), field('creator', t.creator_username)].reduce(
      (text, fill) => fill(text),
      byline,
    ),
  );
}

const FIRST_ART = /<!--home:first-art-->[\s\S]*?<!--\/home:first-art-->/;

/**
 * The grid card's image block with its artwork, as TournamentCard and TournamentImage draw the
 * first card of the grid (desktop/src/renderer/src/features/tournaments/): the same box, the same
 * image at the same fetch priority, so the browser fetches it once and the card's first render
 * paints it where it already is. Decorative here (the shell is aria-hidden): its alt is empty.
 */
function artworkBlock(image: TournamentImageSources): string {
  const src = escapeHtml(image.src);
  const card = image.card && escapeHtml(image.card);
  const sized = card ? ` srcset="${cardSrcSet(src, card)}" sizes="${CARD_IMAGE_SIZES}"` : '';
  const img = `<img src="${src}"${sized} alt="" fetchpriority="high" class="object-cover size-full max-sm:object-bottom">`;
  const picture = card
    ? `<picture class="contents"><source media="(max-width: 639px)" srcset="${card}">${img}</picture>`
    : img;
  return `<div class="relative aspect-[16/9] overflow-hidden bg-surface-3 max-sm:aspect-auto max-sm:h-20">${picture}</div>`;
}

/**
 * The dashboard's shell with its first card's artwork, when the viewer's first card is known
 * (`image`); otherwise its skeleton as built. The artwork is the largest thing a phone's first
 * screen paints, so it paints with the page instead of after the app's code and the list.
 */
export const fillHomeShell = (html: string, image: TournamentImageSources | null): string =>
  image ? html.replace(FIRST_ART, () => artworkBlock(image)) : html;

/** Whether the request's cookies say the browser holds a login (the hint's value only, never a token). */
export const signedInHint = (cookieHeader: string | undefined, name: string): boolean =>
  !!cookieHeader && cookieHeader.split(';').some((c) => c.trim() === `${name}=1`);
