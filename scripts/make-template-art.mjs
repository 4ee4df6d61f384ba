#!/usr/bin/env node
/**
 * Draws each template's artwork (server/static/templates/<id>.svg) as a WebP of the card size
 * (IMAGE_CARD_SIDE of shared/src/images.ts, 640 px wide), which a card shows on a phone
 * (docs/design/phones.md#template-artwork). The SVG stays the artwork's source and
 * what wider screens draw. Run it after changing an SVG and commit the WebPs it writes beside it:
 *   node scripts/make-template-art.mjs
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../server/static/templates');
const WIDTH = 640;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const out = path.join(dir, file.replace(/\.svg$/, '.webp'));
  // Drawn at twice the width, then scaled down: the thin lines of the artwork stay smooth.
  const info = await sharp(path.join(dir, file), { density: 144 })
    .resize({ width: WIDTH })
    .webp({ quality: 78, effort: 6 })
    .toFile(out);
  console.log(`${path.relative(process.cwd(), out)}: ${info.width}x${info.height}, ${info.size} bytes`);
}
