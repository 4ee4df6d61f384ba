/**
 * Bearer authentication through passport-jwt, for HTTP and the socket handshake alike: both run
 * the same JwtStrategy, which accepts a token signed by us, with an expiry not yet past, our issuer
 * and audience, and carrying our claims. A token then speaks for its user only while its session
 * has not ended and the account is open (auth/sessions.ts), read fresh from the database: no
 * instance keeps a copy.
 *
 * Over HTTP the two checks are two steps (docs/architecture.md#request-flow): `checkToken`, in
 * the API pipeline, refuses a forged or expired token with 401 and keeps its claims; the route's
 * access step (auth/access.ts) then reads the session's user (`loadSessionUser`) and gates the
 * route with `requireUser` / `requireAdmin` / `requireSuperAdmin`. A route whose one statement
 * checks the session itself (the room code's: services/play/room.ts) skips that read.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { ACCESS_TEXT, isAdminRole, isSuperAdmin } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { forbidden, unauthorized } from '../domain/errors.js';
import { asStep } from '../http/steps.js';
import { rememberVerifiedTokens } from '../speed/verified-tokens.js';
import { runStrategy } from './run-strategy.js';
import { sessionUser } from './sessions.js';
import { accessTokenClaims, jwtKey, tokenChecks, type AccessTokenClaims } from './tokens.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport's `req.user` is our user row.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
    interface Request {
      /** The claims of the request's bearer token, once `checkToken` verified it. */
      claims?: AccessTokenClaims;
      /** Reads the user of `claims` (auth/sessions.ts), for `loadSessionUser`. */
      readSessionUser?: () => Promise<UserRow | undefined>;
    }
  }
}

/** The claims of a request's bearer token: null for a forged or expired one. */
type ClaimsVerifier = (req: Pick<Request, 'headers'>) => Promise<AccessTokenClaims | null>;

/** The user a request's bearer token speaks for, and its session: null for a forged, expired or ended one. */
export type TokenVerifier = (req: Pick<Request, 'headers'>) => Promise<{ user: UserRow; sessionId: string } | null>;

/** Claims of a token with a `nbf`: its verdict changes with time, so it is never remembered. */
const withNotBefore = new WeakSet<AccessTokenClaims>();

/** One strategy per app (no global state: tests run several apps). */
function claimsVerifier(ctx: AppContext): ClaimsVerifier {
  const strategy = new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken as is; its typings only list string | Buffer.
      secretOrKey: jwtKey(ctx.config) as unknown as string,
      algorithms: ['HS256'],
      // Our `iss` and `aud`, each required; the claims callback below requires `exp`.
      ...tokenChecks(ctx.config),
    },
    (payload: unknown, done: (err: unknown, claims?: AccessTokenClaims | false) => void) => {
      const claims = accessTokenClaims(payload);
      if (claims && (payload as { nbf?: unknown }).nbf !== undefined) withNotBefore.add(claims);
      done(null, claims ?? false);
    },
  );
  return (req) => runStrategy<AccessTokenClaims>(strategy, req);
}

/** Both checks at once, for a token that does not pass through the HTTP pipeline (the socket handshake). */
export function tokenVerifier(ctx: AppContext): TokenVerifier {
  const verifyClaims = claimsVerifier(ctx);
  return async (req) => {
    const claims = await verifyClaims(req);
    const user = claims && (await sessionUser(ctx, claims));
    return claims && user ? { user, sessionId: claims.sid } : null;
  };
}

/** The same verification for a token that did not come in a header (the socket handshake). */
export const bearer = (token: string): Pick<Request, 'headers'> => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * Keeps the claims of the Authorization header's token in `req.claims`, and refuses a forged or
 * expired one with 401; a request without one stays anonymous. The session's user is read later,
 * by the route's access step (`loadSessionUser`).
 */
export function checkToken(ctx: AppContext): RequestHandler {
  const verifyClaims = claimsVerifier(ctx);
  // A token verified before is not verified again while it lasts (speed/verified-tokens.ts).
  const tokens = rememberVerifiedTokens(
    ctx.speed,
    'http',
    (authorization) => verifyClaims({ headers: { authorization } }),
    (claims) => !withNotBefore.has(claims),
  );
  const accept = (req: Request, claims: AccessTokenClaims) => {
    req.claims = claims;
    req.readSessionUser = () => sessionUser(ctx, claims);
  };
  return (req: Request, _res: Response, next: NextFunction) => {
    const { authorization } = req.headers;
    if (!authorization) return next();
    const known = tokens.known(authorization);
    if (known) {
      accept(req, known);
      return next();
    }
    tokens.verify(authorization).then((claims) => {
      if (!claims) return next(unauthorized(ACCESS_TEXT.invalidToken));
      accept(req, claims);
      next();
    }, next);
  };
}

/**
 * Resolves `req.user` from the token's claims: its user while the token belongs to the current
 * session of an open account, 401 otherwise. A request without a token stays anonymous.
 */
export const loadSessionUser: RequestHandler = (req, _res, next) => {
  if (!req.readSessionUser || req.user) return next();
  req.readSessionUser().then((user) => {
    if (!user) return next(unauthorized(ACCESS_TEXT.invalidToken));
    req.user = user;
    next();
  }, next);
};

/**
 * The claims of a route whose own statement checks the session (see the header): such a route
 * still refuses a request without a token at once.
 */
export const requireToken = asStep('authenticate', (req, _res, next) => next(req.claims ? undefined : unauthorized()));

/** The verified claims of a route behind `requireToken`. */
export function currentClaims(req: Request): AccessTokenClaims {
  if (!req.claims) throw unauthorized();
  return req.claims;
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
