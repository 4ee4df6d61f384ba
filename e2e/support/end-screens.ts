/**
 * A team's end-of-match screen for the results e2e, drawn by the OCR bench's generator
 * (bench/ocr/layouts.ts) from a known result: the same team and result always draw the same
 * picture, so the server's read of it is the same on every run.
 */
import type { Page } from '@playwright/test';
import { fontFaceCss } from '../../bench/ocr/fonts';
import { LAYOUTS, screenHtml, type ScreenSpec } from '../../bench/ocr/layouts';
import { seededRandom } from '../../bench/ocr/random';

export interface EndScreen {
  team: number;
  teams: number;
  placement: number;
  kills: number;
  /** The members' in-game names, as the screen prints them. */
  names: string[];
}

/** The screen's spec: the kills spread over the members, the first carrying the odd ones. */
export function endScreenSpec({ team, teams, placement, kills, names }: EndScreen): ScreenSpec {
  const each = Math.floor(kills / names.length);
  return {
    teams,
    placement,
    placementStyle: team % 2 ? 'hash' : 'slash',
    members: names.map((name, i) => {
      const own = each + (i === 0 ? kills - each * names.length : 0);
      return { name, kills: own, damage: own * 110 + 40, assists: i % 3, revives: 1, survived: 21 };
    }),
    showsTotal: team % 3 === 0,
  };
}

/** The screen as a phone JPEG, drawn in `page` (a 1280x720 viewport). */
export async function drawEndScreen(page: Page, screen: EndScreen): Promise<Buffer> {
  const layout = LAYOUTS[screen.team % LAYOUTS.length]!;
  await page.setContent(screenHtml(layout, endScreenSpec(screen), seededRandom(2500 + screen.team), fontFaceCss()));
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ type: 'jpeg', quality: 80 });
}
