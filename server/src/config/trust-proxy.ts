/**
 * TRUST_PROXY: which proxies in front of the server may tell it the client's address through
 * X-Forwarded-For (rate limits and logs use that address). Express's `trust proxy` setting takes
 * the parsed value as it is.
 *
 *   2                            trust the two nearest hops (e.g. a cloud load balancer and nginx)
 *   loopback                     a proxy on the same machine (the default)
 *   10.0.0.0/8, 192.168.1.5      proxies at these addresses or subnets (presets may be mixed in)
 *
 * Trusting every hop (`true`) is not offered: any client could then choose its own address.
 */
import { isIP } from 'node:net';

export type TrustProxy = number | string[];

/** Names Express (proxy-addr) understands in place of addresses. */
const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  'expected a hop count (e.g. 1), `loopback`, or a comma separated list of addresses or subnets (e.g. 10.0.0.0/8)';

/** The Express setting for a TRUST_PROXY value, or null when the value is not one of the forms above. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrSubnet)) return null;
  return entries;
}

function isAddressOrSubnet(entry: string): boolean {
  if (PRESETS.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const maxBits = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= maxBits;
}
