/**
 * Coin transfer between players (docs/product/money.md#transfer): a whole number of at least 1 to another existing
 * username. The sender pays purchased coins first, then winnings; the recipient always receives
 * purchased coins, so cashable winnings cannot be moved to another account. The ledger does the
 * lookup, locking and both movements in one statement (see `transfer` in ledger.ts).
 */
import { randomUUID } from 'node:crypto';
import { MONEY_TEXT, SUCCESS, VALIDATION, type TransferInput } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { inSingleStatement } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../domain/errors.js';
import { transfer } from '../../ledger/ledger.js';

export interface TransferResult {
  message: string;
  amount: number;
  recipient_username: string;
  coin_balance: number;
}

export async function transferCoins(
  ctx: AppContext,
  sender: Pick<UserRow, 'id'>,
  input: TransferInput,
): Promise<TransferResult> {
  const senderId = sender.id;
  // The ledger's transfer is one statement: no explicit transaction needed (see inSingleStatement).
  return inSingleStatement(ctx, async (tx, events) => {
    const transferId = randomUUID();
    const outcome = await transfer(tx, events, senderId, input.recipient_username, input.amount, {
      refType: 'transfer',
      refId: transferId,
      idempotencyKey: `transfer:${transferId}`,
      actorId: senderId,
    });
    switch (outcome.kind) {
      case 'self':
        throw badRequest(MONEY_TEXT.transferToSelf);
      case 'no_recipient':
        throw notFound(MONEY_TEXT.recipientNotFound(input.recipient_username));
      case 'insufficient':
        throw conflict(VALIDATION.insufficientCoins);
      case 'done':
        return {
          message: SUCCESS.transferred(input.amount, outcome.recipient.username),
          amount: input.amount,
          recipient_username: outcome.recipient.username,
          coin_balance: outcome.sender.purchased_coins + outcome.sender.winnings_coins,
        };
    }
  });
}
