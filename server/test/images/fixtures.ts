/**
 * Images that carry what must not come back (GPS in EXIF, XMP, PNG text chunks), built here so
 * each test knows exactly what it put in, plus large, animated and broken files.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Text planted in the metadata; none of it may appear in a served image. */
export const PLANTED = {
  make: 'PlantedPhoneMaker',
  xmp: 'planted-xmp-creator',
  pngKeyword: 'GPSPosition',
  pngText: '48.858370 N, 2.294481 E (planted)',
} as const;

const RED = { r: 230, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 230 };

/** Left half red, right half blue, `width` x `height` as stored (before any orientation). */
async function halves(width: number, height: number): Promise<Sharp> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: RED } }).composite([
    { input: half, left: width / 2, top: 0 },
  ]);
}

/**
 * A 2400x1800 phone photo stored sideways: EXIF orientation 6 (turn 90° clockwise to show it, so
 * it shows 1800x2400 with red on top), the camera's make, GPS coordinates and an XMP packet.
 */
export async function gpsTaggedJpeg(): Promise<Buffer> {
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PLANTED.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return (await halves(2400, 1800))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: PLANTED.make },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 3013/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4023/100',
      },
    })
    .withXmp(xmp)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with the chunks given, in that order, after the signature. */
const png = (...chunks: Buffer[]) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ...chunks]);

/** A 1200x900 PNG with a tEXt chunk (keyword, NUL, text) written right after its IHDR. */
export async function pngWithTextChunk(): Promise<Buffer> {
  const plain = await (await halves(1200, 900)).png().toBuffer();
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const text = pngChunk('tEXt', Buffer.from(`${PLANTED.pngKeyword}\0${PLANTED.pngText}`, 'latin1'));
  return Buffer.concat([plain.subarray(0, ihdrEnd), text, plain.subarray(ihdrEnd)]);
}

/** A PNG with a sound header whose pixel data is not zlib at all. */
export function corruptPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100, 0);
  ihdr.writeUInt32BE(100, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return png(pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.alloc(300, 0x5a)), pngChunk('IEND', Buffer.alloc(0)));
}

/** A PNG whose header claims 20000x20000 pixels (400 megapixels) over a few bytes of data. */
export function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return png(
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  );
}

/**
 * A camera-sized JPEG of about 5 MB (4000x3000, smooth shapes under a fine grain that JPEG keeps
 * at high quality), under the upload limit.
 */
export async function largeJpeg(maxBytes: number): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const shapes = await sharp(randomBytes((w / 50) * (h / 50) * 3), {
    raw: { width: w / 50, height: h / 50, channels: 3 },
  })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(shapes.length);
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.min(255, shapes[i]! + (grain[i]! & 7));
  for (const quality of [98, 96, 94, 92, 90]) {
    const jpeg = await sharp(shapes, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
  }
  throw new Error('no quality brings the large JPEG under the limit');
}

/** A 300x200 animated GIF of two frames: red, then blue. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: typeof RED) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame(RED), await frame(BLUE)]);
  return sharp(frames, { raw: { width: 300, height: 400, channels: 3, pageHeight: 200 } })
    .gif({ delay: [500, 500], loop: 0 })
    .toBuffer();
}

/** The average colour of the top or bottom tenth of an image. */
export async function averageColour(
  image: Buffer,
  where: 'top' | 'bottom',
): Promise<{ r: number; g: number; b: number }> {
  const { width, height } = await sharp(image).metadata();
  const band = Math.max(1, Math.floor(height / 10));
  const region = { left: 0, top: where === 'top' ? 0 : height - band, width, height: band };
  // stats() reads the input, not the pipeline: the band is cut out first.
  const { channels } = await sharp(await sharp(image).extract(region).png().toBuffer()).stats();
  const [r, g, b] = channels.map((c) => Math.round(c.mean));
  return { r: r!, g: g!, b: b! };
}
