/**
 * A local push service (RFC 8030) for the push tests, in the place of Google's, Mozilla's or
 * Apple's. Each test device is a key pair and an auth secret made here, as a browser makes them,
 * with an endpoint on this server. Every push it takes must carry a VAPID `Authorization`
 * (RFC 8292: `vapid t=<JWT>, k=<key>`, the ES256 signature checked with the key, `aud` the
 * endpoint's origin, `exp` within 24 hours, `sub` a mailto: or https: address) signed with the
 * server's key, and a body it decrypts as aes128gcm (RFC 8291) with the device's private key and
 * auth secret. What breaks a rule is recorded in `problems` (and answered 400 or 403, which the
 * server retries), so a test that expects none proves every push met them all.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import type { PushPayload } from '@squadhub/shared';

export interface ReceivedPush {
  payload: PushPayload;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The decrypted body as text, to check what it must never contain. */
  text: string;
}

export interface TestDevice {
  endpoint: string;
  /** What `PushSubscription.toJSON()` gives a page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Pushes delivered to this device (answered 201), in order. */
  pushes: ReceivedPush[];
  /** Requests that reached this device's endpoint, answered or not. */
  attempts: number;
  /** Answers the next pushes with these statuses, in order, instead of delivering them. */
  failNext(...statuses: number[]): void;
}

export interface PushServiceStandin {
  url: string;
  device(): TestDevice;
  /** Every rule a request broke, in words. */
  problems: string[];
  close(): Promise<void>;
}

interface DeviceState extends TestDevice {
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
  answers: number[];
}

/** A push service that takes pushes signed with `vapidPublicKey` (the server's VAPID_PUBLIC_KEY). */
export async function startPushService(vapidPublicKey: string): Promise<PushServiceStandin> {
  const devices = new Map<string, DeviceState>();
  const problems: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, problem?: string) => {
        if (problem) problems.push(`${req.url}: ${problem}`);
        res.writeHead(status).end();
      };
      const device = devices.get(req.url ?? '');
      if (req.method !== 'POST' || !device) return answer(404);
      device.attempts++;
      const vapidProblem = checkVapid(req, `http://${req.headers.host}`, vapidPublicKey);
      if (vapidProblem) return answer(403, vapidProblem);
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return answer(400, `TTL header ${req.headers.ttl}`);
      if (req.headers['content-encoding'] !== 'aes128gcm')
        return answer(400, `Content-Encoding ${req.headers['content-encoding']}`);
      let text: string;
      try {
        text = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.authSecret,
          })
          .toString('utf8');
      } catch (err) {
        return answer(400, `cannot decrypt: ${(err as Error).message}`);
      }
      const failure = device.answers.shift();
      if (failure !== undefined) return answer(failure);
      device.pushes.push({
        payload: JSON.parse(text) as PushPayload,
        ttl,
        urgency: header(req, 'urgency'),
        topic: header(req, 'topic'),
        text,
      });
      // RFC 8030 §5: 201 Created, with the push message's own address.
      res.writeHead(201, { Location: `${req.url}/messages/${randomBytes(6).toString('hex')}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    problems,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const endpoint = `${url}${path}`;
      const state: DeviceState = {
        endpoint,
        subscription: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
        pushes: [],
        attempts: 0,
        ecdh,
        authSecret,
        answers: [],
        failNext(...statuses) {
          state.answers.push(...statuses);
        },
      };
      devices.set(path, state);
      return state;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const header = (req: http.IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** What is wrong with the request's VAPID authorization (RFC 8292 §2-3), or null. */
function checkVapid(req: http.IncomingMessage, origin: string, expectedKey: string): string | null {
  const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
  if (!auth) return `Authorization is not "vapid t=…, k=…": ${req.headers.authorization}`;
  const [, jwt, key] = auth as unknown as [string, string, string];
  if (key !== expectedKey) return 'k is not the server key';
  const parts = jwt.split('.');
  if (parts.length !== 3) return 'the JWT has not three parts';
  const [head, body, signature] = parts as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; typ?: string };
  if (header.alg !== 'ES256') return `JWT alg ${header.alg}`;
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not verify with k';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud}, not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return `exp ${claims.exp} is not within the next 24 hours`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `sub ${claims.sub}`;
  return null;
}
