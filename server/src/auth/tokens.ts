/**
 * Access tokens: HS256 JWTs carrying the user id, the session they belong to and the user's session
 * version they were issued under (auth/sessions.ts), with our issuer and audience and an expiry.
 */
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../config/config.js';

const keys = new WeakMap<Config, KeyObject>();

/**
 * The HS256 key as a KeyObject, built once per configuration. Given a plain string, jsonwebtoken
 * first tries (and fails) to parse it as a PEM public key on every call, a large share of an
 * authenticated request's CPU (docs/scale/request-pipeline.md#earlier-cuts).
 */
export function jwtKey(config: Config): KeyObject {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'))));
  return key;
}

/** What the verifier (auth/passport.ts) asks of every token besides its signature and expiry. */
export const tokenChecks = (config: Config) => ({ issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE });

export interface AccessTokenClaims {
  sub: string;
  /** The user's `session_version` when the token was issued (see auth/sessions.ts). */
  sv: number;
  /** The session the token belongs to: a logout ends it alone (see auth/sessions.ts). */
  sid: string;
  /** When the token expires, in seconds since the epoch (a token without one is refused). */
  exp: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of a verified token, or null when they are not ours: no subject, no session version,
 * no session id, or no expiry (jsonwebtoken checks `exp` only when a token has one, so a token
 * signed without it would never expire).
 */
export function accessTokenClaims(claims: unknown): AccessTokenClaims | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, sv, sid, exp } = claims as { sub?: unknown; sv?: unknown; sid?: unknown; exp?: unknown };
  return typeof sub === 'string' &&
    Number.isSafeInteger(sv) &&
    typeof sid === 'string' &&
    UUID.test(sid) &&
    typeof exp === 'number' &&
    Number.isFinite(exp)
    ? { sub, sv: sv as number, sid, exp }
    : null;
}

type SessionHolder = { id: string; sessionVersion: number };

/**
 * The claims of a token issued to `user` now, in a new session (for a caller that acts as the user
 * without one: the seed). Its `exp` is only a placeholder: nothing checks it outside a token.
 */
export const claimsOf = (user: SessionHolder, sessionId: string = randomUUID()): AccessTokenClaims => ({
  sub: user.id,
  sv: user.sessionVersion,
  sid: sessionId,
  exp: Math.floor(Date.now() / 1000),
});

/** A token for `user`: a new session unless `sessionId` names the one it continues (a password change). */
export function issueAccessToken(config: Config, user: SessionHolder, sessionId?: string): string {
  const claims = claimsOf(user, sessionId);
  return jwt.sign({ sv: claims.sv, sid: claims.sid }, jwtKey(config), {
    subject: claims.sub,
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
    ...tokenChecks(config),
    algorithm: 'HS256',
  });
}
