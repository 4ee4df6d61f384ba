/**
 * Security headers, through helmet, in two sets, and a third for the build's hashed files
 * (`assetHeaders`, below):
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
 *   the hottest answers (docs/scale/request-pipeline.md#earlier-cuts).
 *
 * Both sets also get `Permissions-Policy` (every powerful feature off but the few the app uses),
 * and HSTS only on HTTPS requests: sent over plain HTTP it means nothing (RFC 6797 §7.2), and a
 * browser must not learn it from a development server on localhost
 * (docs/architecture.md#security-headers-and-cors).
 */
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Features the app uses are allowed to its own pages: copying and sharing a tournament or squad
 * link and the room code (clipboard-write, web-share), and the room tone (autoplay). Every other
 * feature a page could ask for is off, for frames too. Only features Chromium knows are listed:
 * it logs an error for an unknown one.
 */
export const PERMISSIONS_POLICY = [
  ...['autoplay', 'clipboard-write', 'web-share'].map((feature) => `${feature}=(self)`),
  ...[
    'accelerometer',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** helmet's HSTS value, a year with subdomains. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS when the request came over HTTPS: directly, or through a proxy that TRUST_PROXY believes
 * (Express reads its X-Forwarded-Proto into `req.secure`). The Permissions-Policy for every answer.
 */
const transportAndPermissions: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (overHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};

/**
 * `req.secure`, without asking TRUST_PROXY about the peer's address when no proxy header could
 * change the answer: Express's getter parses the address on every call
 * (docs/scale/request-pipeline.md). Without X-Forwarded-Proto the protocol is the connection's,
 * trusted proxy or not.
 */
const overHttps = (req: Request): boolean =>
  req.headers['x-forwarded-proto'] === undefined
    ? (req.socket as { encrypted?: boolean }).encrypted === true
    : req.secure;

const pageHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The API and the live socket are this server: 'self' covers its ws:/wss: address too.
      connectSrc: ["'self'"],
      // The installable app's service worker (/sw.js) and manifest (docs/design/phones.md#an-installable-app).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The hosted checkout page of Stripe is reached by a full redirect, not a form post.
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  strictTransportSecurity: false,
});

export const pageHeaders: RequestHandler[] = [pageHelmet, transportAndPermissions];

/**
 * The headers of the build's hashed files under /assets (scripts, styles, fonts, artwork): a
 * browser runs or draws them inside a page, under that page's policy. A Content-Security-Policy,
 * a Permissions-Policy or a framing rule on a script or a font means nothing (they govern
 * documents and workers; the service worker is /sw.js, outside /assets, with the page set), so
 * these answers carry only what a subresource needs: `nosniff` (a script must be served as one),
 * the resource policy the pages already give, and HSTS over HTTPS. A first visit fetches some
 * forty of them, and the page set is 1.2 kB of headers on each, sent uncompressed
 * (docs/design/phones.md#the-first-download).
 */
export const assetHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (overHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};

const apiHelmet = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The headers a middleware sets on an answer that depend on nothing in the request, read once by
 * running it on a stand-in answer. helmet builds the same values on every answer otherwise, through
 * a chain of one middleware per header.
 */
function fixedHeaders(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const stand = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let called = false;
  void middleware({ headers: {} } as Request, stand as unknown as Response, () => (called = true));
  if (!called) throw new Error('the API headers middleware did not finish at once');
  return headers;
}

/** helmet's set for the API, the Permissions-Policy and `no-store`, the same on every answer. */
const API_FIXED_HEADERS: readonly [string, string][] = [
  ...fixedHeaders(apiHelmet),
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cache-Control', 'no-store'],
];

/** The API's headers: the fixed set (helmet's values, worked out once) and HSTS over HTTPS. */
const apiHeadersStep: RequestHandler = (req, res, next) => {
  for (const [name, value] of API_FIXED_HEADERS) res.setHeader(name, value);
  if (overHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};

export const apiHeaders: RequestHandler[] = [apiHeadersStep];
