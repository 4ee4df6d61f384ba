/**
 * Coin transfer between players (DESIGN.md §4): a whole number of at least 1 to another existing
 * username. The sender pays purchased coins first, then winnings; the recipient always receives
 * purchased coins, so cashable winnings cannot be moved to another account.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MONEY_TEXT, SUCCESS, type TransferInput } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../http/errors.js';
import { credit, debit, lockUsers } from '../../ledger/ledger.js';

export interface TransferResult {
  message: string;
  amount: number;
  recipient_username: string;
  coin_balance: number;
}

export async function transferCoins(ctx: AppContext, senderId: string, input: TransferInput): Promise<TransferResult> {
  return inTransaction(ctx, async (tx, events) => {
    const found = await tx.execute(
      sql`SELECT id, username FROM users WHERE lower(username) = lower(${input.recipient_username})`,
    );
    const recipient = (found as unknown as { rows: { id: string; username: string }[] }).rows[0];
    if (!recipient) throw notFound(MONEY_TEXT.recipientNotFound(input.recipient_username));
    if (recipient.id === senderId) throw badRequest(MONEY_TEXT.transferToSelf);
    // Both rows locked in id order first: opposite transfers between two players cannot deadlock.
    await lockUsers(tx, [senderId, recipient.id]);
    const transferId = randomUUID();
    const movement = { refType: 'transfer', refId: transferId, idempotencyKey: `transfer:${transferId}` };
    const sender = await debit(tx, events, senderId, input.amount, 'purchased_first', {
      ...movement,
      reason: 'transfer_out',
      actorId: senderId,
    });
    await credit(
      tx,
      events,
      recipient.id,
      { purchased: input.amount },
      {
        ...movement,
        reason: 'transfer_in',
        actorId: senderId,
      },
    );
    return {
      message: SUCCESS.transferred(input.amount, recipient.username),
      amount: input.amount,
      recipient_username: recipient.username,
      coin_balance: sender.purchased_coins + sender.winnings_coins,
    };
  });
}
