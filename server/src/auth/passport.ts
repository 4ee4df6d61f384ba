/**
 * Bearer authentication through passport-jwt, for HTTP and the socket handshake alike: both run
 * the same JwtStrategy, whose verify step accepts a token only while it belongs to the user's
 * current session and the account is open (auth/sessions.ts). `authenticate` resolves the user
 * when a valid token is present (anonymous otherwise); `requireUser` / `requireAdmin` /
 * `requireSuperAdmin` then gate the route. The user row is read fresh on every request: no
 * instance keeps a copy.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { ACCESS_TEXT, isAdminRole, isSuperAdmin } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { forbidden, unauthorized } from '../domain/errors.js';
import { asStep } from '../http/steps.js';
import { runStrategy } from './run-strategy.js';
import { sessionUser } from './sessions.js';
import { accessTokenClaims, jwtKey } from './tokens.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport's `req.user` is our user row.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

/** The user a request's bearer token speaks for: null for a forged, expired or ended one. */
export type TokenVerifier = (req: Pick<Request, 'headers'>) => Promise<UserRow | null>;

/** One strategy per app (no global state: tests run several apps). */
export function tokenVerifier(ctx: AppContext): TokenVerifier {
  const strategy = new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken as is; its typings only list string | Buffer.
      secretOrKey: jwtKey(ctx.config) as unknown as string,
      algorithms: ['HS256'],
    },
    (payload: unknown, done: (err: unknown, user?: UserRow | false) => void) => {
      const claims = accessTokenClaims(payload);
      if (!claims) return done(null, false);
      sessionUser(ctx, claims).then(
        (user) => done(null, user ?? false),
        (err) => done(err),
      );
    },
  );
  return (req) => runStrategy<UserRow>(strategy, req);
}

/** The same verification for a token that did not come in a header (the socket handshake). */
export const bearer = (token: string): Pick<Request, 'headers'> => ({ headers: { authorization: `Bearer ${token}` } });

/** Resolves `req.user` from the Authorization header; a request without one stays anonymous. */
export function createAuthenticator(ctx: AppContext): RequestHandler {
  const verify = tokenVerifier(ctx);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.headers.authorization) return next();
    verify(req).then((user) => {
      if (!user) return next(unauthorized(ACCESS_TEXT.invalidToken));
      req.user = user;
      next();
    }, next);
  };
}

export const requireUser = asStep('authenticate', (req, _res, next) => next(req.user ? undefined : unauthorized()));
export const requireAdmin = asStep('authenticate', (req, _res, next) =>
  next(!req.user ? unauthorized() : isAdminRole(req.user.role) ? undefined : forbidden(ACCESS_TEXT.adminOnly)),
);
export const requireSuperAdmin = asStep('authenticate', (req, _res, next) =>
  next(!req.user ? unauthorized() : isSuperAdmin(req.user) ? undefined : forbidden(ACCESS_TEXT.superAdminOnly)),
);

/** The logged-in user of a route behind `requireUser`. */
export function currentUser(req: Request): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}
