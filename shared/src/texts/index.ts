/**
 * The catalogue of user-facing texts, one file per domain (accounts, tournaments, play, money,
 * admin, common). Every sentence a user reads as a message lives here and is imported from
 * `@squadhub/shared` by the server and the client alike (docs/product/texts.md#where-texts-live).
 *
 * `VALIDATION` (form and API validation; the same zod schemas use them on both sides),
 * `FALLBACK` (shown by the client when the server sent no `detail`) and `SUCCESS`
 * (confirmations) are assembled here from each domain's part.
 */
import { ACCOUNT_FALLBACK, ACCOUNT_SUCCESS, ACCOUNT_VALIDATION } from './accounts.js';
import { ADMIN_FALLBACK, ADMIN_SUCCESS, ADMIN_VALIDATION } from './admin.js';
import { MONEY_FALLBACK, MONEY_SUCCESS, MONEY_VALIDATION } from './money.js';
import { PLAY_FALLBACK, PLAY_SUCCESS, PLAY_VALIDATION } from './play.js';
import { TOURNAMENT_FALLBACK, TOURNAMENT_SUCCESS, TOURNAMENT_VALIDATION } from './tournaments.js';

export * from './accounts.js';
export * from './admin.js';
export * from './codes.js';
export * from './common.js';
export * from './cups.js';
export * from './hosts.js';
export * from './money.js';
export * from './money-history.js';
export * from './payouts.js';
export * from './play.js';
export * from './push.js';
export * from './results.js';
export * from './screens/index.js';
export * from './series.js';
export * from './squad-labels.js';
export * from './squads.js';
export * from './tournaments.js';
export * from './voids.js';

export const VALIDATION = {
  ...ACCOUNT_VALIDATION,
  ...TOURNAMENT_VALIDATION,
  ...PLAY_VALIDATION,
  ...MONEY_VALIDATION,
  ...ADMIN_VALIDATION,
} as const;

export const FALLBACK = {
  ...ACCOUNT_FALLBACK,
  ...TOURNAMENT_FALLBACK,
  ...PLAY_FALLBACK,
  ...MONEY_FALLBACK,
  ...ADMIN_FALLBACK,
} as const;

export const SUCCESS = {
  ...ACCOUNT_SUCCESS,
  ...TOURNAMENT_SUCCESS,
  ...PLAY_SUCCESS,
  ...MONEY_SUCCESS,
  ...ADMIN_SUCCESS,
} as const;
