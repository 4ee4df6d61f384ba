/**
 * Co-hosts (docs/product/cups.md#co-hosts): the owner names them by username and assigns them
 * lobbies. An assigned co-host runs that lobby through the tournament routes (the tournament's
 * `co_host_id`; services/tournaments/policy.ts `canRun`): room code, stop entries, kick with a
 * refund, results. A co-host taken off the list is taken off their lobbies in the same step.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { CUP_TEXT, CUP_CO_HOSTS_MAX } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { cupCoHosts, cupLobbies, tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../domain/errors.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { assertCupManager, isCoHost, lockCup } from './access.js';
import { cupView, type Cup } from './view.js';

/** PUT /cups/{id}/co-hosts */
export async function setCupCoHosts(ctx: AppContext, user: UserRow, cupId: string, usernames: string[]): Promise<Cup> {
  return inTransaction(ctx, async (tx) => {
    const cup = await lockCup(tx, cupId);
    assertCupManager(cup, user);
    const wanted = [...new Set(usernames.map((u) => u.toLowerCase()))];
    if (wanted.length > CUP_CO_HOSTS_MAX) throw badRequest(CUP_TEXT.coHostsMax(CUP_CO_HOSTS_MAX));
    const found = wanted.length
      ? await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(and(inArray(sql`lower(${users.username})`, wanted), isNull(users.deletedAt)))
      : [];
    const missing = wanted.find((name) => !found.some((u) => u.username.toLowerCase() === name));
    if (missing) throw badRequest(CUP_TEXT.notCoHost(missing));
    if (found.some((u) => u.id === cup.ownerId)) throw badRequest(CUP_TEXT.ownerNotCoHost);
    const ids = found.map((u) => u.id);
    await tx
      .delete(cupCoHosts)
      .where(and(eq(cupCoHosts.cupId, cup.id), ids.length ? notInArray(cupCoHosts.userId, ids) : undefined));
    if (ids.length)
      await tx
        .insert(cupCoHosts)
        .values(ids.map((id) => ({ cupId: cup.id, userId: id })))
        .onConflictDoNothing();
    await tx
      .update(tournaments)
      .set({ coHostId: null })
      .where(
        and(
          eq(tournaments.cupId, cup.id),
          ids.length ? notInArray(tournaments.coHostId, ids) : sql`${tournaments.coHostId} IS NOT NULL`,
        ),
      );
    return cupView(tx, cup.id, user);
  });
}

/** PUT /cups/{id}/lobbies/{tournament_id}/co-host */
export async function setLobbyCoHost(
  ctx: AppContext,
  user: UserRow,
  cupId: string,
  tournamentId: string,
  username: string | null,
): Promise<Cup> {
  return inTransaction(ctx, async (tx, events) => {
    // The lobby's row first, then the cup's: the order a lobby's results take (cups/progress.ts).
    const [lobby] = await tx.select().from(cupLobbies).where(eq(cupLobbies.tournamentId, tournamentId));
    if (!lobby || lobby.cupId !== cupId) throw notFound(CUP_TEXT.lobbyNotInCup);
    const t = await lockTournament(tx, tournamentId);
    const cup = await lockCup(tx, cupId);
    assertCupManager(cup, user);
    let coHostId: string | null = null;
    if (username !== null) {
      const [named] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), isNull(users.deletedAt)));
      if (!named || !(await isCoHost(tx, cup.id, named.id))) throw badRequest(CUP_TEXT.notCoHost(username));
      coHostId = named.id;
    }
    await tx.update(tournaments).set({ coHostId, updatedAt: new Date() }).where(eq(tournaments.id, t.id));
    await announce.tournamentUpdated(ctx, tx, events, t);
    return cupView(tx, cup.id, user);
  });
}
