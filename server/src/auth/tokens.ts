/** Access tokens: HS256 JWTs carrying the user id and a stamp of the password they were issued under. */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
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
  /** Stamp of the password the token was issued under (see `passwordStamp`). */
  pwd?: string;
}

/**
 * A short digest of the stored password hash. Tokens carry it, and a token whose stamp no longer
 * matches the user's current password is refused: a password reset signs out every session.
 */
export const passwordStamp = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/** Does this token still belong to this user's current password? (Tokens without a stamp: tests only.) */
export const tokenMatchesPassword = (claims: { pwd?: unknown }, passwordHash: string): boolean =>
  claims.pwd === undefined || claims.pwd === passwordStamp(passwordHash);

export function issueAccessToken(config: Config, userId: string, passwordHash?: string): string {
  return jwt.sign(passwordHash ? { pwd: passwordStamp(passwordHash) } : {}, jwtKey(config), {
    subject: userId,
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
    algorithm: 'HS256',
  });
}

/** The claims of a valid token, or null for a forged, expired or malformed one. */
export function verifyAccessToken(config: Config, token: string): AccessTokenClaims | null {
  try {
    const claims = jwt.verify(token, jwtKey(config), { algorithms: ['HS256'] });
    return typeof claims === 'object' && typeof claims.sub === 'string' ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}
