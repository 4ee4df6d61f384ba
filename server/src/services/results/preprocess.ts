/**
 * Turns a screenshot into what Tesseract reads best: dark text on a light, even background at a
 * size where small labels are about 20–30 px tall. Results screens are light text on dark,
 * textured art, so the image is made grey, inverted when it is mostly dark, stretched to the full
 * range of greys, scaled to READ_WIDTH px wide and written as a lossless PNG.
 */
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@squadhub/shared';
import type { Box } from './screen-words.js';

/**
 * The width a screen is read at. A 1280x720 screenshot's smallest labels are 15 px tall, which
 * Tesseract misses; 1.5 times that reads them, and a wider page costs time without reading more
 * (bench/RESULTS.md, the OCR section).
 */
export const READ_WIDTH = 1920;

export interface PreparedScreen {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The height the ink of a re-read box is scaled to, and the white margin around it: Tesseract
 * reads a lone figure best at about 30–40 px, and often not at all when it fills its image.
 */
const REREAD_INK_HEIGHT = 36;
const REREAD_MARGIN = 20;

/** Rows or columns with fewer dark pixels than this share are specks of the background's texture. */
const INK_SHARE = 0.04;

/**
 * One box of a prepared screen as its own small PNG, for reading again alone. `box` is in the
 * coordinates of the page Tesseract read, which it turned upright by `rotateRadians` about its
 * centre: the box's centre is turned back to find it in the prepared image. The box is made
 * black on white (Otsu's threshold), cut to its ink, and the ink scaled to REREAD_INK_HEIGHT.
 */
export async function cropScreen(screen: PreparedScreen, box: Box, rotateRadians: number): Promise<Buffer> {
  const cx = screen.width / 2;
  const cy = screen.height / 2;
  const dx = (box.x0 + box.x1) / 2 - cx;
  const dy = (box.y0 + box.y1) / 2 - cy;
  const [cos, sin] = [Math.cos(-rotateRadians), Math.sin(-rotateRadians)];
  const x = cx + dx * cos - dy * sin;
  const y = cy + dx * sin + dy * cos;
  const width = Math.max(2, Math.round(box.x1 - box.x0));
  const height = Math.max(2, Math.round(box.y1 - box.y0));
  const left = Math.min(Math.max(0, Math.round(x - width / 2)), screen.width - 2);
  const top = Math.min(Math.max(0, Math.round(y - height / 2)), screen.height - 2);
  const region = {
    left,
    top,
    width: Math.min(width, screen.width - left),
    height: Math.min(height, screen.height - top),
  };
  const { data, info } = await sharp(screen.png)
    .extract(region)
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const level = otsuThreshold(data);
  const ink = inkBox(data, info.width, info.height, level);
  const binary = Buffer.from(data.map((v) => (v < level ? 0 : 255)));
  const image = sharp(binary, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (!ink) return image.png().toBuffer();
  const scale = REREAD_INK_HEIGHT / ink.height;
  return image
    .extract(ink)
    .resize({ width: Math.max(1, Math.round(ink.width * scale)), height: REREAD_INK_HEIGHT })
    .extend({
      top: REREAD_MARGIN,
      bottom: REREAD_MARGIN,
      left: REREAD_MARGIN,
      right: REREAD_MARGIN,
      background: '#fff',
    })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * The crop `times` times side by side, a margin apart. Tesseract's line model reads a lone digit
 * poorly (it needs a sequence to read), and the same digit three times in a row well: "0" alone
 * comes back empty where "0 0 0" comes back "000" (measured on the bench's screens).
 */
export async function repeated(crop: Buffer, times: number): Promise<Buffer> {
  const { width, height } = await sharp(crop).metadata();
  return sharp({ create: { width: width * times, height, channels: 3, background: '#fff' } })
    .composite(Array.from({ length: times }, (_, i) => ({ input: crop, left: i * width, top: 0 })))
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The smallest box holding the rows and columns with enough dark pixels; none when it is blank. */
function inkBox(grey: Uint8Array, width: number, height: number, level: number) {
  const rows = new Array<number>(height).fill(0);
  const columns = new Array<number>(width).fill(0);
  for (let yy = 0; yy < height; yy++) {
    for (let xx = 0; xx < width; xx++) {
      if (grey[yy * width + xx]! < level) {
        rows[yy]!++;
        columns[xx]!++;
      }
    }
  }
  const inkRows = rows.flatMap((n, i) => (n >= Math.max(1, INK_SHARE * width) ? [i] : []));
  const inkColumns = columns.flatMap((n, i) => (n >= Math.max(1, INK_SHARE * height) ? [i] : []));
  if (!inkRows.length || !inkColumns.length) return null;
  const [top, bottom] = [inkRows[0]!, inkRows[inkRows.length - 1]!];
  const [left, right] = [inkColumns[0]!, inkColumns[inkColumns.length - 1]!];
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Otsu's threshold of a grey image: the level that best splits its pixels into two classes
 * (the figure and its background), whatever colours the screen drew them in.
 */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey) histogram[value]!++;
  const total = grey.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!;
  let [sumBelow, countBelow, best, bestVariance] = [0, 0, 128, -1];
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t]!;
    if (countBelow === 0 || countBelow === total) continue;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / (total - countBelow);
    const variance = countBelow * (total - countBelow) * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) [best, bestVariance] = [t, variance];
  }
  return Math.min(255, best + 1);
}

export async function prepareScreen(image: Buffer): Promise<PreparedScreen> {
  const decoded = sharp(image, {
    autoOrient: true,
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
    animated: false,
  })
    .grayscale()
    .resize({ width: READ_WIDTH, kernel: 'lanczos3' });
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const { channels, width, height } = info;
  let sum = 0;
  for (let i = 0; i < data.length; i += channels) sum += data[i]!;
  const dark = sum / (data.length / channels) < 128;
  const grey = sharp(data, { raw: { width, height, channels } });
  const png = await (dark ? grey.negate({ alpha: false }) : grey).normalise().png({ compressionLevel: 1 }).toBuffer();
  return { png, width, height };
}
