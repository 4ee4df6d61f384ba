/**
 * Cup fees coming back (docs/product/cups.md#money): a leave before the close, a cancelled cup, a
 * voided lobby, a kick, a waitlist that closed. Each fee goes back to the buckets it came from,
 * once (`cup_players.refunded_at`), whichever of these asks first.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { CupRow } from '../../db/rows.js';
import { cupPlayers, cups } from '../../db/schema.js';
import { credit } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { lockCup } from './access.js';

/** A registered player's fee, as it was paid. */
export type PaidFee = Pick<typeof cupPlayers.$inferSelect, 'userId' | 'feePurchased' | 'feeWinnings' | 'refundedAt'>;

/**
 * Gives each fee back to the buckets it came from, takes it out of the pool and marks it refunded;
 * returns the coins. The caller holds the cup row; a fee already refunded is skipped, so each is
 * paid back once whatever asks for it (a leave, a cancel, a voided lobby, a kick).
 */
export async function refundCupFees(
  tx: Tx,
  events: EventBuffer,
  cup: Pick<CupRow, 'id'>,
  fees: readonly PaidFee[],
): Promise<number> {
  let coins = 0;
  const owed = fees.filter((fee) => !fee.refundedAt);
  for (const fee of [...owed].sort((a, b) => a.userId.localeCompare(b.userId))) {
    const amount = fee.feePurchased + fee.feeWinnings;
    if (amount === 0) continue;
    await credit(
      tx,
      events,
      fee.userId,
      { purchased: fee.feePurchased, winnings: fee.feeWinnings },
      { reason: 'entry_refund', refType: 'cup', refId: cup.id },
    );
    coins += amount;
  }
  if (owed.length) {
    await tx
      .update(cupPlayers)
      .set({ refundedAt: new Date() })
      .where(
        and(
          eq(cupPlayers.cupId, cup.id),
          inArray(
            cupPlayers.userId,
            owed.map((f) => f.userId),
          ),
        ),
      );
  }
  if (coins > 0) {
    await tx
      .update(cups)
      .set({ prizePool: sql`${cups.prizePool} - ${coins}` })
      .where(eq(cups.id, cup.id));
  }
  return coins;
}

/** A player kicked from a cup lobby: their fee back, once (the caller holds the lobby's row). */
export async function refundCupFeeOf(tx: Tx, events: EventBuffer, cupId: string, userId: string): Promise<void> {
  const cup = await lockCup(tx, cupId);
  await refundCupFees(
    tx,
    events,
    cup,
    await tx
      .select()
      .from(cupPlayers)
      .where(and(eq(cupPlayers.cupId, cup.id), eq(cupPlayers.userId, userId))),
  );
}
