/**
 * Accessibility of every main screen with axe-core, at 360x740 (mobile, touch) and 1366x768: no
 * serious or critical violation on the dashboard of each role, the login dialog, My Account, the
 * Cash Out Center (each tab), the create dialog (both steps), each admin panel, the tournament
 * control dialog, and the reset pages; and the hardest states, for every role: a live tournament
 * (the LIVE badge, the live card's border, the room) whose 100 seats are all taken, on the
 * dashboard, in My Account, on its page and in its slot grid (each seat's name holds the words it
 * shows: WCAG 2.5.3). A screenshot of each screen at each size lands in e2e/artifacts/a11y-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import {
  Dashboard,
  SIZES,
  createTournament,
  escapeFrom,
  expectAccessible,
  expectNoHorizontalOverflow,
  openApp,
  requestCashout,
  setWinnings,
  shot,
  type Size,
} from './support/app';
import { createFullSoloTournament, type FullTournament } from './support/tournament-page';
import { giveCoins, login, register, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let request: APIRequestContext;
let admin: Session;
let player: Session;
let creator: Session;
let tournament: { id: string; title: string };
/** Live (its room code sent) and full: a hundred seated players, the densest grid there is. */
let full: FullTournament;

test.beforeAll(async ({ playwright }) => {
  // A hundred players are registered and seated through the API.
  test.setTimeout(300_000);
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  // First: the players registered after it stay on the first page of the admin's Players list.
  full = await createFullSoloTournament(request);
  admin = await login(request);
  player = await register(request, 'Ally');
  creator = await register(request, 'Axer');
  await giveCoins(request, admin, player, 30);
  // 14 left after the request: enough for the request form to be filled in (below £10 it is disabled).
  await setWinnings(request, admin, player, 24);
  await requestCashout(request, player, 10);
  await giveCoins(request, admin, creator, 10);
  await createTournament(request, creator, { title: 'Axe Cup' });
  tournament = await createTournament(request, admin, { title: 'Axe Open' });
});
test.afterAll(() => request.dispose());

/** Checks the screen as it is now, and keeps a picture of it. */
async function check(page: Page, name: string, size: Size) {
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, `${name} at ${size}`);
  await shot(page, `a11y-${name}-${size}`);
}

for (const size of Object.keys(SIZES) as Size[]) {
  test(`visitor screens at ${size}: dashboard, login, reset pages`, async ({ browser }) => {
    const page = await openApp(browser, size, null);
    await expect(new Dashboard(page).cards.first()).toBeVisible();
    await check(page, 'dashboard-visitor', size);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'login-dialog', size);
    for (const path of ['reset-password', 'reset-username']) {
      await page.goto(`/${path}?token=some-token`);
      await expect(page.getByRole('main')).toContainText(/reset|new/i);
      await check(page, `${path}`, size);
      await page.goto(`/${path}`);
      await expect(page.getByText('Invalid Reset Link')).toBeVisible();
      await check(page, `${path}-invalid`, size);
    }
    await page.context().close();
  });

  test(`player screens at ${size}: dashboard, My Account, Cash Out Center, create dialog`, async ({ browser }) => {
    const page = await openApp(browser, size, player);
    const dashboard = new Dashboard(page);
    await expect(dashboard.cards.first()).toBeVisible();
    await check(page, 'dashboard-player', size);

    await dashboard.cashOut.click();
    const center = page.getByRole('dialog', { name: 'Cash Out Center' });
    await center.getByLabel('Payment method').selectOption('bank_transfer');
    await check(page, 'cashout-request', size);
    await center.getByRole('tab', { name: 'Convert to Coins' }).click();
    await check(page, 'cashout-convert', size);
    await center.getByRole('tab', { name: 'History' }).click();
    await expect(center.getByTestId('cashout-history-item')).toHaveCount(1);
    await check(page, 'cashout-history', size);
    await escapeFrom(center);

    await page.getByRole('button', { name: 'Create Tournament' }).click();
    const create = page.getByRole('dialog', { name: 'Create Tournament' });
    await expect(create.getByText('Step 1 of 2')).toBeVisible();
    await check(page, 'create-step1', size);
    await create.getByTestId('template-alcatraz_duo').click();
    await expect(create.getByText('Step 2 of 2')).toBeVisible();
    await check(page, 'create-step2', size);
    await create.getByRole('button', { name: 'Configure rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Configure rules' });
    await expect(rules).toBeVisible();
    await check(page, 'rules-editor', size);
    await escapeFrom(rules);
    await escapeFrom(create);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await check(page, 'account', size);
    await page.context().close();
  });

  test(`creator dashboard at ${size}`, async ({ browser }) => {
    const page = await openApp(browser, size, creator);
    await expect(page.getByTestId('waiting-card')).toBeVisible();
    await check(page, 'dashboard-creator', size);
    await page.context().close();
  });

  test(`super admin screens at ${size}: dashboard and every admin panel`, async ({ browser }) => {
    const page = await openApp(browser, size, admin);
    const dashboard = new Dashboard(page);
    await expect(dashboard.cards.first()).toBeVisible();
    await check(page, 'dashboard-super-admin', size);
    await dashboard.adminMenu.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'admin-menu', size);
    await escapeFrom(page.getByRole('menu'));

    for (const panel of ['Super Admin Dashboard', 'Payment Requests', 'Players', 'Coin Prices'] as const) {
      const dialog = await dashboard.openAdmin(panel);
      if (panel === 'Payment Requests') await expect(dialog.getByTestId('payment-request').first()).toBeVisible();
      if (panel === 'Players') {
        await dialog.getByRole('button', { name: new RegExp(player.user.username) }).click();
        await expect(dialog.getByTestId('player-details')).toBeVisible();
      }
      await check(page, `admin-${panel.toLowerCase().replaceAll(' ', '-')}`, size);
      await escapeFrom(dialog);
      await expect(dialog).toBeHidden();
    }

    await dashboard.card(tournament.id).getByRole('button', { name: 'Edit' }).click();
    const control = page.getByRole('dialog', { name: 'Tournament control' });
    await expect(control.getByLabel('Title')).toBeVisible();
    await check(page, 'admin-tournament-control', size);
    await control.getByRole('tab', { name: 'Image' }).click();
    await check(page, 'admin-tournament-image', size);
    await page.context().close();
  });
}

// The hardest states: a live tournament (the LIVE badge, the live card's border, the room) whose
// hundred seats are all taken, seen by each role on the dashboard, in My Account and on its page.
// One test per role and size: four roles' hundred-seat pages in one test outlasted its timeout on
// a loaded CI machine.
const LIVE_ROLES = {
  visitor: () => null,
  participant: () => full.participant,
  creator: () => full.creator,
  'super-admin': () => admin,
} satisfies Record<string, () => Session | null>;
for (const size of Object.keys(SIZES) as Size[]) {
  for (const [role, sessionOf] of Object.entries(LIVE_ROLES)) {
    test(`a live, full 100-seat tournament for the ${role} at ${size}`, async ({ browser }) => {
      const session = sessionOf();
      const page = await openApp(browser, size, session);
      const card = new Dashboard(page).card(full.id);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('Live', { exact: true })).toBeVisible();
      await check(page, `live-dashboard-${role}`, size);

      if (session) {
        await page.goto('/account');
        await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
        await check(page, `live-account-${role}`, size);
      }

      await page.goto(`/tournaments/${full.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(full.title);
      await check(page, `live-tournament-${role}`, size);
      // On a phone the seats are a tab of their own (a visitor has no tabs: the seats show at once).
      const slotsTab = page.getByRole('tab', { name: /^Slots/ });
      if (await slotsTab.isVisible()) await slotsTab.click();
      await expect(page.getByTestId('slot-100-0')).toBeAttached();
      await page.getByTestId('slot-50-0').scrollIntoViewIfNeeded();
      await check(page, `live-slots-${role}`, size);
      await page.context().close();
    });
  }
}
