/**
 * Registering for a cup (docs/product/cups.md#registration). A solo player registers alone; in a
 * duo or squad cup a captain registers a team and gets its invite code (shown once, kept hashed),
 * and teammates join with it. Every member pays the entry fee through the ledger (purchased coins
 * first) into the cup's pool, with the split kept for a refund; until registration closes a
 * player may leave with their fee back (a captain last: the team goes with them).
 *
 * Every step first updates the cup row (its counters), which holds the row's lock to the commit:
 * two registrations of one cup run one after another from there, so "already registered", "full"
 * and the team numbers (registration order) are decided without a race, then the player's row is
 * debited (cup row → user row, the order every cup step keeps).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CUP_TEXT, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf, type CupRow, type UserRow } from '../../db/rows.js';
import { cupPlayers, cupTeams, cups } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../domain/errors.js';
import { credit, debit } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { hashInviteCode, newInviteCode } from '../squads/invite-codes.js';
import { lockCup } from './access.js';
import { cupView, type Cup } from './view.js';

type Registration = ApiResponse<'post', '/cups/{id}/register'>;

/** 409 unless the cup takes registrations now. */
function assertRegistrationOpen(cup: CupRow, now = new Date()): void {
  if (cup.status !== 'registration' || now >= cup.registrationClosesAt) throw conflict(CUP_TEXT.registrationClosed);
  if (now < cup.registrationOpensAt) throw conflict(CUP_TEXT.registrationNotOpen);
}

async function assertNotRegistered(tx: Tx, cupId: string, userId: string): Promise<void> {
  const [row] = await tx
    .select({ userId: cupPlayers.userId })
    .from(cupPlayers)
    .where(and(eq(cupPlayers.cupId, cupId), eq(cupPlayers.userId, userId)));
  if (row) throw conflict(CUP_TEXT.alreadyRegistered);
}

/** Takes the fee (when there is one) into the pool and records the player in `teamId`. */
async function payAndEnter(tx: Tx, events: EventBuffer, cup: CupRow, userId: string, teamId: string): Promise<void> {
  let split = { purchased: 0, winnings: 0 };
  if (cup.entryFee > 0) {
    split = await debit(tx, events, userId, cup.entryFee, 'purchased_first', {
      reason: 'entry_fee',
      refType: 'cup',
      refId: cup.id,
    });
    await tx
      .update(cups)
      .set({ prizePool: sql`${cups.prizePool} + ${cup.entryFee}` })
      .where(eq(cups.id, cup.id));
  }
  await tx
    .insert(cupPlayers)
    .values({ cupId: cup.id, userId, teamId, feePurchased: split.purchased, feeWinnings: split.winnings });
}

/** POST /cups/{id}/register */
export async function registerForCup(
  ctx: AppContext,
  user: UserRow,
  cupId: string,
  input: { team_name?: string | null },
): Promise<Registration> {
  return inTransaction(ctx, async (tx, events) => {
    const cup = await lockCup(tx, cupId);
    assertRegistrationOpen(cup);
    await assertNotRegistered(tx, cup.id, user.id);
    if (cup.registeredTeams >= cup.maxTeams) throw conflict(CUP_TEXT.cupFull);
    const solo = cup.slotsPerTeam === 1;
    if (!solo && !input.team_name) throw badRequest(CUP_TEXT.teamNameRequired);
    const code = solo ? null : newInviteCode();
    // Registration order: safe to read as max + 1, the cup row's lock is held.
    const [{ next }] = rowsOf<{ next: number }>(
      await tx.execute(sql`SELECT COALESCE(max(number), 0) + 1 AS next FROM ${cupTeams} WHERE cup_id = ${cup.id}`),
    ) as [{ next: number }];
    const [team] = await tx
      .insert(cupTeams)
      .values({
        cupId: cup.id,
        number: Number(next),
        name: solo ? user.username : input.team_name!,
        captainId: user.id,
        inviteCodeHash: code && hashInviteCode(code),
      })
      .returning({ id: cupTeams.id });
    await tx
      .update(cups)
      .set({ registeredTeams: sql`${cups.registeredTeams} + 1` })
      .where(eq(cups.id, cup.id));
    await payAndEnter(tx, events, cup, user.id, team!.id);
    return { cup: await cupView(tx, cup.id, user), invite_code: code };
  });
}

/** POST /cups/{id}/join */
export async function joinCupTeam(ctx: AppContext, user: UserRow, cupId: string, inviteCode: string): Promise<Cup> {
  return inTransaction(ctx, async (tx, events) => {
    const cup = await lockCup(tx, cupId);
    assertRegistrationOpen(cup);
    if (cup.slotsPerTeam === 1) throw conflict(CUP_TEXT.soloCup);
    const [team] = await tx
      .select({ id: cupTeams.id, members: cupTeams.members })
      .from(cupTeams)
      .where(and(eq(cupTeams.cupId, cup.id), eq(cupTeams.inviteCodeHash, hashInviteCode(inviteCode))));
    if (!team) throw notFound(CUP_TEXT.inviteInvalid);
    await assertNotRegistered(tx, cup.id, user.id);
    if (team.members >= cup.slotsPerTeam) throw conflict(CUP_TEXT.teamFull);
    await tx
      .update(cupTeams)
      .set({ members: sql`${cupTeams.members} + 1` })
      .where(eq(cupTeams.id, team.id));
    await payAndEnter(tx, events, cup, user.id, team.id);
    return cupView(tx, cup.id, user);
  });
}

/** POST /cups/{id}/invite: the captain's new code; the old one stops working. */
export async function renewCupInvite(ctx: AppContext, user: UserRow, cupId: string): Promise<Registration> {
  return inTransaction(ctx, async (tx) => {
    const cup = await lockCup(tx, cupId);
    assertRegistrationOpen(cup);
    if (cup.slotsPerTeam === 1) throw conflict(CUP_TEXT.soloCup);
    const code = newInviteCode();
    const renewed = await tx
      .update(cupTeams)
      .set({ inviteCodeHash: hashInviteCode(code) })
      .where(and(eq(cupTeams.cupId, cup.id), eq(cupTeams.captainId, user.id)))
      .returning({ id: cupTeams.id });
    if (!renewed.length) throw conflict(CUP_TEXT.notRegistered);
    return { cup: await cupView(tx, cup.id, user), invite_code: code };
  });
}

/** DELETE /cups/{id}/registration */
export async function leaveCup(ctx: AppContext, user: UserRow, cupId: string): Promise<Cup> {
  return inTransaction(ctx, async (tx, events) => {
    const cup = await lockCup(tx, cupId);
    assertRegistrationOpen(cup);
    const [player] = await tx
      .select()
      .from(cupPlayers)
      .where(and(eq(cupPlayers.cupId, cup.id), eq(cupPlayers.userId, user.id)));
    if (!player) throw conflict(CUP_TEXT.notRegistered);
    const [team] = await tx.select().from(cupTeams).where(eq(cupTeams.id, player.teamId));
    if (team!.captainId === user.id) {
      if (team!.members > 1) throw conflict(CUP_TEXT.captainWithTeam);
      await tx.delete(cupTeams).where(eq(cupTeams.id, team!.id));
      await tx
        .update(cups)
        .set({ registeredTeams: sql`${cups.registeredTeams} - 1` })
        .where(eq(cups.id, cup.id));
    } else {
      await tx.delete(cupPlayers).where(and(eq(cupPlayers.cupId, cup.id), eq(cupPlayers.userId, user.id)));
      await tx
        .update(cupTeams)
        .set({ members: sql`${cupTeams.members} - 1` })
        .where(eq(cupTeams.id, team!.id));
    }
    await refundCupFees(tx, events, cup, [player]);
    return cupView(tx, cup.id, user);
  });
}

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

/** The fees of every player of these teams, earliest first. */
export async function feesOfTeams(tx: Tx, teamIds: readonly string[]) {
  if (!teamIds.length) return [];
  return tx
    .select()
    .from(cupPlayers)
    .where(inArray(cupPlayers.teamId, [...teamIds]))
    .orderBy(asc(cupPlayers.joinedAt));
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
