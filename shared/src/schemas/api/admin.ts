/**
 * Answers and routes of the admin players' panel (docs/product/money.md, docs/product/roles.md): searching players,
 * their details, coin and winnings adjustments, and closing an account.
 */
import { z } from 'zod';
import { CASHOUT_STATUSES, ROLES } from '../../constants.js';
import { uuidParam } from '../common.js';
import { adjustCoinsSchema, adjustWinningsSchema, adminPlayersQuery } from '../money.js';
import { gameIdentityChangeSchema } from './accounts.js';
import { coins, timestamp } from './common.js';
import { defineRoutes } from './contract.js';

const PLAYER_NOT_FOUND = 'No such player.';

export const playerSummarySchema = z
  .strictObject({
    user_id: z.uuid(),
    username: z.string(),
    is_demo: z.boolean().describe('A demo account (seeded), listed only with `include_demo=true`.'),
    codm_username: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    purchased_coins: coins(),
    winnings_coins: coins(),
  })
  .meta({ id: 'PlayerSummary' });

export const playerDetailsSchema = z
  .strictObject({
    user_id: z.uuid(),
    username: z.string(),
    full_name: z.string(),
    codm_username: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    phone_number: z.string().nullable(),
    country_code: z.string(),
    created_at: timestamp(),
    tiktok_link: z.string(),
    role: z.enum(ROLES),
    purchased_coins: coins(),
    winnings_coins: coins(),
    coin_balance: coins(),
    total_coins_won_all_time: coins(),
    total_purchased: z.number().describe('£ paid for coins.'),
    tournaments_participated: z.int().min(0),
    total_tournaments_won: z.int().min(0),
    tournaments_won: z.array(z.strictObject({ tournament_name: z.string(), won_at: timestamp(), coins_won: coins() })),
    purchase_history: z.array(
      z.strictObject({ description: z.string(), date: timestamp(), amount: z.number().describe('In £.') }),
    ),
    cashout_history: z.array(
      z.strictObject({
        coins_amount: coins(),
        currency_amount: z.number().describe('In £.'),
        status: z.enum(CASHOUT_STATUSES),
        created_at: timestamp(),
        processed_at: timestamp().nullable(),
      }),
    ),
    total_transactions: z.int().min(0).describe('Balance movements of this player in the ledger.'),
    adjustment_history: z
      .array(
        z.strictObject({
          bucket: z.enum(['purchased', 'winnings']),
          old_value: coins(),
          new_value: coins(),
          reason: z.string().nullable().describe('Why, in the admin’s words; null when none was given.'),
          admin_username: z.string().nullable(),
          created_at: timestamp(),
        }),
      )
      .describe('The admins’ coin and winnings adjustments, newest first (the latest 50).'),
    game_uid: z.string().nullable().describe('The in-game UID; null when none is stored.'),
    game_name: z.string().nullable(),
    account_history: z
      .array(
        z.strictObject({
          kind: z.literal('game_identity_set'),
          detail: gameIdentityChangeSchema,
          created_at: timestamp(),
        }),
      )
      .describe('Changes of the account made by its player (the game identity), newest first (the latest 50).'),
  })
  .meta({ id: 'PlayerDetails' });

export const ADMIN_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/admin/players',
    operationId: 'listPlayers',
    tag: 'Admin',
    summary: 'Search players',
    description:
      'Matches any part of the username, e-mail, phone number, CODM name or full name, ignoring case. Demo ' +
      'accounts only with `include_demo=true`. One page, newest first; without `before`, the first page.',
    access: 'admin',
    query: adminPlayersQuery,
    ok: {
      json: z.strictObject({
        players: z.array(playerSummarySchema).describe('Newest first.'),
        next_before: z
          .string()
          .nullable()
          .describe('Pass as `before` for the next page; null when this page is the last.'),
      }),
      description: 'One page of the matching players.',
    },
  },
  {
    method: 'get',
    path: '/admin/players/{id}/details',
    operationId: 'getPlayerDetails',
    tag: 'Admin',
    summary: "A player's account and money history",
    access: 'admin',
    params: uuidParam,
    ok: { json: playerDetailsSchema, description: 'Everything the details view shows.' },
    errors: { 404: PLAYER_NOT_FOUND },
  },
  {
    method: 'put',
    path: '/admin/players/{id}/adjust-coins',
    operationId: 'adjustCoins',
    tag: 'Admin',
    summary: "Set a player's purchased coins",
    description:
      "Recorded in the ledger under the admin's name, with the optional `reason` (one line, at most 200 characters).",
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    body: adjustCoinsSchema,
    ok: {
      json: z.strictObject({ username: z.string(), old_balance: coins(), new_balance: coins() }),
      description: 'The balance before and after.',
    },
    errors: { 404: PLAYER_NOT_FOUND },
  },
  {
    method: 'put',
    path: '/admin/players/{id}/adjust-winnings',
    operationId: 'adjustWinnings',
    tag: 'Admin',
    summary: "Set a player's winnings",
    description:
      "Recorded in the ledger under the admin's name, with the optional `reason` (one line, at most 200 characters).",
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    body: adjustWinningsSchema,
    ok: {
      json: z.strictObject({ username: z.string(), old_winnings: coins(), new_winnings: coins() }),
      description: 'The winnings before and after.',
    },
    errors: { 404: PLAYER_NOT_FOUND },
  },
  {
    method: 'delete',
    path: '/admin/players/{id}',
    operationId: 'deletePlayer',
    tag: 'Admin',
    summary: 'Close a player account',
    description:
      'Refunds their seats, created tournaments (which are deleted) and pending cash-outs, then anonymises the ' +
      'account and ends its sessions. The money history stays.',
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    ok: {
      json: z.strictObject({
        message: z.string(),
        deleted_tournaments: z.int().min(0),
        tournament_ids: z.array(z.uuid()),
      }),
      description: 'The account is closed.',
    },
    errors: {
      400: 'The admin named their own account.',
      403: 'A super admin account cannot be deleted.',
      404: PLAYER_NOT_FOUND,
    },
  },
]);
