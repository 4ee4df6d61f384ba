import { describe, expect, it } from 'vitest';
import { startUpdater, type UpdaterDeps, type UpdaterLike } from './updater';

class FakeUpdater implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  feeds: unknown[] = [];
  checks = 0;
  installs = 0;
  private listeners = new Map<string, (arg: never) => void>();
  constructor(private readonly checkResult: Promise<unknown> = Promise.resolve(null)) {}
  setFeedURL(options: { provider: 'generic'; url: string }) {
    this.feeds.push(options);
  }
  checkForUpdates() {
    this.checks++;
    return this.checkResult;
  }
  quitAndInstall() {
    this.installs++;
  }
  on(event: string, listener: (arg: never) => void) {
    this.listeners.set(event, listener);
    return this;
  }
  emit(event: string, arg: unknown) {
    this.listeners.get(event)?.(arg as never);
  }
}

function deps(overrides: Partial<UpdaterDeps> & { answer?: boolean } = {}) {
  const updater = (overrides.updater as FakeUpdater | undefined) ?? new FakeUpdater();
  const logs: string[] = [];
  let quitting = 0;
  const d: UpdaterDeps = {
    updater,
    isPackaged: true,
    hasBuiltInFeed: false,
    feedUrl: 'https://updates.squadhub.example/desktop',
    askToRestart: async () => overrides.answer ?? true,
    markQuitting: () => quitting++,
    log: (m) => logs.push(m),
    ...overrides,
  };
  return { d, updater, logs, quitting: () => quitting };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('updates', () => {
  it('never runs in a development build', () => {
    const { d, updater } = deps({ isPackaged: false });
    expect(startUpdater(d)).toBe('disabled-dev');
    expect(updater.checks).toBe(0);
  });

  it('stays off without a feed address', () => {
    const { d, updater } = deps({ feedUrl: undefined });
    expect(startUpdater(d)).toBe('disabled-no-feed');
    expect(updater.checks).toBe(0);
  });

  it('refuses a feed that is not https', () => {
    const { d, updater, logs } = deps({ feedUrl: 'http://updates.example' });
    expect(startUpdater(d)).toBe('disabled-no-feed');
    expect(updater.feeds).toEqual([]);
    expect(logs[0]).toMatch(/https/);
  });

  it('checks the configured generic feed at start and downloads in the background', () => {
    const { d, updater } = deps();
    expect(startUpdater(d)).toBe('checking');
    expect(updater.feeds).toEqual([{ provider: 'generic', url: 'https://updates.squadhub.example/desktop' }]);
    expect(updater.checks).toBe(1);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it('uses the feed built into the package when no address is configured', () => {
    const { d, updater } = deps({ feedUrl: '', hasBuiltInFeed: true });
    expect(startUpdater(d)).toBe('checking');
    expect(updater.feeds).toEqual([]);
    expect(updater.checks).toBe(1);
  });

  it('offers a restart when an update is downloaded, and restarts only when accepted', async () => {
    const accepted = deps({ answer: true });
    startUpdater(accepted.d);
    accepted.updater.emit('update-downloaded', { version: '1.2.0' });
    await settle();
    expect(accepted.updater.installs).toBe(1);
    expect(accepted.quitting()).toBe(1);

    const declined = deps({ answer: false });
    startUpdater(declined.d);
    declined.updater.emit('update-downloaded', { version: '1.2.0' });
    await settle();
    expect(declined.updater.installs).toBe(0);
    expect(declined.quitting()).toBe(0);
  });

  it('logs a failed check instead of disturbing the host', async () => {
    const { d, logs } = deps({ updater: new FakeUpdater(Promise.reject(new Error('offline'))) });
    startUpdater(d);
    await settle();
    expect(logs).toEqual(['Update check failed']);
  });
});
