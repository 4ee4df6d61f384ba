/** GET /class-images (anyone) and POST /class-images (logged in; multipart `file` and `name`). */
import { Router } from 'express';
import { SUCCESS } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { addCustomClassImage, listClassImages } from '../../services/tournaments/class-images.js';
import { singleImage } from '../../uploads/multipart.js';
import { encodeUpload } from '../../uploads/reencode.js';
import { mount } from '../mount.js';

export function classImagesRouter(ctx: AppContext): Router {
  const router = Router();
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 20 });

  mount(router, 'listClassImages', {
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
      const fallbackName = req.file!.originalname.replace(/\.[^.]*$/, '').slice(0, 60) || 'Custom class';
      const image = await addCustomClassImage(ctx, currentUser(req), name ?? fallbackName, upload);
      res.status(201).json({ message: SUCCESS.customImageUploaded, image });
    },
  });

  return router;
}
