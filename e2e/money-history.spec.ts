/**
 * The money history of My Account (docs/product/money.md#money-history) in Chromium at 360x740
 * and 1366x768: a player with thirty movements sees them by day with their reason, tournament and
 * other player, the winnings chart, loads the older ones, and sees a new movement arrive live; a
 * player without coins sees the empty state; the chart's code never loads with the dashboard.
 * Screenshots land in e2e/artifacts/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import {
  api,
  createTournament,
  expectAccessible,
  expectNoHorizontalOverflow,
  openApp,
  setWinnings,
  shot,
  type Size,
} from './support/app';
import { giveCoins, login, register, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let request: APIRequestContext;
let admin: Session;
let rich: Session;
let friend: Session;
let broke: Session;
let cup: { id: string; title: string };
/** The winnings balance and the number of movements (each size's live step adds one). */
let winnings = 40;
let movements = 30;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  rich = await register(request, 'Ledger');
  friend = await register(request, 'Payer');
  broke = await register(request, 'Nocoin');
  await giveCoins(request, admin, friend, 100);
  // 24 transfers in, 4 winnings adjustments, an entry fee and a transfer out: 30 movements.
  for (let i = 0; i < 24; i++) {
    await api(request, 'post', '/coins/transfer', friend, { recipient_username: rich.user.username, amount: 1 });
  }
  for (const winnings of [10, 25, 18, 40]) await setWinnings(request, admin, rich, winnings);
  cup = await createTournament(request, admin, { title: 'Ledger Cup', entry_fee: 2 });
  await api(request, 'post', `/tournaments/${cup.id}/join-slot`, rich, { team_number: 1, slot_index: 0 });
  await api(request, 'post', '/coins/transfer', rich, { recipient_username: friend.user.username, amount: 3 });
});
test.afterAll(() => request.dispose());

const history = (page: Page) => page.getByTestId('money-history');
const entries = (page: Page) => page.getByTestId('money-history-entry');

for (const size of ['phone', 'desktop'] as const satisfies Size[]) {
  test(`${size}: the list by day, the chart, Load more and a live movement`, async ({ browser }) => {
    const page = await openApp(browser, size, rich, '/account');
    await history(page).scrollIntoViewIfNeeded();
    await expect(entries(page)).toHaveCount(20);
    await expect(history(page).getByRole('heading', { name: 'Today' })).toBeVisible();

    const sent = entries(page).filter({ hasText: 'Sent to a player' });
    await expect(sent).toContainText(`to ${friend.user.username}`);
    await expect(sent).toContainText('−3');
    const fee = entries(page).filter({ hasText: 'Paid for a tournament' });
    await expect(fee).toContainText('−2');
    await expect(fee.getByRole('link', { name: cup.title })).toHaveAttribute('href', `/tournaments/${cup.id}`);
    await expect(entries(page).filter({ hasText: 'Adjusted by Squadhub' }).first()).toContainText('winnings');

    const chart = page.getByTestId('winnings-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart).toContainText(`£${winnings} now`);
    await expect(chart.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`£10 on .*, £${winnings} now`));
    await chart.scrollIntoViewIfNeeded();
    await shot(page, `money-history-${size}`);

    await history(page).getByRole('button', { name: 'Load more' }).click();
    await expect(entries(page)).toHaveCount(movements);
    await expect(history(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(history(page)).toContainText('That is every movement since your account opened.');
    await expect(entries(page).filter({ hasText: `from ${friend.user.username}` })).toHaveCount(24);
    await entries(page).last().scrollIntoViewIfNeeded();
    await shot(page, `money-history-${size}-all`);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `money history (${size})`);

    // A movement while the page is open arrives on top, and the chart follows.
    winnings += 5;
    movements += 1;
    await setWinnings(request, admin, rich, winnings);
    await expect(entries(page)).toHaveCount(movements);
    await expect(entries(page).first()).toContainText('Adjusted by Squadhub');
    await expect(entries(page).first()).toContainText('+5');
    await expect(page.getByTestId('winnings-chart')).toContainText(`£${winnings} now`);
    await page.context().close();
  });

  test(`${size}: a player without coins sees the empty state`, async ({ browser }) => {
    const page = await openApp(browser, size, broke, '/account');
    const empty = page.getByTestId('money-history-empty');
    await expect(empty).toHaveText('No coin movements yet. Buy coins or join a tournament and they show up here.');
    await expect(page.getByTestId('winnings-chart')).toHaveCount(0);
    await empty.scrollIntoViewIfNeeded();
    await shot(page, `money-history-${size}-empty`);
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
}

test('the chart and its library load with My Account only, never with the dashboard', async ({ browser }) => {
  const page = await openApp(browser, 'phone', rich, '/');
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.reload();
  await expect(page.getByTestId('connection-tag')).toHaveAttribute('data-state', 'online');
  expect(fetched.filter((url) => /WinningsChart|MoneyHistory/.test(url))).toEqual([]);
  await page.goto('/account');
  await expect(page.getByTestId('winnings-chart').locator('canvas')).toBeVisible();
  expect(fetched.filter((url) => /WinningsChart-.*\.js$/.test(url))).toHaveLength(1);
  expect(fetched.filter((url) => /WinningsChart-.*\.css$/.test(url))).toHaveLength(1);
  await page.context().close();
});
