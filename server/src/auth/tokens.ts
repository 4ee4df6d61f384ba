/** Access tokens: HS256 JWTs carrying the user id; the user row is re-read on every request. */
import jwt from 'jsonwebtoken';
import type { Config } from '../config/config.js';

export interface AccessTokenClaims {
  sub: string;
}

export function issueAccessToken(config: Config, userId: string): string {
  return jwt.sign({}, config.JWT_SECRET, {
    subject: userId,
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
    algorithm: 'HS256',
  });
}

/** The user id of a valid token, or null for a forged, expired or malformed one. */
export function verifyAccessToken(config: Config, token: string): string | null {
  try {
    const claims = jwt.verify(token, config.JWT_SECRET, { algorithms: ['HS256'] });
    return typeof claims === 'object' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
