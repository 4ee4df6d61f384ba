/**
 * Test tournaments inserted directly (approved by default), with optional seated players whose
 * fees go through the ledger so `findLedgerMismatches` stays clean.
 */
import { eq, sql } from 'drizzle-orm';
import { findTemplate } from '@squadhub/shared';
import type { AppContext } from '../../src/context.js';
import type { TournamentRow } from '../../src/db/rows.js';
import { tournamentSlots, tournaments, users } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { debit } from '../../src/ledger/ledger.js';

export async function createTestTournament(
  ctx: AppContext,
  creatorId: string,
  opts: {
    template?: string;
    entryFee?: number;
    maxTeams?: number;
    approved?: boolean;
    status?: TournamentRow['status'];
    title?: string;
    roomCode?: string | null;
  } = {},
): Promise<TournamentRow> {
  const template = findTemplate(opts.template ?? 'isolated_squad')!;
  const approved = opts.approved ?? true;
  const maxTeams = opts.maxTeams ?? template.maxTeams;
  const [row] = await ctx.db
    .insert(tournaments)
    .values({
      title: opts.title ?? `Test Cup ${Math.random().toString(36).slice(2, 7)}`,
      tournamentFormat: template.format,
      templateType: template.id,
      gameMode: 'Battle Royale',
      mapName: template.mapName,
      slotsPerTeam: template.slotsPerTeam,
      maxTeams,
      maxPlayers: maxTeams * template.slotsPerTeam,
      entryFee: opts.entryFee ?? 10,
      rules: JSON.stringify({ text: 'No hacking.', images: [] }),
      tiktokUsername: 'streamer',
      creatorId,
      startType: 'when_full',
      status: opts.status ?? (approved ? 'upcoming' : 'pending'),
      approvalStatus: approved ? 'approved' : 'pending',
      roomCode: opts.roomCode ?? null,
    })
    .returning();
  return row;
}

/** Seats a player directly (fee through the ledger), bypassing the HTTP route. */
export async function seatPlayer(
  ctx: AppContext,
  tournament: TournamentRow,
  playerId: string,
  teamNumber: number,
  slotIndex: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const split =
      tournament.entryFee > 0
        ? await debit(tx, events, playerId, tournament.entryFee, 'purchased_first', {
            reason: 'entry_fee',
            refType: 'tournament',
            refId: tournament.id,
          })
        : { purchased: 0, winnings: 0 };
    await tx.insert(tournamentSlots).values({
      tournamentId: tournament.id,
      teamNumber,
      slotIndex,
      playerId,
      feePurchased: split.purchased,
      feeWinnings: split.winnings,
    });
    await tx
      .update(tournaments)
      .set({
        currentPlayers: sql`${tournaments.currentPlayers} + 1`,
        prizePool: sql`${tournaments.prizePool} + ${tournament.entryFee}`,
      })
      .where(eq(tournaments.id, tournament.id));
  });
}

/** A valid POST /api/tournaments body (when_full, so no date is needed), with overrides. */
export function createBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Friday Night Squads',
    rules: JSON.stringify({ text: 'No hacking. Squads only.', images: ['/static/classes/medic.svg'] }),
    tiktok_username: '@streamer',
    template_type: 'alcatraz_squad',
    max_teams: 10,
    slots_per_team: 4,
    entry_fee: 10,
    creator_prize_contribution: 0,
    start_type: 'when_full',
    start_date: null,
    ...overrides,
  };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Balance of a user straight from the database. */
export async function balances(ctx: AppContext, userId: string): Promise<{ purchased: number; winnings: number }> {
  const [row] = await ctx.db
    .select({ purchased: users.purchasedCoins, winnings: users.winningsCoins })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function tournamentCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tournaments);
  return Number(row!.n);
}
