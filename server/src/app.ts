/**
 * The Express application: the same middleware order on every route (DESIGN.md, CONVENTIONS.md):
 * security headers, CORS, request log, body parsing, authentication, then the resource routers,
 * whose routes rate-limit, validate, run a transaction, authorize, act and present.
 */
import path from 'node:path';
import cors from 'cors';
import express from 'express';
import helmet from 'helmet';
import { createAuthenticator } from './auth/passport.js';
import type { AppContext } from './context.js';
import { requireJsonContentType } from './http/content-type.js';
import { allowedOrigins } from './http/cors.js';
import { errorHandler } from './http/errors.js';
import { requestLog } from './http/request-log.js';
import { serveWebClient } from './http/web-client.js';
import { apiRouter } from './routes/index.js';
import { assetNotFound, serveUploadedImage } from './uploads/serve.js';

/** JSON bodies above this are refused with 413 before any route sees them. */
export const JSON_BODY_LIMIT = '256kb';
/** server/static: template and class artwork. */
const STATIC_DIR = path.resolve(import.meta.dirname, '../static');
/** Under /api. Stripe signs the raw bytes, so this path skips JSON parsing (the money router reads it raw). */
const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

export function createApp(ctx: AppContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.TRUST_PROXY);
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          // The hosted checkout page of Stripe is reached by a full redirect, not a form post.
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(cors({ origin: allowedOrigins(ctx.config), credentials: false }));
  app.use(requestLog(ctx.logger, { ignore: (path) => path === '/api/health' }));
  const api = express.Router();
  api.use(exceptStripeWebhook(express.json({ limit: JSON_BODY_LIMIT })));
  api.use(exceptStripeWebhook(requireJsonContentType));
  api.use(createAuthenticator(ctx));
  api.use(apiRouter(ctx));
  app.use('/api', api);
  app.get('/uploads/*path', serveUploadedImage(ctx.images));
  // Artwork that ships with the server: template images and the 12 built-in class images.
  app.use('/static', express.static(STATIC_DIR, { maxAge: '1d' }));
  app.use(['/uploads', '/static'], assetNotFound);
  serveWebClient(app, ctx);
  app.use(errorHandler);
  return app;
}

/** Stripe webhooks must see the raw body to verify the signature; the money router reads it. */
const exceptStripeWebhook =
  (middleware: express.RequestHandler): express.RequestHandler =>
  (req, res, next) =>
    req.path === STRIPE_WEBHOOK_PATH ? next() : middleware(req, res, next);
