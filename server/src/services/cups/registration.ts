/**
 * Registering for a cup (docs/product/cups.md#registration). A solo player registers alone; in a
 * duo or squad cup a captain registers a team and gets its invite code (shown once, kept hashed),
 * and teammates join with it. Every member pays the entry fee through the ledger (purchased coins
 * first) into the cup's pool, with the split kept for a refund; until registration closes a
 * player may leave with their fee back (a captain last: the team goes with them). Past max_teams,
 * teams register onto the waitlist (./waitlist.ts): the first max_teams teams in registration
 * order are the ones placed, so a team leaving moves the first waiting team in.
 *
 * A registration storm writes one cup row thousands of times, so a registration holds that row's
 * lock as briefly as it can: the fee is debited first (the player's own row), then ONE conditional
 * UPDATE of the cup row (open, not full) takes its counters, and only inserts follow before the
 * commit. "Already registered" is the primary key of cup_players (one row per player per cup);
 * the answer is read after the commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CUP_TEXT, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { pgConstraint } from '../../db/pg-errors.js';
import { type CupRow, type UserRow } from '../../db/rows.js';
import { cupPlayers, cupTeams, cups } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../domain/errors.js';
import { debit, type Split } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { hashInviteCode, newInviteCode } from '../squads/invite-codes.js';
import { lockCup } from './access.js';
import { refundCupFees } from './refunds.js';
import { cupPeople, cupView, presentCup, registeringTeam, type Cup } from './view.js';

type Registration = ApiResponse<'post', '/cups/{id}/register'>;

/** 409 unless the cup takes registrations now. */
function assertRegistrationOpen(cup: CupRow, now = new Date()): void {
  if (cup.status !== 'registration' || now >= cup.registrationClosesAt) throw conflict(CUP_TEXT.registrationClosed);
  if (now < cup.registrationOpensAt) throw conflict(CUP_TEXT.registrationNotOpen);
}

/** The cup's registration is open now, as a condition on its row (`assertRegistrationOpen`'s twin). */
const openNow = sql`${cups.status} = 'registration' AND now() >= ${cups.registrationOpensAt} AND now() < ${cups.registrationClosesAt}`;

/** Takes the fee from the player, when there is one: its split, kept for a refund. */
async function takeFee(tx: Tx, events: EventBuffer, cup: CupRow, userId: string): Promise<Split> {
  if (cup.entryFee === 0) return { purchased: 0, winnings: 0 };
  return debit(tx, events, userId, cup.entryFee, 'purchased_first', {
    reason: 'entry_fee',
    refType: 'cup',
    refId: cup.id,
  });
}

/** A second registration of one player: the primary key refuses it, whichever request came first. */
async function onceEach<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (pgConstraint(err) === 'cup_players_pk') throw conflict(CUP_TEXT.alreadyRegistered);
    throw err;
  }
}

/**
 * The cup, whether `userId` is registered in it, and the team an invite code names: one read
 * before anything is charged, so "already registered" is said before "not enough coins" (the
 * primary key of cup_players still decides a race).
 */
async function readForRegistration(ctx: AppContext, cupId: string, userId: string, inviteCode?: string) {
  const [row] = await ctx.db
    .select({
      cup: cups,
      registered: sql<boolean>`EXISTS (SELECT 1 FROM ${cupPlayers} p WHERE p.cup_id = ${cups.id} AND p.user_id = ${userId})`,
      teamId: sql<string | null>`${
        inviteCode === undefined
          ? sql`NULL`
          : sql`(SELECT t.id FROM ${cupTeams} t WHERE t.cup_id = ${cups.id} AND t.invite_code_hash = ${hashInviteCode(inviteCode)} LIMIT 1)`
      }::uuid`,
    })
    .from(cups)
    .where(eq(cups.id, cupId));
  if (!row) throw notFound(CUP_TEXT.notFound);
  return row;
}

/**
 * The cup as the player who just registered or joined sees it: built from the cup row the step
 * wrote and the team it joined, with one read of the names it shows (the registration storm's
 * answer, docs/scale/speed-ups.md#cup-registration).
 */
async function answerAfterRegistering(
  ctx: AppContext,
  user: UserRow,
  cup: CupRow,
  team: { id: string; name: string; captainId: string; number: number },
  members?: { id: string; username: string }[],
): Promise<Cup> {
  const people = await cupPeople(ctx.db, cup);
  const myTeam = await registeringTeam(ctx.db, cup, team, members);
  return presentCup(cup, { people, lobbies: [], myTeam, viewer: user });
}

/** POST /cups/{id}/register */
export async function registerForCup(
  ctx: AppContext,
  user: UserRow,
  cupId: string,
  input: { team_name?: string | null },
): Promise<Registration> {
  const { cup, registered } = await readForRegistration(ctx, cupId, user.id);
  assertRegistrationOpen(cup);
  const solo = cup.slotsPerTeam === 1;
  if (!solo && !input.team_name) throw badRequest(CUP_TEXT.teamNameRequired);
  if (registered) throw conflict(CUP_TEXT.alreadyRegistered);
  const code = solo ? null : newInviteCode();
  const name = solo ? user.username : input.team_name!;
  const { counted, teamId } = await onceEach(() =>
    inTransaction(ctx, async (tx, events) => {
      const fee = await takeFee(tx, events, cup, user.id);
      const [counted] = await tx
        .update(cups)
        .set({
          registeredTeams: sql`${cups.registeredTeams} + 1`,
          teamsNumbered: sql`${cups.teamsNumbered} + 1`,
          prizePool: sql`${cups.prizePool} + ${cup.entryFee}`,
        })
        .where(
          and(eq(cups.id, cup.id), openNow, sql`${cups.registeredTeams} < ${cups.maxTeams} + ${cups.waitlistTeams}`),
        )
        .returning();
      if (!counted) {
        assertRegistrationOpen(await lockCup(tx, cup.id));
        throw conflict(CUP_TEXT.cupFull);
      }
      const [team] = await tx
        .insert(cupTeams)
        .values({
          cupId: cup.id,
          number: counted.teamsNumbered,
          name,
          captainId: user.id,
          inviteCodeHash: code && hashInviteCode(code),
        })
        .returning({ id: cupTeams.id });
      await tx.insert(cupPlayers).values({
        cupId: cup.id,
        userId: user.id,
        teamId: team!.id,
        feePurchased: fee.purchased,
        feeWinnings: fee.winnings,
      });
      return { counted, teamId: team!.id };
    }),
  );
  const team = { id: teamId, name, captainId: user.id, number: counted.teamsNumbered };
  return {
    cup: await answerAfterRegistering(ctx, user, counted, team, [{ id: user.id, username: user.username }]),
    invite_code: code,
  };
}

/** POST /cups/{id}/join */
export async function joinCupTeam(ctx: AppContext, user: UserRow, cupId: string, inviteCode: string): Promise<Cup> {
  const { cup, registered, teamId } = await readForRegistration(ctx, cupId, user.id, inviteCode);
  assertRegistrationOpen(cup);
  if (cup.slotsPerTeam === 1) throw conflict(CUP_TEXT.soloCup);
  if (!teamId) throw notFound(CUP_TEXT.inviteInvalid);
  if (registered) throw conflict(CUP_TEXT.alreadyRegistered);
  const { pooled, team } = await onceEach(() =>
    inTransaction(ctx, async (tx, events) => {
      const fee = await takeFee(tx, events, cup, user.id);
      // The team's row decides "full"; the cup's (last, held only to the commit) the pool and the window.
      const [team] = await tx
        .update(cupTeams)
        .set({ members: sql`${cupTeams.members} + 1` })
        .where(and(eq(cupTeams.id, teamId), sql`${cupTeams.members} < ${cup.slotsPerTeam}`))
        .returning({ id: cupTeams.id, name: cupTeams.name, captainId: cupTeams.captainId, number: cupTeams.number });
      if (!team) throw conflict(CUP_TEXT.teamFull);
      await tx.insert(cupPlayers).values({
        cupId: cup.id,
        userId: user.id,
        teamId,
        feePurchased: fee.purchased,
        feeWinnings: fee.winnings,
      });
      const [pooled] = await tx
        .update(cups)
        .set({ prizePool: sql`${cups.prizePool} + ${cup.entryFee}` })
        .where(and(eq(cups.id, cup.id), openNow))
        .returning();
      if (!pooled) throw conflict(CUP_TEXT.registrationClosed);
      return { pooled, team };
    }),
  );
  return answerAfterRegistering(ctx, user, pooled, team);
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
