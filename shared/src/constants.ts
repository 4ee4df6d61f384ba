/**
 * Business constants of the product (docs/product/limits.md).
 * The one place these numbers live: server rules and client forms both import them.
 */

export const ROLES = ['player', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that administer the hub (the server's SQL twin: services/tournaments/policy.ts managedBySql). */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];
export const isAdminRole = (role: string | null | undefined): boolean => ADMIN_ROLES.includes(role as Role);

/** Phone country codes offered at registration; +44 is the default. */
export const COUNTRY_CODES = [
  { code: '+1', label: 'US/CA' },
  { code: '+44', label: 'UK' },
  { code: '+49', label: 'DE' },
  { code: '+33', label: 'FR' },
  { code: '+34', label: 'ES' },
  { code: '+91', label: 'IN' },
  { code: '+86', label: 'CN' },
  { code: '+81', label: 'JP' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+44';

export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_RESET = 8;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Generic text limits so no field can carry a 100 kB payload. */
export const TEXT_MAX = 200;

/** A game identity (docs/product/results.md#game-identity): the UID's digits and the in-game name's characters. */
export const GAME_UID_MIN = 6;
export const GAME_UID_MAX = 20;
export const GAME_NAME_MAX = 32;
/** How many times a day an account may change its game identity (routes/accounts/limits.ts). */
export const GAME_IDENTITY_CHANGES_PER_DAY = 5;
export const LONG_TEXT_MAX = 10_000;
export const PASSWORD_MAX = 128;
export const TITLE_MAX = 100;
export const RULES_MAX = LONG_TEXT_MAX;
/** Upper bound for any single coin amount in a request (far below 2^31). */
export const MAX_COIN_AMOUNT = 1_000_000;

// ---- Money -----------------------------------------------------------------

export const COIN_PACKAGES = [
  { id: 'package_5', coins: 5, priceKey: 'coins_5', defaultPricePence: 783 },
  { id: 'package_10', coins: 10, priceKey: 'coins_10', defaultPricePence: 1405 },
  { id: 'package_15', coins: 15, priceKey: 'coins_15', defaultPricePence: 2027 },
  { id: 'package_20', coins: 20, priceKey: 'coins_20', defaultPricePence: 2648 },
] as const;
export type CoinPackage = (typeof COIN_PACKAGES)[number];
export type PackageId = CoinPackage['id'];
export type PriceKey = CoinPackage['priceKey'];
export const PACKAGE_IDS = COIN_PACKAGES.map((p) => p.id) as [PackageId, ...PackageId[]];

export const CASHOUT_MIN = 10;
export const CONVERT_MIN = 5;
export const TRANSFER_MIN = 1;
export const CASHOUT_STATUSES = ['pending', 'money_on_the_way', 'paid', 'rejected'] as const;
export type CashoutStatus = (typeof CASHOUT_STATUSES)[number];
export const PAYMENT_METHODS = ['paypal', 'bank_transfer'] as const;

export const SUPPORT_WHATSAPP_NUMBER = '+44 7700 900123';
export const SUPPORT_WHATSAPP_LINK = 'https://wa.me/447700900123';

// ---- Tournaments -------------------------------------------------------------

export const MAPS = ['BR Isolated', 'BR Blackout', 'BR Alcatraz'] as const;
export type MapName = (typeof MAPS)[number];
export const DEFAULT_LOBBY_MAP: MapName = 'BR Isolated';

export const TEMPLATE_MAPS = [
  { key: 'alcatraz', name: 'Alcatraz', map: 'BR Alcatraz', players: 40 },
  { key: 'isolated', name: 'Isolated', map: 'BR Isolated', players: 100 },
  { key: 'blackout', name: 'Blackout', map: 'BR Blackout', players: 100 },
] as const;
export const TEMPLATE_FORMATS = [
  { key: 'squad', name: 'Squad', slotsPerTeam: 4 },
  { key: 'duo', name: 'Duo', slotsPerTeam: 2 },
  { key: 'solo', name: 'Solo', slotsPerTeam: 1 },
] as const;

export interface TournamentTemplate {
  /** e.g. `isolated_squad` */
  id: string;
  map: (typeof TEMPLATE_MAPS)[number]['key'];
  format: (typeof TEMPLATE_FORMATS)[number]['key'];
  name: string;
  mapName: MapName;
  maxTeams: number;
  slotsPerTeam: number;
  maxPlayers: number;
}

/** The 9 templates (docs/product/tournaments.md#templates-and-sizes): {alcatraz, isolated, blackout} x {squad, duo, solo}. */
export const TOURNAMENT_TEMPLATES: readonly TournamentTemplate[] = TEMPLATE_MAPS.flatMap((m) =>
  TEMPLATE_FORMATS.map((f) => ({
    id: `${m.key}_${f.key}`,
    map: m.key,
    format: f.key,
    name: `${m.name} ${f.name}`,
    mapName: m.map,
    maxTeams: m.players / f.slotsPerTeam,
    slotsPerTeam: f.slotsPerTeam,
    maxPlayers: m.players,
  })),
);
export const TEMPLATE_IDS = TOURNAMENT_TEMPLATES.map((t) => t.id) as [string, ...string[]];
export const findTemplate = (id: string | null | undefined): TournamentTemplate | undefined =>
  TOURNAMENT_TEMPLATES.find((t) => t.id === id);

/** Artwork of a template, shipped with the server. */
export const templateImageUrl = (templateId: string): string => `/static/templates/${templateId}.svg`;
/** The same artwork as a card-sized picture (scripts/make-template-art.mjs; cardImageUrl in ./images.ts). */
export const templateCardImageUrl = (templateId: string): string => `/static/templates/${templateId}.webp`;

/** Slots-per-team label: 1 Solo, 2 Duo, 3 Trio, otherwise Squad. */
export const formatLabel = (slotsPerTeam: number): string =>
  slotsPerTeam === 1 ? 'Solo' : slotsPerTeam === 2 ? 'Duo' : slotsPerTeam === 3 ? 'Trio' : 'Squad';

export const SLOTS_PER_TEAM_FALLBACK_MAX = 10;
/** Page size of GET /api/tournaments (the grid shows more on demand). */
export const TOURNAMENT_LIST_DEFAULT_LIMIT = 30;
export const TOURNAMENT_LIST_MAX_LIMIT = 100;
export const ADMIN_EDIT_SLOTS_MAX = 4;
export const TOURNAMENT_DEFAULTS = {
  entryFee: 10,
  maxTeams: 25,
  slotsPerTeam: 4,
  startType: 'scheduled',
  creatorPrizeContribution: 0,
  description: 'Tournament Rules',
  status: 'pending',
} as const;
export const CONTRIBUTION_MIN_IF_ANY = 10;
export const DEFAULT_AUTO_APPROVAL_PRICE = 5;
/** New hosts (docs/product/trust.md#new-hosts): clean completed events that lift the limits, by default. */
export const DEFAULT_NEW_HOST_EVENTS = 3;
export const NEW_HOST_EVENTS_MAX = 100;
/** The largest possible prize pool of a new host's tournament, by default, in coins. */
export const DEFAULT_NEW_HOST_POOL_CAP = 1_000;
/** The highest cap the super admin may set (a sane ceiling, not a rule of the game). */
export const NEW_HOST_POOL_CAP_MAX = 10_000_000;
export const IMAGE_MAX_BYTES = 5_242_880;
export const CHAT_MESSAGE_MAX = 500;
export const START_TYPES = ['scheduled', 'when_full'] as const;
export const TOURNAMENT_STATUSES = ['pending', 'upcoming', 'live', 'completed'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
/**
 * Why a seated viewer's seat cannot be left or switched (a tournament answer's
 * `viewer.seat_lock_reason`), the first that applies in this order: the room code comes before
 * stopped entries, as it is why a refund is gone for good (shared/src/rules/tournament.ts).
 */
export const SEAT_LOCK_REASONS = ['finalized', 'not_approved', 'room_code_sent', 'entries_stopped'] as const;
/** Finalized tournaments are swept this long after finalization. */
export const DELETION_DELAY_MS = 24 * 60 * 60 * 1000;
/** Seated players are reminded this long before a scheduled start. */
export const START_REMINDER_LEAD_MS = 10 * 60 * 1000;

// ---- Squads, check-in and the waitlist (docs/product/squads.md) ----------------------------
/** How long a reserved team's other slots stay held for the captain's squad, by default (SQUAD_HOLD_MINUTES). */
export const SQUAD_HOLD_MINUTES_DEFAULT = 30;
/** How long a freed seat stays offered to the first player of the waitlist, by default (WAITLIST_OFFER_SECONDS). */
export const WAITLIST_OFFER_SECONDS_DEFAULT = 180;
/** check_in_minutes is 0 (no check-in) or one of these minutes before a scheduled start. */
export const CHECK_IN_MINUTES_MIN = 5;
export const CHECK_IN_MINUTES_MAX = 60;
/** code_grace_minutes: the room code is due this long after the start (docs/product/trust.md#room-code-deadline). */
export const CODE_GRACE_MINUTES_MIN = 5;
export const CODE_GRACE_MINUTES_MAX = 60;
export const CODE_GRACE_MINUTES_DEFAULT = 10;
/** results_deadline_hours: results are due this long after the start (docs/product/trust.md#results-deadline). */
export const RESULTS_DEADLINE_HOURS_MIN = 1;
export const RESULTS_DEADLINE_HOURS_MAX = 168;
export const RESULTS_DEADLINE_HOURS_DEFAULT = 24;
/** Why a tournament was voided (docs/product/trust.md). */
export const VOID_REASONS = ['no_room_code', 'no_results'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];
/** Invite codes: no 0/O or 1/I/L look-alikes; 10 characters of 31 carry about 49 bits. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 10;
/** The query parameter of an invite link: /tournaments/{id}?invite=CODE */
export const INVITE_QUERY_PARAM = 'invite';
export const OPEN_LOBBY_ACTIVE_MS = 60 * 60 * 1000;
export const OPEN_LOBBIES_SHOWN = 5;
export const RECENT_VICTORIES_SHOWN = 5;
export const TOP_WINNERS_SHOWN = 3;
export const LEADERBOARD_TIME_ZONE = 'Europe/London';

/**
 * How a tournament's start time reads wherever it is shown (its card in the viewer's zone, its
 * link preview in the product's): "Sat 14 Mar, 20:00 GMT", the zone named.
 */
export const START_TIME_FORMAT = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

// ---- Client timings (docs/product/limits.md#client-timings) -------------------

export const TIMINGS = {
  mainListRefreshMs: 30_000,
  pendingListRefreshMs: 30_000,
  chatPollMs: 5_000,
  paymentDialogPollMs: 5_000,
  adminCashoutChatPollMs: 2_000,
  accountListsRefreshMs: 15_000,
  purchaseLinksRefreshMs: 30_000,
  countdownRefreshMs: 60_000,
  /** The mean wait before the first reconnect attempt; later ones double, with jitter, up to the max. */
  socketReconnectMs: 2_000,
  socketReconnectMaxMs: 30_000,
  roomHighlightMs: 10_000,
  roomToneEveryMs: 2_000,
  roomToastMs: 8_000,
  reloadAfterRoomCodeMs: 2_000,
  insufficientCoinsRedirectMs: 2_000,
  toastMs: 4_000,
} as const;

// ---- Browser storage keys (docs/product/accounts.md#remember-me) ----------------
export const STORAGE_KEYS = { token: 'token', savedLogin: 'savedLogin', rememberMe: 'rememberMe' } as const;
/**
 * A cookie that says only "this browser holds a login" (never the token: the API reads bearer
 * tokens alone), so the server can draw a visitor's first card into the web app's shell without
 * showing a player a visitor's card (docs/design/phones.md#the-app-shell).
 */
export const SIGNED_IN_HINT_COOKIE = 'squadhub_signed_in';

// ---- Payout hold and disputes (docs/product/trust.md#payout-hold) ----
/** The hold lengths a tournament may choose, in minutes; 0 pays at once. */
export const PAYOUT_HOLD_MINUTES = [0, 15, 30, 60, 180, 720, 1440] as const;
export type PayoutHoldMinutes = (typeof PAYOUT_HOLD_MINUTES)[number];
/** What the create dialog proposes (the API's default is 0, which pays at once). */
export const PAYOUT_HOLD_PROPOSED: PayoutHoldMinutes = 30;
export const PAYOUT_STATES = ['held', 'disputed', 'paid'] as const;
export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 1_000;
export const DISPUTE_NOTE_MAX = 1_000;
/** Evidence images one dispute may carry. */
export const DISPUTE_EVIDENCE_MAX = 3;
// ---- Reading a screenshot (docs/product/results.md#reading-a-screenshot) ----------------------
/**
 * The shorter side a result screenshot has at least: the smallest phone screens are 720 px, and a
 * screen shrunk below 360 px no longer shows its small labels legibly.
 */
export const RESULT_SCREEN_MIN_SIDE = 360;
