/**
 * Rate limits of the account routes. Login counts only failed attempts, per client address and
 * per account identifier, so a player who logs in fine is never blocked but password guessing is;
 * reset e-mails are limited per address so nobody can flood someone's inbox.
 */
import type { RequestHandler } from 'express';
import { AUTH_TEXT, GAME_IDENTITY_CHANGES_PER_DAY, parseLoginPhone } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Longer input is not an identifier anyone has; it still gets a (truncated) key of its own. */
const KEY_MAX = 254;

type BodyKey = (body: unknown) => string | undefined;

const stringField = (body: unknown, field: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/** An e-mail as the account lookup matches it: trimmed and lower-cased. */
const emailKey: BodyKey = (body) => {
  const email = stringField(body, 'email');
  return email && `email:${email.trim().toLowerCase().slice(0, KEY_MAX)}`;
};

/**
 * A phone number as the account lookup matches it (parseLoginPhone): every spelling of one
 * number, with or without its country code, counts against the same limit.
 */
const phoneKey: BodyKey = (body) => {
  const typed = stringField(body, 'phone_number');
  if (!typed) return undefined;
  const phone = parseLoginPhone(typed.slice(0, KEY_MAX));
  return `phone:${phone ? phone.nationalNumber : 'unknown-country'}`;
};

const emailOrPhoneKey: BodyKey = (body) => emailKey(body) ?? phoneKey(body);

export const LOGIN_LIMITS = { perIdentifier: 10, perIp: 30, windowMs: 15 * MINUTE } as const;

export function authLimits(ctx: AppContext): Record<string, RequestHandler[]> {
  const login = { windowMs: LOGIN_LIMITS.windowMs, skipSuccessfulRequests: true, detail: AUTH_TEXT.tooManyLogins };
  const resetMail = {
    windowMs: 15 * MINUTE,
    detail: AUTH_TEXT.tooManyResets,
  };
  return {
    login: [
      rateLimit(ctx, { ...login, name: 'login-per-client', limit: LOGIN_LIMITS.perIp }),
      rateLimit(ctx, {
        ...login,
        name: 'login-per-account',
        limit: LOGIN_LIMITS.perIdentifier,
        keyByBody: emailOrPhoneKey,
      }),
    ],
    register: [rateLimit(ctx, { name: 'register', windowMs: 60 * MINUTE, limit: 20 })],
    resetMail: [
      rateLimit(ctx, { ...resetMail, name: 'reset-mail-per-client', limit: 20 }),
      rateLimit(ctx, { ...resetMail, name: 'reset-mail-per-address', limit: 5, keyByBody: emailKey }),
    ],
    resetWithToken: [rateLimit(ctx, { name: 'reset-with-token', windowMs: 15 * MINUTE, limit: 30 })],
    verifyPhone: [rateLimit(ctx, { name: 'verify-phone', windowMs: 15 * MINUTE, limit: 10 })],
    profile: [rateLimit(ctx, { name: 'profile', windowMs: MINUTE, limit: 20 })],
    // Saves a day per account (docs/product/results.md#game-identity); a refused one (a typo, a UID
    // taken) is not a change, but refusals have their own cap, so nobody probes which UIDs are taken.
    gameIdentity: [
      rateLimit(ctx, {
        name: 'game-identity-changes',
        windowMs: DAY,
        limit: GAME_IDENTITY_CHANGES_PER_DAY,
        skipFailedRequests: true,
        detail: AUTH_TEXT.tooManyIdentityChanges,
      }),
      rateLimit(ctx, { name: 'game-identity-attempts', windowMs: 60 * MINUTE, limit: 30 }),
    ],
    logout: [rateLimit(ctx, { name: 'logout', windowMs: MINUTE, limit: 20 })],
    // A stolen token must not become a way to guess the password: wrong current passwords count.
    changePassword: [
      rateLimit(ctx, { name: 'change-password', windowMs: 15 * MINUTE, limit: 10, skipSuccessfulRequests: true }),
    ],
  };
}
