/**
 * The pages: the built web client (WEB_DIST) at `/`, compressed (gzip or brotli, as the browser accepts):
 * - /assets/* (`assetsRouter`): Vite's content-hashed files, cached for a year (a new build has
 *   new names), with the subresource headers only (http/security-headers.ts `assetHeaders`). The
 *   build writes each one's brotli (best quality) and gzip copies beside it, and those are sent as
 *   they are; a file without them is compressed on the fly. A missing one is a 404, not
 *   index.html, so an outdated tab fails clearly instead of running HTML.
 * - /tournaments/:id: index.html with the tournament's link-preview tags, so a link shared on
 *   TikTok or WhatsApp names the tournament. Only approved tournaments get them: a pending,
 *   declined or unknown one gets the plain page, which tells nothing about it.
 * - index.html's first-screen sections (desktop/pwa/app-shell.ts): `/` keeps the dashboard's
 *   (its skeleton and its lazy chunks' preloads), /tournaments/:id the tournament page's, every
 *   other page neither, so each page preloads what it will load and paints no foreign skeleton.
 *   The tournament page's shell gets the title and byline of an approved tournament (the same
 *   public data as its preview tags), so a shared link names the tournament at the first paint;
 *   a visitor's dashboard gets its first card's artwork, the largest thing a phone paints there
 *   (presenters/app-shell.ts).
 * - every page keeps the preloads of the translation it will be shown in (the browser's
 *   `Accept-Language`, as the app picks on a first visit), gets that language's `lang` and `dir`,
 *   and its shell's words in that language.
 * - /overlay/tournaments/:id: the OBS overlay page (public data only, see src/overlay in the renderer);
 *   /overlay/cups/:id the same page showing a cup's leaders.
 * - the build's own top-level files (robots.txt, favicon.svg; from the renderer's public/ folder;
 *   the installable app's manifest.webmanifest, sw.js, offline page and icons) with their own
 *   types; sw.js is never kept past a revalidation. A missing file (a path ending in `name.ext`)
 *   is a 404: a crawler asking for /robots.txt or /sitemap.xml must not be handed the app's HTML
 *   as if it were that file.
 * - every other path outside /api and /uploads: index.html (history routing), revalidated on
 *   each load so a new build is picked up at once. No app route ends in a file extension.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  SIGNED_IN_HINT_COOKIE,
  tournamentImageSources,
  uuidParam,
  type Tournament,
  type TournamentImageSources,
} from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { notFound } from '../domain/errors.js';
import { answerLocale } from '../http/language.js';
import { assetHeaders } from '../http/security-headers.js';
import {
  fillHomeShell,
  fillTournamentShell,
  keepFirstScreen,
  keepLanguage,
  sayInShell,
  signedInHint,
  type FirstScreen,
} from '../presenters/app-shell.js';
import { tournamentPreviewTags } from '../presenters/link-preview.js';
import { tournamentList } from '../services/tournaments/list.js';
import { canViewTournament } from '../services/tournaments/policy.js';
import { loadTournamentView } from '../services/tournaments/view.js';

const TITLE_TAG = /<title>[^<]*<\/title>/;

/**
 * The installable app's files (docs/design/phones.md#an-installable-app): the service worker is
 * revalidated on every check, so a new build's worker is found on the next visit rather than an
 * hour later; the manifest gets the type browsers expect of it.
 */
function installableAppHeaders(res: express.Response, file: string): void {
  const name = path.basename(file);
  if (name === 'sw.js') {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  } else if (name === 'manifest.webmanifest') {
    res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  }
}

/**
 * The build's hashed files at /assets, mounted ahead of the page headers; without a build, every
 * path under it is a 404.
 */
export function assetsRouter(ctx: AppContext): express.Router {
  const assets = express.Router();
  const folder = path.join(ctx.config.WEB_DIST, 'assets');
  assets.use(assetHeaders);
  if (existsSync(folder)) {
    assets.use(
      compression(),
      expressStaticGzip(folder, {
        enableBrotli: true,
        // Ours, not the browser's order: brotli is the smaller copy of every file.
        orderPreference: ['br', 'gz'],
        index: false,
        // A hashed name never changes its content, so nothing is revalidated: no ETag, no
        // Last-Modified, and no ranges for scripts read whole; 100 bytes less on each of a first
        // visit's scripts (docs/design/phones.md#the-first-download).
        serveStatic: {
          index: false,
          immutable: true,
          maxAge: '1y',
          etag: false,
          lastModified: false,
          acceptRanges: false,
        },
      }),
    );
  }
  assets.use((_req, _res, next) => next(notFound()));
  return assets;
}

/** The pages' router; without a build it has no routes, and every page path falls through. */
export function pagesRouter(ctx: AppContext): express.Router {
  const web = express.Router();
  const dist = ctx.config.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    ctx.logger.warn({ dist }, 'web client not built: run `npm run build:web`');
    return web;
  }

  /**
   * index.html, read on each load (a rebuild while the server runs must not serve stale asset
   * names), with the sections of `screen` and of the language the browser asks for (the one the
   * app picks on a first visit: desktop/src/renderer/src/lib/language.ts), and a function that
   * writes the shell's words in that language once the page's fields are in.
   */
  const readShell = async (req: express.Request, res: express.Response, screen: FirstScreen) => {
    res.vary('Accept-Language');
    // A page request carries no login: the browser's language, else English (http/language.ts).
    const locale = answerLocale(req);
    const html = keepLanguage(keepFirstScreen(await readFile(indexFile, 'utf8'), screen), locale);
    return { html, say: (filled: string) => sayInShell(filled, locale) };
  };

  const sendIndex = async (req: express.Request, res: express.Response) => {
    const { html, say } = await readShell(req, res, null);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(say(html));
  };

  /**
   * The artwork of a visitor's first card, for the dashboard's shell; none for a browser that
   * holds a login (its grid is its own, and a visitor's card must not flash in its place).
   */
  const visitorsFirstArtwork = async (req: express.Request): Promise<TournamentImageSources | null> => {
    if (signedInHint(req.headers.cookie, SIGNED_IN_HINT_COOKIE)) return null;
    try {
      const { tournaments } = await tournamentList(ctx, null, { limit: 1, offset: 0 });
      return tournaments[0] ? tournamentImageSources(tournaments[0]) : null;
    } catch (err) {
      // The page itself must load, with its skeleton, when the list cannot be read.
      req.log.warn({ err }, 'first card of the app shell failed');
      return null;
    }
  };

  /** index.html for the dashboard: its shell, with a visitor's first card's artwork. */
  const sendHome = async (req: express.Request, res: express.Response) => {
    const [{ html, say }, artwork] = await Promise.all([readShell(req, res, 'home'), visitorsFirstArtwork(req)]);
    res.setHeader('Cache-Control', 'no-cache');
    // The shell differs with the signed-in hint: no cache may hand one browser's to another.
    res.vary('Cookie');
    res.type('html').send(say(fillHomeShell(html, artwork)));
  };

  /** A publicly visible tournament (its summary, as an anonymous visitor sees it), or null. */
  const publicTournament = async (req: express.Request, id: string): Promise<Tournament | null> => {
    if (!uuidParam.safeParse({ id }).success) return null;
    try {
      const view = await loadTournamentView(ctx.db, id, null, 'summary');
      return view && canViewTournament(view, null) ? view : null;
    } catch (err) {
      // The page itself must load even when the preview cannot be built.
      req.log.warn({ err }, 'tournament link preview failed');
      return null;
    }
  };

  /** index.html for a tournament: its preview tags and its shell's title, when it is public. */
  const sendTournament = async (req: express.Request, res: express.Response, id: string) => {
    const [t, shell] = await Promise.all([publicTournament(req, id), readShell(req, res, 'tournament')]);
    const html = shell.say(fillTournamentShell(shell.html, t));
    res.setHeader('Cache-Control', 'no-cache');
    const tags = t && tournamentPreviewTags(t, ctx.config.PUBLIC_URL);
    res.type('html').send(tags ? html.replace(TITLE_TAG, () => tags) : html);
  };

  web.use(compression());
  web.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: installableAppHeaders }));
  web.get('/tournaments/:id', (req, res) => sendTournament(req, res, req.params.id));
  // The OBS overlay: its own small entry of the build (desktop/src/renderer/overlay.html), no app shell.
  web.get(['/overlay/tournaments/:id', '/overlay/cups/:id'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dist, 'overlay.html'));
  });
  web.get(/^\/(?!api\/|uploads\/).*/, async (req, res, next) =>
    path.extname(req.path) ? next(notFound()) : req.path === '/' ? sendHome(req, res) : sendIndex(req, res),
  );
  return web;
}
