/**
 * Hosted events in every state the host record counts (docs/product/trust.md#host-record). The
 * room-code, results and payout steps of other features set these columns; the trust tests set
 * them directly, as those steps would, and let the triggers of migration 0019 keep the record.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context.js';
import type { TournamentRow } from '../../src/db/rows.js';
import { disputes, tournamentWinners, tournaments } from '../../src/db/schema.js';
import { createTestTournament } from './tournament-factories.js';

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

export interface EventStory {
  /** Scheduled start (default); `whenFullClosedAt` makes it a when_full event that closed then. */
  startAt?: Date;
  whenFullClosedAt?: Date;
  approved?: boolean;
  /** Minutes from the start to the first room code (negative: before it). */
  codeAfterStartMin?: number;
  voidReason?: 'no_room_code' | 'no_results';
  /** Results recorded, then paid this many minutes later. */
  paidMinutesAfterResults?: number;
  /** Coins paid to each winner (rows of tournament_winners, as the payout writes them). */
  prizes?: number[];
  disputes?: { filerId: string; status: 'open' | 'upheld' | 'rejected' }[];
}

/** A tournament of `hostId` that went through `story`; returns its row as it ends. */
export async function hostedEvent(ctx: AppContext, hostId: string, story: EventStory): Promise<TournamentRow> {
  const t = await createTestTournament(ctx, hostId, { approved: story.approved ?? true, entryFee: 0, maxTeams: 2 });
  const start = story.whenFullClosedAt ?? story.startAt ?? new Date(Date.now() - 3 * 3_600_000);
  const set = (values: Partial<TournamentRow>) =>
    ctx.db.update(tournaments).set(values).where(eq(tournaments.id, t.id));
  if (story.whenFullClosedAt) await set({ startType: 'when_full', entriesClosedAt: story.whenFullClosedAt });
  else await set({ startType: 'scheduled', startDate: start });
  if (story.codeAfterStartMin !== undefined) await set({ firstCodeSentAt: minutes(start, story.codeAfterStartMin) });
  if (story.voidReason) await set({ voidReason: story.voidReason, voidedAt: minutes(start, 30) });
  if (story.paidMinutesAfterResults !== undefined) {
    const results = minutes(start, 60);
    await set({ resultsRecordedAt: results });
    for (const [i, coins] of (story.prizes ?? []).entries()) {
      await ctx.db.insert(tournamentWinners).values({
        tournamentId: t.id,
        tournamentTitle: t.title,
        userId: hostId,
        position: i + 1,
        coinsAwarded: coins,
      });
    }
    await set({
      paidAt: minutes(results, story.paidMinutesAfterResults),
      isFinalized: true,
      finalizedAt: minutes(results, story.paidMinutesAfterResults),
      status: 'completed',
    });
  }
  for (const d of story.disputes ?? []) {
    // Filed open, then resolved, as the disputes steps do.
    const [filed] = await ctx.db
      .insert(disputes)
      .values({ tournamentId: t.id, hostId, filerId: d.filerId, reason: 'Wrong winner picked.' })
      .returning({ id: disputes.id });
    if (d.status !== 'open') await ctx.db.update(disputes).set({ status: d.status }).where(eq(disputes.id, filed!.id));
  }
  const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id));
  return row!;
}

/** `n` events paid out with no dispute: a host who earned trust. */
export async function cleanCompletedEvents(ctx: AppContext, hostId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await hostedEvent(ctx, hostId, { codeAfterStartMin: -5, paidMinutesAfterResults: 15 });
}
