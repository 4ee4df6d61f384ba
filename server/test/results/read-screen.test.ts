/**
 * POST /api/result-screens/read (docs/product/results.md#reading-a-screenshot): bad input gets a
 * clear 4xx before any OCR runs; a generated end-of-match screen (bench/ocr/generate.ts) is read
 * right; a full queue and a user's third read at once get 429 with Retry-After; a read past its
 * time bound fails with 503.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, RESULT_SCREEN_MIN_SIDE, RESULTS_TEXT, TOURNAMENT_TEXT, VALIDATION } from '@squadhub/shared';
import { DomainError } from '../../src/domain/errors.js';
import { ScreenReader } from '../../src/services/results/screen-reader.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { TINY_PNG } from '../support/tournament-factories.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
/** A 1280x720 podium screen of the bench's set and what it shows (labels.json of bench/ocr/generate.ts). */
const SCREEN = readFileSync(path.join(FIXTURES, 'screen.jpg'));
const LABEL = JSON.parse(readFileSync(path.join(FIXTURES, 'screen.json'), 'utf8')) as {
  placement: number;
  kills_total: number;
  players: { name: string; kills: number }[];
};
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><text>#1</text></svg>');

let server: TestServer;
let player: TestUser;
let teammate: TestUser;
beforeAll(async () => {
  // One worker and one place in the queue, so two reads fill it.
  server = await createTestServer({ RESULT_READ_WORKERS: '1', RESULT_READ_QUEUE: '1' });
  player = await createUser(server.ctx);
  teammate = await createUser(server.ctx);
});
afterAll(() => server?.dispose());

const read = (user: TestUser | null, image?: { data: Buffer; name: string }) => {
  const req = request(server.url).post('/api/result-screens/read');
  if (user) req.set(user.auth);
  return image ? req.attach('image', image.data, image.name) : req.field('note', 'no image');
};

describe('bad input is refused before it is read', () => {
  it('answers 401 without a login', async () => {
    const res = await read(null, { data: SCREEN, name: 's.jpg' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['no image', undefined, 400, TOURNAMENT_TEXT.imageRequired],
    ['an SVG', { data: SVG, name: 'screen.png' }, 400, TOURNAMENT_TEXT.imageType],
    ['a 1x1 pixel', { data: TINY_PNG, name: 'dot.png' }, 400, RESULTS_TEXT.screenTooSmall(RESULT_SCREEN_MIN_SIDE)],
    [
      'a screen with a script after it',
      { data: Buffer.concat([SCREEN, Buffer.from('<script>alert(1)</script>')]), name: 's.jpg' },
      400,
      RESULTS_TEXT.notOnlyAnImage,
    ],
  ] as const)('%s: %i', async (_case, image, status, detail) => {
    const res = await read(player, image);
    expect(res.status).toBe(status);
    expect(res.body.detail).toBe(detail);
    expect(res.body.code).toEqual(expect.any(String));
  });

  it('refuses a PNG with bytes after its end (a polyglot)', async () => {
    const png = await sharp(SCREEN).png().toBuffer();
    const res = await read(player, {
      data: Buffer.concat([png, Buffer.from('PK\u0003\u0004 archive')]),
      name: 's.png',
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(RESULTS_TEXT.notOnlyAnImage);
  });

  it('answers 413 for an image over the upload limit', async () => {
    const big = Buffer.concat([SCREEN, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await read(player, { data: big, name: 'big.jpg' });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe(VALIDATION.imageTooLarge);
  });
});

describe('reading a screen', () => {
  it('reads the placement, the kills and the names; a third read at once, or a full queue, gets 429', async () => {
    const screen = { data: SCREEN, name: 'screen.jpg' };
    // The first read takes the worker and the second the queue's one place: the player's third
    // read is over their own limit, and the teammate's finds the queue full.
    const first = read(player, screen).then((res) => res);
    const second = read(player, screen).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [third, other] = await Promise.all([read(player, screen), read(teammate, screen)]);
    for (const refused of [third, other]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: RESULTS_TEXT.readerBusy, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    for (const res of await Promise.all([first, second])) {
      expect(res.status).toBe(200);
      expect(res.body.placement).toBe(LABEL.placement);
      expect(res.body.kills_total).toBe(LABEL.kills_total);
      expect(res.body.players.map((p: { kills: number }) => p.kills)).toEqual(LABEL.players.map((p) => p.kills));
    }
  });
});

describe('the time bound', () => {
  it('fails a read that takes longer with a 503 refusal, and the next read gets a fresh worker', async () => {
    const reader = new ScreenReader({ workers: 1, queue: 0, timeoutMs: 50 });
    try {
      const failure = await reader.read(SCREEN, 'u').catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(DomainError);
      expect(failure).toMatchObject({ kind: 'unavailable', detail: RESULTS_TEXT.readTimedOut, code: 'read_timed_out' });
      expect(reader.load).toBe(0);
    } finally {
      await reader.close();
    }
  });
});
