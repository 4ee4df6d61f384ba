/**
 * Buying coins (docs/product/money.md#buying-coins). A purchase row is written when the checkout session is created;
 * coins are credited exactly once per session by whichever comes first of the signed webhook
 * and the status check: the credit happens only for the caller whose
 * `UPDATE purchases SET status = 'paid' WHERE status = 'pending'` returns the row, in the same
 * transaction as the ledger credit (keyed `purchase:<session>` as a second guard).
 */
import { and, eq, sql } from 'drizzle-orm';
import { MONEY_TEXT, type CheckoutStatus, type PackageId } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { purchases, stripeEvents } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { DomainError, notFound, providerFailed } from '../../domain/errors.js';
import { credit } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { returnUrls, type ProviderSession } from '../../payments/gateway.js';
import { paymentGateway } from '../../payments/pick-gateway.js';
import { findPackage, loadPricesPence } from './pricing.js';

type Purchase = typeof purchases.$inferSelect;

/**
 * A provider outage is a 502 with a detail the buyer can act on, not a bare 500; the provider's
 * own error goes to the log with the request's id (http/errors.ts).
 */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw providerFailed(MONEY_TEXT.providerUnavailable, { cause: err });
  }
}

/** Creates a checkout session at the current price and remembers it as a pending purchase. */
export async function startCheckout(
  ctx: AppContext,
  buyer: Pick<UserRow, 'id'>,
  packageId: PackageId,
): Promise<{ url: string }> {
  const userId = buyer.id;
  const pkg = findPackage(packageId);
  const prices = await loadPricesPence(ctx.db);
  const pricePence = prices[pkg.priceKey];
  const gateway = paymentGateway(ctx);
  const session = await providerCall(() =>
    gateway.createSession({ userId, packageId: pkg.id, coins: pkg.coins, pricePence, ...returnUrls(ctx) }),
  );
  await ctx.db.insert(purchases).values({
    userId,
    stripeSessionId: session.id,
    provider: gateway.kind,
    packageId: pkg.id,
    coins: pkg.coins,
    amountPence: pricePence,
  });
  return { url: session.url };
}

/**
 * Marks a pending purchase paid and credits its coins, inside the caller's transaction.
 * Returns true only for the one call that did the credit.
 */
export async function markPaidAndCredit(tx: Tx, events: EventBuffer, sessionId: string): Promise<boolean> {
  const [won] = await tx
    .update(purchases)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(purchases.stripeSessionId, sessionId), eq(purchases.status, 'pending')))
    .returning();
  if (!won) return false;
  await credit(
    tx,
    events,
    won.userId,
    { purchased: won.coins },
    { reason: 'purchase', refType: 'purchase', refId: won.id, idempotencyKey: `purchase:${sessionId}` },
  );
  return true;
}

/** The provider's session agrees with our row (same buyer, same coins). */
function sessionMatches(row: Purchase, session: ProviderSession): boolean {
  const m = session.metadata;
  return m.user_id === row.userId && m.package_id === row.packageId && Number(m.coins) === row.coins;
}

/** GET /stripe/checkout-status/:id — only the buyer may ask; credits when the provider says paid. */
export async function checkoutStatus(
  ctx: AppContext,
  buyer: Pick<UserRow, 'id'>,
  sessionId: string,
): Promise<CheckoutStatus> {
  const userId = buyer.id;
  const row = await ctx.db.query.purchases.findFirst({
    where: and(eq(purchases.stripeSessionId, sessionId), eq(purchases.userId, userId)),
  });
  if (!row) throw notFound(MONEY_TEXT.sessionNotFound);
  if (row.status === 'paid') return { payment_status: 'paid', coins: row.coins };
  if (row.status === 'cancelled') return { payment_status: 'cancelled', coins: row.coins };
  const session = await providerCall(() => paymentGateway(ctx).retrieveSession(sessionId));
  if (!session.paid || !sessionMatches(row, session)) return { payment_status: 'unpaid', coins: row.coins };
  await inTransaction(ctx, (tx, events) => markPaidAndCredit(tx, events, sessionId));
  return { payment_status: 'paid', coins: row.coins };
}

const COMPLETED_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** The buyer never paid: the pending purchase can be closed (a later status check says cancelled). */
const ABANDONED_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * POST /stripe/webhook after the signature was verified. The event id is stored in the same
 * transaction as the credit, so a replay is a no-op and a failed credit is retried by Stripe.
 * The session is re-read through the SDK: the event body alone is never trusted with money.
 */
export async function handleCheckoutEvent(
  ctx: AppContext,
  event: { id: string; type: string; sessionId: string | null },
): Promise<{ credited: boolean; duplicate: boolean }> {
  const relevant = COMPLETED_EVENTS.has(event.type) && event.sessionId;
  let session: ProviderSession | undefined;
  let row: Purchase | undefined;
  if (relevant) {
    row = await ctx.db.query.purchases.findFirst({ where: eq(purchases.stripeSessionId, event.sessionId!) });
    if (row?.status === 'pending') session = await paymentGateway(ctx).retrieveSession(event.sessionId!);
  }
  return inTransaction(ctx, async (tx, events) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { credited: false, duplicate: true };
    if (ABANDONED_EVENTS.has(event.type) && event.sessionId) {
      await tx
        .update(purchases)
        .set({ status: 'cancelled' })
        .where(and(eq(purchases.stripeSessionId, event.sessionId), eq(purchases.status, 'pending')));
      return { credited: false, duplicate: false };
    }
    if (!row || !session?.paid || !sessionMatches(row, session)) return { credited: false, duplicate: false };
    return { credited: await markPaidAndCredit(tx, events, row.stripeSessionId), duplicate: false };
  });
}

/** Pay button of the built-in test checkout: the same credit path as a paid Stripe session. */
export async function payTestCheckout(ctx: AppContext, sessionId: string): Promise<Purchase> {
  const row = await findTestPurchase(ctx, sessionId);
  if (row.status === 'pending') await inTransaction(ctx, (tx, events) => markPaidAndCredit(tx, events, sessionId));
  return row;
}

/** Cancel button of the built-in test checkout: a pending purchase can no longer be paid. */
export async function cancelTestCheckout(ctx: AppContext, sessionId: string): Promise<void> {
  await findTestPurchase(ctx, sessionId);
  await ctx.db
    .update(purchases)
    .set({ status: 'cancelled' })
    .where(and(eq(purchases.stripeSessionId, sessionId), eq(purchases.status, 'pending')));
}

export async function findTestPurchase(ctx: AppContext, sessionId: string): Promise<Purchase> {
  const row = await ctx.db.query.purchases.findFirst({
    where: and(eq(purchases.stripeSessionId, sessionId), eq(purchases.provider, 'test')),
  });
  if (!row || paymentGateway(ctx).kind !== 'test') throw notFound(MONEY_TEXT.sessionNotFound);
  return row;
}
