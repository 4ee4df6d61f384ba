/**
 * What a push message shows (docs/design/phones.md#notifications-the-service-worker-shows): the server sends
 * JSON `{ type, tournament_id?, title, body, url }` and never the room details themselves. Pure,
 * so it is tested without a browser; push.ts shows the result.
 */
import { LAYOUT_SCREEN, type PushPayload } from '@squadhub/shared';

export type { PushPayload };

export interface ShownNotification {
  title: string;
  /** Also what the DOM typings of NotificationOptions lack but browsers take. */
  options: NotificationOptions & { renotify?: boolean; vibrate?: number[]; timestamp?: number };
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
/** These buzz again even when they replace an older one of the same tournament. */
const URGENT_TYPES = new Set<string>(['room_code'] satisfies PushPayload['type'][]);

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * A same-origin path to open on a tap: anything else (another site, `javascript:`, garbage)
 * becomes the home page, so a bad payload can never send the player elsewhere.
 */
export function safeUrl(url: unknown, origin: string): string {
  if (!text(url)) return '/';
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.pathname + resolved.search + resolved.hash : '/';
  } catch {
    return '/';
  }
}

/** The payload of a push message, or null when it is not one of ours. */
export function parsePayload(data: string | null | undefined): PushPayload | null {
  if (!data) return null;
  try {
    const p = JSON.parse(data) as Record<string, unknown>;
    if (!text(p.type) || !text(p.title) || !text(p.body)) return null;
    return {
      // A kind this worker does not know yet (a newer server) is still shown, as it says.
      type: p.type as PushPayload['type'],
      tournament_id: text(p.tournament_id) ? p.tournament_id : undefined,
      title: p.title,
      body: p.body,
      url: text(p.url) ? p.url : '/',
    };
  } catch {
    return null;
  }
}

/**
 * The notification for a payload. One per tournament and kind (the tag): a second room code for
 * the same tournament replaces the first instead of stacking. A message that cannot be read still
 * shows something, since a push that shows nothing is treated by browsers as abuse.
 */
export function notificationFor(payload: PushPayload | null, origin: string): ShownNotification {
  if (!payload) {
    return {
      title: 'Squadhub',
      options: {
        // In English: a worker has no screen language to follow, and cannot load a translation.
        body: LAYOUT_SCREEN.pushFallback,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        data: { url: '/' },
      },
    };
  }
  const urgent = URGENT_TYPES.has(payload.type);
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: `${payload.type}:${payload.tournament_id ?? 'account'}`,
      renotify: urgent,
      ...(urgent ? { vibrate: [200, 100, 200, 100, 200] } : {}),
      timestamp: Date.now(),
      data: { url: safeUrl(payload.url, origin), type: payload.type, tournament_id: payload.tournament_id },
    },
  };
}
