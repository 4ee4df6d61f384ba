/**
 * The whole database schema. Integrity lives here, not only in code (docs/design/storage.md#integrity-in-the-database):
 * balances can never go negative, a slot holds one player, a player holds one slot per
 * tournament, a Stripe session is credited once, a ledger movement is written once.
 */
import { sql } from 'drizzle-orm';
import type { ActionSeat, CupStageSettings, CupStatus, SeriesSettings, TournamentActionKind } from '@squadhub/shared';
import type { AccountEventDetail, Locale, PushKind, ScreenRead } from '@squadhub/shared';
import { LOCALES } from '@squadhub/shared';
import {
  type AnyPgColumn,
  bigint,
  customType,
  bigserial,
  date,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (drizzle-orm has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What the admin player search matches (services/admin/list.ts), indexed by `users_search_trgm_idx`:
 * the fields one line apart, so a one-line search text never matches across two of them.
 */
export const playerSearchText = sql.raw(
  `"users"."username" || E'\\n' || "users"."email" || E'\\n' || coalesce("users"."phone_number", '') || E'\\n' || "users"."codm_username" || E'\\n' || "users"."full_name"`,
);

// ---- Accounts ------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The CODM username chosen at registration; changed only through a username reset. */
    username: text('username').notNull(),
    codmUsername: text('codm_username').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code').notNull().default('+44'),
    tiktokLink: text('tiktok_link').notNull(),
    role: text('role', { enum: ['player', 'admin', 'super_admin'] })
      .notNull()
      .default('player'),
    purchasedCoins: integer('purchased_coins').notNull().default(0),
    winningsCoins: integer('winnings_coins').notNull().default(0),
    /**
     * Bumped by every ledger movement of this user, in lock order: `balance_updated` events carry
     * it, so a client that gets two of them out of order (from two instances) keeps the newer.
     */
    balanceVersion: bigint('balance_version', { mode: 'number' }).notNull().default(0),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The in-game UID and name (docs/product/results.md#game-identity); null until the player stores them. */
    gameUid: text('game_uid'),
    gameName: text('game_name'),
    /** The language the player chose (docs/product/languages.md#the-accounts-language); null until they choose. */
    language: text('language').$type<Locale>(),
    /** Demo and test accounts: hidden from the admin players panel. */
    isTestUser: boolean('is_test_user').notNull().default(false),
    /**
     * Bumped whenever every session of this user must end (password reset, role change, deletion).
     * Access tokens carry the value they were issued under; a token with an older one is refused.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * A deleted account (docs/product/accounts.md#deleting-a-player): the row stays so the ledger, purchases, cash-outs and
     * winner records still reconcile, but its personal fields are cleared and it can never log in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // One account per UID: the index decides a race of two accounts (migration 0020).
    uniqueIndex('users_game_uid_uq')
      .on(t.gameUid)
      .where(sql`${t.gameUid} IS NOT NULL`),
    index('users_phone_idx').on(t.phoneNumber),
    // Admin search and paging (migration 0013, docs/scale/query-plans.md#admin-player-search).
    index('users_search_trgm_idx').using('gin', sql`(${playerSearchText}) gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('users_balances_non_negative', sql`${t.purchasedCoins} >= 0 AND ${t.winningsCoins} >= 0`),
    check(
      'users_language_known',
      sql`${t.language} IS NULL OR ${t.language} IN (${sql.raw(LOCALES.map((l) => `'${l}'`).join(', '))})`,
    ),
  ],
);

/**
 * The account's history that admins read on the player page (services/accounts/game-identity.ts):
 * one row per change, what changed in `detail` (migration 0020).
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['game_identity_set'] }).notNull(),
    detail: jsonb('detail').$type<AccountEventDetail>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_events_user_idx').on(t.userId, t.id),
    check('account_events_kind', sql`${t.kind} IN ('game_identity_set')`),
  ],
);

/**
 * Sessions ended one at a time by a logout (auth/sessions.ts): a token of a session listed here is
 * refused. A row matters only until `expires_at`, the ended token's own expiry.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_user_idx').on(t.userId)],
);

/** Single-use tokens (password reset, username reset). Only a SHA-256 hash is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['password_reset', 'username_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash)],
);

// ---- Money -----------------------------------------------------------------------

/**
 * One row per balance change of one bucket. For every user and bucket the sum of `delta`
 * equals the balance column (checked by `npm run ledger:check`). Only server/src/ledger writes here.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bucket: text('bucket', { enum: ['purchased', 'winnings'] }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** Makes a movement idempotent: the same key never moves the same bucket of the same user twice. */
    idempotencyKey: text('idempotency_key'),
    actorId: uuid('actor_id'),
    /** Why an admin adjusted the balance, when they said; null for every other movement. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_uq').on(t.idempotencyKey, t.userId, t.bucket),
    // A player's history pages through their rows newest first (migration 0014; docs/product/money.md#money-history).
    index('ledger_user_history_idx').on(t.userId, t.id.desc()),
    index('ledger_user_winnings_idx')
      .on(t.userId, t.id.desc())
      .where(sql`${t.bucket} = 'winnings'`),
    check('ledger_delta_non_zero', sql`${t.delta} <> 0`),
  ],
);

/** Key-value settings edited by admins (coin prices, auto-approval price). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A checkout session for a coin package. Credited exactly once: status moves pending → paid once. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stripeSessionId: text('stripe_session_id').notNull(),
    /** `stripe` or `test` (the built-in test checkout when no STRIPE_SECRET_KEY is set). */
    provider: text('provider').notNull().default('stripe'),
    packageId: text('package_id').notNull(),
    coins: integer('coins').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('purchases_stripe_session_uq').on(t.stripeSessionId), index('purchases_user_idx').on(t.userId)],
);

/** Stripe webhook events already handled, by Stripe's event id. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cashoutRequests = pgTable(
  'cashout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    coinsToConvert: integer('coins_to_convert').notNull(),
    /** Whole pence (1 winning = £1 = 100 pence). */
    requestedAmountPence: integer('requested_amount_pence').notNull(),
    status: text('status', { enum: ['pending', 'money_on_the_way', 'paid', 'rejected'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['paypal', 'bank_transfer'] }).notNull(),
    paypalEmail: text('paypal_email'),
    paypalFirstName: text('paypal_first_name'),
    paypalSurname: text('paypal_surname'),
    whatsappNumber: text('whatsapp_number'),
    accountHolderName: text('account_holder_name'),
    accountHolderSurname: text('account_holder_surname'),
    bankName: text('bank_name'),
    country: text('country'),
    accountNumber: text('account_number'),
    sortCode: text('sort_code'),
    swiftBic: text('swift_bic'),
    iban: text('iban'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postalCode: text('postal_code'),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('cashout_user_idx').on(t.userId),
    index('cashout_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('cashout_amount_positive', sql`${t.coinsToConvert} > 0`),
  ],
);

export const cashoutMessages = pgTable(
  'cashout_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => cashoutRequests.id, { onDelete: 'cascade' }),
    senderType: text('sender_type', { enum: ['player', 'admin'] }).notNull(),
    senderId: uuid('sender_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cashout_messages_request_idx').on(t.requestId, t.createdAt)],
);

// ---- Tournaments ----------------------------------------------------------------

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default('Tournament Rules'),
    imageUrl: text('image_url'),
    tournamentFormat: text('tournament_format').notNull(),
    templateType: text('template_type').notNull(),
    gameMode: text('game_mode').notNull(),
    mapName: text('map_name').notNull(),
    slotsPerTeam: integer('slots_per_team').notNull(),
    maxTeams: integer('max_teams').notNull(),
    maxPlayers: integer('max_players').notNull(),
    /** Seated players; kept in step with tournament_slots inside the same transaction. */
    currentPlayers: integer('current_players').notNull().default(0),
    entryFee: integer('entry_fee').notNull(),
    /** Entry fees collected plus the creator contribution. */
    prizePool: integer('prize_pool').notNull().default(0),
    creatorPrizeContribution: integer('creator_prize_contribution').notNull().default(0),
    /** How the contribution was paid, so a refund returns each part to its own bucket. */
    contributionPurchased: integer('contribution_purchased').notNull().default(0),
    contributionWinnings: integer('contribution_winnings').notNull().default(0),
    startType: text('start_type', { enum: ['scheduled', 'when_full'] })
      .notNull()
      .default('scheduled'),
    startDate: timestamp('start_date', { withTimezone: true }),
    status: text('status', { enum: ['pending', 'upcoming', 'live', 'completed'] })
      .notNull()
      .default('pending'),
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    entriesStopped: boolean('entries_stopped').notNull().default(false),
    isFinalized: boolean('is_finalized').notNull().default(false),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    deletionScheduledAt: timestamp('deletion_scheduled_at', { withTimezone: true }),
    roomCode: text('room_code'),
    roomLink: text('room_link'),
    roomPassword: text('room_password'),
    roomUpdatedAt: timestamp('room_updated_at', { withTimezone: true }),
    /** Check-in opens this many minutes before a scheduled start; 0 is no check-in (docs/product/squads.md#check-in). */
    checkInMinutes: integer('check_in_minutes').notNull().default(0),
    /** Seats go only to players who stored their game identity (docs/product/results.md#game-identity). */
    requireGameIdentity: boolean('require_game_identity').notNull().default(false),
    /** When the seated players were told check-in is open (once, whichever instance told them). */
    checkInOpenedAt: timestamp('check_in_opened_at', { withTimezone: true }),
    /** When the seats not checked in were freed at the start (exactly once, whichever instance did it). */
    noShowsReleasedAt: timestamp('no_shows_released_at', { withTimezone: true }),
    // ---- Trust (docs/product/trust.md, migration 0017) ----
    /** The room code is due this many minutes after the start; past it, the tournament is voided. */
    codeGraceMinutes: integer('code_grace_minutes').notNull().default(10),
    /** A when_full tournament's start: when it filled up or entries were stopped. */
    entriesClosedAt: timestamp('entries_closed_at', { withTimezone: true }),
    /** When the first room code went out (the host record's "codes on time"). */
    firstCodeSentAt: timestamp('first_code_sent_at', { withTimezone: true }),
    /** Why the deadline job voided it and refunded every fee; null while it stands. */
    voidReason: text('void_reason', { enum: ['no_room_code', 'no_results'] }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** When admins were told half of the results deadline had passed (once). */
    resultsAlertedAt: timestamp('results_alerted_at', { withTimezone: true }),
    /** An admin took it under review: the results deadline no longer voids it. */
    underReviewAt: timestamp('under_review_at', { withTimezone: true }),
    /** Minutes between results and payout, in which participants may dispute (0: paid at once). */
    payoutHoldMinutes: integer('payout_hold_minutes').notNull().default(0),
    /** When results (and the planned payout) were first recorded. */
    resultsRecordedAt: timestamp('results_recorded_at', { withTimezone: true }),
    /** When a held payout is due; null when nothing is held. */
    payoutDueAt: timestamp('payout_due_at', { withTimezone: true }),
    /** The planned payout of held results: who gets what, and the remainder. */
    payoutPlan: jsonb('payout_plan').$type<StoredPayoutPlan>(),
    /** When the pool was paid out (at once, or when the hold ended). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A series of matches with its points table and payout (docs/product/series.md); null for a single game. */
    series: jsonb('series').$type<SeriesSettings>(),
    /** JSON string `{ text, images }`, plain text, or an image address (docs/product/tournaments.md#what-a-tournament-holds). */
    rules: text('rules').notNull(),
    tiktokUsername: text('tiktok_username').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cup this tournament is a lobby of (docs/product/cups.md); null for a tournament of its own. */
    cupId: uuid('cup_id').references((): AnyPgColumn => cups.id, { onDelete: 'cascade' }),
    /** A cup's co-host who runs this lobby beside its creator (docs/product/cups.md#co-hosts). */
    coHostId: uuid('co_host_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by a trigger on every UPDATE of the row (migration 0003): live `tournament_updated`
     * events carry it, so a client keeps the newest state whichever API instance sent it.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('tournaments_code_grace_minutes', sql`${t.codeGraceMinutes} BETWEEN 5 AND 60`),
    check('tournaments_void_reason', sql`${t.voidReason} IN ('no_room_code', 'no_results')`),
    check('tournaments_payout_hold_minutes', sql`${t.payoutHoldMinutes} IN (0, 15, 30, 60, 180, 720, 1440)`),
    index('tournaments_payout_due_idx')
      .on(t.payoutDueAt)
      .where(sql`${t.paidAt} IS NULL AND ${t.payoutDueAt} IS NOT NULL`),
    index('tournaments_approval_created_idx').on(t.approvalStatus, t.createdAt),
    index('tournaments_creator_idx').on(t.creatorId),
    index('tournaments_deletion_idx').on(t.deletionScheduledAt),
    // The grid's open and finalized parts, newest first (migration 0013).
    index('tournaments_open_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.approvalStatus} = 'approved' AND NOT ${t.isFinalized}`),
    index('tournaments_finalized_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.approvalStatus} = 'approved' AND ${t.isFinalized}`),
    // The grid's live and starting-soon tiers, each in its grid order (migration 0015).
    index('tournaments_live_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.approvalStatus} = 'approved' AND NOT ${t.isFinalized} AND ${t.status} = 'live'`),
    index('tournaments_soon_idx')
      .on(t.startDate, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.approvalStatus} = 'approved' AND NOT ${t.isFinalized} AND ${t.status} <> 'live' AND ${t.startType} = 'scheduled'`,
      ),
    check('tournaments_players_in_range', sql`${t.currentPlayers} >= 0 AND ${t.currentPlayers} <= ${t.maxPlayers}`),
    check('tournaments_money_non_negative', sql`${t.entryFee} >= 0 AND ${t.prizePool} >= 0`),
    check('tournaments_check_in_range', sql`${t.checkInMinutes} BETWEEN 0 AND 60`),
    // The deadline job looks for check-ins to open and no-shows to free among these only.
    index('tournaments_check_in_idx')
      .on(t.startDate)
      .where(sql`${t.checkInMinutes} > 0 AND ${t.noShowsReleasedAt} IS NULL`),
  ],
);

/**
 * How many tournaments are listed (approved), kept by a deferred trigger on tournaments (migration
 * 0013, docs/scale/query-plans.md#tournament-list): one row, read by every page of the grid.
 */
export const listedTournaments = pgTable(
  'listed_tournaments',
  {
    id: boolean('id').primaryKey().default(true),
    n: integer('n').notNull(),
  },
  (t) => [check('listed_tournaments_one_row', sql`${t.id}`)],
);

/**
 * Occupied slots only: an empty slot has no row. The two unique indexes make the join race
 * safe: one player per slot, one slot per player per tournament.
 */
export const tournamentSlots = pgTable(
  'tournament_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamNumber: integer('team_number').notNull(),
    slotIndex: integer('slot_index').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The entry fee split, so a refund returns each part to its own bucket. */
    feePurchased: integer('fee_purchased').notNull().default(0),
    feeWinnings: integer('fee_winnings').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the player checked in (tournaments with check-in); null until then. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slots_position_uq').on(t.tournamentId, t.teamNumber, t.slotIndex),
    uniqueIndex('slots_player_uq').on(t.tournamentId, t.playerId),
    index('slots_player_idx').on(t.playerId),
  ],
);

/**
 * A team reserved by a captain for their squad (docs/product/squads.md#reserving-a-team): its free
 * slots are held until `expires_at`; a held slot is taken only with the invite code. Only the
 * code's SHA-256 hash is stored. A row whose time has passed holds nothing (every rule compares
 * `expires_at` with now); the deadline job deletes it and offers the slots to the waitlist.
 */
export const teamHolds = pgTable(
  'team_holds',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamNumber: integer('team_number').notNull(),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteCodeHash: text('invite_code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.teamNumber] }),
    uniqueIndex('team_holds_code_uq').on(t.inviteCodeHash),
    uniqueIndex('team_holds_captain_uq').on(t.tournamentId, t.captainId),
    index('team_holds_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The waitlist of a tournament, in `id` order (docs/product/squads.md#the-waitlist). A freed seat is
 * offered to the first player without an offer: the offer fields are set together, and the unique
 * index keeps one offer per seat, whichever instance and however many frees race.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerTeamNumber: integer('offer_team_number'),
    offerSlotIndex: integer('offer_slot_index'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_player_uq').on(t.tournamentId, t.userId),
    uniqueIndex('waitlist_offer_seat_uq').on(t.tournamentId, t.offerTeamNumber, t.offerSlotIndex),
    index('waitlist_tournament_idx').on(t.tournamentId, t.id),
    index('waitlist_offer_expires_idx').on(t.offerExpiresAt),
    check(
      'waitlist_offer_whole',
      sql`(${t.offerTeamNumber} IS NULL) = (${t.offerSlotIndex} IS NULL) AND (${t.offerSlotIndex} IS NULL) = (${t.offerExpiresAt} IS NULL)`,
    ),
  ],
);

/**
 * The results of each match of a series, one row per team that played it
 * (docs/product/series.md#results): placements are unique within a match.
 */
export const seriesResults = pgTable(
  'series_results',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    matchNumber: integer('match_number').notNull(),
    teamNumber: integer('team_number').notNull(),
    placement: integer('placement').notNull(),
    kills: integer('kills').notNull(),
    enteredAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.matchNumber, t.teamNumber] }),
    uniqueIndex('series_results_placement_uq').on(t.tournamentId, t.matchNumber, t.placement),
    check('series_results_values', sql`${t.placement} >= 1 AND ${t.kills} BETWEEN 0 AND 99 AND ${t.matchNumber} >= 1`),
  ],
);

/**
 * What a team reported of one match (docs/product/results.md#team-reports): the typed placement and
 * kills, the screenshot (a private image, deleted with the report or when a teammate replaces it:
 * migration 0021) and what the server read on it. A single game is match 1.
 */
export const matchReports = pgTable(
  'match_reports',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    matchNumber: integer('match_number').notNull(),
    teamNumber: integer('team_number').notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    placement: integer('placement').notNull(),
    kills: integer('kills').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    read: jsonb('read').$type<ScreenRead>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.matchNumber, t.teamNumber] }),
    uniqueIndex('match_reports_image_uq')
      .on(t.imageId)
      .where(sql`${t.imageId} IS NOT NULL`),
    check('match_reports_values', sql`${t.placement} >= 1 AND ${t.kills} BETWEEN 0 AND 99 AND ${t.matchNumber} >= 1`),
  ],
);

/**
 * The id and title of each removed tournament, written by a trigger on tournaments' DELETE
 * (migration 0014), so a money history entry still names the tournament once the sweep removed it.
 */
export const removedTournaments = pgTable('removed_tournaments', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Prize payouts. Kept after the tournament is swept (tournament_id set null) for leaderboards. */
export const tournamentWinners = pgTable(
  'tournament_winners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    tournamentTitle: text('tournament_title').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    coinsAwarded: integer('coins_awarded').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('winners_tournament_idx').on(t.tournamentId),
    index('winners_awarded_idx').on(t.awardedAt),
    index('winners_user_idx').on(t.userId),
  ],
);

/**
 * Leaderboard sums per player, kept by a trigger on every winner row inserted (migration 0013,
 * docs/scale/query-plans.md#leaderboards): the all-time board reads its top rows by index.
 */
export const leaderboardTotals = pgTable(
  'leaderboard_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wins: integer('wins').notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    lastWin: timestamp('last_win', { withTimezone: true }).notNull(),
  },
  (t) => [index('leaderboard_totals_rank_idx').on(t.coins.desc(), t.wins.desc(), t.lastWin)],
);

/** Coins paid and first-time winners per UK calendar day, kept by the same trigger. */
export const leaderboardDays = pgTable('leaderboard_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  coins: bigint('coins', { mode: 'number' }).notNull(),
  newPlayers: integer('new_players').notNull(),
});

/** A held payout, as select-winners or finalize-series planned it (docs/product/trust.md#payout-hold). */
export interface StoredPayoutPlan {
  kind: 'winners_paid' | 'series_finalized';
  /** Who recorded the results. */
  actorId: string;
  prizes: { userId: string; position: number; coins: number }[];
  remainder: number;
  /** A series' matches played when it was planned. */
  match?: number;
}

/** What a log line keeps beside who did it and to whom (names are looked up when it is read). */
export interface StoredActionDetail {
  from?: ActionSeat;
  to?: ActionSeat;
  coins?: number;
  winners?: { position: number; userId: string; coins: number }[];
  match?: number;
  corrected?: boolean;
  void_reason?: 'no_room_code' | 'no_results';
}

/**
 * The public action log of a tournament: who joined, left, was kicked (with the refund), moved or
 * swapped, when entries stopped, when the room code was sent (never the code), and who was paid.
 * Written in the transaction of the action, so a rolled-back action leaves no line.
 */
export const tournamentActions = pgTable(
  'tournament_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TournamentActionKind>().notNull(),
    /** Who did it (a player for their own seat, the creator or an admin otherwise). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The player it happened to; for a swap, the first of the two. */
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'set null' }),
    /** The second player of a swap. */
    otherPlayerId: uuid('other_player_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<StoredActionDetail>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('actions_tournament_idx').on(t.tournamentId, t.id)],
);

/**
 * A participant's dispute of a tournament's results (docs/product/trust.md#disputes). An open one
 * stops a held payout. Kept after the tournament is swept (tournament_id set null): the host
 * record counts the disputes filed and upheld against `host_id`, the creator when it was filed.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filerId: uuid('filer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The match of a series it is about; null for a single game or the whole series. */
    matchNumber: integer('match_number'),
    teamNumber: integer('team_number'),
    status: text('status', { enum: ['open', 'upheld', 'rejected'] })
      .notNull()
      .default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('disputes_status', sql`${t.status} IN ('open', 'upheld', 'rejected')`),
    index('disputes_tournament_idx').on(t.tournamentId),
    index('disputes_host_idx').on(t.hostId),
    index('disputes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('disputes_one_open_uq')
      .on(t.tournamentId, t.filerId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * The host record (docs/product/trust.md#host-record): one row per tournament, written only by the
 * triggers of migration 0019 (on tournaments, tournament_winners and disputes), never by the API.
 * It outlives the sweep, so it has no foreign key to tournaments.
 */
export const hostedEvents = pgTable(
  'hosted_events',
  {
    tournamentId: uuid('tournament_id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approved: boolean('approved').notNull(),
    /** start_date, or entries_closed_at for when_full; frozen once the first code went out. */
    startAt: timestamp('start_at', { withTimezone: true }),
    firstCodeSentAt: timestamp('first_code_sent_at', { withTimezone: true }),
    voidReason: text('void_reason', { enum: ['no_room_code', 'no_results'] }),
    resultsRecordedAt: timestamp('results_recorded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    prizeCoins: bigint('prize_coins', { mode: 'number' }).notNull().default(0),
    upheldDispute: boolean('upheld_dispute').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Deleted before it was played: kept, not counted as hosted. */
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  // The migration's index also INCLUDEs every column the record counts (an index-only read).
  (t) => [index('hosted_events_host_idx').on(t.hostId)],
);

/** A dispute's evidence images (at most 3); seen only by the disputer, the creator and admins. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'dispute_evidence_pk', columns: [t.disputeId, t.imageId] })],
);

/** Who was reminded of a scheduled start (once per tournament per user, whichever instance sent it). */
export const tournamentReminders = pgTable(
  'tournament_reminders',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

export const tournamentChatMessages = pgTable(
  'tournament_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_tournament_idx').on(t.tournamentId, t.createdAt)],
);

/**
 * Uploaded images (tournament artwork, custom class images) as data, like the rest (docs/design/storage.md#uploaded-images):
 * every API instance can serve them, and they are written and deleted in the same transaction as
 * the tournament or class that uses them.
 */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  /** Served only by the route of what it belongs to (a team's report), never at a public address (migration 0021). */
  private: boolean('private').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Smaller renderings of an image (migration 0012): the card variant, at most `max_side` px on its
 * longest side. Goes with its image (ON DELETE CASCADE); images stored before 0012 have none.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    maxSide: integer('max_side').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the bytes: the ETag. */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.maxSide] }),
    check('image_variants_max_side_positive', sql`${t.maxSide} > 0`),
  ],
);

export const classImages = pgTable('class_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  type: text('type', { enum: ['built-in', 'custom'] }).notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const openLobbies = pgTable(
  'open_lobbies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomCode: text('room_code').notNull(),
    roomLink: text('room_link'),
    mapSelection: text('map_selection').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('open_lobbies_created_idx').on(t.createdAt)],
);

// ---- Web Push (docs/design/phones.md#web-push) ------------------------------------

/** A device's push subscription (migration 0011): one per endpoint, owned by the account that registered it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 key and auth secret, base64url: what each payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    /** The kinds this device wants (a CHECK keeps them to the known ones). */
    kinds: text('kinds').array().$type<PushKind[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * What happened, to whom: written in the transaction of the change it tells of, so a push is
 * never lost to a crash after the commit nor sent for a change rolled back. The sender turns each
 * row into one delivery per device (push/sender.ts). `to_room` adds the seats that see the room
 * of `tournament_id`, read when the row is taken.
 */
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<PushKind>().notNull(),
  tournamentId: uuid('tournament_id'),
  userIds: uuid('user_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  toRoom: boolean('to_room').notNull().default(false),
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** One push to one device, with its retries: claimed by one sender at a time (FOR UPDATE SKIP LOCKED). */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PushKind>().notNull(),
    tournamentId: uuid('tournament_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; a claimed delivery is pushed out by the claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_deliveries_due_idx').on(t.nextAttemptAt, t.id),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

// ---- Cups (docs/product/cups.md, migration 0023) ------------------------------------------

/** A competition of stages whose lobbies are tournaments; its pool holds every fee until the final pays it. */
export const cups = pgTable(
  'cups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    rules: text('rules').notNull(),
    tiktokUsername: text('tiktok_username').notNull(),
    templateType: text('template_type').notNull(),
    gameMode: text('game_mode').notNull(),
    slotsPerTeam: integer('slots_per_team').notNull(),
    maxTeams: integer('max_teams').notNull(),
    /** Teams that may register past max_teams, to be placed when a place opens (docs/product/cups.md#the-waitlist). */
    waitlistTeams: integer('waitlist_teams').notNull().default(0),
    /** Teams registered and still in (placed or waiting); kept in step with cup_teams in the same transaction. */
    registeredTeams: integer('registered_teams').notNull().default(0),
    /** Teams ever registered: the next team's number (registration order), never reused. */
    teamsNumbered: integer('teams_numbered').notNull().default(0),
    entryFee: integer('entry_fee').notNull(),
    /** Fees and the contribution, as the ledger moved them in; 0 once paid out or refunded. */
    prizePool: integer('prize_pool').notNull().default(0),
    ownerContribution: integer('owner_contribution').notNull().default(0),
    contributionPurchased: integer('contribution_purchased').notNull().default(0),
    contributionWinnings: integer('contribution_winnings').notNull().default(0),
    payout: integer('payout').array().notNull(),
    /** Every lobby's payout hold: a lobby's results advance (or pay) once it ends undisputed. */
    payoutHoldMinutes: integer('payout_hold_minutes').notNull().default(0),
    stages: jsonb('stages').$type<CupStageSettings[]>().notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull().defaultNow(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    status: text('status').$type<CupStatus>().notNull().default('registration'),
    /** 0 during registration; then the stage being played. */
    currentStage: integer('current_stage').notNull().default(0),
    seeding: text('seeding', { enum: ['random', 'snake'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the final paid (the pool when it was paid): a finished cup still shows its prize. */
    paidOut: integer('paid_out'),
    createdAt: createdAt(),
  },
  (t) => [
    check('cups_status', sql`${t.status} IN ('registration', 'running', 'finished', 'cancelled')`),
    check('cups_seeding', sql`${t.seeding} IS NULL OR ${t.seeding} IN ('random', 'snake')`),
    check('cups_money_non_negative', sql`${t.entryFee} >= 0 AND ${t.prizePool} >= 0 AND ${t.ownerContribution} >= 0`),
    check(
      'cups_teams_in_range',
      sql`${t.registeredTeams} >= 0 AND ${t.waitlistTeams} >= 0 AND ${t.registeredTeams} <= ${t.maxTeams} + ${t.waitlistTeams}`,
    ),
    index('cups_listed_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * CUP_ID_COPY: cup_players, cup_lobbies and cup_entries keep their cup's id for their keys and
 * indexes, without a foreign key to `cups`. Every registration rewrites the cup's row, and after a
 * storm of thousands, until it is vacuumed, each read of it through its key costs about a
 * millisecond: a foreign key would read it once per inserted row (seeding's 2,048 entries took
 * 1.6 s). Each of these rows still goes with its cup through a key that cascades from it (team_id
 * to cup_teams, tournament_id to tournaments), and the id is copied from that row.
 */

/** A registered team, numbered in registration order (the last tiebreak of every ranking). */
export const cupTeams = pgTable(
  'cup_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cupId: uuid('cup_id')
      .notNull()
      .references(() => cups.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the invite code (shown once to the captain); null in a solo cup. */
    inviteCodeHash: text('invite_code_hash'),
    members: integer('members').notNull().default(1),
    /** 0 until seeded; then the last stage the team was placed in. */
    stageReached: integer('stage_reached').notNull().default(0),
    /** Its place in the cup once it is out or the cup is over. */
    finalRank: integer('final_rank'),
    /**
     * When it left the cup without a rank: the waitlist closed before a place opened (stage_reached
     * 0; its fees came back), or none of it checked in for stage 1 and a waiting team took its
     * place (its fees stay in the pool, as any no-show's in a cup).
     */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cup_teams_number_uq').on(t.cupId, t.number),
    index('cup_teams_invite_idx').on(t.cupId, t.inviteCodeHash),
  ],
);

/** Every registered player and how their fee was paid (a refund returns each part to its bucket). */
export const cupPlayers = pgTable(
  'cup_players',
  {
    /** Its team's cup, kept for the key (no foreign key: see CUP_ID_COPY). */
    cupId: uuid('cup_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => cupTeams.id, { onDelete: 'cascade' }),
    feePurchased: integer('fee_purchased').notNull().default(0),
    feeWinnings: integer('fee_winnings').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the fee came back (the cup cancelled, their lobby voided, a kick): once per player. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'cup_players_pk', columns: [t.cupId, t.userId] }),
    index('cup_players_team_idx').on(t.teamId, t.joinedAt),
    index('cup_players_user_idx').on(t.userId),
  ],
);

export const cupCoHosts = pgTable(
  'cup_co_hosts',
  {
    cupId: uuid('cup_id')
      .notNull()
      .references(() => cups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'cup_co_hosts_pk', columns: [t.cupId, t.userId] })],
);

/** Each lobby of each stage: a tournament. */
export const cupLobbies = pgTable(
  'cup_lobbies',
  {
    tournamentId: uuid('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Its tournament's cup (no foreign key: see CUP_ID_COPY). */
    cupId: uuid('cup_id').notNull(),
    stage: integer('stage').notNull(),
    lobby: integer('lobby').notNull(),
  },
  (t) => [uniqueIndex('cup_lobbies_position_uq').on(t.cupId, t.stage, t.lobby)],
);

/** A team's place in a stage: its lobby and its team number there. */
export const cupEntries = pgTable(
  'cup_entries',
  {
    /** Its team's cup (no foreign key: see CUP_ID_COPY). */
    cupId: uuid('cup_id').notNull(),
    stage: integer('stage').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => cupTeams.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamNumber: integer('team_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cup_entries_pk', columns: [t.cupId, t.stage, t.teamId] }),
    uniqueIndex('cup_entries_seat_uq').on(t.tournamentId, t.teamNumber),
    index('cup_entries_team_idx').on(t.teamId),
  ],
);
