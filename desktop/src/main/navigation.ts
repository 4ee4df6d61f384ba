/**
 * Where the window may go. The renderer is the app itself (app://squadhub in a build, see
 * app-protocol.ts; the dev server in development); everything else leaves the app: http(s) links open in the user's browser (TikTok
 * profiles, live streams, Stripe checkout), any other scheme is dropped.
 */
export interface NavigationPolicy {
  /** The renderer's own address: app://squadhub/index.html, or the dev server origin (file:// pages are also understood). */
  appUrl: string;
  openExternal(url: string): void;
}

export function isAppUrl(url: string, appUrl: string): boolean {
  let target: URL;
  let app: URL;
  try {
    target = new URL(url);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (app.protocol === 'file:') {
    // Same folder as index.html (hash routes change only the fragment).
    const folder = app.pathname.slice(0, app.pathname.lastIndexOf('/') + 1);
    return target.protocol === 'file:' && target.pathname.startsWith(folder);
  }
  // Not `origin`: a URL of a non-special scheme such as app:// has the opaque origin "null" in
  // Node, so every app:// or other-scheme address would compare equal.
  return target.protocol === app.protocol && target.host === app.host;
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** setWindowOpenHandler: never a new Electron window; web links go to the browser. */
export function handleWindowOpen(policy: NavigationPolicy, url: string): { action: 'deny' } {
  if (isWebLink(url)) policy.openExternal(url);
  return { action: 'deny' };
}

/** will-navigate / will-redirect: stay inside the app; send web links to the browser. */
export function guardNavigation(policy: NavigationPolicy, event: { preventDefault(): void }, url: string): void {
  if (isAppUrl(url, policy.appUrl)) return;
  event.preventDefault();
  if (isWebLink(url)) policy.openExternal(url);
}
