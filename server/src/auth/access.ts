/**
 * The authenticate step of each `access` the API contract names (shared/src/schemas/api/contract.ts).
 * The API pipeline (passport.ts `checkToken`) has already refused a forged or expired token with
 * 401 and kept its claims; this step reads the session's user (`loadSessionUser`: 401 for an
 * ended session or a closed account) and then checks who the user is. A route open to anyone has
 * nothing left to check.
 */
import type { RequestHandler } from 'express';
import type { Access } from '@squadhub/shared';
import { forbidden, isRefusal } from '../domain/errors.js';
import { asAccessStep } from '../http/steps.js';
import { loadSessionUser, requireAdmin, requireSuperAdmin, requireToken, requireUser } from './passport.js';

/** Anyone: with no token anonymous, with a valid one as its user. */
const allowAnyone: RequestHandler = (_req, _res, next) => next();

/** The session's user first, then `gate`. */
const afterSessionUser =
  (gate: RequestHandler): RequestHandler =>
  (req, res, next) =>
    loadSessionUser(req, res, (err?: unknown) => (err ? next(err) : gate(req, res, next)));

const STEPS: Readonly<Record<Access, RequestHandler>> = {
  anyone: asAccessStep('anyone', afterSessionUser(allowAnyone)),
  user: asAccessStep('user', afterSessionUser(requireUser)),
  admin: asAccessStep('admin', afterSessionUser(requireAdmin)),
  super_admin: asAccessStep('super_admin', afterSessionUser(requireSuperAdmin)),
};

/**
 * The step of a `user` route whose one statement checks the session and the user's rights
 * itself, in the same round trip as its change (the room code: services/play/room.ts). It refuses
 * a request without a token; the handler reads `currentClaims(req)`.
 */
export const SESSION_CHECKED_BY_STATEMENT = asAccessStep('user', requireToken);

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
