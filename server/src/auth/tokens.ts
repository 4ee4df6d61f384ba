/** Access tokens: HS256 JWTs carrying the user id and the session version they were issued under. */
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../config/config.js';

const keys = new WeakMap<Config, KeyObject>();

/**
 * The HS256 key as a KeyObject, built once per configuration. Given a plain string, jsonwebtoken
 * first tries (and fails) to parse it as a PEM public key on every call, which cost a fifth of
 * the CPU of an authenticated request in the auth/me bench.
 */
export function jwtKey(config: Config): KeyObject {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'))));
  return key;
}

export interface AccessTokenClaims {
  sub: string;
  /** The user's `session_version` when the token was issued (see auth/sessions.ts). */
  sv: number;
}

/** The claims of a verified token, or null when they are not ours (no subject, no session version). */
export function accessTokenClaims(claims: unknown): AccessTokenClaims | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, sv } = claims as { sub?: unknown; sv?: unknown };
  return typeof sub === 'string' && Number.isSafeInteger(sv) ? { sub, sv: sv as number } : null;
}

type SessionHolder = { id: string; sessionVersion: number };

/** The claims of a token issued to `user` now (for a caller that acts as the user without one: the seed). */
export const claimsOf = (user: SessionHolder): AccessTokenClaims => ({ sub: user.id, sv: user.sessionVersion });

export function issueAccessToken(config: Config, user: SessionHolder): string {
  const claims = claimsOf(user);
  return jwt.sign({ sv: claims.sv }, jwtKey(config), {
    subject: claims.sub,
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
    algorithm: 'HS256',
  });
}
