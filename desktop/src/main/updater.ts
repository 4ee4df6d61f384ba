/**
 * Updates through electron-updater's generic provider: the feed address comes from
 * configuration (SQUADHUB_UPDATE_URL, or the `publish` URL baked in by electron-builder), the app
 * checks once at start, downloads in the background and, when an update is ready, offers a
 * restart; declining installs it at the next quit. A host is often live on camera: the app never
 * restarts by itself. Electron and electron-updater come in as parameters so vitest can test
 * every decision.
 */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

export interface UpdaterDeps {
  updater: UpdaterLike;
  /** app.isPackaged: a development run has no installer to update. */
  isPackaged: boolean;
  /** SQUADHUB_UPDATE_URL; without it, the feed electron-builder wrote into app-update.yml is used. */
  feedUrl?: string;
  /** Whether the packaged build carries a feed (app-update.yml exists). */
  hasBuiltInFeed: boolean;
  /** Asks the user; resolves true for "Restart now". */
  askToRestart(version: string): Promise<boolean>;
  markQuitting(): void;
  log(message: string, err?: unknown): void;
}

export type UpdateDecision = 'disabled-dev' | 'disabled-no-feed' | 'checking';

/** Wires the updater and starts the check; returns what it decided (for the log and tests). */
export function startUpdater(deps: UpdaterDeps): UpdateDecision {
  if (!deps.isPackaged) return 'disabled-dev';
  const feedUrl = deps.feedUrl?.trim();
  if (feedUrl) {
    if (!/^https:\/\//i.test(feedUrl)) {
      deps.log(`Updates disabled: SQUADHUB_UPDATE_URL must be an https:// address (got ${feedUrl})`);
      return 'disabled-no-feed';
    }
    deps.updater.setFeedURL({ provider: 'generic', url: feedUrl });
  } else if (!deps.hasBuiltInFeed) {
    return 'disabled-no-feed';
  }
  deps.updater.autoDownload = true;
  deps.updater.autoInstallOnAppQuit = true;
  // An unreachable feed must never disturb a host on stream: logged, not shown.
  deps.updater.on('error', (err) => deps.log('Update check failed', err));
  deps.updater.on('update-downloaded', (info) => {
    void deps.askToRestart(info.version).then((restart) => {
      if (!restart) return;
      deps.markQuitting();
      deps.updater.quitAndInstall();
    });
  });
  deps.updater.checkForUpdates().catch((err: unknown) => deps.log('Update check failed', err));
  return 'checking';
}
