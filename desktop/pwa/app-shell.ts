/**
 * The first screen of the web build before its JavaScript (docs/design/phones.md#the-app-shell), as
 * a Vite plugin of the web build only (the Electron renderer loads from disk and needs neither):
 *
 * - the app shell (app-shell.html) inside index.html's empty #root: the header and, for the
 *   dashboard, its skeleton, painted as soon as the page and its stylesheet arrive; React's first
 *   render replaces it.
 * - per first screen, `<link rel="modulepreload">` of the lazy chunks it cannot paint without
 *   (the tournament page's), so a phone requests them together with the entry instead of one
 *   round trip after it. Each set, like each page's part of the shell, sits between
 *   `<!--first-screen:NAME-->` markers; the server keeps only those of the page it serves
 *   (server/src/routes/pages.ts).
 * - per translated language, `<!--language:TAG-->` preloads of what showing it loads before the
 *   first render (main.tsx waits for it): the translation machinery, the text index and that
 *   language's messages, which the entry would otherwise ask for one after the other once it has
 *   run. The server keeps the section of the language the page will be shown in.
 * - the entry and every preload, inert inside `<template id="app-scripts">`, started by boot.js
 *   once the shell has painted: the shell's paint needs only the page, its stylesheet and its
 *   artwork, and on a slow link those no longer share it with the scripts (which also stay at low
 *   fetch priority). The server keeps and drops the sections inside the template as anywhere.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin, type Rollup } from 'vite';
import { TRANSLATION_FILE } from '../compact-translations';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** `<!--repeat:N…-->` lines `<!--/repeat-->`: the lines between, N times (the skeleton cards). */
const REPEAT = /^ *<!--repeat:(\d+)[^>]*-->\n([\s\S]*?)^ *<!--\/repeat-->\n/gm;

/** Markers the server fills in, kept in the first copy of repeated lines only. */
const FILL_MARKERS = /<!--\/?home:[\w-]+-->/g;

const SHELL = readFileSync(path.join(import.meta.dirname, 'app-shell.html'), 'utf8')
  .replace(/^<!--[\s\S]*?-->\n/, '')
  .replace(
    REPEAT,
    (_, times: string, lines: string) => lines + lines.replace(FILL_MARKERS, '').repeat(Number(times) - 1),
  );

/**
 * The lazy modules (paths from the renderer's root) a first screen cannot paint without: the
 * tournament page, whose first render waits for its code (main.tsx). The dashboard needs none:
 * its lazy parts (filters, card extras, toasts, the socket's library) keep their places and
 * load after the entry, so they do not share a slow link with it.
 */
export const FIRST_SCREENS: Record<string, string[]> = {
  tournament: ['src/pages/TournamentPage.tsx'],
};

/** What showing a translated language loads (desktop/src/renderer/src/lib/language.ts), from the renderer's root. */
const LANGUAGE_ENGINE = '../../../shared/src/i18n/runtime.ts';
const TEXT_INDEX = '../../../shared/src/i18n/text-index.json';
const messagesOf = (tag: string) => `../../../shared/src/i18n/messages/${tag}.json`;

/**
 * Starts the scripts after the first paint; minified (its comments are for us, not for a phone's
 * first download) and hashed like the build's own files.
 */
const BOOT = minifySync('boot.js', readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8')).code;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT).digest('base64url').slice(0, 8)}.js`;
/** What boot.js starts: the entry, every preload, and the sections of preloads. */
const APP_SCRIPTS =
  /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<!--(first-screen|language):([\w-]+)-->[\s\S]*?<!--\/\1:\2-->)/g;

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** The languages the build has a translation of (English is the catalogue itself). */
const translatedLanguages = (bundle: OutputBundle): string[] =>
  chunks(bundle).flatMap((c) => c.moduleIds.flatMap((id) => TRANSLATION_FILE.exec(id)?.[1] ?? []));

/** A chunk's file and the files it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, into);
  return into;
}

export function appShell(): Plugin {
  let root = '';
  return {
    name: 'squadhub-app-shell',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (path.basename(ctx.filename) !== 'index.html') return;
        let out = html.replace('<div id="root"></div>', `<div id="root">${SHELL}</div>`);
        if (!ctx.bundle || !ctx.chunk) return out;
        const bundle = ctx.bundle;
        const entry = staticClosure(bundle, ctx.chunk.fileName);
        /** A marked section preloading `modules` and what they import, less what the entry has. */
        const section = (kind: string, name: string, modules: string[]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const id = path.join(root, module);
            const chunk = chunks(bundle).find((c) => c.moduleIds.includes(id));
            if (!chunk) throw new Error(`app shell: no chunk holds ${module}`);
            for (const file of staticClosure(bundle, chunk.fileName)) if (!entry.has(file)) files.add(file);
          }
          const tags = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
          return `<!--${kind}:${name}-->\n    ${tags}\n    <!--/${kind}:${name}-->`;
        };
        const links = [
          ...Object.entries(FIRST_SCREENS).map(([name, modules]) => section('first-screen', name, modules)),
          ...translatedLanguages(bundle).map((tag) =>
            section('language', tag, [LANGUAGE_ENGINE, TEXT_INDEX, messagesOf(tag)]),
          ),
        ];
        out = out.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        out = out.replace(
          /<(script type="module"|link rel="modulepreload") crossorigin /g,
          '<$1 crossorigin fetchpriority="low" ',
        );
        // The head's scripts only: the body's first-screen sections are the shell itself.
        const [head, body] = out.split('</head>') as [string, string];
        const scripts: string[] = [];
        const rest = head.replace(APP_SCRIPTS, (tags) => (scripts.push(tags), ''));
        const template = `  <template id="app-scripts">${scripts.join('')}\n    </template>`;
        return `${rest}\n  ${template}\n    <script defer src="/${BOOT_FILE}"></script>\n  </head>${body}`;
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT });
    },
  };
}
