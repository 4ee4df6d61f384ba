/** Answers and routes of the accounts (docs/product/api-calls.md#accounts), under /api/auth. */
import { z } from 'zod';
import { ROLES } from '../../constants.js';
import { LOCALES } from '../../i18n/locales.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  gameIdentitySchema,
  languageSchema,
  loginSchema,
  registerSchema,
  requestUsernameResetSchema,
  resetPasswordSchema,
  resetUsernameSchema,
  updateTiktokSchema,
  verifyPhoneSchema,
} from '../accounts.js';
import { coins, messageResponseSchema, timestamp } from './common.js';
import { defineRoutes } from './contract.js';

// ---- Answers ---------------------------------------------------------------------------------

/** The logged-in user (GET /api/auth/me, login and register answers). */
export const currentUserSchema = z
  .strictObject({
    id: z.uuid(),
    username: z.string(),
    codm_username: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    country_code: z.string(),
    tiktok_link: z.string(),
    role: z.enum(ROLES),
    purchased_coins: coins(),
    winnings_coins: coins(),
    coin_balance: coins().describe('purchased_coins + winnings_coins'),
    email_verified: z.boolean(),
    game_uid: z.string().nullable().describe('The in-game UID (digits); null until the player stores it.'),
    game_name: z.string().nullable().describe('The in-game name; null until the player stores it.'),
    language: z
      .enum(LOCALES)
      .nullable()
      .describe("The language the player chose; null until they choose (the browser's language is shown then)."),
    created_at: timestamp(),
  })
  .meta({ id: 'CurrentUser' });

/** One change of a game identity, as the account's history keeps it (`account_events.detail`). */
export const gameIdentityChangeSchema = z
  .strictObject({
    game_uid: z.strictObject({ from: z.string().nullable(), to: z.string() }),
    game_name: z.strictObject({ from: z.string().nullable(), to: z.string() }),
  })
  .meta({ id: 'GameIdentityChange' });

export const authResponseSchema = z
  .strictObject({
    access_token: z.string().describe('Send it as `Authorization: Bearer <access_token>`.'),
    token_type: z.literal('bearer'),
    user: currentUserSchema,
  })
  .meta({ id: 'AuthResponse' });

/** A password change: this session's token issued again (the one sent stops working). */
export const changePasswordResponseSchema = z
  .strictObject({
    message: z.string(),
    access_token: z
      .string()
      .describe("This session's new token: the one sent is refused from now on, as are the other sessions'."),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'ChangePasswordResponse' });

// ---- Routes ----------------------------------------------------------------------------------

const BAD_RESET_LINK = 'The reset link is invalid, expired or already used.';

export const ACCOUNT_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/auth/me',
    operationId: 'getCurrentUser',
    tag: 'Accounts',
    summary: 'The logged-in user',
    access: 'user',
    ok: { json: currentUserSchema, description: 'The user of the token, with current balances.' },
  },
  {
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    tag: 'Accounts',
    summary: 'Log in with an e-mail or a phone number',
    description: 'Send exactly one of `email` and `phone_number`. Only failed attempts count towards the limit.',
    access: 'anyone',
    rateLimited: true,
    body: loginSchema,
    ok: { json: authResponseSchema, description: 'A token and the user.' },
    errors: { 401: 'Unknown e-mail or phone, or a wrong password (one answer for both).' },
  },
  {
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    tag: 'Accounts',
    summary: 'Create a player account',
    access: 'anyone',
    rateLimited: true,
    body: registerSchema,
    ok: { status: 201, json: authResponseSchema, description: 'The new account, already logged in.' },
    errors: { 409: 'The e-mail, username or phone number belongs to another account.' },
  },
  {
    method: 'post',
    path: '/auth/verify-phone',
    operationId: 'verifyPhone',
    tag: 'Accounts',
    summary: 'Check a phone verification code',
    description:
      'No SMS is sent, so no code is ever valid: a well-formed request answers 400 "Invalid verification code".',
    access: 'anyone',
    rateLimited: true,
    body: verifyPhoneSchema,
    ok: { json: z.strictObject({ valid: z.literal(true) }), description: 'The code is valid.' },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    operationId: 'requestPasswordReset',
    tag: 'Accounts',
    summary: 'E-mail a password reset link',
    description: 'Answers the same whether or not an account has this e-mail.',
    access: 'anyone',
    rateLimited: true,
    body: forgotPasswordSchema,
    ok: { json: messageResponseSchema, description: 'The link is on its way, if the account exists.' },
  },
  {
    method: 'post',
    path: '/auth/request-username-reset',
    operationId: 'requestUsernameReset',
    tag: 'Accounts',
    summary: 'E-mail a username reset link',
    description: 'Answers the same whether or not an account has this e-mail.',
    access: 'anyone',
    rateLimited: true,
    body: requestUsernameResetSchema,
    ok: { json: messageResponseSchema, description: 'The link is on its way, if the account exists.' },
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    operationId: 'resetPassword',
    tag: 'Accounts',
    summary: 'Set a new password with a reset link',
    description: 'Ends every session of the account: their tokens stop working and their sockets are disconnected.',
    access: 'anyone',
    rateLimited: true,
    body: resetPasswordSchema,
    ok: { json: messageResponseSchema, description: 'The password is changed.' },
    errors: { 400: BAD_RESET_LINK },
  },
  {
    method: 'post',
    path: '/auth/reset-username',
    operationId: 'resetUsername',
    tag: 'Accounts',
    summary: 'Set a new username with a reset link',
    access: 'anyone',
    rateLimited: true,
    body: resetUsernameSchema,
    ok: {
      json: z.strictObject({ old_username: z.string(), new_username: z.string(), message: z.string() }),
      description: 'The username is changed.',
    },
    errors: { 400: BAD_RESET_LINK, 409: 'Another account has this username.' },
  },
  {
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    tag: 'Accounts',
    summary: 'Log out: end this session',
    description:
      "Ends the session of the token sent: the token is refused from now on and the session's sockets are disconnected, on every instance. The account's other sessions go on.",
    access: 'user',
    rateLimited: true,
    ok: { json: messageResponseSchema, description: 'The session has ended.' },
  },
  {
    method: 'post',
    path: '/auth/logout-everywhere',
    operationId: 'logoutEverywhere',
    tag: 'Accounts',
    summary: 'Log out everywhere: end every session of the account',
    description:
      'Ends every session of the account, this one included: every token issued so far is refused and every socket of the account is disconnected, on every instance.',
    access: 'user',
    rateLimited: true,
    ok: { json: messageResponseSchema, description: 'Every session has ended.' },
  },
  {
    method: 'post',
    path: '/auth/change-password',
    operationId: 'changePassword',
    tag: 'Accounts',
    summary: 'Change the password (the current one first)',
    description:
      "Ends the account's other sessions (their tokens are refused, their sockets disconnected). This session stays signed in with the token of the answer; the token sent is refused from now on.",
    access: 'user',
    rateLimited: true,
    body: changePasswordSchema,
    ok: { json: changePasswordResponseSchema, description: 'The password is changed.' },
    errors: {
      400: 'The current password is wrong, or the new one breaks a rule.',
      409: 'The password was changed elsewhere meanwhile.',
    },
  },
  {
    method: 'put',
    path: '/users/me/game-identity',
    operationId: 'setGameIdentity',
    tag: 'Accounts',
    summary: "Store the logged-in player's game UID and in-game name",
    description:
      '`game_uid` is a string of 6 to 20 ASCII digits (a JSON number is refused: it would lose leading zeros). ' +
      '`game_name` is 1 to 32 characters of any script, decorative Unicode included, after NFC and trimming; ' +
      'no control or text-direction characters, nor only invisible ones. A UID belongs to one account. Each ' +
      "change is written to the account's history, which admins read; 5 changes a day per account.",
    access: 'user',
    rateLimited: true,
    body: gameIdentitySchema,
    ok: {
      json: z.strictObject({ message: z.string(), user: currentUserSchema }),
      description: 'The identity is saved.',
    },
    errors: {
      409: 'The UID belongs to another account (`game_uid_taken`).',
      429: 'Too many changes today (`rate_limited`, with `Retry-After`).',
    },
  },
  {
    method: 'put',
    path: '/users/me/language',
    operationId: 'setLanguage',
    tag: 'Accounts',
    summary: "Store the logged-in player's language",
    description:
      "One of `en`, `hi`, `id`, `pt-BR`, `ar`. The player's pushes and e-mails are written in it, and so are the " +
      'answers to their requests that send no `Accept-Language`.',
    access: 'user',
    rateLimited: true,
    body: languageSchema,
    ok: {
      json: z.strictObject({ message: z.string(), user: currentUserSchema }),
      description: 'The language is saved.',
    },
  },
  {
    method: 'put',
    path: '/auth/update-tiktok',
    operationId: 'updateTiktokLink',
    tag: 'Accounts',
    summary: "Change the logged-in user's TikTok link",
    access: 'user',
    rateLimited: true,
    body: updateTiktokSchema,
    ok: {
      json: z.strictObject({ message: z.string(), user: currentUserSchema }),
      description: 'The link is saved.',
    },
  },
]);
