/**
 * The ledger: the only code that changes `purchased_coins` or `winnings_coins` (docs/product/money.md#the-ledger).
 *
 * Every function runs inside the caller's transaction (a transfer may also run alone). Each
 * movement is ONE statement that locks the user row, checks the balance, updates it and writes the ledger rows, so there is
 * no read-modify-write window, and the CHECK constraint on users is the last line of defence.
 * For every user and bucket: sum(ledger_entries.delta) = balance (see `findLedgerMismatches`).
 *
 * Rows are locked `FOR NO KEY UPDATE`, not `FOR UPDATE`: balances change, keys never do, and the
 * weaker lock does not wait for the key-share locks that inserting a row referencing the user
 * takes (a cash-out request, a seat). With `FOR UPDATE`, two transactions that each inserted such
 * a row and then debited the same user deadlocked. Only closing an account locks its row
 * `FOR UPDATE` (see `lockUsers`).
 *
 * A closed (deleted) account keeps its row and its ledger rows, so its history still adds up,
 * but its balances never move again: every movement refuses it with 404 'Player not found'.
 *
 * LOCK ORDER, the same in every transaction, so that concurrent ones queue instead of
 * deadlocking (docs/design/storage.md#lock-order):
 *  1. tournament rows (`lockTournament`, `FOR UPDATE`; several at once: by id);
 *  2. user rows (several at once: by id, `lockUsers`);
 *  3. rows that reference a user: seats, cash-out requests, ledger rows.
 * A join inserts its seat under key-share locks first (see `joinSlot`): those wait for nothing but
 * a `FOR UPDATE`. Deleting a player keeps the order too: the tournaments they are in, then their
 * row `FOR UPDATE` with the rows of everyone their deletion refunds, then their seats and
 * cash-outs (services/admin/delete.ts).
 */
import { sql } from 'drizzle-orm';
import { MONEY_TEXT, VALIDATION, type BalanceUpdate, type LedgerReason } from '@squadhub/shared';
import { executeNamed, type Queryable, type Tx } from '../db/client.js';
import { conflict, notFound } from '../domain/errors.js';
import { ledgerMovementCounter } from '../metrics/metrics.js';
import { queueEvent } from '../realtime/addressing.js';
import type { EventBuffer } from '../realtime/hub.js';

export type Bucket = 'purchased' | 'winnings';

/** How coins leave an account; the split itself is decided by the SQL function `ledger_take` (migration 0007). */
export type DebitSource =
  /** Entry fees, contributions, transfers, auto-approval: purchased coins first, then winnings. */
  | 'purchased_first'
  /** Cash-out and conversion: winnings only. */
  | 'winnings_only';

export interface Movement {
  reason: LedgerReason;
  refType?: string;
  refId?: string;
  /** Same key + user + bucket can be written only once (unique index). */
  idempotencyKey?: string;
  /** The admin or user who caused it, when not the account owner. */
  actorId?: string;
  /** Why, in the admin's words (adjustments only). */
  note?: string | null;
}

/** How much of a debit came from each bucket; refunds give each part back to its own bucket. */
export interface Split {
  purchased: number;
  winnings: number;
}

export interface Balances {
  purchased_coins: number;
  winnings_coins: number;
}

interface MovedRow extends Balances {
  user_id: string;
  balance_version: number;
  moved_purchased: number;
  moved_winnings: number;
}

/** What every movement answers for an account that is closed (or never existed). */
const closedAccount = () => notFound(MONEY_TEXT.playerNotFound);

function assertWholePositive(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger: invalid amount ${amount}`);
}

const ledgerInsert = (m: Movement) => sql`
  INSERT INTO ledger_entries (user_id, bucket, delta, reason, ref_type, ref_id, idempotency_key, actor_id, note)
  SELECT moved.user_id, b.bucket, b.delta, ${m.reason}, ${m.refType ?? null}, ${m.refId ?? null},
         ${m.idempotencyKey ?? null}, ${m.actorId ?? null}::uuid, ${m.note ?? null}::text
  FROM moved CROSS JOIN LATERAL (VALUES ('purchased', moved.delta_purchased), ('winnings', moved.delta_winnings)) AS b(bucket, delta)
  WHERE b.delta <> 0`;

async function run(tx: Queryable, query: ReturnType<typeof sql>): Promise<MovedRow | undefined> {
  const result = await tx.execute(query);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return undefined;
  return {
    user_id: String(row.user_id),
    purchased_coins: Number(row.purchased_coins),
    winnings_coins: Number(row.winnings_coins),
    balance_version: Number(row.balance_version),
    moved_purchased: Number(row.moved_purchased),
    moved_winnings: Number(row.moved_winnings),
  };
}

function announce(events: EventBuffer | undefined, row: MovedRow, reason: LedgerReason) {
  if (!events) return;
  // The metric counts movements that committed (docs/operations.md#metrics).
  if (row.moved_purchased !== 0 || row.moved_winnings !== 0) events.afterCommit(ledgerMovementCounter(reason));
  const payload: BalanceUpdate = {
    user_id: row.user_id,
    purchased_coins: row.purchased_coins,
    winnings_coins: row.winnings_coins,
    coin_balance: row.purchased_coins + row.winnings_coins,
    balance_version: row.balance_version,
    reason,
    moved: { purchased: row.moved_purchased, winnings: row.moved_winnings },
  };
  if (row.moved_purchased !== 0) queueEvent(events, 'player_coins_updated', payload, row.user_id);
  if (row.moved_winnings !== 0) queueEvent(events, 'player_winnings_updated', payload, row.user_id);
}

/**
 * Takes `amount` coins from a user. Throws 409 'Insufficient coins' (and changes nothing)
 * when the source buckets hold less. Returns the split actually taken.
 */
export async function debit(
  tx: Tx,
  events: EventBuffer | undefined,
  userId: string,
  amount: number,
  source: DebitSource,
  movement: Movement,
): Promise<Split & Balances> {
  assertWholePositive(amount);
  const row = await run(
    tx,
    sql`
    WITH old AS (
      SELECT id, purchased_coins AS p, winnings_coins AS w FROM users
      WHERE id = ${userId} AND deleted_at IS NULL FOR NO KEY UPDATE
    ), take AS (
      SELECT id, split.from_purchased AS tp, split.from_winnings AS tw
      FROM old CROSS JOIN LATERAL ledger_take(old.p, old.w, ${amount}::int, ${source}) AS split
    ), upd AS (
      UPDATE users u SET purchased_coins = u.purchased_coins - take.tp, winnings_coins = u.winnings_coins - take.tw,
        balance_version = u.balance_version + 1
      FROM take WHERE u.id = take.id
      RETURNING u.id AS user_id, u.purchased_coins, u.winnings_coins, u.balance_version, take.tp AS moved_purchased, take.tw AS moved_winnings
    ), moved AS (
      SELECT user_id, -moved_purchased AS delta_purchased, -moved_winnings AS delta_winnings FROM upd
    ), led AS (${ledgerInsert(movement)})
    SELECT * FROM upd`,
  );
  if (!row) {
    await assertAccountOpen(tx, userId);
    throw conflict(VALIDATION.insufficientCoins);
  }
  announce(
    events,
    { ...row, moved_purchased: -row.moved_purchased, moved_winnings: -row.moved_winnings },
    movement.reason,
  );
  return { purchased: row.moved_purchased, winnings: row.moved_winnings, ...row };
}

/**
 * Gives coins to a user: each part of `split` to its own bucket. Zero parts are skipped. A closed
 * account receives nothing (404): deleting a player refunds what they are owed before closing.
 */
export async function credit(
  tx: Tx,
  events: EventBuffer | undefined,
  userId: string,
  split: Partial<Split>,
  movement: Movement,
): Promise<Balances> {
  const p = split.purchased ?? 0;
  const w = split.winnings ?? 0;
  if (!Number.isSafeInteger(p) || !Number.isSafeInteger(w) || p < 0 || w < 0 || p + w === 0) {
    throw new Error(`ledger: invalid credit ${p}/${w}`);
  }
  const row = await run(
    tx,
    sql`
    WITH upd AS (
      UPDATE users SET purchased_coins = purchased_coins + ${p}::int, winnings_coins = winnings_coins + ${w}::int,
        balance_version = balance_version + 1
      WHERE id = ${userId} AND deleted_at IS NULL
      RETURNING id AS user_id, purchased_coins, winnings_coins, balance_version, ${p}::int AS moved_purchased, ${w}::int AS moved_winnings
    ), moved AS (
      SELECT user_id, moved_purchased AS delta_purchased, moved_winnings AS delta_winnings FROM upd
    ), led AS (${ledgerInsert(movement)})
    SELECT * FROM upd`,
  );
  if (!row) throw closedAccount();
  announce(events, row, movement.reason);
  return row;
}

/**
 * Admin adjustment: sets one bucket to an exact value, writing the difference to the ledger.
 * Undefined when there is no open account with this id.
 */
export async function setBucket(
  tx: Tx,
  events: EventBuffer | undefined,
  userId: string,
  bucket: Bucket,
  value: number,
  movement: Movement,
): Promise<{ old: number; new: number } | undefined> {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`ledger: invalid value ${value}`);
  const column = bucket === 'purchased' ? sql.raw('purchased_coins') : sql.raw('winnings_coins');
  const row = await run(
    tx,
    sql`
    WITH old AS (
      SELECT id, ${column} AS v FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR NO KEY UPDATE
    ), upd AS (
      UPDATE users u SET ${column} = ${value}::int, balance_version = u.balance_version + 1 FROM old WHERE u.id = old.id
      RETURNING u.id AS user_id, u.purchased_coins, u.winnings_coins, u.balance_version,
        ${bucket === 'purchased' ? sql`${value}::int - old.v` : sql`0`} AS moved_purchased,
        ${bucket === 'winnings' ? sql`${value}::int - old.v` : sql`0`} AS moved_winnings
    ), moved AS (
      SELECT user_id, moved_purchased AS delta_purchased, moved_winnings AS delta_winnings FROM upd
    ), led AS (${ledgerInsert(movement)})
    SELECT * FROM upd`,
  );
  if (!row) return undefined;
  announce(events, row, movement.reason);
  const delta = bucket === 'purchased' ? row.moved_purchased : row.moved_winnings;
  return { old: value - delta, new: value };
}

export type TransferOutcome =
  | { kind: 'no_recipient' }
  | { kind: 'self' }
  | { kind: 'insufficient' }
  | { kind: 'done'; recipient: { id: string; username: string }; sender: Balances; split: Split };

/**
 * A transfer between two players (docs/product/money.md#transfer) in ONE statement: the `ledger_transfer` function
 * (migrations 0002, 0004, 0007) finds the recipient by username (case-insensitive, open accounts only),
 * locks both rows in id order, takes purchased coins first then winnings from the sender, gives
 * the recipient purchased coins and writes the ledger rows. One statement means the row locks are
 * held only until it ends, which keeps transfers between busy players from queueing. Changes
 * nothing unless `done`; a sender whose account was closed meanwhile gets 404.
 */
export async function transfer(
  tx: Queryable,
  events: EventBuffer | undefined,
  senderId: string,
  recipientUsername: string,
  amount: number,
  movement: Omit<Movement, 'reason'>,
): Promise<TransferOutcome> {
  assertWholePositive(amount);
  const result = await executeNamed(
    tx,
    'ledger_transfer',
    sql`SELECT * FROM ledger_transfer(${senderId}, ${recipientUsername}, ${amount}::int, ${movement.refType ?? null},
      ${movement.refId ?? null}, ${movement.idempotencyKey ?? null}, ${movement.actorId ?? null}::uuid)`,
  );
  const row = result.rows[0] as {
    outcome: 'no_recipient' | 'self' | 'insufficient' | 'sender_closed' | 'done';
    recipient_id: string;
    recipient_username: string;
    sender_purchased: number;
    sender_winnings: number;
    recipient_purchased: number;
    recipient_winnings: number;
    sender_version: number;
    recipient_version: number;
    taken_purchased: number;
    taken_winnings: number;
  };
  // The sender's own account was deleted while this request was on its way.
  if (row.outcome === 'sender_closed') throw closedAccount();
  if (row.outcome !== 'done') return { kind: row.outcome };
  const sender = { purchased_coins: row.sender_purchased, winnings_coins: row.sender_winnings };
  const split = { purchased: row.taken_purchased, winnings: row.taken_winnings };
  announce(
    events,
    {
      user_id: senderId,
      ...sender,
      balance_version: Number(row.sender_version),
      moved_purchased: -split.purchased,
      moved_winnings: -split.winnings,
    },
    'transfer_out',
  );
  announce(
    events,
    {
      user_id: row.recipient_id,
      purchased_coins: row.recipient_purchased,
      winnings_coins: row.recipient_winnings,
      balance_version: Number(row.recipient_version),
      moved_purchased: amount,
      moved_winnings: 0,
    },
    'transfer_in',
  );
  return { kind: 'done', recipient: { id: row.recipient_id, username: row.recipient_username }, sender, split };
}

/**
 * Locks user rows in the lock order (by id, see the top of this file) before a step that moves
 * the money of several users, or that must hold a user before a row referencing them, so that two
 * such steps cannot deadlock. `closing` is the account being deleted: its row is locked
 * `FOR UPDATE`, which waits for, and then holds off, every insert of a row that references it (a
 * seat, a cash-out request, a tournament) and every movement of its money.
 */
export async function lockUsers(tx: Tx, userIds: string[], closing?: string): Promise<void> {
  // Lower case: uuids from a request path may be upper case, PostgreSQL orders the bytes.
  const ids = [...new Set([...userIds, ...(closing ? [closing] : [])].map((id) => id.toLowerCase()))].sort();
  const lock = async (part: string[], mode: 'UPDATE' | 'NO KEY UPDATE') => {
    if (!part.length) return;
    await tx.execute(
      sql`SELECT id FROM users WHERE id IN (${sql.join(
        part.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) ORDER BY id FOR ${sql.raw(mode)}`,
    );
  };
  if (!closing) return lock(ids, 'NO KEY UPDATE');
  const closingId = closing.toLowerCase();
  const before = ids.filter((id) => id < closingId);
  const after = ids.filter((id) => id > closingId);
  await lock(before, 'NO KEY UPDATE');
  await lock([closingId], 'UPDATE');
  await lock(after, 'NO KEY UPDATE');
}

/**
 * Makes sure the account is open, and keeps it open until the transaction ends: a key-share lock
 * on the user row, which a deletion's `FOR UPDATE` waits for (and which waits for a deletion in
 * progress, then sees it). For steps that add a row referencing the user without moving money
 * through this ledger, such as a seat in a free tournament. 404 'Player not found' otherwise.
 */
export async function assertAccountOpen(tx: Tx, userId: string): Promise<void> {
  const result = await tx.execute(sql`SELECT deleted_at IS NULL AS open FROM users WHERE id = ${userId} FOR KEY SHARE`);
  const [row] = (result as unknown as { rows: { open: boolean }[] }).rows;
  if (!row?.open) throw closedAccount();
}

export interface LedgerMismatch {
  user_id: string;
  username: string;
  bucket: Bucket;
  balance: number;
  ledger_sum: number;
}

/** Every user and bucket whose balance differs from the sum of its ledger rows. */
export async function findLedgerMismatches(db: Queryable): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    WITH sums AS (
      SELECT user_id,
        COALESCE(SUM(delta) FILTER (WHERE bucket = 'purchased'), 0) AS p,
        COALESCE(SUM(delta) FILTER (WHERE bucket = 'winnings'), 0) AS w
      FROM ledger_entries GROUP BY user_id
    )
    SELECT u.id AS user_id, u.username, b.bucket, b.balance, b.ledger_sum
    FROM users u LEFT JOIN sums s ON s.user_id = u.id
    CROSS JOIN LATERAL (VALUES
      ('purchased', u.purchased_coins, COALESCE(s.p, 0)),
      ('winnings', u.winnings_coins, COALESCE(s.w, 0))
    ) AS b(bucket, balance, ledger_sum)
    WHERE b.balance <> b.ledger_sum`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    user_id: String(r.user_id),
    username: String(r.username),
    bucket: r.bucket as Bucket,
    balance: Number(r.balance),
    ledger_sum: Number(r.ledger_sum),
  }));
}
