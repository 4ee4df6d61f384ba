/**
 * Uploads are re-encoded before they are stored (docs/design/storage.md#uploaded-images): what
 * comes back, the image and its card variant, is WebP, upright, at most 1600 and 640 px, and
 * carries none of the upload's metadata (EXIF and its GPS tags, XMP, PNG text chunks). Files
 * that do not decode are refused with a 4xx, and images stored before keep being served as they
 * were.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, UPLOAD_TEXT, cardImageUrl, errorCodeOf } from '@squadhub/shared';
import { images, imageVariants, tournaments } from '../../src/db/schema.js';
import { parseImageAddress } from '../../src/uploads/image-store.js';
import { imageRow } from '../../src/uploads/postgres-image-store.js';
import { REENCODE_AT_ONCE } from '../../src/uploads/reencode.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { imageCount } from '../support/uploads.js';
import {
  PLANTED,
  animatedGif,
  averageColour,
  corruptPng,
  decompressionBomb,
  gpsTaggedJpeg,
  largeJpeg,
  pngWithTextChunk,
} from './fixtures.js';

let server: TestServer;
let creator: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  creator = await createUser(server.ctx);
});
afterAll(() => server?.dispose());

const api = () => request(server.url);

/** Uploads through the creator's route of a new tournament; answers the image's address. */
async function upload(bytes: Buffer, filename: string): Promise<string> {
  const t = await createTestTournament(server.ctx, creator.id);
  const res = await api()
    .post(`/api/tournaments/${t.id}/upload-image`)
    .set(creator.auth)
    .attach('file', bytes, filename);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.tournament.image_url).toBe(res.body.image_url);
  return res.body.image_url as string;
}

interface Served {
  bytes: Buffer;
  meta: Metadata;
  headers: Record<string, string>;
}

async function download(url: string): Promise<Served> {
  const res = await api().get(url).buffer(true);
  expect(res.status, url).toBe(200);
  const bytes = res.body as Buffer;
  return { bytes, meta: await sharp(bytes).metadata(), headers: res.headers as Record<string, string> };
}

/** Byte patterns of metadata: the EXIF header, the GPS IFD tag (0x8825, either byte order), XMP, PNG text chunks. */
const METADATA_MARKERS = [
  Buffer.from('Exif\0\0'),
  Buffer.from([0x25, 0x88]),
  Buffer.from([0x88, 0x25]),
  Buffer.from('GPS'),
  Buffer.from('XMP'),
  Buffer.from('xmpmeta'),
  Buffer.from('tEXt'),
  Buffer.from('iTXt'),
  Buffer.from('zTXt'),
  Buffer.from('ICCP'),
  ...Object.values(PLANTED).map((text) => Buffer.from(text)),
];

/** WebP within `maxSide`, with no metadata by sharp's reading nor in its bytes. */
function expectClean({ bytes, meta, headers }: Served, maxSide: number) {
  expect(headers['content-type']).toBe('image/webp');
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(maxSide);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.comments).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  // A WebP holds its metadata in EXIF, XMP and ICCP chunks: the RIFF holds only the picture.
  for (const marker of METADATA_MARKERS) expect(bytes.includes(marker), marker.toString('latin1')).toBe(false);
}

const isRed = (c: { r: number; g: number; b: number }) => c.r > 180 && c.b < 80;
const isBlue = (c: { r: number; g: number; b: number }) => c.b > 180 && c.r < 80;

describe('an uploaded image comes back clean', () => {
  it('a GPS-tagged phone JPEG: upright, WebP, at most 1600 px, card at most 640 px, no EXIF, GPS or XMP', async () => {
    const jpeg = await gpsTaggedJpeg();
    // What went in carries all of it.
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88])) || sent.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    expect(jpeg.includes(Buffer.from(PLANTED.make))).toBe(true);
    expect(jpeg.includes(Buffer.from(PLANTED.xmp))).toBe(true);

    const url = await upload(jpeg, 'holiday.jpg');
    expect(url).toMatch(/^\/uploads\/tournaments\/[0-9a-f-]{36}\.webp$/);

    const main = await download(url);
    expectClean(main, 1600);
    // Stored 2400x1800 sideways: shown 1800x2400, scaled to 1200x1600, red (the stored left) on top.
    expect([main.meta.width, main.meta.height]).toEqual([1200, 1600]);
    expect(isRed(await averageColour(main.bytes, 'top'))).toBe(true);
    expect(isBlue(await averageColour(main.bytes, 'bottom'))).toBe(true);

    const card = await download(cardImageUrl(url)!);
    expectClean(card, 640);
    expect([card.meta.width, card.meta.height]).toEqual([480, 640]);
    expect(isRed(await averageColour(card.bytes, 'top'))).toBe(true);
  });

  it('a PNG with a tEXt chunk: WebP with no text, at most 1600 px, card at most 640 px', async () => {
    const png = await pngWithTextChunk();
    expect((await sharp(png).metadata()).comments).toEqual([{ keyword: PLANTED.pngKeyword, text: PLANTED.pngText }]);

    const url = await upload(png, 'map.png');
    const main = await download(url);
    expectClean(main, 1600);
    // Smaller than the limit: kept at its size, never enlarged.
    expect([main.meta.width, main.meta.height]).toEqual([1200, 900]);
    const card = await download(cardImageUrl(url)!);
    expectClean(card, 640);
    expect([card.meta.width, card.meta.height]).toEqual([640, 480]);
  });

  it('a custom class image is re-encoded the same way', async () => {
    const res = await api()
      .post('/api/class-images')
      .set(creator.auth)
      .field('name', 'Scout')
      .attach('file', await pngWithTextChunk(), 'scout.png');
    expect(res.status).toBe(201);
    expect(res.body.image.url).toMatch(/^\/uploads\/classes\/[0-9a-f-]{36}\.webp$/);
    expectClean(await download(res.body.image.url), 1600);
    expectClean(await download(cardImageUrl(res.body.image.url)!), 640);
  });

  it('a 5 MB camera JPEG becomes a tenth of that, its card under 100 kB', async () => {
    const big = await largeJpeg(IMAGE_MAX_BYTES);
    expect(big.length).toBeGreaterThan(3_000_000);
    const url = await upload(big, 'camera.jpg');
    const main = await download(url);
    const card = await download(cardImageUrl(url)!);
    expect([main.meta.width, main.meta.height]).toEqual([1600, 1200]);
    expect([card.meta.width, card.meta.height]).toEqual([640, 480]);
    expect(main.bytes.length).toBeLessThan(big.length / 10);
    expect(card.bytes.length).toBeLessThan(100_000);
  });

  it('an animated GIF keeps its first frame, still', async () => {
    const gif = await animatedGif();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const url = await upload(gif, 'loop.gif');
    const main = await download(url);
    expect(main.meta.format).toBe('webp');
    expect(main.meta.pages ?? 1).toBe(1);
    expect([main.meta.width, main.meta.height]).toEqual([300, 200]);
    expect(isRed(await averageColour(main.bytes, 'top'))).toBe(true);
    // Already card-sized: no variant is stored, and the card address answers the image itself.
    expect(
      await server.ctx.db
        .select()
        .from(imageVariants)
        .where(eq(imageVariants.imageId, parseImageAddress(url)!.id)),
    ).toEqual([]);
    const card = await download(cardImageUrl(url)!);
    expect(Buffer.compare(card.bytes, main.bytes)).toBe(0);
  });
});

describe('the card variant is served like the image', () => {
  it('with its own ETag, the one-year immutable cache, a 304 on revalidation; other widths are unknown', async () => {
    const url = await upload(await pngWithTextChunk(), 'a.png');
    const main = await download(url);
    const card = await download(cardImageUrl(url)!);
    expect(card.headers['etag']).toBe(`"${createHash('sha256').update(card.bytes).digest('hex')}"`);
    expect(card.headers['etag']).not.toBe(main.headers['etag']);
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(card.headers['x-content-type-options']).toBe('nosniff');

    const again = await api().get(cardImageUrl(url)!).set('If-None-Match', card.headers['etag']!);
    expect(again.status).toBe(304);

    for (const address of [
      `${url}?w=320`,
      `${url}?w=`,
      `${url}?w=640&w=640`,
      `${url.replace(/\.webp$/, '.png')}?w=640`,
    ]) {
      const res = await api().get(address);
      expect(res.status, address).toBe(404);
      expect(res.body, address).toEqual({ detail: 'Not found', code: 'not_found' });
    }
  });

  it('goes with its image: replaced or deleted in the same statement', async () => {
    const t = await createTestTournament(server.ctx, creator.id);
    const jpeg = await gpsTaggedJpeg();
    const send = () =>
      api().post(`/api/tournaments/${t.id}/upload-image`).set(creator.auth).attach('file', jpeg, 'a.jpg');
    const first = parseImageAddress((await send()).body.image_url)!.id;
    const variantsOf = (id: string) =>
      server.ctx.db.select({ id: imageVariants.imageId }).from(imageVariants).where(eq(imageVariants.imageId, id));
    expect(await variantsOf(first)).toHaveLength(1);
    const second = parseImageAddress((await send()).body.image_url)!.id;
    expect(await variantsOf(first)).toEqual([]);
    expect(await variantsOf(second)).toHaveLength(1);
    expect((await api().delete(`/api/tournaments/${t.id}`).set(creator.auth)).status).toBe(200);
    expect(await variantsOf(second)).toEqual([]);
  });
});

describe('files that are not decodable images', () => {
  const cases: { name: string; bytes: () => Promise<Buffer>; status: number; detail: string }[] = [
    {
      name: 'a JPEG cut in half',
      bytes: async () => {
        const jpeg = await gpsTaggedJpeg();
        return jpeg.subarray(0, jpeg.length / 2);
      },
      status: 400,
      detail: UPLOAD_TEXT.undecodable,
    },
    {
      name: 'a PNG cut short',
      bytes: async () => {
        const png = await pngWithTextChunk();
        return png.subarray(0, png.length - 100);
      },
      status: 400,
      detail: UPLOAD_TEXT.undecodable,
    },
    {
      name: 'a PNG whose pixel data is garbage',
      bytes: async () => corruptPng(),
      status: 400,
      detail: UPLOAD_TEXT.undecodable,
    },
    {
      name: 'a decompression bomb (400 megapixels in a few bytes)',
      bytes: async () => decompressionBomb(),
      status: 413,
      detail: UPLOAD_TEXT.tooManyPixels(IMAGE_MAX_PIXELS),
    },
  ];

  it.each(cases)('$name: $status {detail}, nothing stored', async (c) => {
    const t = await createTestTournament(server.ctx, creator.id);
    const before = await imageCount(server.ctx);
    const res = await api()
      .post(`/api/tournaments/${t.id}/upload-image`)
      .set(creator.auth)
      .attach('file', await c.bytes(), 'broken.png');
    expect(res.status).toBe(c.status);
    expect(res.body).toEqual({ detail: c.detail, code: errorCodeOf(c.detail) });
    expect(await imageCount(server.ctx)).toBe(before);
  });
});

describe('images stored before re-encoding', () => {
  it('are served byte for byte, at their address and at their card address', async () => {
    // A PNG as the old code stored it: the upload's own bytes, text chunk and all, and no variant.
    const original = await pngWithTextChunk();
    const id = randomUUID();
    await server.ctx.db.insert(images).values(imageRow(id, { contentType: 'image/png', data: original }));
    const t = await createTestTournament(server.ctx, creator.id);
    const url = `/uploads/tournaments/${id}.png`;
    await server.ctx.db.update(tournaments).set({ imageUrl: url }).where(eq(tournaments.id, t.id));

    const etag = `"${createHash('sha256').update(original).digest('hex')}"`;
    for (const address of [url, cardImageUrl(url)!]) {
      const res = await api().get(address).buffer(true);
      expect(res.status, address).toBe(200);
      expect(res.headers['content-type'], address).toBe('image/png');
      expect(res.headers['etag'], address).toBe(etag);
      expect(Buffer.compare(res.body as Buffer, original), address).toBe(0);
    }
  });
});

describe('a burst of uploads', () => {
  it('is re-encoded a few at a time, and every upload is stored', async () => {
    const jpeg = await gpsTaggedJpeg();
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, sharp.counters().process)), 2);
    try {
      const urls = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(jpeg, `burst-${i}.jpg`)));
      expect(new Set(urls).size).toBe(6);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(REENCODE_AT_ONCE);
  });
});
