#!/usr/bin/env node
/**
 * Renders build/icon.svg to the PNGs electron-builder packages: build/icon.png (1024 px; it derives
 * the Windows .ico and macOS .icns from it) and build/icons/<size>x<size>.png for Linux.
 * Uses Debian's Chromium through playwright-core (already a dev dependency), so no image library
 * is needed. Run after editing the SVG: `node scripts/make-icons.mjs`; commit the PNGs.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'build/icon.svg'), 'utf8');
const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  const render = async (size, file) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">` +
        `</body></html>`,
    );
    await page.locator('img').screenshot({ path: file, omitBackground: true });
    console.log(path.relative(root, file));
  };
  await render(1024, path.join(root, 'build/icon.png'));
  mkdirSync(path.join(root, 'build/icons'), { recursive: true });
  for (const size of LINUX_SIZES) await render(size, path.join(root, `build/icons/${size}x${size}.png`));
} finally {
  await browser.close();
}
