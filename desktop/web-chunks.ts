/**
 * How the app's web build is cut into files (docs/design/phones.md#the-first-download). Left to
 * itself, the bundler gives every set of modules that a different set of lazy screens shares a
 * file of its own: the dashboard came in 41 scripts, many under 1 kB, and the ~490 bytes of
 * headers of each answer (over HTTP/1.1) cost a phone as much as 20 kB of code. Here it comes in a
 * handful:
 * - the libraries under every screen, one file each: they change less often than the app, so a
 *   returning phone keeps them across releases;
 * - the entry: all the app code the entry imports, so what the first screen draws;
 * - `first-screen-later`: the app code the first screen fetches once its main content is drawn
 *   (`FIRST_SCREEN_LATER`, src/renderer/src/lib/first-content.ts), in one file;
 * - `signed-in`: what only a signed-in player's screens draw (`SIGNED_IN`), which a visitor's
 *   first screen never fetches, in one file (what it shares with `first-screen-later` stays there;
 *   a later screen that shares a module with it fetches it, as with any file);
 * - `texts-…`: the texts that several later screens share, a file per text file.
 * Every other screen and dialog still comes on demand, split at its lazy import.
 */
import type { Plugin } from 'vite';

/**
 * The parts the first screen fetches after its main content, and a finalized card's winners,
 * which come just after the cards (the files of their lazy imports).
 */
const FIRST_SCREEN_LATER = ['features/tournaments/DashboardFilters.tsx', 'features/play/WinnersPanel.tsx'];

/**
 * What only a signed-in player's screens draw (features/accounts/SignedInParts.tsx), and the
 * return from a checkout, which only a signed-in player starts.
 */
const SIGNED_IN = [
  'features/tournament/RoomAlertHost.tsx',
  'features/notifications/LiveToasts.tsx',
  'features/notifications/ShellAlerts.tsx',
  'features/money/MoneyButtons.tsx',
  'features/money/PaymentReturnHandler.tsx',
  'features/tournaments/CreateTournamentButton.tsx',
  'features/accounts/AccountControls.tsx',
  'features/play/PostLobbyButton.tsx',
  'features/tournament/CardPlayExtras.tsx',
];

/** The renderer's own code: the shared package is left out, its barrels import every module. */
const RENDERER = /[\\/]desktop[\\/]src[\\/]renderer[\\/]src[\\/]/;

const VENDORS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'vendor-socket',
    test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
  },
];

/**
 * The files the entry imports by name (the bundler's runtime, React's and React Query's groups,
 * first in its code): a browser has them before any lazy import runs.
 */
const LOADED_WITH_THE_ENTRY = /(?:^|\/)(?:rolldown-runtime|vendor-react|vendor-query)-[\w-]+\.js$/;

/**
 * The files a lazy import preloads beside its own: all its imports but those loaded with the
 * entry. Listed for every lazy import, those three were a tenth of the entry's file names table
 * (`__vite__mapDeps`), which a phone downloads first, to preload what it already has.
 */
export const lazyImportPreloads = (deps: string[]): string[] => deps.filter((dep) => !LOADED_WITH_THE_ENTRY.test(dep));

/** `texts-play` for a part of shared/src/texts/play.ts (or screens/play.ts), null for any other module. */
function sharedTextsOf(id: string): string | null {
  const text = /[\\/]shared[\\/]src[\\/](?:texts[\\/](?:screens[\\/])?)?([\w-]+)\.ts\?text-part=/.exec(id);
  return text ? `texts-${text[1]}` : null;
}

/** The renderer's modules that `roots` import, directly or not, without following lazy imports. */
function rendererClosure(roots: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of importsOf(id)) {
      if (!RENDERER.test(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * The plugin, which reads the module graph once it is built, and the groups of
 * `build.rollupOptions.output.codeSplitting`, which cut by it.
 */
export function webChunks() {
  let later = new Set<string>();
  let signedIn = new Set<string>();

  const plugin: Plugin = {
    name: 'squadhub-web-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const rootsOf = (parts: string[], list: string) => {
        const roots = ids.filter((id) => parts.some((part) => id.endsWith(part)));
        if (roots.length !== parts.length)
          this.error(`a part of ${list} (desktop/web-chunks.ts) is gone: ${roots.length} found`);
        return roots;
      };
      later = rendererClosure(rootsOf(FIRST_SCREEN_LATER, 'FIRST_SCREEN_LATER'), importsOf);
      signedIn = rendererClosure(rootsOf(SIGNED_IN, 'SIGNED_IN'), importsOf);
    },
  };

  // A module goes to the first group that takes it, by priority.
  const groups = [
    ...VENDORS.map((vendor) => ({ ...vendor, priority: 3 })),
    // `$initial`: imported by the entry, directly or not (the entry's own chunk is named `index`).
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: 'first-screen-later', test: (id: string) => later.has(id), priority: 1 },
    { name: 'signed-in', test: (id: string) => signedIn.has(id) },
    // The texts several screens share, one file per text file rather than one per text
    // (split-text-modules.ts makes each text a module, and the bundler a file per set of screens).
    { name: sharedTextsOf, minShareCount: 2 },
  ];
  return { plugin, groups };
}
