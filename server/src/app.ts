/**
 * The Express application: the same middleware order on every route (docs/architecture.md#request-flow):
 * request log, security headers, CORS, answer compression, body parsing, authentication, then the
 * resource routers, whose routes rate-limit, validate, run a transaction, authorize, act and
 * present. The JSON API and the pages (web client, images, artwork) differ only in their header
 * set and CORS (http/security-headers.ts, http/cors.ts).
 */
import compression from 'compression';
import express from 'express';
import { checkToken } from './auth/passport.js';
import { STATIC_DIR } from './config/paths.js';
import type { AppContext } from './context.js';
import { checkAnswers } from './http/answer-checks.js';
import { chain } from './http/chain.js';
import { compressApi } from './http/compress-api.js';
import { sendKeptJson } from './presenters/known-json.js';
import { requireJsonContentType } from './http/content-type.js';
import { apiCrossOrigin, crossOrigin } from './http/cors.js';
import { errorHandler } from './http/errors.js';
import { requestLog } from './http/request-log.js';
import { apiHeaders, pageHeaders } from './http/security-headers.js';
import { apiRouter } from './routes/index.js';
import { metricsHandler } from './routes/metrics.js';
import { assetsRouter, pagesRouter } from './routes/pages.js';
import { assetNotFound, serveUploadedImage } from './uploads/serve.js';

/** JSON bodies above this are refused with 413 before any route sees them. */
export const JSON_BODY_LIMIT = '256kb';
/** Under /api. Stripe signs the raw bytes, so this path skips JSON parsing (the money router reads it raw). */
const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

export function createApp(ctx: AppContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.TRUST_PROXY);
  app.set('etag', false);
  sendKeptJson(app);
  app.use(
    requestLog(ctx.logger, {
      ignore: (path) => path === '/api/health',
      clientErrors: ctx.config.NODE_ENV === 'production' ? 'info' : 'debug',
      metrics: ctx.metrics,
    }),
  );
  // The JSON API: every request under /api ends there (unknown paths answer 404). Its pipeline
  // runs as one layer (http/chain.ts).
  app.use('/api', apiRouter(ctx, [chain(apiPipeline(ctx))]));
  // Prometheus metrics, for the operator's scraper only (a bearer token): never the web page.
  // After the API, which it is no part of, so an API request is not matched against it.
  app.get('/metrics', metricsHandler(ctx));
  // The build's hashed scripts, styles and fonts: subresources of this server's own pages (no other
  // origin loads them, so no CORS), with headers of their own.
  app.use('/assets', assetsRouter(ctx));
  // Everything else is rendered or loaded by a browser: the page headers and CORS for all.
  app.use(pageHeaders, crossOrigin(ctx.config));
  app.get('/uploads/*path', serveUploadedImage(ctx.images));
  // Artwork that ships with the server: template images and the 12 built-in class images. SVG
  // text, compressed: a visitor's first card's artwork is the largest paint of a phone's dashboard.
  app.use('/static', compression(), express.static(STATIC_DIR, { maxAge: '1d' }));
  app.use(['/uploads', '/static'], assetNotFound);
  app.use(pagesRouter(ctx));
  app.use(errorHandler);
  return app;
}

/**
 * What every request under /api passes before its route (the API's headers and CORS, answer
 * compression, body parsing, authentication); `apiRouter` puts it in front of the resource
 * routers, in the same router, so a request walks one router level less.
 */
function apiPipeline(ctx: AppContext): express.RequestHandler[] {
  const { answerChecks } = ctx;
  return [
    // Test servers check every answer against the contract, the early ones (401, 413) included.
    ...(answerChecks ? [checkAnswers(answerChecks, (problem) => ctx.logger.error(problem))] : []),
    ...apiHeaders,
    apiCrossOrigin(ctx.config),
    compressApi({ skipPath: STRIPE_WEBHOOK_PATH }),
    forJsonBodies(express.json({ limit: JSON_BODY_LIMIT })),
    forJsonBodies(requireJsonContentType),
    checkToken(ctx),
  ];
}

/**
 * Body parsing and its checks, for the requests that carry a JSON body: GET and HEAD carry none
 * here, and Stripe webhooks must keep their raw body to verify its signature (the money router
 * reads it).
 */
const forJsonBodies =
  (middleware: express.RequestHandler): express.RequestHandler =>
  (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' || req.path === STRIPE_WEBHOOK_PATH
      ? next()
      : middleware(req, res, next);
