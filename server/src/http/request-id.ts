/**
 * The request id (docs/operations.md#request-ids): `X-Request-Id` of the proxy in front (nginx
 * sets it) when the request came through a trusted proxy (TRUST_PROXY) and the value is sane,
 * otherwise a new UUID. A client reaching the server directly cannot choose the id that its log
 * lines carry. The id is answered in `X-Request-Id` on every answer, carried by every log line
 * of the request and by the body of every 5xx answer.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, at most 128: a UUID, nginx's `$request_id`, a cloud trace id. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Express's compiled TRUST_PROXY (`app.get('trust proxy fn')`): is the hop at `address` trusted? */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/** The id of a request as it arrives (see the top of this file). */
export function requestIdOf(req: IncomingMessage, trust: TrustProxyFn): string {
  const given = req.headers['x-request-id'];
  const address = req.socket.remoteAddress;
  if (typeof given === 'string' && address !== undefined && SANE_ID.test(given) && trust(address, 0)) return given;
  return randomUUID();
}
