/**
 * Request schemas of Web Push (docs/design/phones.md#web-push): the browser's PushSubscription JSON
 * as `PushSubscription.toJSON()` gives it, plus the kinds this device wants. The server checks the
 * rest with what only it knows: the push services it sends to, and that the key is a point of the curve.
 */
import { z } from 'zod';
import { PUSH_AUTH_BYTES, PUSH_ENDPOINT_MAX, PUSH_KINDS, PUSH_P256DH_BYTES } from '../push.js';
import { PUSH_VALIDATION } from '../texts/push.js';
import { documented } from './common.js';

/** The endpoint the push service gave the browser: an http(s) address (which services, the server checks). */
const endpoint = documented(
  z
    .string({ error: PUSH_VALIDATION.endpointHttp })
    .max(PUSH_ENDPOINT_MAX, `endpoint must be ${PUSH_ENDPOINT_MAX} characters or less`)
    .pipe(z.url({ protocol: /^https?$/, error: PUSH_VALIDATION.endpointHttp })),
  { format: 'uri', pattern: '^https?://' },
);

/**
 * Base64url of exactly `bytes` bytes, as browsers write it (no padding; padding is taken too).
 * The P-256 key is an uncompressed point, so its first byte is 0x04: its text starts with `B`.
 */
const base64url = (name: string, bytes: number, first = '[A-Za-z0-9_-]') => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  const pattern = `^${first}[A-Za-z0-9_-]{${chars - 1}}(={${padding}})?$`;
  return z
    .string({ error: PUSH_VALIDATION.key(name, bytes) })
    .regex(new RegExp(pattern), PUSH_VALIDATION.key(name, bytes))
    .transform((text) => text.replace(/=+$/, ''));
};

const kinds = documented(
  z
    .array(z.enum(PUSH_KINDS), { error: PUSH_VALIDATION.kinds })
    .min(1, PUSH_VALIDATION.kinds)
    .max(PUSH_KINDS.length)
    .refine((list) => new Set(list).size === list.length, 'kinds must not repeat a kind'),
  { uniqueItems: true },
).describe('The kinds of notification this device wants; every kind when left out on a new device.');

/** POST /push/subscriptions */
export const pushSubscribeSchema = z.object({
  endpoint,
  expirationTime: z
    .number()
    .int()
    .min(0)
    .max(8_640_000_000_000_000)
    .nullish()
    .describe('When the push service ends the subscription (ms since 1970), as the browser reports it.'),
  keys: z.object({
    p256dh: base64url('keys.p256dh', PUSH_P256DH_BYTES, 'B'),
    auth: base64url('keys.auth', PUSH_AUTH_BYTES),
  }),
  kinds: kinds.optional(),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

/** DELETE /push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint });

/** GET /push/subscriptions?endpoint=… */
export const pushSubscriptionQuerySchema = z.object({ endpoint });
