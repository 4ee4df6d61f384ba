/**
 * Registers the service worker of the installable web app (/sw.js, scope /; see
 * docs/design/phones.md#the-service-worker) once the page has loaded and is idle, so it never
 * competes with the first screen. Only the web build has one: not the desktop app, not the Vite
 * dev server. Plain `register` rather than workbox-window: a few bytes in the dashboard's first
 * JavaScript instead of a library; the worker updates itself (skipWaiting) and needs no prompt.
 */
import { isDesktopApp } from './shell';

export function registerServiceWorker(): void {
  if (isDesktopApp || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // No worker (an old browser, a private window that refuses it): the app works the same.
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  // In an idle moment: the first screen's tasks come first (a few milliseconds on a phone).
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register);
  // The app's scripts start after the first paint (desktop/pwa/boot.js), often after `load`.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
