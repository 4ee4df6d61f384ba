/**
 * Rate limits of the account routes. Login counts only failed attempts, per IP and per typed
 * identifier, so a player who logs in fine is never blocked but password guessing is; reset
 * e-mails are limited per address so nobody can flood someone's inbox.
 */
import type { RequestHandler } from 'express';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';

const MINUTE = 60_000;

/** A string field of an untrusted body, lower-cased, for use as a limiter key. */
const bodyKey =
  (...fields: string[]) =>
  (body: unknown): string | undefined => {
    if (!body || typeof body !== 'object') return undefined;
    for (const f of fields) {
      const v = (body as Record<string, unknown>)[f];
      if (typeof v === 'string' && v.trim()) return `${f}:${v.trim().toLowerCase().slice(0, 254)}`;
    }
    return undefined;
  };

export const LOGIN_LIMITS = { perIdentifier: 10, perIp: 30, windowMs: 15 * MINUTE } as const;
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please wait 15 minutes and try again.';

export function authLimits(ctx: AppContext): Record<string, RequestHandler[]> {
  const login = { windowMs: LOGIN_LIMITS.windowMs, skipSuccessfulRequests: true, detail: TOO_MANY_LOGINS };
  const resetMail = {
    windowMs: 15 * MINUTE,
    detail: 'Too many reset requests. Please wait a few minutes and try again.',
  };
  return {
    login: [
      rateLimit(ctx, { ...login, limit: LOGIN_LIMITS.perIp }),
      rateLimit(ctx, { ...login, limit: LOGIN_LIMITS.perIdentifier, keyByBody: bodyKey('email', 'phone_number') }),
    ],
    register: [rateLimit(ctx, { windowMs: 60 * MINUTE, limit: 20 })],
    resetMail: [
      rateLimit(ctx, { ...resetMail, limit: 20 }),
      rateLimit(ctx, { ...resetMail, limit: 5, keyByBody: bodyKey('email') }),
    ],
    resetWithToken: [rateLimit(ctx, { windowMs: 15 * MINUTE, limit: 30 })],
    verifyPhone: [rateLimit(ctx, { windowMs: 15 * MINUTE, limit: 10 })],
    profile: [rateLimit(ctx, { windowMs: MINUTE, limit: 20 })],
  };
}
