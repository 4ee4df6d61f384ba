/**
 * The stream overlay as a host on camera needs it (1920x1080 browser source): a long title fits
 * the panel in at most two lines, a ticker of the latest joins runs while entries are open,
 * "Join on Squadhub" goes away once entries stop or the winners are in, and the podium medals are
 * the app's own SVG, never emoji (a browser without an emoji font paints empty boxes).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, createTournament } from './support/app';
import { bearer, giveCoins, login, register, type Session } from './support/users';

const CANVAS = { width: 1920, height: 1080 };
/** Any emoji picture character (medals, trophies, faces). */
const EMOJI = /\p{Extended_Pictographic}/u;

async function join(request: APIRequestContext, who: Session, id: string, team: number) {
  const res = await request.post(`/api/tournaments/${id}/join-slot`, {
    headers: bearer(who),
    data: { team_number: team, slot_index: 0 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openOverlay(page: Page, id: string) {
  await page.goto(`/overlay/tournaments/${id}`);
  await expect(page.getByTestId('overlay')).toBeVisible();
}

let admin: Session;
let players: Session[];

test.beforeAll(async ({ request }) => {
  admin = await login(request);
  players = [];
  for (const name of ['Tickerfox', 'Longnamedsniper', 'Blazequeen', 'Nightowl']) {
    const p = await register(request, name);
    await giveCoins(request, admin, p, 20);
    players.push(p);
  }
});

test('a long title fits, the ticker follows the joins, and the join line goes when entries stop', async ({
  browser,
  request,
}) => {
  // 100 characters with the suffix createTournament adds: the longest title the form takes.
  const long = 'The Grand Midnight Blackout Invitational for Squads of the Whole Region, Season Three'.padEnd(90, '!');
  const t = await createTournament(request, admin, { title: long.slice(0, 90) });
  await join(request, players[0]!, t.id, 1);

  // As OBS runs it: motion allowed, so names wider than the panel scroll.
  const context = await browser.newContext({ viewport: CANVAS, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await openOverlay(page, t.id);

  // The players already seated when the source loads are on the ticker at once.
  const ticker = page.getByTestId('overlay-joins');
  await expect(ticker).toContainText(`${players[0]!.user.username} joined`);
  await expect(page.getByTestId('overlay-join-line')).toHaveText('Join on Squadhub · entry 2 coins');

  // The title: whole, in at most two lines, inside the panel and the canvas.
  const title = page.getByTestId('overlay-title');
  await expect(title).toHaveText(t.title);
  const fit = await title.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight);
    const box = el.getBoundingClientRect();
    const panel = el.closest('main')!.getBoundingClientRect();
    return {
      lines: Math.round(box.height / lineHeight),
      clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
      fontSize: parseFloat(style.fontSize),
      inPanel: box.left >= panel.left && box.right <= panel.right && box.bottom <= panel.bottom,
      panel: panel.toJSON() as DOMRect,
    };
  });
  expect(fit.lines, 'title lines').toBeLessThanOrEqual(2);
  expect(fit.clipped, `title cut off at ${fit.fontSize}px`).toBe(false);
  expect(fit.fontSize, 'readable on stream').toBeGreaterThanOrEqual(22);
  expect(fit.inPanel).toBe(true);
  expect(fit.panel.left).toBeGreaterThanOrEqual(0);
  expect(fit.panel.top).toBeGreaterThanOrEqual(0);
  expect(fit.panel.right).toBeLessThanOrEqual(CANVAS.width);
  expect(fit.panel.bottom).toBeLessThanOrEqual(CANVAS.height);

  // New joins come in at the front, newest first and highlighted.
  for (const [i, p] of players.slice(1).entries()) await join(request, p, t.id, i + 2);
  await expect(ticker.locator('.overlay-ticker-new').first()).toHaveText(`+ ${players[3]!.user.username} joined`);
  for (const p of players) await expect(ticker).toContainText(`${p.user.username} joined`);
  // The ticker stays one line inside the panel, however many names it carries.
  const tickerBox = (await ticker.boundingBox())!;
  expect(tickerBox.height).toBeLessThan(48);
  expect(tickerBox.x + tickerBox.width).toBeLessThanOrEqual(fit.panel.right);
  await page.screenshot({ path: 'e2e/artifacts/taps-overlay-ticker-1920.png', omitBackground: true });

  // Entries stop: nobody can join any more, so neither the invitation nor the ticker stays.
  await api(request, 'post', `/tournaments/${t.id}/stop-entries`, admin);
  await expect(page.getByTestId('overlay-join-line')).toHaveCount(0);
  await expect(page.getByTestId('overlay-entries-note')).toHaveText('Entries closed');
  await expect(ticker).toHaveCount(0);
  await expect(page.getByTestId('overlay-players')).toHaveText('4/12');
  await page.screenshot({ path: 'e2e/artifacts/taps-overlay-entries-closed-1920.png', omitBackground: true });

  // The compact bar keeps the long title on its one line.
  await page.goto(`/overlay/tournaments/${t.id}?compact=1`);
  const compactTitle = page.getByTestId('overlay-title');
  await expect(compactTitle).toBeVisible();
  const compact = (await page.getByTestId('overlay').boundingBox())!;
  expect(compact.x + compact.width).toBeLessThanOrEqual(CANVAS.width);
  expect((await compactTitle.boundingBox())!.height).toBeLessThan(40);
  await page.screenshot({ path: 'e2e/artifacts/taps-overlay-compact-1920.png', omitBackground: true });
  await context.close();
});

test('once the winners are paid: SVG medals, no emoji, no join line', async ({ browser, request }) => {
  const t = await createTournament(request, admin, { title: 'Podium Night' });
  for (const [i, p] of players.slice(0, 3).entries()) await join(request, p, t.id, i + 1);

  const context = await browser.newContext({ viewport: CANVAS });
  const page = await context.newPage();
  await openOverlay(page, t.id);
  await expect(page.getByTestId('overlay-players')).toHaveText('3/12');

  // The room goes live: joining is still possible, so the invitation stays.
  await api(request, 'post', `/tournaments/${t.id}/send-room-code`, admin, { room_code: 'POD-1' });
  await expect(page.getByTestId('overlay-status')).toHaveText('● LIVE');
  await expect(page.getByTestId('overlay-join-line')).toBeVisible();

  await api(request, 'post', `/tournaments/${t.id}/select-winners`, admin, {
    winners: players.slice(0, 3).map((p, i) => ({ user_id: p.user.id, coins_awarded: 3 - i, position: i + 1 })),
  });
  await expect(page.getByTestId('overlay-status')).toHaveText('Finalized');
  const winners = page.getByTestId('overlay-winners');
  await expect(winners.locator('li')).toHaveCount(3);
  await expect(winners.locator('svg[data-testid="overlay-medal"]')).toHaveCount(3);
  await expect(winners.locator('svg').first()).toHaveAttribute('aria-label', 'Gold medal, position 1');
  // Each medal is drawn: a real box on the page, not a missing glyph.
  for (const medal of await winners.locator('svg').all()) {
    const box = (await medal.boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
  }
  for (const p of players.slice(0, 3)) await expect(winners).toContainText(p.user.username);
  expect(await page.getByTestId('overlay').innerText()).not.toMatch(EMOJI);
  await expect(page.getByTestId('overlay-join-line')).toHaveCount(0);
  await expect(page.getByTestId('overlay-entries-note')).toHaveCount(0);
  await expect(page.getByTestId('overlay-joins')).toHaveCount(0);
  await expect(winners).toContainText('1 coin');
  await page.screenshot({ path: 'e2e/artifacts/taps-overlay-finalized-1920.png', omitBackground: true });

  // The light theme draws the same medals.
  await page.goto(`/overlay/tournaments/${t.id}?theme=light`);
  await expect(page.getByTestId('overlay-winners').locator('svg')).toHaveCount(3);
  await page.screenshot({ path: 'e2e/artifacts/taps-overlay-finalized-light-1920.png', omitBackground: true });
  await context.close();
});
