/**
 * A year of data for `npm run bench:volume`, written with set-based SQL (generate_series, one
 * INSERT ... SELECT per table) on one connection, never row by row through the API.
 *
 *   const timings = await fillYearOfData(databaseUrl);   // after the migrations ran
 *   timings  // [{ table: 'users', rows: 100000, ms: 812 }, ...] in the order they were filled
 *
 * Ids are made from numbers (`uid(kind, n)`), so every table can point at any row by arithmetic:
 * player n is `uid(1, n)`, tournament n is `uid(2, n)`. Tournaments 1–1,000 are open (upcoming
 * or live; 1–10 are full 100-seat squads), 1,001–20,000 finalized over the past year with three
 * winners each. The ledger is written from the same rows it accounts for (seat fees, prizes,
 * cash-outs and their refunds, purchases, transfers), and the balance columns are its sums, so
 * `npm run ledger:check` passes on the result.
 *
 * The load runs with `session_replication_role = replica` (foreign-key triggers off: every
 * reference is correct by construction) and with the filled tables' secondary indexes dropped
 * and rebuilt afterwards from their own definitions, the usual bulk-load order. The triggers that
 * keep sums (the listed count, the leaderboard totals, the host record) are off too, so the
 * migrations' own backfill statements set them afterwards, as they did for an existing database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../server/src/db/client.js';

export const VOLUME = {
  players: 100_000,
  tournaments: 20_000,
  openTournaments: 1_000,
  /** Tournaments 1..fullTournaments: 100-seat squads with every seat taken. */
  fullTournaments: 10,
  seats: 600_000,
  ledgerRows: 3_000_000,
  chatMessages: 200_000,
  cashouts: 50_000,
  winnersPerTournament: 3,
} as const;

/** Seats per tournament: full ones 100, the next 70 twenty, the rest thirty (600,000 in all). */
const SEATS_OF = `CASE WHEN g <= ${VOLUME.fullTournaments} THEN 100 WHEN g <= 80 THEN 20 ELSE 30 END`;
/** Transfers (two ledger rows each) and purchases fill the ledger up to its 3,000,000 rows. */
const TRANSFERS = 600_000;
const FINALIZED = VOLUME.tournaments - VOLUME.openTournaments;
const WINNERS = FINALIZED * VOLUME.winnersPerTournament;
/** The newest cash-outs wait: 300 pending, 300 on their way. */
const WAITING_CASHOUTS = 300;
/** Of the others every tenth is rejected, and refunded: one more ledger row each. */
const REFUNDS = (VOLUME.cashouts - 2 * WAITING_CASHOUTS) / 10;
const PURCHASES = VOLUME.ledgerRows - VOLUME.seats - WINNERS - VOLUME.cashouts - REFUNDS - 2 * TRANSFERS;

export interface FillTiming {
  table: string;
  rows: number;
  ms: number;
}

/** The tables filled here, whose secondary indexes are dropped during the load. */
const FILLED_TABLES = [
  'users',
  'tournaments',
  'tournament_slots',
  'tournament_winners',
  'cashout_requests',
  'cashout_messages',
  'tournament_chat_messages',
  'purchases',
  'ledger_entries',
];

/** A player's uuid from its number, and so on for each kind (see the header). */
const HELPERS = `
CREATE FUNCTION pg_temp.uid(kind int, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
  $$ SELECT (lpad(to_hex(kind), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid $$;
-- The player in seat s (0-based) of tournament t: distinct for every s of one tournament.
CREATE FUNCTION pg_temp.seat_player(t bigint, s bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((t * 7919 + s * 4729) % ${VOLUME.players}) + 1 $$;
`;

/** Tournament n's attributes, shared by every table that refers to it. */
const TOURNAMENT_PLAN = `
CREATE TEMP TABLE plan_t AS
SELECT g,
  g <= ${VOLUME.openTournaments} AS open,
  ${SEATS_OF} AS seats,
  tpl.*,
  2 + g % 4 AS fee,
  ((g * 31) % 2000) + 1 AS creator,
  CASE WHEN g <= ${VOLUME.openTournaments}
    THEN now() - (${VOLUME.openTournaments} - g) * interval '10 minutes' - interval '1 hour'
    ELSE now() - interval '366 days' + (g - ${VOLUME.openTournaments}) * (interval '364 days' / ${FINALIZED})
  END AS created_at
FROM generate_series(1, ${VOLUME.tournaments}) g
JOIN (VALUES
  (0, 'alcatraz_squad', 'squad', 'BR Alcatraz', 4, 10),
  (1, 'alcatraz_duo', 'duo', 'BR Alcatraz', 2, 20),
  (2, 'alcatraz_solo', 'solo', 'BR Alcatraz', 1, 40),
  (3, 'isolated_squad', 'squad', 'BR Isolated', 4, 25),
  (4, 'isolated_duo', 'duo', 'BR Isolated', 2, 50),
  (5, 'isolated_solo', 'solo', 'BR Isolated', 1, 100),
  (6, 'blackout_squad', 'squad', 'BR Blackout', 4, 25),
  (7, 'blackout_duo', 'duo', 'BR Blackout', 2, 50),
  (8, 'blackout_solo', 'solo', 'BR Blackout', 1, 100)
) AS tpl(tpl_n, template, format, map_name, spt, max_teams)
  ON tpl.tpl_n = CASE WHEN g <= ${VOLUME.fullTournaments} THEN 3 ELSE g % 9 END;
CREATE TEMP TABLE plan_w AS
SELECT t.g, p.pos, pg_temp.seat_player(t.g, p.pos - 1) AS player,
  CASE p.pos WHEN 1 THEN t.fee * t.seats - (t.fee * t.seats * 3 / 10) - (t.fee * t.seats / 5)
             WHEN 2 THEN t.fee * t.seats * 3 / 10 ELSE t.fee * t.seats / 5 END AS coins,
  t.created_at + interval '3 hours' AS awarded_at,
  (t.g - ${VOLUME.openTournaments} - 1) * 3 + p.pos AS n
FROM plan_t t CROSS JOIN generate_series(1, 3) AS p(pos)
WHERE NOT t.open;
`;

interface Step {
  table: string;
  sql: string;
}

const STEPS: Step[] = [
  {
    table: 'tournaments',
    sql: `
INSERT INTO tournaments (id, title, tournament_format, template_type, game_mode, map_name, slots_per_team,
  max_teams, max_players, current_players, entry_fee, prize_pool, start_type, start_date, status,
  approval_status, is_finalized, finalized_at, deletion_scheduled_at, room_code, rules, tiktok_username,
  creator_id, created_at, updated_at)
SELECT pg_temp.uid(2, g), 'Weekend Cup #' || g, format, template, 'Battle Royale', map_name, spt, max_teams,
  spt * max_teams, seats, fee, CASE WHEN open THEN fee * seats ELSE 0 END,
  CASE WHEN open AND g % 5 = 0 THEN 'when_full' ELSE 'scheduled' END,
  CASE WHEN open AND g % 5 = 0 THEN NULL WHEN open THEN now() + (g % 72) * interval '1 hour' - interval '2 hours'
       ELSE created_at + interval '2 hours' END,
  CASE WHEN NOT open THEN 'completed' WHEN g % 3 = 0 THEN 'live' ELSE 'upcoming' END,
  'approved', NOT open, CASE WHEN open THEN NULL ELSE created_at + interval '3 hours' END,
  -- Kept through the run: the sweep would otherwise delete them a day after their winners.
  CASE WHEN open THEN NULL ELSE now() + interval '7 days' END,
  CASE WHEN open AND g % 3 = 0 THEN 'ROOM' || g END,
  '{"text":"No teaming. Screenshots of the final circle.","images":[]}', 'hub_streamer',
  pg_temp.uid(1, creator), created_at, created_at
FROM plan_t`,
  },
  {
    table: 'tournament_slots',
    sql: `
INSERT INTO tournament_slots (id, tournament_id, team_number, slot_index, player_id, fee_purchased, joined_at)
SELECT pg_temp.uid(3, (t.g - 1) * 100 + s), pg_temp.uid(2, t.g), s / t.spt + 1, s % t.spt,
  pg_temp.uid(1, pg_temp.seat_player(t.g, s)), t.fee, t.created_at + (s + 1) * interval '20 seconds'
FROM plan_t t CROSS JOIN LATERAL generate_series(0, t.seats - 1) AS s`,
  },
  {
    table: 'tournament_winners',
    sql: `
INSERT INTO tournament_winners (id, tournament_id, tournament_title, user_id, position, coins_awarded, awarded_at)
SELECT pg_temp.uid(4, n), pg_temp.uid(2, g), 'Weekend Cup #' || g, pg_temp.uid(1, player), pos, coins, awarded_at
FROM plan_w`,
  },
  {
    // Each request cashes out one prize of its owner in full, so no winnings go below zero.
    table: 'cashout_requests',
    sql: `
CREATE TEMP TABLE plan_c AS
SELECT w.n, w.player, w.coins, w.awarded_at + interval '1 hour' AS created_at,
  CASE WHEN w.n > ${VOLUME.cashouts - WAITING_CASHOUTS} THEN 'pending'
       WHEN w.n > ${VOLUME.cashouts - 2 * WAITING_CASHOUTS} THEN 'money_on_the_way'
       WHEN w.n % 10 = 0 THEN 'rejected' ELSE 'paid' END AS status
FROM plan_w w WHERE w.n <= ${VOLUME.cashouts};
INSERT INTO cashout_requests (id, user_id, coins_to_convert, requested_amount_pence, status, payment_method,
  paypal_email, paypal_first_name, paypal_surname, account_holder_name, account_holder_surname, bank_name, country,
  account_number, sort_code, address_line1, city, postal_code, admin_notes, created_at, processed_at)
SELECT pg_temp.uid(5, n), pg_temp.uid(1, player), coins, coins * 100, status,
  CASE WHEN n % 2 = 0 THEN 'paypal' ELSE 'bank_transfer' END,
  CASE WHEN n % 2 = 0 THEN 'payee' || player || '@example.test' END,
  CASE WHEN n % 2 = 0 THEN 'Sam' END, CASE WHEN n % 2 = 0 THEN 'Player' || player END,
  CASE WHEN n % 2 = 1 THEN 'Sam' END, CASE WHEN n % 2 = 1 THEN 'Player' || player END,
  CASE WHEN n % 2 = 1 THEN 'Bench Bank' END, CASE WHEN n % 2 = 1 THEN 'United Kingdom' END,
  CASE WHEN n % 2 = 1 THEN lpad((n * 7 % 100000000)::text, 8, '0') END, CASE WHEN n % 2 = 1 THEN '10-20-30' END,
  n || ' High Street', 'Leeds', 'LS1 4AP',
  CASE WHEN status = 'rejected' THEN 'Details did not match' END,
  created_at, CASE WHEN status <> 'pending' THEN created_at + interval '1 day' END
FROM plan_c`,
  },
  {
    table: 'cashout_messages',
    sql: `
INSERT INTO cashout_messages (id, request_id, sender_type, sender_id, message, created_at)
SELECT pg_temp.uid(8, n), pg_temp.uid(5, n), 'player', pg_temp.uid(1, player), 'Thanks, is this on its way?',
  created_at + interval '5 minutes'
FROM plan_c`,
  },
  {
    table: 'tournament_chat_messages',
    sql: `
INSERT INTO tournament_chat_messages (id, tournament_id, user_id, message, created_at)
SELECT pg_temp.uid(6, (t.g - 1) * 10 + m), pg_temp.uid(2, t.g), pg_temp.uid(1, pg_temp.seat_player(t.g, m)),
  'gl hf, see you in the lobby ' || m, t.created_at + m * interval '1 minute'
FROM plan_t t CROSS JOIN generate_series(1, ${VOLUME.chatMessages / VOLUME.tournaments}) AS m`,
  },
  {
    // A player's k-th purchase takes the package k mod 4: every player buys about 11 times.
    table: 'purchases',
    sql: `
CREATE TEMP TABLE plan_p AS
SELECT g, (g % ${VOLUME.players}) + 1 AS player, pkg.coins, pkg.pence, pkg.id AS package_id,
  now() - interval '365 days' + g * (interval '364 days' / ${PURCHASES}) AS paid_at
FROM generate_series(1, ${PURCHASES}) g
JOIN (VALUES (0, 5, 500, 'package_5'), (1, 10, 1000, 'package_10'), (2, 15, 1500, 'package_15'),
             (3, 20, 2000, 'package_20')) AS pkg(k, coins, pence, id)
  ON pkg.k = (g / ${VOLUME.players}) % 4;
INSERT INTO purchases (id, user_id, stripe_session_id, provider, package_id, coins, amount_pence, status,
  created_at, paid_at)
SELECT pg_temp.uid(7, g), pg_temp.uid(1, player), 'cs_bench_' || g, 'stripe', package_id, coins, pence, 'paid',
  paid_at - interval '1 minute', paid_at
FROM plan_p`,
  },
  {
    // In time order, so ids grow with time as they do when the server writes them.
    table: 'ledger_entries',
    sql: `
INSERT INTO ledger_entries (user_id, bucket, delta, reason, ref_type, ref_id, idempotency_key, created_at)
SELECT pg_temp.uid(1, player), bucket, delta, reason, ref_type, ref_id, idempotency_key, created_at FROM (
  SELECT pg_temp.seat_player(t.g, s) AS player, 'purchased' AS bucket, -t.fee AS delta, 'entry_fee' AS reason,
    'tournament' AS ref_type, pg_temp.uid(2, t.g)::text AS ref_id, NULL AS idempotency_key,
    t.created_at + (s + 1) * interval '20 seconds' AS created_at
  FROM plan_t t CROSS JOIN LATERAL generate_series(0, t.seats - 1) AS s
  UNION ALL
  SELECT player, 'winnings', coins, 'prize', 'tournament', pg_temp.uid(2, g)::text,
    'prize:' || pg_temp.uid(2, g), awarded_at
  FROM plan_w
  UNION ALL
  SELECT player, 'winnings', -coins, 'cashout', 'cashout', pg_temp.uid(5, n)::text,
    'cashout:' || pg_temp.uid(5, n), created_at
  FROM plan_c
  UNION ALL
  SELECT player, 'winnings', coins, 'cashout_refund', 'cashout', pg_temp.uid(5, n)::text,
    'cashout_refund:' || pg_temp.uid(5, n), created_at + interval '1 day'
  FROM plan_c WHERE status = 'rejected'
  UNION ALL
  SELECT player, 'purchased', coins, 'purchase', 'purchase', pg_temp.uid(7, g)::text, 'purchase:cs_bench_' || g,
    paid_at
  FROM plan_p
  UNION ALL
  -- Both rows of a transfer share its key, as ledger_transfer writes them.
  SELECT x.player, 'purchased', x.delta, x.reason, 'transfer', pg_temp.uid(9, g)::text,
    'transfer:' || pg_temp.uid(9, g),
    now() - interval '360 days' + g * (interval '359 days' / ${TRANSFERS})
  FROM generate_series(1, ${TRANSFERS}) g
  CROSS JOIN LATERAL (VALUES
    ((g % ${VOLUME.players}) + 1, -(1 + g % 5), 'transfer_out'),
    (((g % ${VOLUME.players}) + 1 + (g * 31) % (${VOLUME.players} - 1)) % ${VOLUME.players} + 1, 1 + g % 5, 'transfer_in')
  ) AS x(player, delta, reason)
) rows
ORDER BY created_at`,
  },
  {
    // Last, from the ledger's sums: the balance columns are what the ledger says (ledger:check).
    table: 'users',
    sql: `
INSERT INTO users (id, username, codm_username, full_name, email, password_hash, phone_number, country_code,
  tiktok_link, role, purchased_coins, winnings_coins, balance_version, email_verified, is_test_user, created_at)
SELECT pg_temp.uid(1, g), name, name, first_name || ' ' || surname, lower(name) || '@' || domain,
  '$argon2id$v=19$m=1024,t=2,p=1$bench$bench', '07' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
  '+44', 'https://www.tiktok.com/@' || lower(name), 'player',
  coalesce(s.purchased, 0), coalesce(s.winnings, 0), coalesce(s.movements, 0), true, false,
  now() - interval '370 days' + g * (interval '365 days' / ${VOLUME.players})
FROM generate_series(1, ${VOLUME.players}) g
CROSS JOIN LATERAL (SELECT
  (ARRAY['Shadow','Viper','Ghost','Nova','Blaze','Frost','Rogue','Storm','Iron','Echo','Raven','Titan','Venom',
         'Pixel','Lunar','Omega','Sly','Onyx','Drift','Zero'])[1 + g % 20] ||
  (ARRAY['Hunter','Strike','Wolf','Fang','Sniper','Ace','Reaper','Hawk','Blade','Rider','Fox','King','Bolt',
         'Spark','Knight','Ninja','Storm','Tiger','Cobra','Pulse','Byte','Flash','Mamba','Jinx','Dash'])[1 + (g / 20) % 25]
  || g AS name,
  (ARRAY['Alex','Sam','Jordan','Chris','Taylor','Morgan','Jamie','Riley','Casey','Robin'])[1 + g % 10] AS first_name,
  (ARRAY['Smith','Jones','Taylor','Brown','Williams','Wilson','Davies','Evans','Thomas','Patel'])[1 + (g / 10) % 10]
    AS surname,
  (ARRAY['example.test','mail.example','squad.example','gamers.example'])[1 + g % 4] AS domain) n
LEFT JOIN (
  SELECT user_id, sum(delta) FILTER (WHERE bucket = 'purchased') AS purchased,
    sum(delta) FILTER (WHERE bucket = 'winnings') AS winnings, count(*) AS movements
  FROM ledger_entries GROUP BY user_id
) s ON s.user_id = pg_temp.uid(1, g)`,
  },
];

const EXPECTED_ROWS: Record<string, number> = {
  users: VOLUME.players,
  tournaments: VOLUME.tournaments,
  tournament_slots: VOLUME.seats,
  tournament_winners: WINNERS,
  cashout_requests: VOLUME.cashouts,
  cashout_messages: VOLUME.cashouts,
  tournament_chat_messages: VOLUME.chatMessages,
  purchases: PURCHASES,
  ledger_entries: VOLUME.ledgerRows,
};

/**
 * The statements of the migrations that set their sums and records from the rows (marked
 * `-- backfill`): 0013's sums, and 0019's host record (docs/product/trust.md#host-record).
 */
function backfillStatements(): string[] {
  return ['0013_scale_indexes.sql', '0019_host_record_trust.sql'].flatMap((file) =>
    readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^-- backfill/m.test(statement)),
  );
}

/** Fills the (migrated, empty) database at `databaseUrl`; returns the time of each step. */
export async function fillYearOfData(databaseUrl: string): Promise<FillTiming[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timings: FillTiming[] = [];
  const timed = async (table: string, fn: () => Promise<unknown>, rows = 0) => {
    const started = performance.now();
    await fn();
    timings.push({ table, rows, ms: performance.now() - started });
  };
  try {
    await client.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '1GB';
      SET session_replication_role = replica; SET max_parallel_maintenance_workers = 2;`);
    await client.query(HELPERS);
    const indexes = await client.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       WHERE c.relname = ANY($1) AND NOT i.indisprimary AND NOT EXISTS (
         SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [FILLED_TABLES],
    );
    for (const { name } of indexes.rows) await client.query(`DROP INDEX ${name}`);
    await timed('(plan: temp tables of tournaments and winners)', () => client.query(TOURNAMENT_PLAN));
    for (const step of STEPS) await timed(step.table, () => client.query(step.sql), EXPECTED_ROWS[step.table]);
    await timed(`(${indexes.rows.length} secondary indexes rebuilt)`, async () => {
      for (const { def } of indexes.rows) await client.query(def);
    });
    const backfills = backfillStatements();
    await timed(`(${backfills.length} sums and records of migrations 0013 and 0019 set)`, async () => {
      for (const statement of backfills) await client.query(statement);
    });
    for (const [table, rows] of Object.entries(EXPECTED_ROWS)) {
      const { rows: counted } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      if (Number(counted[0]!.n) !== rows) throw new Error(`${table}: ${counted[0]!.n} rows, expected ${rows}`);
    }
    await timed('(VACUUM ANALYZE)', () => client.query('VACUUM ANALYZE'));
  } finally {
    await client.end();
  }
  return timings;
}

/** The number of a player seated in an open tournament's seat, for picking logged-in players. */
export const seatPlayerNumber = (tournament: number, seat: number) =>
  ((tournament * 7919 + seat * 4729) % VOLUME.players) + 1;

/** The uuid `uid(kind, n)` of the SQL above, in TypeScript. */
export const volumeId = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
