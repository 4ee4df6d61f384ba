/**
 * API bodies are JSON (file uploads are multipart, the Stripe webhook is raw). A body sent as
 * anything else (text/plain, XML, …) is refused with 400 before a route can act on an empty
 * `req.body`, so a mistyped request never changes anything.
 */
import type { RequestHandler } from 'express';
import { REQUEST_TEXT } from '@squadhub/shared';
import { badRequest } from '../domain/errors.js';

const ACCEPTED = ['application/json', 'application/*+json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

export const requireJsonContentType: RequestHandler = (req, _res, next) => {
  // An empty body (fetch sends `Content-Length: 0` on a bodiless POST) has no type to check.
  if (req.headers['content-length'] === '0') return next();
  // req.is: null without a body, false when the body's type is none of ACCEPTED.
  if (req.is(ACCEPTED) === false) return next(badRequest(REQUEST_TEXT.notJsonContentType));
  next();
};
