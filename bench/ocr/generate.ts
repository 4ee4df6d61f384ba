/**
 * Draws a labelled set of end-of-match team screens in Debian's Chromium and writes them as phone
 * JPEGs with `labels.json` beside them: what each screen shows is known because it was drawn from
 * it. The same seed and count draw the same set, so a set already on disk is reused.
 *
 *   const set = await labelledScreens({ seed: 37, count: 60 });
 *   set.screens[0]   // { file, placement, kills_total, players: [{ name, kills }], ... }
 *
 * Run alone: `npx tsx bench/ocr/generate.ts [count] [seed] [dir]` prints the directory.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { fontFaceCss } from './fonts.js';
import { LAYOUTS, screenHtml, type LayoutName, type Member, type PhotoSkew, type ScreenSpec } from './layouts.js';
import { teamNames } from './names.js';
import { seededRandom, type Random } from './random.js';

/** Bumped whenever drawing changes, so an older set on disk is not reused. */
const GENERATOR_VERSION = 1;
const SIZES = [
  [1280, 720],
  [2400, 1080],
] as const;

export interface ScreenLabel {
  file: string;
  layout: LayoutName;
  width: number;
  height: number;
  quality: number;
  photo: PhotoSkew | null;
  placement: number;
  teams: number;
  kills_total: number;
  players: { name: string; kills: number }[];
}

export interface LabelledSet {
  dir: string;
  seed: number;
  screens: ScreenLabel[];
}

function member(random: Random, name: string): Member {
  const kills = random.chance(0.2) ? 0 : random.int(0, random.chance(0.15) ? 14 : 7);
  return {
    name,
    kills,
    damage: kills * random.int(80, 140) + random.int(0, 260),
    assists: random.int(0, 4),
    revives: random.int(0, 3),
    survived: random.int(3, 31),
  };
}

function spec(random: Random): ScreenSpec {
  const teams = random.pick([16, 20, 25, 25, 25, 25, 50, 100]);
  const size = random.chance(0.7) ? 4 : random.chance(0.65) ? 3 : 2;
  return {
    teams,
    placement: random.chance(0.15) ? 1 : random.int(1, teams),
    placementStyle: random.chance(0.5) ? 'hash' : 'slash',
    members: teamNames(random, size).map((name) => member(random, name)),
    showsTotal: random.chance(0.5),
  };
}

export const defaultSetDir = (seed: number, count: number) =>
  path.join(os.tmpdir(), `squadhub-ocr-screens-v${GENERATOR_VERSION}-${seed}-${count}`);

/** The set of `count` screens drawn from `seed` in `dir`, drawn now unless it is already there. */
export async function labelledScreens({
  seed = 37,
  count = 60,
  dir = defaultSetDir(seed, count),
}: { seed?: number; count?: number; dir?: string } = {}): Promise<LabelledSet> {
  const labelsFile = path.join(dir, 'labels.json');
  if (existsSync(labelsFile)) return JSON.parse(readFileSync(labelsFile, 'utf8')) as LabelledSet;
  mkdirSync(dir, { recursive: true });
  const random = seededRandom(seed);
  const fontCss = fontFaceCss();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const screens: ScreenLabel[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const layout = LAYOUTS[i % LAYOUTS.length]!;
      const [width, height] = SIZES[Math.floor(i / LAYOUTS.length) % SIZES.length]!;
      const quality = random.int(70, 85);
      // One screen in five is a photo of a screen: turned a little and cut at two edges.
      const photo = random.chance(0.2)
        ? {
            angle: Number(((random.chance(0.5) ? 1 : -1) * (0.6 + random.next() * 1.9)).toFixed(2)),
            crop: Number((0.005 + random.next() * 0.025).toFixed(3)),
          }
        : null;
      const drawn = spec(random);
      const page = await browser.newPage({ viewport: { width, height } });
      await page.setContent(screenHtml(layout, drawn, random, fontCss, photo ?? undefined));
      await page.evaluate(() => document.fonts.ready);
      const file = `screen-${String(i).padStart(3, '0')}-${layout}-${width}.jpg`;
      await page.screenshot({ path: path.join(dir, file), type: 'jpeg', quality });
      await page.close();
      screens.push({
        file,
        layout,
        width,
        height,
        quality,
        photo,
        placement: drawn.placement,
        teams: drawn.teams,
        kills_total: drawn.members.reduce((sum, m) => sum + m.kills, 0),
        players: drawn.members.map(({ name, kills }) => ({ name, kills })),
      });
    }
  } finally {
    await browser.close();
  }
  const set: LabelledSet = { dir, seed, screens };
  writeFileSync(labelsFile, JSON.stringify(set, null, 2));
  return set;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [count, seed, dir] = process.argv.slice(2);
  const set = await labelledScreens({
    count: count ? Number(count) : undefined,
    seed: seed ? Number(seed) : undefined,
    dir,
  });
  console.log(`${set.screens.length} screens in ${set.dir}`);
}
