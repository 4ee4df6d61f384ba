/**
 * The longest names the rules allow (30 characters, no spaces: docs/product/accounts.md) in every
 * screen that lists players, on a 360x740 phone and at 1366x768 (docs/design/look-and-feel.md#screen-sizes).
 * A 10-team duo series of twenty such players, a match entered through the API: the page never
 * scrolls sideways, the Kills, Points and Coins cells stay in view, the finalize dialog shows every
 * prize and what is left for the host, and the host console on a phone puts the results grid first
 * with its Undo and Finalize buttons apart and big enough to tap. Screenshots land in
 * e2e/artifacts/long-names-*.png.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import {
  api,
  createTournament,
  expectNoHorizontalOverflow,
  openApp,
  openHostConsole,
  shot,
  type Size,
} from './support/app';
import { bearer, giveCoins, login, register, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const TEAMS = 10;
const W = 'W'.repeat(27);
const M = 'M'.repeat(27);
/** A letter of this run: a retry's new players do not clash with the first attempt's. */
const RUN = String.fromCharCode(65 + Math.floor(Math.random() * 26));
/** Twenty 30-character names without a space: the widest letters, each one unique. */
const NAME = (i: number) => `${i % 2 ? M : W}${RUN}${String.fromCharCode(65 + Math.floor(i / 2))}${i % 2 ? 'M' : 'W'}`;

let request: APIRequestContext;
let admin: Session;
const players: Session[] = [];
let t: { id: string; title: string };

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  for (let i = 0; i < 2 * TEAMS; i++) {
    const s = await register(request, NAME(i));
    expect(s.user.username).toHaveLength(30);
    await giveCoins(request, admin, s, 10);
    players.push(s);
  }
  t = await createTournament(request, admin, {
    title: 'Long Names Cup',
    template_type: 'alcatraz_duo',
    max_teams: TEAMS,
    slots_per_team: 2,
    entry_fee: 2,
    series: { matches: 3, points: { preset: 'pubgm', kill_points: 1 }, payout: [50, 30, 20] },
  });
  for (const [i, s] of players.entries())
    await api(request, 'post', `/tournaments/${t.id}/join-slot`, s, {
      team_number: Math.floor(i / 2) + 1,
      slot_index: i % 2,
    });
  await api(request, 'post', `/tournaments/${t.id}/send-room-code`, admin, { room_code: 'LONG-30' });
  await api(request, 'post', `/tournaments/${t.id}/chat`, players[0]!, { message: 'Ready when you are!' });
  await api(request, 'put', `/tournaments/${t.id}/matches/1/results`, admin, {
    results: Array.from({ length: TEAMS }, (_, i) => ({ team_number: i + 1, placement: i + 1, kills: 12 - i })),
  });
});
test.afterAll(() => request.dispose());

/** The cell is drawn whole inside the screen's width (not pushed off to the right). */
async function expectInView(page: Page, cell: Locator, what: string) {
  const box = await cell.boundingBox();
  expect(box, what).not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen (${width} px)`).toBeLessThanOrEqual(width + 0.5);
}

/** Every row of a standings table keeps its Kills and Pts cells (the last two shown) on screen. */
async function expectStandingsNumbersInView(page: Page, table: Locator, what: string) {
  const rows = table.getByTestId('standings-row');
  await expect(rows.first()).toBeVisible();
  const heads = await table.locator('thead th:visible').allTextContents();
  const kills = heads.findIndex((h) => h.trim() === 'Kills');
  const points = heads.findIndex((h) => h.trim() === 'Pts');
  expect(kills, 'a Kills column').toBeGreaterThan(0);
  for (const i of [0, (await rows.count()) - 1]) {
    const cells = rows.nth(i).locator(':scope > td:visible');
    await expectInView(page, cells.nth(kills), `${what} row ${i + 1} kills`);
    await expectInView(page, cells.nth(points), `${what} row ${i + 1} points`);
  }
}

async function openConsole(browser: import('@playwright/test').Browser, size: Size): Promise<Page> {
  const page = await openHostConsole(browser, admin, t.id, size);
  await expect(page.getByTestId('results-grid')).toBeVisible();
  return page;
}

for (const size of ['phone', 'desktop'] as const) {
  test(`${size}: a player's standings, teams, chat and header with 30-character names`, async ({ browser }) => {
    const page = await openApp(browser, size, players[0]!, `/tournaments/${t.id}`);
    const standingsTab = page.getByRole('tab', { name: /^(Standings|Table)$/ });
    await standingsTab.click();
    const table = page.getByTestId('series-standings').getByTestId('standings-table');
    await expect(table.getByTestId('standings-row')).toHaveCount(TEAMS);
    await expectNoHorizontalOverflow(page);
    await expectStandingsNumbersInView(page, table, `${size} standings`);
    await shot(page, `long-names-standings-${size}`);

    // The header names the player (cut with an ellipsis, the whole name in its title) and keeps the balance.
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText(players[0]!.user.username.slice(0, 3));
    await expectInView(page, balance, 'header balance');

    await page.getByRole('tab', { name: /^(Slots|Teams)$/ }).click();
    await expect(page.getByText(players[19]!.user.username).first()).toBeAttached();
    await expectNoHorizontalOverflow(page);
    await shot(page, `long-names-teams-${size}`);

    // A phone has a Chat tab; a wide page shows the chat beside the slots.
    if (size === 'phone') await page.getByRole('tab', { name: /^Chat/ }).click();
    await expect(page.getByText('Ready when you are!')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, `long-names-chat-${size}`);
    await page.context().close();
  });

  test(`${size}: the host console's standings and results grid with 30-character names`, async ({ browser }) => {
    const page = await openConsole(browser, size);
    const standings = page.getByTestId('host-standings').locator('visible=true');
    await expect(standings.getByTestId('standings-row')).toHaveCount(TEAMS);
    await expectNoHorizontalOverflow(page);
    await expectStandingsNumbersInView(page, standings.getByTestId('standings-table'), `${size} host standings`);

    const undo = page.getByRole('button', { name: 'Undo match 1' });
    const finalize = page.getByRole('button', { name: 'Finalize series & pay' });
    for (const [name, button] of [
      ['Undo', undo],
      ['Finalize', finalize],
    ] as const) {
      const box = (await button.boundingBox())!;
      expect(box.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    // The one that deletes and the one that pays are never side by side.
    const [u, f] = [(await undo.boundingBox())!, (await finalize.boundingBox())!];
    const apart = Math.max(f.y - (u.y + u.height), u.y - (f.y + f.height));
    expect(apart, 'Undo and Finalize are apart').toBeGreaterThanOrEqual(48);

    if (size === 'phone') {
      // While a match is scored the grid comes first, and 10 teams stay a reasonable scroll.
      const grid = (await page.getByTestId('results-grid').boundingBox())!;
      const row = (await page.getByTestId('result-row-1').boundingBox())!;
      expect(row.height, 'a compact results row').toBeLessThanOrEqual(100);
      const status = page.getByRole('complementary', { name: 'Check-in, squads and waitlist' });
      if (await status.count()) expect(grid.y).toBeLessThan((await status.boundingBox())!.y);
      // Ten teams' rows with their steppers, the save bar and Finalize (a row was 132 px before).
      expect(grid.height, 'the results grid of 10 teams').toBeLessThan(1_400);
      const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
      console.log(`host console at 360x740: a row ${row.height} px, results grid ${grid.height} px, page ${height} px`);
    }
    await shot(page, `long-names-host-console-${size}`);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await shot(page, `long-names-host-console-end-${size}`);

    // The payout before paying: every team's coins and the host's remainder, in view.
    await finalize.click();
    const dialog = page.getByRole('dialog', { name: 'Finalize series & pay' });
    const payout = dialog.getByTestId('finalize-payout');
    await expect(payout).toBeVisible();
    for (const row of await payout.locator('tbody tr').all()) {
      await row.scrollIntoViewIfNeeded();
      await expectInView(page, row.locator('td').last(), 'a payout row coins');
    }
    const remainder = dialog.getByTestId('finalize-remainder');
    await expect(remainder).toHaveText(/^\d+$/);
    await expectInView(page, remainder, 'left for you');
    await remainder.scrollIntoViewIfNeeded();
    await shot(page, `long-names-finalize-${size}`);
    await page.keyboard.press('Escape');
    await page.context().close();
  });
}

test('the overlay and, once paid, the winners and the leaderboard with 30-character names', async ({ browser }) => {
  const obs = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await obs.goto(`/overlay/tournaments/${t.id}`);
  await expect(obs.getByTestId('overlay-standing').first()).toBeVisible();
  const overlayWidth = await obs.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(overlayWidth).toBeLessThanOrEqual(1920);
  for (const num of await obs.locator('.overlay-standings-num').all()) await expectInView(obs, num, 'overlay number');
  await obs.screenshot({ path: 'e2e/artifacts/long-names-overlay-1920.png' });

  const res = await request.post(`/api/tournaments/${t.id}/finalize-series`, { headers: bearer(admin) });
  expect(res.ok(), await res.text()).toBe(true);

  for (const size of ['phone', 'desktop'] as const) {
    const page = await openApp(browser, size, players[0]!, `/tournaments/${t.id}`);
    const table = page.getByTestId('series-standings').getByTestId('standings-table');
    await expect(table.getByTestId('standings-row')).toHaveCount(TEAMS);
    await expectNoHorizontalOverflow(page);
    await expectStandingsNumbersInView(page, table, `${size} final standings`);
    await shot(page, `long-names-winners-${size}`);
    // Today's board, on the dashboard: the prizes just paid put these names at its top.
    await page.goto('/');
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const board = page.getByRole('dialog', { name: 'Leaderboard' });
    await expect(board).toContainText(players[0]!.user.username.slice(0, 10));
    await expectNoHorizontalOverflow(page);
    await shot(page, `long-names-leaderboard-${size}`);
    await page.context().close();
  }
});

test('phone: a room code that arrives brings the Room tab forward, and only it looks selected', async ({ browser }) => {
  const cup = await createTournament(request, admin, { title: 'Room Tab Cup', max_teams: 4, entry_fee: 0 });
  await api(request, 'post', `/tournaments/${cup.id}/join-slot`, players[0]!, { team_number: 1, slot_index: 0 });
  const page = await openApp(browser, 'phone', players[0]!, `/tournaments/${cup.id}`);
  const tabs = page.getByRole('tablist', { name: 'Tournament sections' });
  await tabs.getByRole('tab', { name: /^Chat/ }).tap();
  await expect(tabs.getByRole('tab', { name: /^Chat/ })).toHaveAttribute('aria-selected', 'true');
  await api(request, 'post', `/tournaments/${cup.id}/send-room-code`, admin, { room_code: 'TAB-1' });
  await expect(tabs.getByRole('tab', { name: /^Room/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('room-code')).toContainText('TAB-1');
  // Selected is the tab's fill, or a focus ring: exactly one tab shows either.
  const looksSelected = () =>
    tabs.getByRole('tab').evaluateAll((els) =>
      els
        .filter((el) => {
          const s = getComputedStyle(el);
          return s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.outlineStyle !== 'none';
        })
        .map((el) => el.textContent!.trim()),
    );
  await expect.poll(looksSelected).toEqual(['Room']);
  await shot(page, 'long-names-room-tab-phone');
  await page.context().close();
});
