/**
 * Bearer authentication through passport-jwt. `authenticate` resolves the user when a valid
 * token is present (anonymous otherwise); `requireUser` / `requireAdmin` / `requireSuperAdmin`
 * then gate the route. A token of an ended session or a deleted account counts as no login (401,
 * see auth/sessions.ts). The user row is read fresh on every request: no instance keeps a copy.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { isAdminRole } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { sessionUser } from './sessions.js';
import { statelessFramework } from './stateless-framework.js';
import { accessTokenClaims, jwtKey } from './tokens.js';

export type UserRow = typeof users.$inferSelect;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport's `req.user` is our user row.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

/** Builds a passport instance bound to this app (no global state: tests run several apps). */
export function createAuthenticator(ctx: AppContext): RequestHandler {
  const instance = new passport.Passport();
  // No sessions here: skip the session preparation passport's default adapter does per request.
  instance.framework(statelessFramework);
  instance.use(
    new JwtStrategy(
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
    ),
  );
  const authenticate = (req: Request, res: Response, next: NextFunction) =>
    instance.authenticate('jwt', { session: false }, (err: unknown, user: UserRow | false) => {
      if (err) return next(err);
      if (!user) return next(unauthorized('Invalid or expired token'));
      req.user = user;
      next();
    })(req, res, next);
  return (req: Request, res: Response, next: NextFunction) =>
    req.headers.authorization ? authenticate(req, res, next) : next();
}

export const requireUser: RequestHandler = (req, _res, next) => next(req.user ? undefined : unauthorized());
export const requireAdmin: RequestHandler = (req, _res, next) =>
  next(!req.user ? unauthorized() : isAdminRole(req.user.role) ? undefined : forbidden('Admin access required'));
export const requireSuperAdmin: RequestHandler = (req, _res, next) =>
  next(
    !req.user ? unauthorized() : req.user.role === 'super_admin' ? undefined : forbidden('Super admin access required'),
  );

/** The logged-in user of a route behind `requireUser`. */
export function currentUser(req: Request): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}
