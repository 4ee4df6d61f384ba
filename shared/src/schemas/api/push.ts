/**
 * Answers and routes of Web Push (docs/design/phones.md#web-push): the server's VAPID public key,
 * and the subscription of the device the request comes from. A device is known by its endpoint;
 * it belongs to the account that registered it last.
 */
import { z } from 'zod';
import { PUSH_KINDS } from '../../push.js';
import { pushSubscribeSchema, pushSubscriptionQuerySchema, pushUnsubscribeSchema } from '../push.js';
import { timestamp } from './common.js';
import { defineRoutes } from './contract.js';

// ---- Answers ---------------------------------------------------------------------------------

export const pushPublicKeySchema = z
  .strictObject({
    public_key: z.string().describe("The VAPID public key (P-256, base64url): the browser's applicationServerKey."),
  })
  .meta({ id: 'PushPublicKey' });

export const pushSubscriptionSchema = z
  .strictObject({
    endpoint: z.string(),
    kinds: z.array(z.enum(PUSH_KINDS)).describe('The kinds of notification this device gets.'),
    expiration_time: timestamp().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .meta({ id: 'PushSubscription' });

// ---- Routes ----------------------------------------------------------------------------------

export const PUSH_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/push/public-key',
    operationId: 'getPushPublicKey',
    tag: 'Push',
    summary: "The server's VAPID public key",
    access: 'anyone',
    ok: { json: pushPublicKeySchema, description: 'The key to subscribe with (PushManager.subscribe).' },
  },
  {
    method: 'post',
    path: '/push/subscriptions',
    operationId: 'subscribePush',
    tag: 'Push',
    summary: "Register this device's push subscription",
    description:
      "The browser's PushSubscription JSON, plus `kinds`. The same endpoint again updates its keys, its kinds " +
      '(kept when left out) and its account: an endpoint registered by another account moves to this one, ' +
      'and what was waiting for the other account is dropped. The endpoint must be the https address of a push ' +
      'service browsers use (Google, Mozilla, Microsoft, Apple by default): the server sends to nothing else.',
    access: 'user',
    rateLimited: true,
    body: pushSubscribeSchema,
    ok: { status: 201, json: pushSubscriptionSchema, description: 'The subscription as stored.' },
    errors: {
      400: 'Not the https endpoint of a push service this server sends to, or keys that are not a P-256 key and a secret.',
    },
  },
  {
    method: 'get',
    path: '/push/subscriptions',
    operationId: 'getPushSubscription',
    tag: 'Push',
    summary: "This device's subscription, if this account registered it",
    access: 'user',
    rateLimited: true,
    query: pushSubscriptionQuerySchema,
    ok: {
      // A union, not .nullable(): the generator writes a nullable $ref as an allOf that refuses null.
      json: z.strictObject({ subscription: z.union([pushSubscriptionSchema, z.null()]) }),
      description: 'The subscription, or null when this account has none with this endpoint.',
    },
  },
  {
    method: 'delete',
    path: '/push/subscriptions',
    operationId: 'unsubscribePush',
    tag: 'Push',
    summary: 'Stop pushes to this device',
    description: "Deletes the caller's own subscription with this endpoint; an unknown endpoint is already stopped.",
    access: 'user',
    rateLimited: true,
    body: pushUnsubscribeSchema,
    ok: { empty: 'This device gets no pushes for this account any more.' },
  },
]);
