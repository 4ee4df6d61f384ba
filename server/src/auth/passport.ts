/**
 * Bearer authentication through passport-jwt. `authenticate` resolves the user when a valid
 * token is present (anonymous otherwise); `requireUser` / `requireAdmin` / `requireSuperAdmin`
 * then gate the route. A token whose user no longer exists counts as no login (401).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { eq, sql } from 'drizzle-orm';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { isAdminRole } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { statelessFramework } from './stateless-framework.js';
import { jwtKey, tokenMatchesPassword } from './tokens.js';

export type UserRow = typeof users.$inferSelect;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport's `req.user` is our user row.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One prepared statement per database: the user lookup runs on every authenticated request. */
const userById = new WeakMap<AppContext['db'], ReturnType<typeof prepareUserById>>();
const prepareUserById = (db: AppContext['db']) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id');

export async function loadUser(ctx: AppContext, id: string): Promise<UserRow | undefined> {
  // A token's subject that is not a uuid names no user (and must not become a SQL error).
  if (!UUID.test(id)) return undefined;
  return ctx.userCache.load(id, async () => {
    let query = userById.get(ctx.db);
    if (!query) userById.set(ctx.db, (query = prepareUserById(ctx.db)));
    const [user] = await query.execute({ id });
    return user;
  });
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
      (claims: { sub?: unknown; pwd?: unknown }, done: (err: unknown, user?: UserRow | false) => void) => {
        if (typeof claims.sub !== 'string') return done(null, false);
        loadUser(ctx, claims.sub).then(
          (user) => done(null, user && tokenMatchesPassword(claims, user.passwordHash) ? user : false),
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
