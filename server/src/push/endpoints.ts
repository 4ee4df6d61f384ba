/**
 * Which endpoints this server pushes to (docs/design/phones.md#which-endpoints-are-taken). The
 * server POSTs to every endpoint a player registers, so it takes only an https address, on the
 * default port and without credentials, at the host of a push service browsers use
 * (`PUSH_SERVICE_HOSTS`). The rule reads only the address's text, never the network: registering
 * an endpoint tells a player nothing about where a name leads. It is applied when a device
 * registers and again before each push (a row stored before the rule, or before the list
 * shrank, is never contacted). Where the name leads is checked when connecting (request.ts).
 */
import type { Config } from '../config/config.js';
import { isPushServiceHost } from '../config/push-services.js';

export type PushEndpointRules = Pick<Config, 'PUSH_SERVICE_HOSTS' | 'PUSH_ALLOW_INSECURE_ENDPOINTS'>;

export function isAllowedPushEndpoint(endpoint: string, rules: PushEndpointRules): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) return false;
  // Tests only (refused in production): a local push service, over plain http.
  if (rules.PUSH_ALLOW_INSECURE_ENDPOINTS) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    isPushServiceHost(rules.PUSH_SERVICE_HOSTS, url.hostname)
  );
}
