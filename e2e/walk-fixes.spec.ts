/**
 * What the walk of every journey at 360x740 and 1366x768 found, fixed (issue 34, part 5):
 *  - a failed Create Tournament (no rules) scrolls to the first error and focuses it;
 *  - "Reserve team" shows the fee it takes, as Join does;
 *  - the captain sees the invite code grouped in monospace, and a friend who types it in (lower
 *    case, no dash) joins the squad;
 *  - a tap on the winnings chart shows the point's value, and the player reads the reason an admin
 *    gave for an adjustment;
 *  - the admin's pending list says a tournament is a series, with its matches and payout.
 * Screenshots land in e2e/artifacts/walk-*.png.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SQUAD_NOTICE } from '@squadhub/shared';
import { E2E_PORT } from './playwright.config';
import { api, createTournament, Dashboard, expectNoHorizontalOverflow, openApp, shot, type Size } from './support/app';
import { giveCoins, login, register, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let request: APIRequestContext;
let admin: Session;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
});
test.afterAll(() => request.dispose());

const SIZES = ['phone', 'desktop'] as const satisfies Size[];

for (const size of SIZES) {
  test(`${size}: a failed create scrolls to the first error and focuses it`, async ({ browser }) => {
    const page = await openApp(browser, size, admin);
    await page.getByRole('button', { name: 'Create Tournament' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByTestId('template-isolated_squad').click();
    await dialog.getByLabel('Title').fill('No Rules Cup');
    const start = new Date(Date.now() + 24 * 3600_000);
    start.setHours(20, 0, 0, 0);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('Start date and time').fill(local);
    // The submit button is at the bottom: the rules row is far above, out of view.
    await dialog.getByRole('button', { name: 'Create tournament' }).click();

    const rulesButton = dialog.getByRole('button', { name: 'Configure rules' });
    await expect(rulesButton).toBeFocused();
    const error = dialog.getByRole('alert').first();
    await expect(error).toBeVisible();
    await expect
      .poll(() =>
        error.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await shot(page, `walk-create-error-${size}`);
    await page.context().close();
  });
}

test('Reserve team shows its fee; the captain reads the code out and a friend types it in', async ({ browser }) => {
  const fee = 3;
  const t = await createTournament(request, admin, {
    title: 'Voice Squad',
    template_type: 'isolated_squad',
    max_teams: 3,
    slots_per_team: 4,
    entry_fee: fee,
  });
  const captain = await register(request, 'Caller');
  const friend = await register(request, 'Listener');
  await giveCoins(request, admin, captain, 10);
  await giveCoins(request, admin, friend, 10);

  const page = await openApp(browser, 'phone', captain, `/tournaments/${t.id}`);
  const reserve = page.getByTestId('reserve-bar').getByRole('button', { name: SQUAD_NOTICE.reserve });
  // The price is on the button, as on Join: "Reserve team 3 coins".
  await expect(reserve).toHaveText(`${SQUAD_NOTICE.reserve} ${fee}coins`);
  await expect(reserve).toHaveAccessibleName(`${SQUAD_NOTICE.reserve} ${fee} coins`);
  await shot(page, 'walk-reserve-price-phone');
  await reserve.click();

  const code = page.getByTestId('invite-code-value');
  await expect(code).toHaveText(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  const shown = (await code.textContent())!;
  expect(await code.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  await expect(page.getByTestId('invite-code').getByRole('button', { name: 'Copy code' })).toBeVisible();
  await page.getByTestId('squad-hold').scrollIntoViewIfNeeded();
  await shot(page, 'walk-invite-code-phone');
  await expectNoHorizontalOverflow(page);

  // The friend, on a laptop, types the code as heard: lower case, no dash.
  const fp = await openApp(browser, 'desktop', friend, `/tournaments/${t.id}`);
  await fp.getByTestId('have-invite-code').click();
  const field = fp.getByLabel('Invite code from your captain');
  await field.fill('nope');
  await fp.getByRole('button', { name: 'Find my squad' }).click();
  await expect(fp.getByText('An invite code is 10 letters and digits')).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(shown.replace('-', '').toLowerCase());
  await shot(fp, 'walk-type-code-desktop');
  await fp.getByRole('button', { name: 'Find my squad' }).click();
  const join = fp.getByTestId('invite-join').getByTestId('join-squad');
  await expect(join).toContainText(`${fee} coins`);
  await join.click();
  await expect(fp.getByTestId('own-seat')).toHaveText('Your seat: Team 1 · Slot 2');
  await expect(page.getByTestId('squad-hold')).toContainText('2/4');
  await fp.context().close();
  await page.context().close();
});

for (const size of SIZES) {
  test(`${size}: a tap on the chart shows the value; the admin's reason is in the history`, async ({ browser }) => {
    const player = await register(request, `Chart${size}`);
    for (const [winnings, reason] of [
      [10, null],
      [25, null],
      [40, 'Refund for a crashed match'],
    ] as const)
      await api(request, 'put', `/admin/players/${player.user.id}/adjust-winnings`, admin, {
        winnings_coins: winnings,
        reason,
      });
    const page = await openApp(browser, size, player, '/account');
    const history = page.getByTestId('money-history');
    await history.scrollIntoViewIfNeeded();
    const note = history.getByTestId('money-history-note');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveText('Reason: Refund for a crashed match');
    await expect(history.getByTestId('money-history-entry').first()).toContainText('Refund for a crashed match');

    const chart = page.getByTestId('winnings-chart');
    const canvas = chart.locator('.u-over');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // The right end of the chart: the balance now, £40.
    const at = { x: box.width - 4, y: box.height / 2 };
    if (size === 'phone') await canvas.tap({ position: at });
    else await canvas.click({ position: at });
    const tooltip = chart.getByTestId('winnings-chart-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('£40');
    await shot(page, `walk-chart-tap-${size}`);
    await page.context().close();
  });
}

for (const size of SIZES) {
  test(`${size}: the pending list says a tournament is a series, with its matches and payout`, async ({ browser }) => {
    const creator = await register(request, `Host${size}`);
    const t = await createTournament(request, creator, {
      title: 'Pending Series',
      template_type: 'alcatraz_duo',
      max_teams: 3,
      slots_per_team: 2,
      entry_fee: 2,
      series: { matches: 4, points: { preset: 'pubgm', kill_points: 1 }, payout: [60, 40] },
    });
    const page = await openApp(browser, size, admin);
    const dialog = await new Dashboard(page).openAdmin('Super Admin Dashboard');
    const item = dialog.getByTestId('admin-pending-tournament').filter({ hasText: t.title });
    const series = item.getByTestId('pending-series');
    await expect(series).toContainText('Series · 4 matches');
    await expect(series).toContainText('Payout: 1st 60% · 2nd 40%');
    await series.scrollIntoViewIfNeeded();
    await shot(page, `walk-pending-series-${size}`);
    await page.context().close();
  });
}
