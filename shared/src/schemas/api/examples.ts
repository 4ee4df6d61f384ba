/**
 * An example body of every operation that takes JSON, typed by the operation's own body schema.
 * The API document shows the first of each as the body's example, and a contract test checks
 * that the document's JSON Schema accepts every one and that the server's parse of that body
 * accepts it too (server/test/contract/request-examples.test.ts): a body valid per the document
 * is never refused for its shape.
 */
import type { z } from 'zod';
import type { ACCOUNT_ROUTES } from './accounts.js';
import type { ADMIN_ROUTES } from './admin.js';
import type { CUP_ROUTES } from './cups.js';
import type { DISPUTE_ROUTES } from './disputes.js';
import type { HOST_ROUTES } from './hosts.js';
import type { MONEY_ROUTES } from './money.js';
import type { PLAY_ROUTES } from './play.js';
import type { PUSH_ROUTES } from './push.js';
import type { SERIES_ROUTES } from './series.js';
import type { SQUAD_ROUTES } from './squads.js';
import type { SYSTEM_ROUTES } from './system.js';
import type { TOURNAMENT_ROUTES } from './tournaments.js';
import type { VOID_ROUTES } from './voids.js';

type Route = (
  | typeof ACCOUNT_ROUTES
  | typeof TOURNAMENT_ROUTES
  | typeof VOID_ROUTES
  | typeof PLAY_ROUTES
  | typeof SQUAD_ROUTES
  | typeof SERIES_ROUTES
  | typeof DISPUTE_ROUTES
  | typeof HOST_ROUTES
  | typeof MONEY_ROUTES
  | typeof ADMIN_ROUTES
  | typeof PUSH_ROUTES
  | typeof SYSTEM_ROUTES
  | typeof CUP_ROUTES
)[number];
type JsonBodyRoute = Extract<Route, { body: z.ZodType }>;

/** For each operation with a JSON body: one example or more, each a body it accepts. */
export type RequestExamples = {
  [R in JsonBodyRoute as R['operationId']]: readonly [z.input<R['body']>, ...z.input<R['body']>[]];
};

const USER_ID = '3f1c2a9e-7b4d-4c1e-9a2f-5d6e7f8a9b0c';
const OTHER_USER_ID = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
const TOURNAMENT_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const RESET_TOKEN = 'q9XkR2mVb7LwT4yZs1NcD8fHj3GpA6uE0oIiKlMn5Qr';
const LATER = '2099-11-22T18:30:00Z';
const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf';

export const REQUEST_EXAMPLES: RequestExamples = {
  // ---- Accounts ----
  login: [
    { email: 'ace@example.com', password: 'correct horse' },
    { phone_number: '+44 7700 900123', password: 'correct horse' },
  ],
  register: [
    {
      full_name: 'Ada Shooter',
      codm_username: 'AceOfSpades',
      email: 'ace@example.com',
      password: 'correct horse',
      country_code: '+44',
      phone_number: '07700 900123',
      tiktok_link: '@ace_of_spades',
    },
  ],
  verifyPhone: [{ phone_number: '07700 900123', country_code: '+44', verification_code: '123456' }],
  requestPasswordReset: [{ email: 'ace@example.com' }],
  requestUsernameReset: [{ email: 'ace@example.com' }],
  resetPassword: [{ token: RESET_TOKEN, new_password: 'a new long password' }],
  resetUsername: [{ token: RESET_TOKEN, new_username: 'QueenOfSpades' }],
  setGameIdentity: [
    { game_uid: '6742091583', game_name: 'AceOfSpades' },
    { game_uid: '0012345678901234', game_name: '꧁༺𝕯𝖊𝖆𝖙𝖍༻꧂' },
  ],
  setLanguage: [{ language: 'hi' }, { language: 'pt-BR' }],
  updateTiktokLink: [{ tiktok_link: 'https://www.tiktok.com/@ace_of_spades' }, { tiktok_link: 'tiktok.com/@ace' }],
  changePassword: [{ current_password: 'correct horse', new_password: 'a new long password' }],

  // ---- Tournaments ----
  createTournament: [
    {
      title: 'Friday night squads',
      rules: JSON.stringify({ text: 'No emulators. Third-person only.', images: [] }),
      tiktok_username: '@ace_of_spades',
      template_type: 'isolated_squad',
      max_teams: 25,
      slots_per_team: 4,
      entry_fee: 10,
      creator_prize_contribution: 50,
      start_type: 'scheduled',
      start_date: LATER,
      require_game_identity: true,
      payout_hold_minutes: 30,
    },
    {
      title: 'Alcatraz duos, starts when full',
      rules: 'Be on time.',
      tiktok_username: 'tiktok.com/@ace',
      template_type: 'alcatraz_duo',
      max_teams: 20,
      slots_per_team: 2,
      start_type: 'when_full',
    },
  ],
  rescheduleTournament: [{ start_date: LATER }, { start_date: '2099-11-22T19:30:00.000+01:00' }],
  fullEditTournament: [
    { title: 'Friday night squads (rematch)', entry_fee: 20, max_teams: 20, start_date: LATER, entries_stopped: false },
    { require_game_identity: true },
  ],
  adminKickPlayer: [{ player_id: USER_ID, team_number: 3, slot_index: 1 }],
  selectTemplateImage: [{ template_id: 'blackout_solo' }],

  // ---- Play ----
  joinSlot: [
    { team_number: 2, slot_index: 0 },
    { tournament_id: TOURNAMENT_ID, team_number: 1, slot_index: 3 },
  ],
  putMatchResults: [
    {
      results: [
        { team_number: 3, placement: 1, kills: 9 },
        { team_number: 1, placement: 2, kills: 4 },
        { team_number: 2, placement: 3, kills: 0 },
      ],
    },
  ],
  joinTeam: [{ invite_code: 'K7QX4MZP9T' }, { invite_code: 'k7qx-4mzp-9t' }],
  sendRoomCode: [{ room_code: '7391 2204', room_link: 'https://codm.example/room/73912204', password: 'ace' }],
  postChatMessage: [{ message: 'Room code in five minutes, get ready!' }],
  selectWinners: [
    {
      winners: [
        { user_id: USER_ID, coins_awarded: 100, position: 1 },
        { user_id: OTHER_USER_ID, coins_awarded: 50, position: 2 },
      ],
    },
  ],
  postOpenLobby: [{ room_code: 'LOBBY42', map_selection: 'BR Blackout' }],
  fileDispute: [
    { reason: 'The kill feed shows team 2 won the last fight.' },
    { reason: 'Our placement in match 3 was entered as 5th, we were 2nd.', match: 3, team_number: 4 },
  ],
  resolveDispute: [
    { outcome: 'upheld', note: 'The replay shows team 2 won: the host will correct the results.' },
    { outcome: 'rejected', note: 'The result stands.' },
  ],

  // ---- Host trust ----
  setHostTrustSettings: [
    { new_host_events: 3, new_host_pool_cap: 1000 },
    { new_host_events: 0, new_host_pool_cap: 5000 },
  ],

  // ---- The automatic void ----
  setResultsDeadline: [{ results_deadline_hours: 24 }, { results_deadline_hours: 48 }],

  // ---- Coins ----
  setCoinPricing: [{ coins_5: 4.99, coins_10: 8.99, coins_15: 12.5, coins_20: 15 }],
  createCheckout: [{ package_id: 'package_10' }],
  transferCoins: [{ recipient_username: 'QueenOfSpades', amount: 5 }],
  convertWinnings: [{ winnings_amount: 5 }],
  requestCashOut: [
    {
      coins_to_convert: 25,
      requested_amount: 25,
      payment_method: 'paypal',
      paypal_first_name: 'Ada',
      paypal_surname: "O'Neil",
      paypal_email: 'ada@example.com',
      whatsapp_number: '+44 7700 900123',
    },
    {
      coins_to_convert: 40,
      payment_method: 'bank_transfer',
      account_holder_name: 'Anne-Marie',
      account_holder_surname: 'Dupont',
      bank_name: 'Example Bank',
      country: 'United Kingdom',
      account_number: '12345678',
      sort_code: '12-34-56',
      swift_bic: 'NWBKGB2L',
      iban: 'GB82 WEST 1234 5698 7654 32',
      address_line1: '1 High Street',
      city: 'London',
      postal_code: 'SW1A 1AA',
      whatsapp_number: '0044 7700 900123',
    },
  ],
  adjustCoins: [{ coin_balance: 120, reason: 'Refund of a double charge' }, { coin_balance: 0 }],
  adjustWinnings: [{ winnings_coins: 30, reason: null }],

  // ---- Push ----
  subscribePush: [
    {
      endpoint: PUSH_ENDPOINT,
      expirationTime: null,
      keys: {
        p256dh: 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    {
      endpoint: PUSH_ENDPOINT,
      keys: {
        p256dh: 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      kinds: ['room_code', 'reminder', 'check_in_open'],
    },
  ],
  unsubscribePush: [{ endpoint: PUSH_ENDPOINT }],

  // ---- Cups ----
  createCup: [
    {
      title: 'Sunday Squad Cup',
      rules: 'No emulators. A screenshot of every end screen.',
      tiktok_username: '@ace_of_spades',
      template_type: 'isolated_squad',
      max_teams: 2_048,
      entry_fee: 10,
      owner_contribution: 500,
      payout: [50, 25, 15, 10],
      payout_hold_minutes: 30,
      registration_closes_at: '2099-11-20T18:00:00Z',
      stages: [
        {
          teams_per_lobby: 25,
          matches: 6,
          best_of: 4,
          points: { preset: 'pubgm' },
          advance_per_lobby: 1,
          wildcards: 18,
          check_in_minutes: 15,
          starts_at: '2099-11-21T18:00:00Z',
        },
        {
          teams_per_lobby: 25,
          matches: 6,
          points: { preset: 'pubgm' },
          advance_per_lobby: 4,
          wildcards: 4,
          starts_at: '2099-11-21T21:00:00Z',
        },
        {
          teams_per_lobby: 20,
          matches: 6,
          points: { preset: 'pubgm' },
          advance_per_lobby: 0,
          wildcards: 0,
          starts_at: LATER,
        },
      ],
    },
    {
      title: 'Solo Blackout Cup',
      rules: 'Be on time.',
      tiktok_username: 'tiktok.com/@ace',
      template_type: 'blackout_solo',
      max_teams: 500,
      entry_fee: 0,
      payout: [100],
      registration_closes_at: '2099-11-20T18:00:00Z',
      stages: [
        {
          teams_per_lobby: 100,
          matches: 3,
          points: { preset: 'ffws', kill_points: 2 },
          advance_per_lobby: 10,
          wildcards: 0,
          starts_at: '2099-11-21T18:00:00Z',
        },
        {
          teams_per_lobby: 50,
          matches: 3,
          points: { preset: 'custom', placement: [20, 15, 10, 5] },
          advance_per_lobby: 0,
          wildcards: 0,
          starts_at: LATER,
        },
      ],
    },
  ],
  registerForCup: [{ team_name: 'Night Owls' }, {}],
  joinCupTeam: [{ invite_code: 'K7M2-Q9XR4P' }],
  seedCup: [{ mode: 'snake' }, { mode: 'random' }],
  setCupCoHosts: [{ usernames: ['host_two', 'host_three'] }, { usernames: [] }],
  setLobbyCoHost: [{ username: 'host_two' }, { username: null }],
  sendCupRoomCodes: [
    {
      lobbies: [
        { tournament_id: '7d7f1e2a-5b3c-4c1e-9f6a-2b8d4e0c1a11', room_code: '7214983', password: 'ace' },
        { tournament_id: '0c4b9a3e-8f21-4d6b-a7c5-3e9f1b2d6c22', room_code: '7214990', room_link: null },
      ],
    },
  ],
};
