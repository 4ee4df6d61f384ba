/**
 * A device's push subscription (docs/design/phones.md#subscriptions): registered by the logged-in
 * account, one per endpoint. Registering it again updates its keys and kinds (kinds kept when left
 * out); registered by another account, it moves to that account and what waited for the old one
 * is dropped, so a shared phone never shows the previous player's news.
 */
import { createECDH } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  PUSH_DEVICES_PER_USER,
  PUSH_KINDS,
  PUSH_VALIDATION,
  type ApiResponse,
  type PushSubscribeInput,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { pushSubscriptions } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../domain/errors.js';
import { presentPushSubscription } from '../../presenters/push.js';
import { isAllowedPushEndpoint } from '../../push/endpoints.js';

type Subscription = ApiResponse<'post', '/push/subscriptions'>;

/** GET /push/public-key: what browsers subscribe with. */
export function pushPublicKey(ctx: AppContext): ApiResponse<'get', '/push/public-key'> {
  return { public_key: ctx.config.VAPID_PUBLIC_KEY };
}

/** POST /push/subscriptions: registers (or updates) this device for `user`. */
export async function subscribePush(ctx: AppContext, user: UserRow, input: PushSubscribeInput): Promise<Subscription> {
  if (!isAllowedPushEndpoint(input.endpoint, ctx.config)) throw badRequest(PUSH_VALIDATION.endpoint);
  assertCurvePoint(input.keys.p256dh);
  const values = {
    userId: user.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime: input.expirationTime == null ? null : new Date(input.expirationTime),
  };
  const row = await inTransaction(ctx, async (tx) => {
    // Another account's device moves to this one: its row goes, and the pushes waiting on it with it.
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), sql`${pushSubscriptions.userId} <> ${user.id}`));
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, kinds: input.kinds ?? [...PUSH_KINDS] })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, ...(input.kinds ? { kinds: input.kinds } : {}), updatedAt: sql`now()` },
      })
      .returning();
    // The devices this account registered longest ago make room for a new one.
    await tx.execute(sql`
      DELETE FROM push_subscriptions WHERE id IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${user.id}
        ORDER BY updated_at DESC, id OFFSET ${PUSH_DEVICES_PER_USER})`);
    return saved!;
  });
  return presentPushSubscription(row);
}

/** GET /push/subscriptions?endpoint=: this device's subscription, when this account registered it. */
export async function getPushSubscription(
  ctx: AppContext,
  user: UserRow,
  endpoint: string,
): Promise<ApiResponse<'get', '/push/subscriptions'>> {
  const [row] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)));
  return { subscription: row ? presentPushSubscription(row) : null };
}

/**
 * DELETE /push/subscriptions: only the caller's own subscription goes. An endpoint this account
 * does not have is already stopped for it: the same 204, which also tells nothing of other accounts.
 */
export async function unsubscribePush(ctx: AppContext, user: UserRow, endpoint: string): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)));
}

/** The device's key must be a point of P-256, or no payload can ever be encrypted for it. */
function assertCurvePoint(p256dh: string): void {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw badRequest(PUSH_VALIDATION.key('keys.p256dh', 65));
  }
}
