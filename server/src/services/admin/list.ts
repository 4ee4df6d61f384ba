/**
 * The admin Players panel (docs/product/screens.md#admin-players): real players (demo accounts only when asked for,
 * deleted accounts never), searchable by username, email or phone; the details of one player with their money
 * history. A deleted account's details stay readable by id (its balances and history are kept,
 * docs/product/accounts.md#deleting-a-player), under the name "deleted player".
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DELETED_PLAYER_NAME,
  MONEY_TEXT,
  penceToPounds,
  type PagePosition,
  type PlayerDetails,
  type PlayerSummary,
} from '@squadhub/shared';
import type DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { preparedStatement, type Database } from '../../db/client.js';
import { after, pageOf, pagePosition } from '../../db/paging.js';
import { sharedRuns } from '../../db/same-tick-batch.js';
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
import { accountHistory } from '../accounts/game-identity.js';

/** `%` and `_` typed by the admin are searched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search's condition: any part of the username, e-mail, phone, CODM name or full name,
 * ignoring case, through the trigram index of those fields. For a text with an `@`, the index
 * looks up only the part before it, and the whole text is checked on the few rows found: an
 * e-mail domain's trigrams are shared by a large part of all players, and intersecting their
 * long lists in the index cost ten times the lookup (docs/scale/query-plans.md#admin-player-search).
 */
function searchCondition(text: string): SQL {
  const whole = likePattern(text);
  const before = text.split('@', 1)[0]!;
  if (!text.includes('@') || before.length < 3) return sql`${playerSearchText} ILIKE ${whole}`;
  // `|| ''` keeps the planner from matching the index expression, so the whole pattern's trigrams
  // stay out of the index scan; the result is the same, as every row found contains `before`.
  return sql`${playerSearchText} ILIKE ${likePattern(before)} AND (${playerSearchText} || '') ILIKE ${whole}`;
}

/**
 * One page of the list, newest first, of the columns it shows (the password hash and the rest of
 * the row stay in the database). The route lets admins only.
 */
export async function listPlayers(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
  opts: PlayerPage,
): Promise<{ players: PlayerSummary[]; next_before: string | null }> {
  const found = await playerPageLoader(ctx).load(opts);
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

type PlayerPage = { search: string | null; includeDemo: boolean; limit: number; before?: PagePosition };

/**
 * The same page of the same search asked for together (db/same-tick-batch.ts) is read once; each
 * request presents the rows itself. Each arrived before the statement left, so each sees every
 * change committed before it arrived, on any instance; nothing is kept between batches.
 */
type PlayerPageRow = Awaited<ReturnType<typeof playerPageQuery>>[number];

const playerPageLoader = (ctx: AppContext): DataLoader<PlayerPage, PlayerPageRow[]> =>
  ctx.speed.madeBatcher('admin-player-pages', () =>
    sharedRuns(
      (p) => JSON.stringify([p.search, p.includeDemo, p.limit, p.before?.micros ?? null, p.before?.id ?? null]),
      (p) => playerPageQuery(ctx.db, p),
    ),
  );

function playerPageQuery(db: Database, opts: PlayerPage) {
  return db
    .select({
      u: {
        id: users.id,
        username: users.username,
        isTestUser: users.isTestUser,
        codmUsername: users.codmUsername,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        purchasedCoins: users.purchasedCoins,
        winningsCoins: users.winningsCoins,
      },
      position: pagePosition(users.createdAt, users.id),
    })
    .from(users)
    .where(
      and(
        opts.includeDemo ? undefined : eq(users.isTestUser, false),
        isNull(users.deletedAt),
        opts.search ? searchCondition(opts.search) : undefined,
        opts.before ? after('newest', users.createdAt, users.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit + 1);
}

/** How many adjustments the details show; older ones stay in the ledger. */
const ADJUSTMENTS_SHOWN = 50;

/** A JSON array of the rows of `query`, built by `item`, in `order`; `[]` when there are none. */
const jsonList = (item: SQL, order: SQL, from: SQL) =>
  sql`(SELECT coalesce(json_agg(${item} ORDER BY ${order}), '[]'::json) ${from})`;

/**
 * Everything the details show, in one statement prepared once per connection: a player's rows are
 * a few dozen in each table, found by their user index (docs/scale/query-plans.md#player-details),
 * and one round trip with a kept plan costs a fraction of eight planned ones.
 *
 * The adjustments are the admins' (not the demo seed's credits, which share the reason), newest
 * first, each with the bucket's value after it: the ledger sums to the balance, so the running sum
 * of the bucket up to a row is its value after that row.
 */
const detailsStatement = (ctx: AppContext) =>
  ctx.speed.statement('admin_player_details', () =>
    preparedStatement<{ id: string }>(
      'admin_player_details',
      sql`
  SELECT u.id, u.username, u.full_name, u.codm_username, u.email, u.email_verified, u.phone_number,
    u.country_code, u.created_at, u.tiktok_link, u.role, u.purchased_coins, u.winnings_coins,
    u.deleted_at IS NOT NULL AS closed, u.game_uid, u.game_name,
    ${jsonList(
      sql`json_build_object('title', w.tournament_title, 'at', w.awarded_at, 'coins', w.coins_awarded)`,
      sql`w.awarded_at DESC`,
      sql`FROM ${tournamentWinners} w WHERE w.user_id = u.id`,
    )} AS won,
    ${jsonList(
      sql`json_build_object('coins', p.coins, 'pence', p.amount_pence, 'at', coalesce(p.paid_at, p.created_at))`,
      sql`p.paid_at DESC`,
      sql`FROM ${purchases} p WHERE p.user_id = u.id AND p.status = 'paid'`,
    )} AS bought,
    ${jsonList(
      sql`json_build_object('coins', c.coins_to_convert, 'pence', c.requested_amount_pence, 'status', c.status,
        'at', c.created_at, 'processed', c.processed_at)`,
      sql`c.created_at DESC`,
      sql`FROM ${cashoutRequests} c WHERE c.user_id = u.id`,
    )} AS cashouts,
    (SELECT count(*) FROM ${ledgerEntries} l WHERE l.user_id = u.id)::int AS movements,
    -- Tournaments the player sits in now, plus finished ones they won (seats go with swept tournaments).
    (SELECT count(*) FROM (
      SELECT s.tournament_id FROM ${tournamentSlots} s WHERE s.player_id = u.id
      UNION
      SELECT w.tournament_id FROM ${tournamentWinners} w WHERE w.user_id = u.id AND w.tournament_id IS NOT NULL
    ) joined)::int AS participated,
    ${jsonList(
      sql`json_build_object('bucket', a.bucket, 'delta', a.delta, 'after', a.after, 'note', a.note,
        'at', a.created_at, 'admin', a.admin_username)`,
      sql`a.id DESC`,
      sql`FROM (
        SELECT r.id, r.bucket, r.delta, r.after, r.note, r.created_at,
          CASE WHEN admin.deleted_at IS NULL THEN admin.username ELSE ${DELETED_PLAYER_NAME} END AS admin_username
        FROM (
          SELECT id, bucket, delta, reason, ref_type, note, actor_id, created_at,
            SUM(delta) OVER (PARTITION BY bucket ORDER BY id) AS after
          FROM ${ledgerEntries} WHERE user_id = u.id
        ) r LEFT JOIN ${users} admin ON admin.id = r.actor_id
        WHERE r.reason = 'admin_adjust' AND r.ref_type = 'admin_adjust'
        ORDER BY r.id DESC LIMIT ${ADJUSTMENTS_SHOWN}
      ) a`,
    )} AS adjustments
  FROM ${users} u WHERE u.id = ${sql.placeholder('id')}::uuid`,
    ),
  );

interface Listed {
  at: string;
}
const iso = (at: string | Date) => new Date(at).toISOString();

/** The route lets admins only. */
export async function playerDetails(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
  playerId: string,
): Promise<PlayerDetails> {
  const [[u], history] = await Promise.all([
    detailsStatement(ctx)(ctx.db, { id: playerId }).then((r) => r.rows),
    accountHistory(ctx.db, playerId),
  ]);
  if (!u) throw notFound(MONEY_TEXT.playerNotFound);
  const won = u.won as (Listed & { title: string; coins: number })[];
  const bought = u.bought as (Listed & { coins: number; pence: number })[];
  const cashouts = u.cashouts as (Listed & {
    coins: number;
    pence: number;
    status: PlayerDetails['cashout_history'][number]['status'];
    processed: string | null;
  })[];
  const adjustments = u.adjustments as (Listed & {
    bucket: 'purchased' | 'winnings';
    delta: number;
    after: number;
    note: string | null;
    admin: string | null;
  })[];
  const closed = u.closed === true;
  const purchased = Number(u.purchased_coins);
  const winnings = Number(u.winnings_coins);
  return {
    user_id: String(u.id),
    username: closed ? DELETED_PLAYER_NAME : String(u.username),
    full_name: String(u.full_name),
    codm_username: closed ? DELETED_PLAYER_NAME : String(u.codm_username),
    email: String(u.email),
    email_verified: u.email_verified === true,
    phone_number: u.phone_number === null ? null : String(u.phone_number),
    country_code: String(u.country_code),
    created_at: iso(u.created_at as string | Date),
    tiktok_link: String(u.tiktok_link),
    role: u.role as PlayerDetails['role'],
    purchased_coins: purchased,
    winnings_coins: winnings,
    coin_balance: purchased + winnings,
    total_coins_won_all_time: won.reduce((sum, w) => sum + w.coins, 0),
    total_purchased: penceToPounds(bought.reduce((sum, p) => sum + p.pence, 0)),
    tournaments_participated: Number(u.participated),
    total_tournaments_won: won.length,
    tournaments_won: won.map((w) => ({ tournament_name: w.title, won_at: iso(w.at), coins_won: w.coins })),
    purchase_history: bought.map((p) => ({
      description: `${p.coins} coins`,
      date: iso(p.at),
      amount: penceToPounds(p.pence),
    })),
    cashout_history: cashouts.map((c) => ({
      coins_amount: c.coins,
      currency_amount: penceToPounds(c.pence),
      status: c.status,
      created_at: iso(c.at),
      processed_at: c.processed === null ? null : iso(c.processed),
    })),
    total_transactions: Number(u.movements),
    adjustment_history: adjustments.map((a) => ({
      bucket: a.bucket,
      old_value: a.after - a.delta,
      new_value: a.after,
      reason: a.note,
      admin_username: a.admin,
      created_at: iso(a.at),
    })),
    game_uid: u.game_uid === null ? null : String(u.game_uid),
    game_name: u.game_name === null ? null : String(u.game_name),
    account_history: history,
  };
}
