#!/usr/bin/env node
/**
 * Draws the installable web app's icons (docs/design/phones.md#an-installable-app) from the app
 * icon of the desktop build (build/icon.svg), so the brand has one source. Run it after changing
 * that icon and commit the PNGs it writes to desktop/pwa/icons/:
 *   node scripts/make-pwa-icons.mjs
 *
 * - icon-192.png, icon-512.png: the icon as drawn (rounded square, transparent corners).
 * - maskable-512.png, apple-touch-icon.png: a full-bleed square of the theme background with the
 *   shield shrunk into the safe zone (the middle circle of 80% of the width), since the launcher
 *   or iOS cuts its own shape out of it.
 * - badge-96.png: the shield alone in white on transparent; Android draws a notification badge
 *   from its alpha only.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'desktop/pwa/icons');
const icon = readFileSync(path.join(root, 'build/icon.svg'), 'utf8');

const defs = icon.match(/<defs>[\s\S]*<\/defs>/)[0];
// The shield and its crosshair: everything after the two background rectangles.
const emblem = icon.slice(icon.lastIndexOf('<rect'), icon.lastIndexOf('</svg>')).replace(/^<rect[^>]*\/>/, '');
const SHIELD = icon.match(/<path d="([^"]+)"/)[1];

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024">${body}</svg>`;
/** The shield's box is 576 x 730 around (512, 515): at 0.8 its corners stay inside the safe circle (r 409.6). */
const fullBleed = svg(
  `${defs}<rect width="1024" height="1024" fill="url(#bg)"/>` +
    `<g transform="translate(512 515) scale(0.8) translate(-512 -515)">${emblem}</g>`,
);
const badge = svg(
  `<mask id="cut"><rect width="1024" height="1024" fill="#fff"/>` +
    `<g fill="none" stroke="#000" stroke-width="56" stroke-linecap="round">` +
    `<circle cx="512" cy="520" r="150"/><line x1="512" y1="320" x2="512" y2="720"/>` +
    `<line x1="312" y1="520" x2="712" y2="520"/></g></mask>` +
    `<path d="${SHIELD}" fill="#fff" mask="url(#cut)" transform="translate(512 515) scale(1.15) translate(-512 -515)"/>`,
);

const icons = [
  ['icon-192.png', icon, 192],
  ['icon-512.png', icon, 512],
  ['maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
  ['badge-96.png', badge, 96],
];

mkdirSync(out, { recursive: true });
for (const [name, source, size] of icons) {
  await sharp(Buffer.from(source), { density: 72 * (size / 1024) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(out, name));
  console.log(`desktop/pwa/icons/${name} (${size} x ${size})`);
}
