/**
 * Cash-out requests (docs/product/money.md#cash-out-states). The winnings are deducted when the player submits
 * (`pending`); approve moves `pending` → `money_on_the_way`; mark-paid moves
 * `money_on_the_way` → `paid`; reject moves `pending` → `rejected` and refunds the winnings.
 * Every transition is one conditional UPDATE, so two admins clicking at once cannot both act;
 * any other transition is 409. Deleting a player refunds their pending requests the way a reject
 * does; their other requests stay in the history under "deleted player" (a payment already on
 * its way can still be marked paid).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_TEXT,
  CASHOUT_MIN,
  MONEY_TEXT,
  REJECTED_ACCOUNT_CLOSED_NOTE,
  REJECTED_BY_ADMIN_NOTE,
  SUCCESS,
  poundsToPence,
  type CashoutRequest,
  type CashoutRequestData,
  type CashoutStatus,
  type PagePosition,
} from '@squadhub/shared';
import type DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { after, pageOf, pagePosition, positionValues } from '../../db/paging.js';
import { withCompiledRowMapping } from '../../db/row-mapper.js';
import { sharedRuns } from '../../db/same-tick-batch.js';
import type { CashoutRequestRow, UserRow } from '../../db/rows.js';
import { cashoutRequests, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, isRefusal, notFound } from '../../domain/errors.js';
import { credit, debit, lockUsers } from '../../ledger/ledger.js';
import { shownUsername } from '../../presenters/closed-account.js';
import { queuePush } from '../../push/outbox.js';
import { queueEvent } from '../../realtime/addressing.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { presentCashout } from '../../presenters/cashout.js';

export async function requestCashOut(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'username'>,
  input: CashoutRequestData,
): Promise<{ message: string; request: CashoutRequest }> {
  if (input.coins_to_convert < CASHOUT_MIN) throw badRequest(MONEY_TEXT.cashoutAmount);
  return inTransaction(ctx, async (tx, events) => {
    const { requested_amount: _echo, ...details } = input;
    // The winnings go first (locking the player's row); the request row is written after.
    const id = randomUUID();
    try {
      await debit(tx, events, user.id, input.coins_to_convert, 'winnings_only', {
        reason: 'cashout',
        refType: 'cashout',
        refId: id,
        idempotencyKey: `cashout:${id}`,
      });
    } catch (err) {
      if (!isRefusal(err, 'conflict')) throw err;
      // A refused debit changes nothing, so the transaction can still read the real figure.
      const [u] = await tx.select({ w: users.winningsCoins }).from(users).where(eq(users.id, user.id));
      throw badRequest(MONEY_TEXT.cashoutMax(u?.w ?? 0));
    }
    const [row] = await tx
      .insert(cashoutRequests)
      .values({
        id,
        userId: user.id,
        coinsToConvert: input.coins_to_convert,
        requestedAmountPence: poundsToPence(input.coins_to_convert),
        paymentMethod: details.payment_method,
        paypalEmail: details.paypal_email,
        paypalFirstName: details.paypal_first_name,
        paypalSurname: details.paypal_surname,
        whatsappNumber: details.whatsapp_number,
        accountHolderName: details.account_holder_name,
        accountHolderSurname: details.account_holder_surname,
        bankName: details.bank_name,
        country: details.country,
        accountNumber: details.account_number,
        sortCode: details.sort_code,
        swiftBic: details.swift_bic,
        iban: details.iban,
        addressLine1: details.address_line1,
        addressLine2: details.address_line2,
        city: details.city,
        postalCode: details.postal_code,
      })
      .returning();
    queueEvent(events, 'new_cashout_request', {
      request_id: row.id,
      username: user.username,
      amount: input.coins_to_convert,
    });
    announceStatus(events, row);
    return { message: SUCCESS.cashoutSubmitted, request: presentCashout(row, user.username) };
  });
}

/**
 * One page of every player's requests with their owner's name, newest first, and the cursor of the
 * next page (docs/scale/query-plans.md#admin-lists-page-by-cursor). The route lets admins only.
 */
export async function listCashouts(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
  page: { limit: number; before?: PagePosition },
): Promise<{ requests: CashoutRequest[]; nextBefore: string | null }> {
  const found = await cashoutPageLoader(ctx).load(page);
  const { rows, nextBefore } = pageOf(found, page.limit);
  return { requests: rows.map((r) => presentCashout(r.request, r.username)), nextBefore };
}

/**
 * The pages asked for together (db/same-tick-batch.ts): requests for the same page that arrive
 * together share one run of its statement, and each presents the rows itself. Each arrived before
 * the statement left, so each sees every request committed before it arrived, on any instance;
 * nothing is kept between batches.
 */
type CashoutPageRow = Awaited<ReturnType<ReturnType<typeof cashoutPagesQuery>['execute']>>[number];

const cashoutPageLoader = (ctx: AppContext): DataLoader<{ limit: number; before?: PagePosition }, CashoutPageRow[]> =>
  ctx.speed.madeBatcher('admin-cashout-pages', () =>
    sharedRuns(
      (page) => `${page.limit} ${page.before?.micros} ${page.before?.id}`,
      (page) =>
        cashoutPages(ctx, page.before ? 'after' : 'first', page.limit + 1).execute(
          page.before ? positionValues(page.before) : {},
        ),
    ),
  );

/**
 * The page statement, the first page's or one after a cursor, of `rows` rows. The number of rows
 * is written into it, not a value: for a LIMIT it does not know, PostgreSQL's plan without values
 * assumes a tenth of all requests, so it planned the statement again on every request.
 */
function cashoutPagesQuery(db: Database, from: 'first' | 'after', rows: number) {
  return withCompiledRowMapping(
    db
      .select({
        request: cashoutRequests,
        username: shownUsername,
        position: pagePosition(cashoutRequests.createdAt, cashoutRequests.id),
      })
      .from(cashoutRequests)
      .innerJoin(users, eq(users.id, cashoutRequests.userId))
      .where(
        from === 'after' ? after('newest', cashoutRequests.createdAt, cashoutRequests.id, 'placeholders') : undefined,
      )
      .orderBy(desc(cashoutRequests.createdAt), desc(cashoutRequests.id))
      // An SQL fragment is written as it is (a number would become a value).
      .limit(sql.raw(String(rows)) as unknown as number)
      .prepare(`admin_cashouts_${from}_${rows}`),
  );
}

/** The page statements, by kind and page size, built once (prepared once per connection). */
function cashoutPages(ctx: AppContext, from: 'first' | 'after', rows: number) {
  const byName = ctx.speed.statement('admin_cashouts', () => new Map<string, ReturnType<typeof cashoutPagesQuery>>());
  const key = `${from}_${rows}`;
  let statement = byName.get(key);
  if (!statement) byName.set(key, (statement = cashoutPagesQuery(ctx.db, from, rows)));
  return statement;
}

/** The player's own requests with their name, newest first (a player has a handful). */
export async function listMyCashouts(ctx: AppContext, user: Pick<UserRow, 'id'>): Promise<CashoutRequest[]> {
  const rows = await ctx.db
    .select({ request: cashoutRequests, username: shownUsername })
    .from(cashoutRequests)
    .innerJoin(users, eq(users.id, cashoutRequests.userId))
    .where(eq(cashoutRequests.userId, user.id))
    .orderBy(desc(cashoutRequests.createdAt), desc(cashoutRequests.id));
  return rows.map((r) => presentCashout(r.request, r.username));
}

interface Transition {
  action: string;
  from: CashoutStatus;
  to: CashoutStatus;
  message: string;
}
const APPROVE: Transition = {
  action: 'approve',
  from: 'pending',
  to: 'money_on_the_way',
  message: ADMIN_TEXT.cashoutApproved,
};
const MARK_PAID: Transition = {
  action: 'mark as paid',
  from: 'money_on_the_way',
  to: 'paid',
  message: ADMIN_TEXT.cashoutPaid,
};
const REJECT: Transition = {
  action: 'reject',
  from: 'pending',
  to: 'rejected',
  message: ADMIN_TEXT.cashoutRejected,
};

/**
 * One conditional UPDATE: only the caller that finds the request in `from` moves it. Every move
 * an admin makes goes through here, so here the player's phones hear of it.
 */
async function transition(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  id: string,
  t: Transition,
  adminNotes?: string | null,
): Promise<CashoutRequestRow> {
  const row = await moveRequest(tx, id, t, adminNotes);
  const status = row.status as 'money_on_the_way' | 'paid' | 'rejected';
  await queuePush(ctx, tx, events, [row.userId], {
    kind: 'cashout_status',
    params: { status, coins: row.coinsToConvert },
  });
  return row;
}

async function moveRequest(tx: Tx, id: string, t: Transition, adminNotes?: string | null): Promise<CashoutRequestRow> {
  const [row] = await tx
    .update(cashoutRequests)
    .set({
      status: t.to,
      processedAt: sql`now()`,
      ...(adminNotes !== undefined ? { adminNotes } : {}),
    })
    .where(sql`${cashoutRequests.id} = ${id} AND ${cashoutRequests.status} = ${t.from}`)
    .returning();
  if (row) return row;
  const [current] = await tx
    .select({ status: cashoutRequests.status })
    .from(cashoutRequests)
    .where(eq(cashoutRequests.id, id));
  if (!current) throw notFound(MONEY_TEXT.requestNotFound);
  throw conflict(MONEY_TEXT.wrongTransition(t.action, current.status.replaceAll('_', ' ')));
}

/** A request changed status or got a chat message: its owner and the admins hear of it. */
export function announceStatus(events: EventBuffer, row: Pick<CashoutRequestRow, 'id' | 'userId' | 'status'>) {
  queueEvent(events, 'cashout_request_updated', { request_id: row.id, status: row.status }, row.userId);
}

/** The route lets admins only. */
export async function approveCashout(ctx: AppContext, _admin: Pick<UserRow, 'id'>, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const row = await transition(ctx, tx, events, id, APPROVE);
    announceStatus(events, row);
    return { message: APPROVE.message, status: row.status };
  });
}

/** The route lets admins only. */
export async function markCashoutPaid(ctx: AppContext, _admin: Pick<UserRow, 'id'>, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const row = await transition(ctx, tx, events, id, MARK_PAID);
    announceStatus(events, row);
    return { message: MARK_PAID.message, status: row.status };
  });
}

/** Gives the winnings of a request that just became `rejected` back to its owner. */
async function refund(tx: Tx, events: EventBuffer, row: CashoutRequestRow, adminId: string): Promise<void> {
  await credit(
    tx,
    events,
    row.userId,
    { winnings: row.coinsToConvert },
    {
      reason: 'cashout_refund',
      refType: 'cashout',
      refId: row.id,
      idempotencyKey: `cashout_refund:${row.id}`,
      actorId: adminId,
    },
  );
  announceStatus(events, row);
}

/** Rejects a pending request and gives the deducted winnings back, in one transaction. */
export async function rejectCashout(ctx: AppContext, admin: Pick<UserRow, 'id'>, id: string, notes: string | null) {
  const adminId = admin.id;
  return inTransaction(ctx, async (tx, events) => {
    const [owner] = await tx
      .select({ userId: cashoutRequests.userId })
      .from(cashoutRequests)
      .where(eq(cashoutRequests.id, id));
    if (!owner) throw notFound(MONEY_TEXT.requestNotFound);
    // The lock order: the owner's row before their request (a deletion of the owner takes them
    // in this order too, and refunds the request itself if it gets there first: then this is 409).
    await lockUsers(tx, [owner.userId]);
    const row = await transition(ctx, tx, events, id, REJECT, notes ?? REJECTED_BY_ADMIN_NOTE);
    await refund(tx, events, row, adminId);
    return { message: REJECT.message, status: row.status };
  });
}

/**
 * For a deletion (the caller holds the player's row lock): rejects every pending request of the
 * player and refunds it, as an admin's reject would. Returns how many.
 */
export async function refundPendingCashouts(
  tx: Tx,
  events: EventBuffer,
  userId: string,
  adminId: string,
): Promise<number> {
  const rows = await tx
    .update(cashoutRequests)
    .set({ status: REJECT.to, processedAt: sql`now()`, adminNotes: REJECTED_ACCOUNT_CLOSED_NOTE })
    .where(and(eq(cashoutRequests.userId, userId), eq(cashoutRequests.status, REJECT.from)))
    .returning();
  for (const row of rows) await refund(tx, events, row, adminId);
  return rows.length;
}
