/**
 * Reading a team's end-of-match screenshot (docs/product/results.md#reading-a-screenshot): the
 * answer of the read, which a team's report fills its form from.
 */
import { z } from 'zod';
import { defineRoutes } from './contract.js';

// ---- Answers ---------------------------------------------------------------------------------

export const screenReadSchema = z
  .strictObject({
    placement: z.int().min(1).nullable().describe("The team's placement in the match; null when it could not be read."),
    kills_total: z
      .int()
      .min(0)
      .nullable()
      .describe(
        "The team's eliminations: the total the screen prints, else the sum of every member's; null when unread.",
      ),
    players: z
      .array(
        z.strictObject({
          name: z.string().describe('The name as read; empty when a row was found but its name could not be read.'),
          kills: z.int().min(0).nullable(),
        }),
      )
      .describe("The members the screen shows, in the screen's order."),
  })
  .meta({ id: 'ScreenRead' });
export type ScreenRead = z.output<typeof screenReadSchema>;

// ---- Routes ----------------------------------------------------------------------------------

export const RESULT_ROUTES = defineRoutes([
  {
    method: 'post',
    path: '/result-screens/read',
    operationId: 'readResultScreen',
    tag: 'Play',
    summary: "Read a team's end-of-match screenshot",
    description:
      'The placement, each visible name with its eliminations and the total, read on the server (no outside service). ' +
      'Reads wait in a short queue: when it is full the answer is 429 with `Retry-After`.',
    access: 'user',
    rateLimited: true,
    upload: z.object({}),
    uploadField: 'image',
    ok: { json: screenReadSchema, description: 'What could be read; null where something could not.' },
    errors: {
      400: 'No image in the field `image`, a file that is not a PNG, JPEG, WebP or GIF image, one that does not decode, holds more than an image, or is smaller than a screen (360 px on its shorter side).',
      413: 'The image is larger than 5 MB or 50 megapixels.',
      429: 'Too many reads from this user, or the reading queue is full (`Retry-After` says when to try again).',
      503: 'The read took longer than its time bound.',
    },
  },
]);
