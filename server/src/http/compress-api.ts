/**
 * Compression of the JSON API's answers (gzip or brotli, as the client accepts): a tournament
 * list or a player table is tens of kilobytes of repetitive JSON, and a phone on a slow network
 * waits for every byte. The `compression` library negotiates the encoding and skips answers that
 * are not compressible types.
 *
 * - Answers under THRESHOLD go out as they are: the hot small ones (auth/me, a join, health) would
 *   gain a few bytes and pay a zlib stream each.
 * - A request that accepts no encoding (scripts, benchmarks, server-to-server calls) skips the
 *   middleware entirely, so it costs nothing there. Every API answer is `no-store`, so no shared
 *   cache needs the `Vary: Accept-Encoding` the middleware would have added.
 * - The Stripe webhook is left alone: Stripe reads only its status, and its body stays raw.
 * - socket.io is attached to the HTTP server itself, not to Express, so it never passes here.
 */
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Smaller answers are sent uncompressed. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compressApi(opts: { skipPath: string }): RequestHandler {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
  return (req, res, next) =>
    req.headers['accept-encoding'] && req.path !== opts.skipPath ? compress(req, res, next) : next();
}
