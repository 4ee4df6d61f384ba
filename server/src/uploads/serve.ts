/**
 * GET /uploads/<folder>/<id>.<ext>: an uploaded image, from the image store, so any instance
 * answers for any upload; with `?w=640`, its card variant (the image itself if it has none). An
 * address names one rendering forever (a new upload gets a new id), so browsers may cache it for
 * a year without asking again; a revalidation with the ETag (the SHA-256 of the bytes served) gets
 * a 304 without the bytes being read.
 */
import type { RequestHandler } from 'express';
import { IMAGE_CARD_SIDE } from '@squadhub/shared';
import { notFound } from '../domain/errors.js';
import type { ImageStore } from './image-store.js';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** The variant `?w=` asks for: none, the card, or (any other value) no such address. */
function variantAsked(w: unknown): number | undefined | false {
  if (w === undefined) return undefined;
  return w === String(IMAGE_CARD_SIDE) ? IMAGE_CARD_SIDE : false;
}

export function serveUploadedImage(store: ImageStore): RequestHandler {
  return async (req, res) => {
    const maxSide = variantAsked(req.query['w']);
    if (maxSide === false) throw notFound();
    const image = await store.find(req.path, maxSide);
    if (!image) throw notFound();
    res.set({
      'Content-Type': image.contentType,
      ETag: `"${image.sha256}"`,
      'Cache-Control': CACHE_FOREVER,
      // Already set by helmet for every answer; stated here because an image must never be sniffed.
      'X-Content-Type-Options': 'nosniff',
    });
    // req.fresh compares the request's If-None-Match with the ETag just set.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const data = await store.read(image);
    if (!data) {
      // Deleted since it was found: answer like any unknown address.
      for (const name of ['Content-Type', 'ETag', 'Cache-Control']) res.removeHeader(name);
      throw notFound();
    }
    res.send(data);
  };
}

/** Any other miss under /uploads or /static: a JSON 404 that names no file. */
export const assetNotFound: RequestHandler = (_req, _res, next) => next(notFound());
