/**
 * Test tournaments inserted directly (approved by default), with optional seated players whose
 * fees go through the ledger so `findLedgerMismatches` stays clean.
 */
import { eq, sql } from 'drizzle-orm';
import { findTemplate } from '@squadhub/shared';
import type { AppContext } from '../src/context.js';
import { tournamentSlots, tournaments } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { debit } from '../src/ledger/ledger.js';
import type { TournamentRow } from '../src/services/tournaments/view.js';

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
