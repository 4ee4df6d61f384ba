/**
 * The admin Players panel (docs/product/screens.md#admin-players): real players (demo accounts only when asked for,
 * deleted accounts never), searchable by username, email or phone; the details of one player with their money
 * history. A deleted account's details stay readable by id (its balances and history are kept,
 * docs/product/accounts.md#deleting-a-player), under the name "deleted player".
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  DELETED_PLAYER_NAME,
  MONEY_TEXT,
  penceToPounds,
  type PagePosition,
  type PlayerDetails,
  type PlayerSummary,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { after, pageOf, pagePosition } from '../../db/paging.js';
import type { UserRow } from '../../db/rows.js';
import {
  cashoutRequests,
  ledgerEntries,
  playerSearchText,
  purchases,
  tournamentSlots,
  tournamentWinners,
  users,
} from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';

/** `%` and `_` typed by the admin are searched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the list, newest first. A search matches any part of the username, e-mail, phone,
 * CODM name or full name, ignoring case, through the trigram index of those fields
 * (docs/scale/query-plans.md#admin-player-search). The route lets admins only.
 */
export async function listPlayers(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
  opts: { search: string | null; includeDemo: boolean; limit: number; before?: PagePosition },
): Promise<{ players: PlayerSummary[]; next_before: string | null }> {
  const pattern = opts.search ? likePattern(opts.search) : null;
  const found = await ctx.db
    .select({ u: users, position: pagePosition(users.createdAt, users.id) })
    .from(users)
    .where(
      and(
        opts.includeDemo ? undefined : eq(users.isTestUser, false),
        isNull(users.deletedAt),
        pattern ? sql`${playerSearchText} ILIKE ${pattern}` : undefined,
        opts.before ? after('newest', users.createdAt, users.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit + 1);
  const { rows, nextBefore } = pageOf(found, opts.limit);
  const players = rows.map(({ u }) => ({
    user_id: u.id,
    username: u.username,
    is_demo: u.isTestUser,
    codm_username: u.codmUsername,
    full_name: u.fullName,
    email: u.email,
    phone_number: u.phoneNumber,
    purchased_coins: u.purchasedCoins,
    winnings_coins: u.winningsCoins,
  }));
  return { players, next_before: nextBefore };
}

/** The route lets admins only. */
export async function playerDetails(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
  playerId: string,
): Promise<PlayerDetails> {
  const db = ctx.db;
  const [u] = await db.select().from(users).where(eq(users.id, playerId));
  if (!u) throw notFound(MONEY_TEXT.playerNotFound);
  const [won, bought, cashouts, [movements], [participated], adjustments] = await Promise.all([
    db
      .select()
      .from(tournamentWinners)
      .where(eq(tournamentWinners.userId, playerId))
      .orderBy(desc(tournamentWinners.awardedAt)),
    db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, playerId), eq(purchases.status, 'paid')))
      .orderBy(desc(purchases.paidAt)),
    db
      .select()
      .from(cashoutRequests)
      .where(eq(cashoutRequests.userId, playerId))
      .orderBy(desc(cashoutRequests.createdAt)),
    db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, playerId)),
    // Tournaments the player sits in now, plus finished ones they won (seats go with swept tournaments).
    db
      .execute(
        sql`
      SELECT count(*)::int AS n FROM (
        SELECT ${tournamentSlots.tournamentId} AS t FROM ${tournamentSlots} WHERE ${tournamentSlots.playerId} = ${playerId}
        UNION
        SELECT ${tournamentWinners.tournamentId} FROM ${tournamentWinners}
        WHERE ${tournamentWinners.userId} = ${playerId} AND ${tournamentWinners.tournamentId} IS NOT NULL
      ) AS joined`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows),
    adjustmentHistory(ctx, playerId),
  ]);
  const totalWon = won.reduce((s, w) => s + w.coinsAwarded, 0);
  const totalPence = bought.reduce((s, p) => s + p.amountPence, 0);
  return {
    user_id: u.id,
    username: u.deletedAt ? DELETED_PLAYER_NAME : u.username,
    full_name: u.fullName,
    codm_username: u.deletedAt ? DELETED_PLAYER_NAME : u.codmUsername,
    email: u.email,
    email_verified: u.emailVerified,
    phone_number: u.phoneNumber,
    country_code: u.countryCode,
    created_at: u.createdAt.toISOString(),
    tiktok_link: u.tiktokLink,
    role: u.role,
    purchased_coins: u.purchasedCoins,
    winnings_coins: u.winningsCoins,
    coin_balance: u.purchasedCoins + u.winningsCoins,
    total_coins_won_all_time: totalWon,
    total_purchased: penceToPounds(totalPence),
    tournaments_participated: Number(participated?.n ?? 0),
    total_tournaments_won: won.length,
    tournaments_won: won.map((w) => ({
      tournament_name: w.tournamentTitle,
      won_at: w.awardedAt.toISOString(),
      coins_won: w.coinsAwarded,
    })),
    purchase_history: bought.map((p) => ({
      description: `${p.coins} coins`,
      date: (p.paidAt ?? p.createdAt).toISOString(),
      amount: penceToPounds(p.amountPence),
    })),
    cashout_history: cashouts.map((c) => ({
      coins_amount: c.coinsToConvert,
      currency_amount: penceToPounds(c.requestedAmountPence),
      status: c.status,
      created_at: c.createdAt.toISOString(),
      processed_at: c.processedAt?.toISOString() ?? null,
    })),
    total_transactions: Number(movements?.n ?? 0),
    adjustment_history: adjustments,
  };
}

/** How many adjustments the details show; older ones stay in the ledger. */
const ADJUSTMENTS_SHOWN = 50;

/**
 * The admins' adjustments of this player (not the demo seed's credits, which share the reason),
 * newest first, each with the bucket's value before and after: the ledger sums to the balance, so
 * the running sum of the bucket up to a row is its value after that row.
 */
async function adjustmentHistory(ctx: AppContext, playerId: string): Promise<PlayerDetails['adjustment_history']> {
  const result = await ctx.db.execute(sql`
    WITH running AS (
      SELECT id, bucket, delta, reason, ref_type, note, actor_id, created_at,
        SUM(delta) OVER (PARTITION BY bucket ORDER BY id) AS after
      FROM ${ledgerEntries} WHERE user_id = ${playerId}
    )
    SELECT r.bucket, r.delta, r.after, r.note, r.created_at,
      CASE WHEN a.deleted_at IS NULL THEN a.username ELSE ${DELETED_PLAYER_NAME} END AS admin_username
    FROM running r LEFT JOIN ${users} a ON a.id = r.actor_id
    WHERE r.reason = 'admin_adjust' AND r.ref_type = 'admin_adjust'
    ORDER BY r.id DESC LIMIT ${ADJUSTMENTS_SHOWN}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    bucket: r.bucket as 'purchased' | 'winnings',
    old_value: Number(r.after) - Number(r.delta),
    new_value: Number(r.after),
    reason: r.note === null ? null : String(r.note),
    admin_username: r.admin_username === null ? null : String(r.admin_username),
    created_at: new Date(r.created_at as string | Date).toISOString(),
  }));
}
