/**
 * Seeding stage 1 (docs/product/cups.md#seeding-and-advancing): once registration has closed, the
 * owner (or an admin) deals the registered teams into the first stage's lobbies, randomly or in
 * snake order of registration. Under the cup row's lock and only from `registration`, so a cup
 * is seeded once however many requests race. The first `max_teams` teams by registration are
 * placed; the rest stay on the waitlist for stage 1's check-in (./waitlist.ts), which closes at
 * once when stage 1 has none.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CUP_TEXT, type SeedingMode } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { cupTeams, cups } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { assertCupManager, lockCup } from './access.js';
import { placeStage } from './stages.js';
import { closeWaitlist } from './waitlist.js';
import { cupView, type Cup } from './view.js';

/** POST /cups/{id}/seed */
export async function seedCup(ctx: AppContext, user: UserRow, cupId: string, mode: SeedingMode): Promise<Cup> {
  return inTransaction(ctx, async (tx, events) => {
    const cup = await lockCup(tx, cupId);
    assertCupManager(cup, user);
    if (cup.status !== 'registration') throw conflict(CUP_TEXT.alreadySeeded);
    if (new Date() < cup.registrationClosesAt) throw conflict(CUP_TEXT.registrationStillOpen);
    const teams = await tx
      .select({ id: cupTeams.id })
      .from(cupTeams)
      .where(and(eq(cupTeams.cupId, cup.id), isNull(cupTeams.finalRank)))
      .orderBy(asc(cupTeams.number))
      .limit(cup.maxTeams);
    if (teams.length < 2) throw conflict(CUP_TEXT.tooFewTeams);
    await tx.update(cups).set({ seeding: mode }).where(eq(cups.id, cup.id));
    await placeStage(
      ctx,
      tx,
      events,
      cup,
      1,
      teams.map((t) => t.id),
      mode,
    );
    if (cup.stages[0]!.check_in_minutes === 0) await closeWaitlist(tx, events, cup);
    return cupView(tx, cup.id, user);
  });
}
