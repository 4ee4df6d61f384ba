/** Access tokens: HS256 JWTs carrying the user id; the user row is re-read on every request. */
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
}

export function issueAccessToken(config: Config, userId: string): string {
  return jwt.sign({}, jwtKey(config), {
    subject: userId,
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
    algorithm: 'HS256',
  });
}

/** The user id of a valid token, or null for a forged, expired or malformed one. */
export function verifyAccessToken(config: Config, token: string): string | null {
  try {
    const claims = jwt.verify(token, jwtKey(config), { algorithms: ['HS256'] });
    return typeof claims === 'object' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
