/**
 * GET /class-images (anyone), POST /class-images (logged in; multipart `file` and `name`) and
 * DELETE /class-images/{id} (its uploader or an admin).
 */
import { Router } from 'express';
import { stripControlCharacters, SUCCESS } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { addCustomClassImage, deleteClassImage, listClassImages } from '../../services/tournaments/class-images.js';
import { singleImage } from '../../uploads/multipart.js';
import { encodeUpload } from '../../uploads/reencode.js';
import { mount } from '../mount.js';

export function classImagesRouter(ctx: AppContext): Router {
  const router = Router();
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 20 });

  mount(router, 'listClassImages', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json({ images: await listClassImages(ctx, req.user ?? null) });
    },
  });

  mount(router, 'uploadClassImage', {
    limiter: uploadLimit,
    steps: [singleImage],
    handler: async (req, res, input) => {
      const { name } = input.upload();
      const upload = await encodeUpload(req.file);
      // The file name is not a checked field: it names the class with the field's rule applied.
      const fileName = stripControlCharacters(req.file!.originalname).replace(/\.[^.]*$/, '');
      const fallbackName = [...fileName].slice(0, 60).join('').trim() || 'Custom class';
      const image = await addCustomClassImage(ctx, currentUser(req), name ?? fallbackName, upload);
      res.status(201).json({ message: SUCCESS.customImageUploaded, image });
    },
  });

  mount(router, 'deleteClassImage', {
    limiter: rateLimit(ctx, { windowMs: 60_000, limit: 30 }),
    handler: async (req, res, input) => {
      await deleteClassImage(ctx, currentUser(req), input.params().id);
      res.json({ message: SUCCESS.classImageDeleted });
    },
  });

  return router;
}
