/**
 * A series end to end (docs/product/series.md): a 3-match duo series of the super admin, pubgm
 * points, payout 60/40, three teams of two seated through the API. The host runs it from the
 * host console at 1366x768: sends the room code, enters match 1, 2 and 3 in the results grid
 * (placement and kill steppers, "Save match k"), then "Finalize series & pay" with its
 * confirmation. Meanwhile, without a reload, a player's tournament page on a phone (360x740), a
 * second player's page at 1366x768 and the OBS overlay (1920x1080) follow the standings live,
 * with a new leader after each match, and the room card says "Match k of 3". After the payout
 * every balance is checked to the coin against the payout rules, worked out here from the pool
 * and the results: each player's winnings, nobody's purchased coins, the creator's remainder.
 * (The server's `npm run ledger:check` cannot open the embedded database while the e2e server
 * holds it, and no API exposes it: the balances are asserted exactly instead.)
 * Screenshots land in e2e/artifacts/series-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SERIES_HOST_NOTICE, SERIES_NOTICE } from '@squadhub/shared';
import { E2E_PORT } from './playwright.config';
import { api, createTournament, expectNoHorizontalOverflow, openApp, openHostConsole, shot } from './support/app';
import {
  expectedPayout,
  expectedStandings,
  overlayStandings,
  shownStandings,
  walletOf,
  type Result,
} from './support/series';
import { giveCoins, login, register, toast, type Session } from './support/users';

// Four browsers (host, two players, the overlay) and a server on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const FEE = 2;
const COINS = 10;
const MATCHES = 3;
const PAYOUT = [60, 40];
const ROOM = 'SRS-3301';
/** A new leader after each match: Team 1, then Team 2, then Team 3 (no tie on points and kills). */
const RESULTS: Result[][] = [
  [
    { team: 1, placement: 1, kills: 5 },
    { team: 2, placement: 2, kills: 2 },
    { team: 3, placement: 3, kills: 0 },
  ],
  [
    { team: 2, placement: 1, kills: 8 },
    { team: 3, placement: 2, kills: 3 },
    { team: 1, placement: 3, kills: 1 },
  ],
  [
    { team: 3, placement: 1, kills: 10 },
    { team: 1, placement: 2, kills: 4 },
    { team: 2, placement: 3, kills: 1 },
  ],
];

let request: APIRequestContext;
let admin: Session;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
});
test.afterAll(() => request.dispose());

/** The results of one match typed into the host's grid: the placement typed, the kills stepped up. */
async function enterMatch(host: Page, n: number, results: Result[]) {
  const grid = host.getByTestId('results-grid');
  await expect(grid.getByRole('heading', { name: `Match ${n} of ${MATCHES}` })).toBeVisible();
  for (const r of results) {
    await grid.getByRole('textbox', { name: `Team ${r.team} placement`, exact: true }).fill(String(r.placement));
    // A few kills with the + button as on camera, the rest typed.
    const kills = grid.getByRole('textbox', { name: `Team ${r.team} kills`, exact: true });
    const clicks = Math.min(r.kills, 2);
    for (let i = 0; i < clicks; i++) await grid.getByRole('button', { name: `Team ${r.team} kills: more` }).click();
    await expect(kills).toHaveValue(clicks ? String(clicks) : '');
    if (r.kills > clicks) await kills.fill(String(r.kills));
    await expect(kills).toHaveValue(r.kills ? String(r.kills) : '');
  }
  await expect(grid.getByTestId('grid-problems')).toHaveCount(0);
  await grid.getByRole('button', { name: `Save match ${n}`, exact: true }).click();
  await expect(toast(host, SERIES_HOST_NOTICE.saved(n))).toBeVisible();
}

test('a 3-match duo series run from the host console, live on the players and the overlay, then paid', async ({
  browser,
}) => {
  // ---- Arrange: six players with coins, the series, three teams of two (slot 0 seated first).
  const players: Session[] = [];
  for (let i = 0; i < 6; i++) {
    const s = await register(request, `Duo${i + 1}`);
    await giveCoins(request, admin, s, COINS);
    players.push(s);
  }
  const t = await createTournament(request, admin, {
    title: 'Series Night',
    template_type: 'alcatraz_duo',
    max_teams: 3,
    slots_per_team: 2,
    entry_fee: FEE,
    series: { matches: MATCHES, points: { preset: 'pubgm', kill_points: 1 }, payout: PAYOUT },
  });
  const seated = new Map<number, Session[]>();
  for (const team of [1, 2, 3]) {
    const duo = players.slice(2 * team - 2, 2 * team);
    for (const [slot, s] of duo.entries())
      await api(request, 'post', `/tournaments/${t.id}/join-slot`, s, { team_number: team, slot_index: slot });
    seated.set(team, duo);
  }
  const pool = 6 * FEE;
  const adminBefore = await walletOf(request, admin);

  // ---- The host's console, a player of Team 1 on a phone, one of Team 2 on a laptop, the overlay.
  const host = await openHostConsole(browser, admin, t.id, 'desktop');
  await expect(host.getByTestId('series-host-notice')).toHaveText(SERIES_HOST_NOTICE.notLive);
  const phone = await openApp(browser, 'phone', players[0]!, `/tournaments/${t.id}`);
  const laptop = await openApp(browser, 'desktop', players[2]!, `/tournaments/${t.id}`);
  const obs = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await obs.goto(`/overlay/tournaments/${t.id}`);
  const overlay = obs.getByTestId('overlay');
  await expect(overlay).toContainText(t.title);
  await expect(obs.getByTestId('overlay-players')).toHaveText('6/6');

  // ---- The host sends the room code: the series is live, match 1 of 3 everywhere.
  await host.getByRole('button', { name: 'Send Room Code' }).click();
  const send = host.getByRole('dialog', { name: 'Send Room Code' });
  await send.getByLabel('Room code').fill(ROOM);
  await send.getByRole('button', { name: 'Send Room Code' }).click();
  await expect(host.getByTestId('room-code')).toContainText(ROOM);
  await expect(host.getByTestId('room-match')).toHaveText(SERIES_NOTICE.matchOf(1, MATCHES));
  // The phone brings its Room tab forward with the code.
  await expect(phone.getByRole('tab', { name: /^Room/ })).toHaveAttribute('aria-selected', 'true');
  await expect(phone.getByTestId('room-code')).toContainText(ROOM);
  await expect(phone.getByTestId('room-match')).toHaveText(SERIES_NOTICE.matchOf(1, MATCHES));
  await expect(laptop.getByTestId('room-match')).toHaveText(SERIES_NOTICE.matchOf(1, MATCHES));
  await expect(obs.getByTestId('overlay-status')).toHaveText('● LIVE');
  await expect(obs.getByTestId('overlay-match')).toContainText(SERIES_NOTICE.matchOf(1, MATCHES));
  await expect(overlay).not.toContainText(ROOM);
  // On the phone the player opens the Standings ("Table" among five tabs on 360 px).
  const standingsTab = phone.getByRole('tab', { name: /^(Standings|Table)$/ });
  await standingsTab.click();
  await expect(phone.getByTestId('series-standings')).toContainText(SERIES_NOTICE.noResults);
  await shot(phone, 'series-before-match-1-phone');
  await shot(host, 'series-host-match-1-1366');

  const phoneTable = phone.getByTestId('series-standings').getByTestId('standings-table');
  const laptopTable = laptop.getByTestId('series-standings').getByTestId('standings-table');
  for (const [i, results] of RESULTS.entries()) {
    const n = i + 1;
    const expected = expectedStandings(RESULTS.slice(0, n));
    await enterMatch(host, n, results);

    // Live on both players' pages (the laptop turns to its Standings tab on the first result),
    // in the host's own standings and on the overlay: no reload anywhere.
    await expect.poll(() => shownStandings(phoneTable)).toEqual(expected);
    await expect(phoneTable.getByTestId('standings-row').first().getByRole('img')).toHaveAccessibleName(
      'Gold medal, rank 1',
    );
    await expect(laptop.getByRole('tab', { name: 'Standings' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => shownStandings(laptopTable)).toEqual(expected);
    await expect.poll(() => overlayStandings(overlay)).toEqual(expected);
    await expect(obs.getByTestId('overlay-standing').first().getByTestId('overlay-medal')).toHaveAccessibleName(
      'Gold medal, rank 1',
    );
    await expect(phone.getByTestId('series-progress')).toContainText(SERIES_NOTICE.progress(n, MATCHES));

    // The room card names the match being played next (the last one stays the last).
    const next = SERIES_NOTICE.matchOf(Math.min(n + 1, MATCHES), MATCHES);
    await expect(laptop.getByTestId('room-match')).toHaveText(next);
    await expect(host.getByTestId('room-match')).toHaveText(next);
    await expect(obs.getByTestId('overlay-match')).toContainText(next);
    await phone.getByRole('tab', { name: /^Room/ }).click();
    await expect(phone.getByTestId('room-match')).toHaveText(next);
    await standingsTab.click();

    await shot(phone, `series-after-match-${n}-phone`);
    await shot(laptop, `series-after-match-${n}-1366`);
    await obs.screenshot({ path: `e2e/artifacts/series-overlay-after-match-${n}-1920.png`, omitBackground: true });
  }
  await expectNoHorizontalOverflow(phone);
  await expect(host.getByTestId('results-grid')).toContainText(SERIES_HOST_NOTICE.allEntered(MATCHES));
  await shot(host, 'series-host-all-entered-1366');

  // ---- Finalize from the console: the dialog previews the payout, then pays.
  const final = expectedStandings(RESULTS);
  const { prizes, remainder } = expectedPayout(final, seated, PAYOUT, pool);
  // Team 3 won 60% of 12 = 7 coins, split 4 + 3 (the odd coin to the earliest seated); Team 2
  // 40% = 4, 2 each; 1 coin is left for the creator.
  expect(final.map((r) => r.team)).toEqual([3, 2, 1]);
  expect([...prizes.values()].reduce((a, b) => a + b, 0) + remainder).toBe(pool);
  await host.getByRole('button', { name: 'Finalize series & pay' }).click();
  const confirm = host.getByRole('dialog', { name: 'Finalize series & pay' });
  await expect(confirm.getByTestId('finalize-remainder')).toHaveText(String(remainder));
  await shot(host, 'series-host-finalize-1366');
  await confirm.getByTestId('confirm-finalize').click();
  await expect(toast(host, SERIES_HOST_NOTICE.paid(remainder))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(host.getByTestId('series-host-notice')).toHaveText(SERIES_HOST_NOTICE.finalized);
  await shot(host, 'series-host-finalized-1366');

  // ---- Money, to the coin: winnings rise by the payout, the fees stay spent, the rest is the creator's.
  for (const p of players) {
    const w = await walletOf(request, p);
    expect(w, p.user.username).toEqual({ purchased: COINS - FEE, winnings: prizes.get(p.user.id) ?? 0 });
  }
  const adminAfter = await walletOf(request, admin);
  expect(adminAfter).toEqual({ purchased: adminBefore.purchased, winnings: adminBefore.winnings + remainder });
  const finalized = await (await request.get(`/api/tournaments/${t.id}`)).json();
  expect(finalized.is_finalized).toBe(true);
  expect(finalized.prize_pool).toBe(pool);
  const winners = finalized.winners as { user_id: string; coins_awarded: number; position: number }[];
  expect(winners.reduce((sum, w) => sum + w.coins_awarded, 0) + remainder).toBe(pool);
  for (const w of winners) expect(w.coins_awarded).toBe(prizes.get(w.user_id));
  const rankOf = new Map(final.flatMap((r, i) => seated.get(r.team)!.map((p) => [p.user.id, i + 1] as const)));
  for (const w of winners) expect(w.position).toBe(rankOf.get(w.user_id));

  // ---- The players' pages and the overlay show the final standings with medals and coins.
  for (const [page, size] of [
    [phone, 'phone'],
    [laptop, '1366'],
  ] as const) {
    const panel = page.getByTestId('series-winners');
    await expect(panel).toBeVisible();
    await expect.poll(() => shownStandings(panel.getByTestId('standings-table'))).toEqual(final);
    for (const [i, medal] of ['Gold', 'Silver', 'Bronze'].entries())
      await expect(panel.getByRole('img', { name: `${medal} medal, rank ${i + 1}` })).toBeVisible();
    const [first, second] = [seated.get(final[0]!.team)!, seated.get(final[1]!.team)!];
    // Each name with the coins it got (the odd coin of Team 3's split on its earliest seated).
    const paid = (p: Session) => new RegExp(`${p.user.username}\\s*\\+${prizes.get(p.user.id)}(?!\\d)`);
    for (const p of first) await expect(panel.getByTestId('standings-row').nth(0)).toContainText(paid(p));
    for (const p of second) await expect(panel.getByTestId('standings-row').nth(1)).toContainText(paid(p));
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `series-final-${size}`);
  }
  await expect(obs.getByTestId('overlay-status')).toHaveText('Finalized');
  await expect(obs.getByTestId('overlay-standings')).toContainText(SERIES_NOTICE.finalStandings);
  await expect.poll(() => overlayStandings(overlay)).toEqual(final);
  await expect(obs.getByTestId('overlay-match')).toHaveCount(0);
  await obs.screenshot({ path: 'e2e/artifacts/series-overlay-final-1920.png', omitBackground: true });

  for (const page of [host, phone, laptop, obs]) await page.context().close();
});
