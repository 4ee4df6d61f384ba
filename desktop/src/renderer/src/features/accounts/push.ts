/**
 * This device's Web Push subscription, as the browser keeps it (docs/design/phones.md#subscriptions):
 * whether pushes can work here, subscribing through the service worker's registration with the
 * server's VAPID key, and the switches of My Account as kinds. Free of React; the pure parts are
 * unit-tested.
 */
import { PUSH_KIND_GROUPS, PUSH_KINDS, type ApiBody, type PushKind, type PushKindGroup } from '@squadhub/shared';

/** `desktop`: the desktop app (native notifications instead); `unsupported`: no Push API here. */
export type PushSupport = 'desktop' | 'unsupported' | 'supported';

export function pushSupport(desktopApp: boolean): PushSupport {
  if (desktopApp) return 'desktop';
  // iOS Safari has the Push API only in an app added to the Home Screen.
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined';
  return supported ? 'supported' : 'unsupported';
}

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A switch is on when every kind of its group is. */
export function groupIsOn(kinds: readonly PushKind[], group: PushKindGroup): boolean {
  const { kinds: ofGroup } = PUSH_KIND_GROUPS.find((g) => g.id === group)!;
  return ofGroup.every((kind) => kinds.includes(kind));
}

/** The kinds after turning `group` on or off, in the catalogue's order. */
export function kindsWith(kinds: readonly PushKind[], group: PushKindGroup, on: boolean): PushKind[] {
  const { kinds: ofGroup } = PUSH_KIND_GROUPS.find((g) => g.id === group)!;
  const changed = new Set<PushKind>(kinds);
  for (const kind of ofGroup) {
    if (on) changed.add(kind);
    else changed.delete(kind);
  }
  return PUSH_KINDS.filter((kind) => changed.has(kind));
}

/** The service worker's registration once one is active, or null when none comes within `ms`. */
export function readyRegistration(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}

/** The subscription this browser holds for the app, without asking for anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This device's subscription for the server's key: the one it has, or a new one. One made with
 * another key (the server's keys changed) could never receive: it is replaced.
 */
export async function subscribeDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The API's body for `subscription`: what `toJSON()` gives, plus the kinds when they change. */
export function subscriptionBody(
  subscription: PushSubscription,
  kinds?: PushKind[],
): ApiBody<'post', '/push/subscriptions'> {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    ...(kinds ? { kinds } : {}),
  };
}
