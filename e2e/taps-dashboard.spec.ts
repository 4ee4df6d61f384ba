/**
 * The dashboard ordered for players, at 360x740 and 1366x768: the tournaments a player is in
 * first, then live, then the soonest start, then the rest, finalized ones last; filter chips
 * (joinable, live, free entry, map, mode) remembered on the device across a reload; a card no
 * taller than half a phone screen; and what a reviewer's tools check: a meta description, headings
 * in order, and a LIVE badge whose text meets 4.5:1.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { Dashboard, SIZES, api, createTournament, openApp, shot, type Size } from './support/app';
import { giveCoins, login, register, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let request: APIRequestContext;
let admin: Session;
let player: Session;
let winners: Session[];
/** The tournaments of this file, by role in the order. */
let T: Record<'seated' | 'live' | 'soon' | 'later' | 'whenFull' | 'freeSolo' | 'closed' | 'finalized', string>;

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  player = await register(request, 'Orderly');
  await giveCoins(request, admin, player, 50);
  // Three winners: the tallest winners panel a card shows.
  winners = [];
  for (const name of ['Podium', 'Runnerup', 'Bronzed']) {
    const w = await register(request, name);
    await giveCoins(request, admin, w, 50);
    winners.push(w);
  }

  // Created oldest first: where each one lands must not follow creation order.
  const finalized = await createTournament(request, admin, {
    title: 'Done Deal',
    start_type: 'when_full',
    start_date: null,
  });
  const seated = await createTournament(request, admin, { title: 'My Seat', start_date: inHours(72) });
  const later = await createTournament(request, admin, { title: 'In Two Days', start_date: inHours(48) });
  const live = await createTournament(request, admin, { title: 'On Air', start_type: 'when_full', start_date: null });
  const soon = await createTournament(request, admin, { title: 'In Two Hours', start_date: inHours(2) });
  const closed = await createTournament(request, admin, { title: 'Doors Shut', start_date: inHours(5) });
  const whenFull = await createTournament(request, admin, {
    title: 'When Full',
    start_type: 'when_full',
    start_date: null,
  });
  const freeSolo = await createTournament(request, admin, {
    title: 'Free Isolated Solo',
    template_type: 'isolated_solo',
    entry_fee: 0,
    start_type: 'when_full',
    start_date: null,
  });
  T = {
    seated: seated.id,
    live: live.id,
    soon: soon.id,
    later: later.id,
    whenFull: whenFull.id,
    freeSolo: freeSolo.id,
    closed: closed.id,
    finalized: finalized.id,
  };

  await api(request, 'post', `/tournaments/${T.seated}/join-slot`, player, { team_number: 1, slot_index: 0 });
  await api(request, 'post', `/tournaments/${T.live}/send-room-code`, admin, { room_code: 'LIVE-1' });
  await api(request, 'post', `/tournaments/${T.closed}/stop-entries`, admin);
  for (const [i, w] of winners.entries())
    await api(request, 'post', `/tournaments/${T.finalized}/join-slot`, w, { team_number: i + 1, slot_index: 0 });
  await api(request, 'post', `/tournaments/${T.finalized}/send-room-code`, admin, { room_code: 'DONE-1' });
  await api(request, 'post', `/tournaments/${T.finalized}/select-winners`, admin, {
    winners: winners.map((w, i) => ({ user_id: w.user.id, coins_awarded: 3 - i, position: i + 1 })),
  });
});
test.afterAll(() => request.dispose());

/** The ids of this file's tournaments, in the order the grid shows them. */
async function gridOrder(page: Page): Promise<string[]> {
  const ours = new Set(Object.values(T));
  const cards = await new Dashboard(page).allCards();
  const ids = await cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-tournament-id') ?? ''));
  return ids.filter((id) => ours.has(id));
}

const named = (ids: string[]) => ids.map((id) => Object.entries(T).find(([, v]) => v === id)?.[0]);

/** Ids shown now among this file's tournaments. */
const shownOf = async (page: Page) => named(await gridOrder(page));

for (const size of Object.keys(SIZES) as Size[]) {
  test(`order at ${size}: my seat, live, soonest, the rest, finalized last`, async ({ browser }) => {
    const page = await openApp(browser, size, player);
    expect(named(await gridOrder(page))).toEqual([
      'seated',
      'live',
      'soon',
      'closed',
      'later',
      'freeSolo',
      'whenFull',
      'finalized',
    ]);
    await shot(page, `taps-dashboard-player-${size}`);
    await page.context().close();

    // A visitor is in nothing: the tournament in three days takes its place among the scheduled.
    const visitor = await openApp(browser, size, null);
    expect(named(await gridOrder(visitor))).toEqual([
      'live',
      'soon',
      'closed',
      'later',
      'seated',
      'freeSolo',
      'whenFull',
      'finalized',
    ]);
    await visitor.context().close();
  });

  test(`filters at ${size}: chips narrow the grid and are remembered after a reload`, async ({ browser }) => {
    const page = await openApp(browser, size, player);
    const filters = page.getByTestId('dashboard-filters');
    const chip = (name: string) => filters.getByRole('button', { name });

    await chip('Joinable').click();
    await expect(chip('Joinable')).toHaveAttribute('aria-pressed', 'true');
    // Entries stopped and finalized ones cannot be joined.
    await expect.poll(() => shownOf(page)).toEqual(['seated', 'live', 'soon', 'later', 'freeSolo', 'whenFull']);
    await chip('Joinable').click();

    await chip('Live').click();
    await expect.poll(() => shownOf(page)).toEqual(['live']);
    await shot(page, `taps-dashboard-filter-live-${size}`);
    await chip('Live').click();

    await chip('Free entry').click();
    await filters.getByRole('combobox', { name: 'Map' }).selectOption('BR Isolated');
    await filters.getByRole('combobox', { name: 'Mode' }).selectOption('Solo');
    await expect.poll(() => shownOf(page)).toEqual(['freeSolo']);
    for (const card of await new Dashboard(page).cards.all()) await expect(card).toContainText('Free');

    // The same filters after a reload: kept on this device.
    await page.reload();
    await expect(chip('Free entry')).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('combobox', { name: 'Map' })).toHaveValue('BR Isolated');
    await expect(filters.getByRole('combobox', { name: 'Mode' })).toHaveValue('Solo');
    await expect.poll(() => shownOf(page)).toEqual(['freeSolo']);
    // What hides the rest is said in words, even when the map and mode chips scrolled off a phone.
    await expect(page.getByTestId('filters-summary')).toContainText(
      /Showing \d+ of \d+ · Free entry, BR Isolated, Solo/,
    );
    await shot(page, `taps-dashboard-filters-kept-${size}`);

    // Nothing matches: say so, with the way back.
    await filters.getByRole('combobox', { name: 'Map' }).selectOption('BR Alcatraz');
    await expect(page.getByTestId('filters-empty')).toContainText('No tournaments match these filters');
    await page.getByTestId('filters-empty').getByRole('button', { name: 'Clear filters' }).click();
    await expect(chip('Free entry')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await shownOf(page)).length).toBe(Object.keys(T).length);
    await page.reload();
    await expect(chip('Free entry')).toHaveAttribute('aria-pressed', 'false');
    await page.context().close();
  });
}

/** Every card of this file on the phone: at most half of the 740 px screen. */
async function expectCardsFitHalfAScreen(page: Page, who: string) {
  const half = SIZES.phone.viewport.height / 2;
  const heights: Record<string, number> = {};
  for (const [name, id] of Object.entries(T))
    heights[name] = (await new Dashboard(page).card(id).boundingBox())!.height;
  const tall = Object.entries(heights).filter(([, h]) => h > half);
  expect(tall, `cards taller than ${half}px for ${who}: ${JSON.stringify(heights)}`).toEqual([]);
}

test('on a phone a card takes at most half the screen, for a player and for the admin', async ({ browser }) => {
  const page = await openApp(browser, 'phone', player);
  await expectCardsFitHalfAScreen(page, 'a player');
  // The seated player's card still says where they sit; the rest of the details are a tap away.
  const seatedCard = new Dashboard(page).card(T.seated);
  await expect(seatedCard).toContainText('Your seat: Team 1 · Slot 1');
  await expect(seatedCard.getByRole('button', { name: 'View details' })).toBeVisible();
  await page.context().close();

  // The super admin's cards carry Edit and Delete, and the room details of every room.
  const adminPage = await openApp(browser, 'phone', admin);
  await expectCardsFitHalfAScreen(adminPage, 'the admin');
  const liveCard = new Dashboard(adminPage).card(T.live);
  await expect(liveCard.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(liveCard).toContainText('Room details ready');
  await liveCard.scrollIntoViewIfNeeded();
  await shot(adminPage, 'taps-dashboard-admin-cards-phone');
  await adminPage.context().close();
});

/** Headings as assistive technology lists them: one h1, and no level skipped on the way down. */
async function expectHeadingsInOrder(page: Page, where: string) {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => !h.closest('[aria-hidden="true"], [hidden]') && getComputedStyle(h).display !== 'none')
      .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim().slice(0, 40) })),
  );
  expect(
    levels.filter((h) => h.level === 1),
    `one h1 on ${where}: ${JSON.stringify(levels)}`,
  ).toHaveLength(1);
  expect(levels[0]?.level, `${where} starts with its h1`).toBe(1);
  for (const [i, h] of levels.entries()) {
    if (i === 0) continue;
    expect(
      h.level - levels[i - 1]!.level,
      `"${h.text}" after "${levels[i - 1]!.text}" on ${where}: ${levels.map((l) => `h${l.level} ${l.text}`).join(' / ')}`,
    ).toBeLessThanOrEqual(1);
  }
}

function contrast(fg: string, bg: string): number {
  const lum = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

async function expectLiveBadgeContrast(badge: Locator) {
  const { color, background } = await badge.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor };
  });
  // An opaque badge: its own background is what the text sits on.
  expect(background).toMatch(/^rgb\(/);
  expect(contrast(color, background), `LIVE: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
}

for (const size of Object.keys(SIZES) as Size[]) {
  test(`at ${size}: meta description, headings in order, LIVE badge contrast`, async ({ browser }) => {
    const page = await openApp(browser, size, player);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expectHeadingsInOrder(page, 'the dashboard');

    const liveCard = new Dashboard(page).card(T.live);
    await liveCard.scrollIntoViewIfNeeded();
    await expectLiveBadgeContrast(liveCard.getByText('Live', { exact: true }));

    for (const [where, path] of [
      ['a seated tournament', `/tournaments/${T.seated}`],
      ['a live tournament', `/tournaments/${T.live}`],
      ['a finalized tournament', `/tournaments/${T.finalized}`],
      ['My Account', '/account'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      if (path.startsWith('/tournaments/')) await expect(page.getByTestId('tournament-view')).toBeVisible();
      if (path === '/account') await expect(page.getByTestId('profile-username')).toBeVisible();
      // The page's parts that load on their own (chat, log, winners) are in before counting.
      await page.waitForLoadState('networkidle');
      await expectHeadingsInOrder(page, where);
      if (path.endsWith(T.live)) await expectLiveBadgeContrast(page.getByText('Live', { exact: true }).first());
    }
    await shot(page, `taps-dashboard-account-${size}`);
    await page.context().close();

    // A visitor's dashboard and the super admin's too.
    for (const who of [null, admin]) {
      const other = await openApp(browser, size, who);
      await expectHeadingsInOrder(other, `the dashboard of ${who ? 'the admin' : 'a visitor'}`);
      await other.context().close();
    }
  });
}
