/**
 * Answers and routes of money (docs/product/money.md): prices, buying coins (Stripe or the
 * built-in test checkout), transfers, conversion, cash-outs and the admin money panels. The admin
 * players' panel is in admin.ts.
 * Amounts in £ are numbers with at most two decimals; coins are whole numbers.
 */
import { z } from 'zod';
import { CASHOUT_STATUSES, PACKAGE_IDS, PAYMENT_METHODS } from '../../constants.js';
import { HISTORY_REASONS, WINNINGS_CHART_MAX_POINTS } from '../../ledger-history.js';
import { uuidParam } from '../common.js';
import { NEXT_BEFORE_HEADER, cashoutListQuery } from '../paging.js';
import {
  cashoutChatQuery,
  cashoutRequestSchema,
  checkoutSessionParams,
  coinPricesSchema,
  convertWinningsSchema,
  createCheckoutSchema,
  ledgerHistoryQuery,
  rejectCashoutQuery,
  transferSchema,
} from '../money.js';
import { coins, timestamp } from './common.js';
import { defineRoutes } from './contract.js';

// ---- Answers ---------------------------------------------------------------------------------

/** The price of each coin package in £. */
export const coinPricesViewSchema = z
  .strictObject({ coins_5: z.number(), coins_10: z.number(), coins_15: z.number(), coins_20: z.number() })
  .meta({ id: 'CoinPrices' });

/** GET /coin-purchase-links: the four packages, their current price and how to pay. */
export const coinPurchaseLinksSchema = z
  .strictObject({
    packages: z.array(
      z.strictObject({
        package_id: z.enum(PACKAGE_IDS),
        coins: coins(),
        price: z.number().describe('In £.'),
        currency: z.literal('GBP'),
        checkout_path: z
          .literal('/api/stripe/create-checkout')
          .describe('POST this with `{ package_id }` to get the checkout address.'),
      }),
    ),
    test_mode: z.boolean().describe('True when no Stripe key is set and the built-in test checkout takes the payment.'),
    support_whatsapp: z.string(),
  })
  .meta({ id: 'CoinPurchaseLinks' });

export const checkoutStatusSchema = z
  .strictObject({
    payment_status: z.enum(['paid', 'unpaid', 'no_payment_required', 'cancelled']),
    coins: coins(),
  })
  .meta({ id: 'CheckoutStatus' });

export const cashoutRequestViewSchema = z
  .strictObject({
    id: z.uuid(),
    user_id: z.uuid(),
    username: z.string(),
    coins_to_convert: coins(),
    requested_amount: z.number().describe('In £ (1 winning = £1).'),
    status: z.enum(CASHOUT_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    paypal_email: z.string().nullable(),
    paypal_first_name: z.string().nullable(),
    paypal_surname: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
    account_holder_name: z.string().nullable(),
    account_holder_surname: z.string().nullable(),
    bank_name: z.string().nullable(),
    country: z.string().nullable(),
    account_number: z.string().nullable(),
    sort_code: z.string().nullable(),
    swift_bic: z.string().nullable(),
    iban: z.string().nullable(),
    address_line1: z.string().nullable(),
    address_line2: z.string().nullable(),
    city: z.string().nullable(),
    postal_code: z.string().nullable(),
    created_at: timestamp(),
    processed_at: timestamp().nullable(),
    admin_notes: z.string().nullable(),
  })
  .meta({ id: 'CashoutRequest' });

export const cashoutChatMessageSchema = z
  .strictObject({
    id: z.uuid(),
    sender_type: z.enum(['player', 'admin']),
    message: z.string(),
    timestamp: timestamp(),
  })
  .meta({ id: 'CashoutChatMessage' });

/** One movement of the caller's own money (docs/product/money.md#money-history). */
export const ledgerHistoryEntrySchema = z
  .strictObject({
    id: z.int().min(1),
    created_at: timestamp(),
    bucket: z.enum(['purchased', 'winnings']),
    delta: z.int().describe('What the movement added to the bucket: negative when it took coins, never 0.'),
    reason: z
      .enum(HISTORY_REASONS)
      .describe('What happened; the ledger keeps finer reasons (see docs/product/money.md).'),
    tournament: z
      .strictObject({ id: z.uuid(), title: z.string() })
      .nullable()
      .describe('The tournament the coins went to or came from, also once it was removed; null for other movements.'),
    counterparty: z
      .string()
      .nullable()
      .describe(
        'The username of the other player of a transfer ("deleted player" for a closed account); null otherwise.',
      ),
    note: z
      .string()
      .nullable()
      .describe('The reason an admin gave for an adjustment (`admin_adjust`), shown to this player; null otherwise.'),
  })
  .meta({ id: 'LedgerHistoryEntry' });

export const ledgerHistoryPageSchema = z
  .strictObject({
    entries: z.array(ledgerHistoryEntrySchema).describe('Newest first.'),
    next_before: z
      .string()
      .nullable()
      .describe('Pass as `before` for the next (older) page; null when this page is the last.'),
  })
  .meta({ id: 'LedgerHistoryPage' });

export const winningsChartSchema = z
  .strictObject({
    points: z
      .array(z.strictObject({ at: timestamp(), winnings: coins() }))
      .describe(
        `The winnings balance right after each movement of the winnings bucket, oldest first: the latest ` +
          `${WINNINGS_CHART_MAX_POINTS} movements. Empty when the winnings never moved.`,
      ),
  })
  .meta({ id: 'WinningsChart' });

/** A cash-out request moved on by an admin. */
const cashoutDecisionSchema = z.strictObject({ message: z.string(), status: z.enum(CASHOUT_STATUSES) });

// ---- Routes ----------------------------------------------------------------------------------

const SESSION_NOT_FOUND = 'No checkout session of this buyer has this id.';
const PROVIDER_DOWN = 'Stripe is not answering; nothing was recorded.';
const REQUEST_NOT_FOUND = 'No such cash-out request (or one of another player).';
const WRONG_STATE = 'The request is not in a state this step applies to.';
const TEST_CHECKOUT_ONLY =
  'Only on a server without STRIPE_SECRET_KEY (never in production): the built-in test checkout that stands ' +
  "in for Stripe's hosted page. No login: the unguessable session id is the key.";
const TEST_SESSION_NOT_FOUND = 'No test checkout session has this id, or the server uses Stripe.';
const testCheckoutStep = <O extends string, P extends string>(operationId: O, path: P, step: 'Pay' | 'Cancel') =>
  ({
    method: 'post',
    path,
    operationId,
    tag: 'Coins',
    summary: `${step} a test checkout session`,
    description: TEST_CHECKOUT_ONLY,
    access: 'anyone',
    rateLimited: true,
    params: checkoutSessionParams,
    ok: {
      redirect: `To \`/?session_id=<id>&payment=${step === 'Pay' ? 'success' : 'cancel'}\`, as Stripe would.`,
    },
    errors: { 404: TEST_SESSION_NOT_FOUND },
  }) as const;
const cashoutDecision = <O extends string, P extends string>(
  operationId: O,
  path: P,
  summary: string,
  query?: typeof rejectCashoutQuery,
) =>
  ({
    method: 'post',
    path,
    operationId,
    tag: 'Admin',
    summary,
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    ...(query ? { query } : {}),
    ok: { json: cashoutDecisionSchema, description: 'The request moved on; its owner is told live.' },
    errors: { 404: REQUEST_NOT_FOUND, 409: WRONG_STATE },
  }) as const;

export const MONEY_ROUTES = defineRoutes([
  // ---- Prices ----
  {
    method: 'get',
    path: '/coin-pricing',
    operationId: 'getCoinPricing',
    tag: 'Coins',
    summary: 'The price of each coin package',
    access: 'anyone',
    ok: { json: coinPricesViewSchema, description: 'In £.' },
  },
  {
    method: 'get',
    path: '/coin-purchase-links',
    operationId: 'getCoinPurchaseLinks',
    tag: 'Coins',
    summary: 'The coin packages and how to pay for them',
    access: 'anyone',
    ok: { json: coinPurchaseLinksSchema, description: 'The four packages at their current price.' },
  },
  {
    method: 'put',
    path: '/admin/coin-pricing',
    operationId: 'setCoinPricing',
    tag: 'Admin',
    summary: 'Set the price of each coin package',
    access: 'admin',
    rateLimited: true,
    body: coinPricesSchema,
    ok: {
      json: coinPricesViewSchema.extend({ message: z.string() }),
      description: 'The new prices, for checkouts from now on.',
    },
  },

  // ---- Buying ----
  {
    method: 'post',
    path: '/stripe/create-checkout',
    operationId: 'createCheckout',
    tag: 'Coins',
    summary: 'Start buying a coin package',
    description: 'Open `url` in the browser: Stripe Checkout, or the built-in test checkout on a server without a key.',
    access: 'user',
    rateLimited: true,
    body: createCheckoutSchema,
    ok: { json: z.strictObject({ url: z.string() }), description: 'The checkout page to send the buyer to.' },
    errors: { 502: PROVIDER_DOWN, 503: 'Card payments are not configured on this server.' },
  },
  {
    method: 'get',
    path: '/stripe/checkout-status/{session_id}',
    operationId: 'getCheckoutStatus',
    tag: 'Coins',
    summary: 'Whether a checkout session is paid',
    description: 'The buyer only. Credits the coins when Stripe says paid and the webhook has not done it yet.',
    access: 'user',
    rateLimited: true,
    params: checkoutSessionParams,
    ok: { json: checkoutStatusSchema, description: 'The state of the purchase.' },
    errors: { 404: SESSION_NOT_FOUND, 502: PROVIDER_DOWN },
  },
  {
    method: 'post',
    path: '/stripe/webhook',
    operationId: 'stripeWebhook',
    tag: 'Coins',
    summary: "Stripe's webhook",
    description:
      'For Stripe only. The body is read as raw bytes (not parsed as JSON) and checked against the `Stripe-Signature` ' +
      'header with STRIPE_WEBHOOK_SECRET. Each event is handled once: a replay answers `duplicate: true`.',
    access: 'anyone',
    rawBody: 'A Stripe event exactly as Stripe sent it (checkout.session.completed, .expired, …).',
    // Node refuses a header block over 16 KiB (431) before the route sees it.
    headers: z.object({ 'stripe-signature': z.string().max(16_384).describe("Stripe's signature of the raw body.") }),
    ok: {
      json: z.strictObject({ received: z.literal(true), credited: z.boolean(), duplicate: z.boolean() }),
      description: 'The event is recorded; `credited` when this event paid a purchase.',
    },
    errors: { 400: 'A missing or wrong signature.', 413: 'A body above 512 kB.' },
  },
  {
    method: 'get',
    path: '/stripe/test-checkout/{session_id}',
    operationId: 'showTestCheckout',
    tag: 'Coins',
    summary: 'The built-in test checkout page',
    description: TEST_CHECKOUT_ONLY,
    access: 'anyone',
    rateLimited: true,
    params: checkoutSessionParams,
    ok: { html: 'A page marked TEST MODE with the price and Pay / Cancel buttons.' },
    errors: { 404: TEST_SESSION_NOT_FOUND },
  },
  testCheckoutStep('payTestCheckout', '/stripe/test-checkout/{session_id}/pay', 'Pay'),
  testCheckoutStep('cancelTestCheckout', '/stripe/test-checkout/{session_id}/cancel', 'Cancel'),

  // ---- Transfer and conversion ----
  {
    method: 'post',
    path: '/coins/transfer',
    operationId: 'transferCoins',
    tag: 'Coins',
    summary: 'Give coins to another player',
    description: 'Purchased coins go first, then winnings.',
    access: 'user',
    rateLimited: true,
    body: transferSchema,
    ok: {
      json: z.strictObject({
        message: z.string(),
        amount: coins(),
        recipient_username: z.string(),
        coin_balance: coins().describe("The sender's balance after the transfer."),
      }),
      description: 'The coins are moved.',
    },
    errors: {
      400: 'A transfer to oneself.',
      404: 'No player has that username.',
      409: 'Not enough coins.',
    },
  },
  {
    method: 'post',
    path: '/convert-winnings-to-coins',
    operationId: 'convertWinnings',
    tag: 'Coins',
    summary: 'Turn winnings into coins',
    access: 'user',
    rateLimited: true,
    body: convertWinningsSchema,
    ok: {
      json: z.strictObject({
        message: z.string(),
        purchased_coins: coins(),
        winnings_coins: coins(),
        coin_balance: coins(),
      }),
      description: 'The balances after the conversion.',
    },
    errors: { 400: 'More than the winnings held.' },
  },

  // ---- Cash-out ----
  {
    method: 'post',
    path: '/coin-conversion/request',
    operationId: 'requestCashOut',
    tag: 'Coins',
    summary: 'Ask to be paid out winnings',
    description: 'The winnings are taken at once and given back if an admin rejects the request.',
    access: 'user',
    rateLimited: true,
    body: cashoutRequestSchema,
    ok: {
      json: z.strictObject({ message: z.string(), request: cashoutRequestViewSchema }),
      description: 'The request waits for an admin.',
    },
    errors: { 400: 'Below the minimum, or more than the winnings held.' },
  },
  {
    method: 'get',
    path: '/coin-conversion/my-requests',
    operationId: 'listMyCashouts',
    tag: 'Coins',
    summary: "The logged-in player's cash-out requests",
    access: 'user',
    ok: { json: z.array(cashoutRequestViewSchema), description: 'Newest first.' },
  },
  {
    method: 'get',
    path: '/coin-conversion/{id}/chat',
    operationId: 'readCashoutChat',
    tag: 'Coins',
    summary: 'The chat of a cash-out request',
    description: 'Its owner and admins.',
    access: 'user',
    params: uuidParam,
    ok: {
      json: z.strictObject({ chat_messages: z.array(cashoutChatMessageSchema) }),
      description: 'Oldest first.',
    },
    errors: { 404: REQUEST_NOT_FOUND },
  },
  {
    method: 'post',
    path: '/coin-conversion/{id}/chat',
    operationId: 'postCashoutChat',
    tag: 'Coins',
    summary: 'Write in the chat of a cash-out request',
    description: 'Its owner and admins. The message travels in the query string.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    query: cashoutChatQuery,
    ok: {
      json: z.strictObject({ message: z.string(), chat_message: cashoutChatMessageSchema }),
      description: 'The message is posted.',
    },
    errors: { 404: REQUEST_NOT_FOUND },
  },

  // ---- Money history ----
  {
    method: 'get',
    path: '/users/me/ledger',
    operationId: 'listMyLedger',
    tag: 'Coins',
    summary: "The logged-in player's money history (paged)",
    description:
      'Every movement of their own purchased and winnings coins, newest first; over all pages the deltas of ' +
      'each bucket add up to its balance.',
    access: 'user',
    rateLimited: true,
    query: ledgerHistoryQuery,
    ok: { json: ledgerHistoryPageSchema, description: 'One page of entries.' },
  },
  {
    method: 'get',
    path: '/users/me/ledger/winnings',
    operationId: 'getMyWinningsChart',
    tag: 'Coins',
    summary: "The logged-in player's winnings balance over time",
    access: 'user',
    rateLimited: true,
    ok: { json: winningsChartSchema, description: 'The points of the winnings chart.' },
  },

  // ---- Admin: payment requests ----
  {
    method: 'get',
    path: '/admin/coin-conversion/requests',
    operationId: 'listCashouts',
    tag: 'Admin',
    summary: 'Every cash-out request (paged)',
    description: 'One page, newest first; without `before`, the first page.',
    access: 'admin',
    query: cashoutListQuery,
    ok: {
      json: z.array(cashoutRequestViewSchema),
      description: 'Newest first.',
      headers: { [NEXT_BEFORE_HEADER]: 'Pass as `before` for the next page; empty on the last page.' },
    },
  },
  cashoutDecision('approveCashout', '/admin/coin-conversion/{id}/approve', 'Approve a pending cash-out request'),
  cashoutDecision(
    'rejectCashout',
    '/admin/coin-conversion/{id}/reject',
    'Reject a pending cash-out request, giving the winnings back',
    rejectCashoutQuery,
  ),
  cashoutDecision('markCashoutPaid', '/admin/coin-conversion/{id}/mark-paid', 'Mark an approved cash-out request paid'),
]);
