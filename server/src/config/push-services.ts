/**
 * The push services this server sends to (docs/design/phones.md#which-endpoints-are-taken): the
 * server POSTs to every endpoint a player registers, so it takes only the hosts of the Web Push
 * services browsers use. A host is written exactly (`fcm.googleapis.com`) or as `*.` and a domain
 * (`*.notify.windows.com`: any name under it, not the domain itself).
 */

/**
 * The services of the browsers that can subscribe: Chrome and the Chromium browsers (Google's
 * FCM), Firefox (Mozilla's autopush), Edge (Windows Push Notification Services) and Safari on
 * macOS and iOS (Apple, `web.push.apple.com` among the names Apple reserves under push.apple.com).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com';

export const PUSH_SERVICE_HOSTS_HELP =
  'a comma separated list of host names, each exact (fcm.googleapis.com) or *. and a domain (*.notify.windows.com)';

/** One label of a host name: letters, digits and inner hyphens (punycode for other scripts). */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** At least two labels, so neither `localhost` nor `*.com` is ever a push service. */
const HOST_PATTERN = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})+$`);

/** The list as written, lowercased; null when an entry is not a host name or `*.domain`. */
export function parsePushServiceHosts(text: string): string[] | null {
  const hosts = text
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.some((host) => !HOST_PATTERN.test(host) || /^[\d.]+$/.test(host.replace(/^\*\./, '')))) return null;
  return hosts;
}

/** Whether `hostname` (as `URL` gives it: lowercase, punycode) is one of `hosts`. */
export function isPushServiceHost(hosts: readonly string[], hostname: string): boolean {
  return hosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : hostname === host,
  );
}
