/**
 * The authenticate step of each `access` the API contract names (shared/src/schemas/api/contract.ts).
 * The app-wide authenticator (passport.ts, first in the API pipeline) has already resolved
 * `req.user` from a bearer token and refused an invalid one with 401, so a route open to anyone
 * has nothing left to check, and the others check who the user is.
 */
import type { RequestHandler } from 'express';
import type { Access } from '@squadhub/shared';
import { forbidden, isRefusal } from '../domain/errors.js';
import { asAccessStep } from '../http/steps.js';
import { requireAdmin, requireSuperAdmin, requireUser } from './passport.js';

/** Anyone: with no token anonymous, with a valid one as its user (an invalid one never gets here). */
const allowAnyone: RequestHandler = (_req, _res, next) => next();

const STEPS: Readonly<Record<Access, RequestHandler>> = {
  anyone: asAccessStep('anyone', allowAnyone),
  user: asAccessStep('user', requireUser),
  admin: asAccessStep('admin', requireAdmin),
  super_admin: asAccessStep('super_admin', requireSuperAdmin),
};

/**
 * The step that lets in `access`. `forbiddenDetail` replaces the 403 text of a role check, for the
 * route whose client shows a text of its own there.
 */
export function accessStep(access: Access, forbiddenDetail?: string): RequestHandler {
  const step = STEPS[access];
  if (forbiddenDetail === undefined) return step;
  return asAccessStep(access, (req, res, next) =>
    step(req, res, (err?: unknown) => next(isRefusal(err, 'forbidden') ? forbidden(forbiddenDetail) : err)),
  );
}
