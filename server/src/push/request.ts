/**
 * One push to one device (RFC 8030): the request is built by web-push's `generateRequestDetails`
 * (the VAPID `Authorization` of RFC 8292, the payload encrypted as aes128gcm per RFC 8291, TTL,
 * Urgency, Topic) and sent with Node's own HTTP client. web-push's `sendNotification` speaks
 * https only; this way a test push service may be plain http (PUSH_ALLOW_INSECURE_ENDPOINTS,
 * refused in production; otherwise only https endpoints of push services are taken: endpoints.ts).
 *
 * The connections go through request-filtering-agent's agents, which check the addresses a name
 * resolves to before connecting: a loopback, private, link-local or otherwise reserved address
 * is refused, so no endpoint reaches inside the network, whatever its name says
 * (docs/design/phones.md#which-endpoints-are-taken).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import webPush from 'web-push';
import type { PushPayload } from '@squadhub/shared';
import type { PushRequestOptions } from './payload.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * What the push service made of it: `sent` (2xx), `gone` (404 or 410: the subscription has
 * expired or was revoked, RFC 8030 §7.3; also a key nothing can encrypt for), or `failed` (any
 * other answer, or none: worth another try).
 */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number | null; reason: string }
  | { kind: 'failed'; status: number | null; reason: string };

/** How long one request may take; well under the claim's lease (push/sender.ts), so no two senders overlap. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;

/** Connections to a push service are kept open between pushes: one service carries most devices. */
export interface PushAgents {
  http: http.Agent;
  https: https.Agent;
}

export interface PushAgentOptions {
  /** Tests only (PUSH_ALLOW_INSECURE_ENDPOINTS): connect to any address, a local push service included. */
  anyAddress?: boolean;
  /** Resolves names instead of the system's resolver (tests: a name that leads inside the network). */
  lookup?: LookupFunction;
}

export function newPushAgents({ anyAddress = false, lookup }: PushAgentOptions = {}): PushAgents {
  const options = { keepAlive: true, maxSockets: 16, ...(lookup ? { lookup } : {}) };
  if (anyAddress) return { http: new http.Agent(options), https: new https.Agent(options) };
  return { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
}

export function sendPush(
  target: PushTarget,
  payload: PushPayload,
  options: PushRequestOptions,
  vapid: Vapid,
  agents: PushAgents,
  signal?: AbortSignal,
): Promise<PushOutcome> {
  let details: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: options.ttl,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (err) {
    // The device's key is not a point of the curve: no push can ever be encrypted for it.
    return Promise.resolve({ kind: 'gone', status: null, reason: (err as Error).message });
  }
  const url = new URL(details.endpoint);
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        agent: secure ? agents.https : agents.http,
        timeout: PUSH_REQUEST_TIMEOUT_MS,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body says nothing we act on; read it so the connection can be reused.
        response.resume();
        response.on('end', () => resolve(outcomeOf(status)));
        response.on('error', (err) => resolve({ kind: 'failed', status, reason: err.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${PUSH_REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', (err) => resolve({ kind: 'failed', status: null, reason: err.message }));
    request.end(details.body ?? undefined);
  });
}

function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status, reason: `push service answered ${status}` };
  return { kind: 'failed', status, reason: `push service answered ${status}` };
}
