/**
 * Security headers, through helmet, in two sets:
 *
 * - `pageHeaders`, for what a browser renders: the web client, the OBS overlay, images and
 *   artwork, and the two pages under /api (the API reference and the built-in test checkout),
 *   which apply it over the API set. The full set, with a Content-Security-Policy that allows only
 *   this server's own scripts, styles and images (no CDN is used anywhere).
 * - `apiHeaders`, for the JSON answers under /api. A JSON answer is never rendered as a page, so
 *   it gets what OWASP's REST cheat sheet asks of an API: `nosniff` (a browser must not read JSON
 *   as HTML), a policy that allows nothing and no framing, HSTS, no referrer, and
 *   `Cache-Control: no-store`: answers hold personal data, balances and room codes, so no browser
 *   cache or proxy keeps a copy (the API reference's files set their own lifetime). The page-only
 *   headers (cross-origin isolation, DNS prefetch, download options, the XSS filter switch) mean
 *   nothing on JSON, and six headers instead of twelve are that much less to set and send on
 *   the hottest answers (`npm run bench`).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export const pageHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      // The installable app's service worker (/sw.js) and manifest (docs/design/phones.md#an-installable-app).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The hosted checkout page of Stripe is reached by a full redirect, not a form post.
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

const apiHelmet = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export const apiHeaders: RequestHandler[] = [apiHelmet, noStore];
