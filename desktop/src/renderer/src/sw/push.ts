/**
 * Push messages on a phone whose page is closed or asleep (docs/design/phones.md#notifications-the-service-worker-shows):
 * `push` shows the notification that notification.ts builds; a tap focuses a window of the app
 * already open and takes it to the notification's page, or opens a new one there.
 */
import { notificationFor, parsePayload } from './notification';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(parsePayload(event.data?.text()), self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(openPage(new URL(path, self.location.origin).href));
});

/** Focuses the app's window (the one on `url` if there is one) and shows `url` in it. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => w.url === url);
  if (same) {
    await same.focus();
    return;
  }
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    try {
      // Focus first, while the tap still counts as the player's gesture.
      const focused = await open.focus();
      if (await focused.navigate(url)) return;
    } catch {
      // A window this worker does not control cannot be navigated: open a new one below.
    }
  }
  await self.clients.openWindow(url);
}
