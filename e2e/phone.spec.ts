/**
 * Phone first, in Chromium at 360x740 (mobile, touch) and 1366x768, for a visitor, a player, a
 * creator and the super admin: the first tournament card is on the first screen, nothing scrolls
 * sideways, the header's parts never overlap; the Cash Out Center with its history at winnings of
 * 3; Decline waits for a confirmation; focus comes back to the opener after Escape; live and
 * finalized cards never count down to the start; the connection tag follows the socket; live
 * toasts; the super admin edits rules with the class picker; the Players panel's demo filter.
 * Screenshots of every screen at both sizes land in e2e/artifacts/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import {
  Dashboard,
  SIZES,
  api,
  escapeFrom,
  createTournament,
  expectNoHorizontalOverflow,
  openApp,
  requestCashout,
  setWinnings,
  shot,
  type Size,
} from './support/app';
import { balanceOf, bearer, giveCoins, login, register, toast, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let request: APIRequestContext;
let admin: Session;
let player: Session;
let creator: Session;
/** The creator's tournament waiting for approval (shown in their waiting card). */
let pending: { id: string; title: string };
let upcoming: { id: string; title: string };
let live: { id: string; title: string };
let finalized: { id: string; title: string };

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  player = await register(request, 'Phoner');
  creator = await register(request, 'Maker');
  await giveCoins(request, admin, player, 40);
  await giveCoins(request, admin, creator, 20);
  pending = await createTournament(request, creator, { title: 'Maker Cup', creator_prize_contribution: 10 });

  upcoming = await createTournament(request, admin, { title: 'Upcoming Solo' });
  finalized = await createTournament(request, admin, { title: 'Finalized Solo' });
  live = await createTournament(request, admin, { title: 'Live Solo' });
  for (const t of [finalized, live]) {
    await api(request, 'post', `/tournaments/${t.id}/join-slot`, player, { team_number: 1, slot_index: 0 });
    // Sending the room code takes a tournament live.
    await api(request, 'post', `/tournaments/${t.id}/send-room-code`, admin, { room_code: 'SQD-1' });
  }
  await api(request, 'post', `/tournaments/${finalized.id}/select-winners`, admin, {
    winners: [{ user_id: player.user.id, coins_awarded: 2, position: 1 }],
  });
});
test.afterAll(() => request.dispose());

const sessionOf = (role: string): Session | null =>
  role === 'player' ? player : role === 'creator' ? creator : role === 'super admin' ? admin : null;

for (const size of Object.keys(SIZES) as Size[]) {
  for (const role of ['visitor', 'player', 'creator', 'super admin']) {
    test(`${role} at ${size}: first card on the first screen, no sideways scroll, a tidy header`, async ({
      browser,
    }) => {
      const page = await openApp(browser, size, sessionOf(role));
      const dashboard = new Dashboard(page);
      if (role === 'creator') await expect(page.getByTestId('waiting-card')).toContainText(pending.title);
      await expect(dashboard.connectionTag).toHaveAttribute('data-state', 'online');
      await dashboard.expectFirstCardAboveTheFold();
      await expectNoHorizontalOverflow(page);
      await dashboard.expectHeaderTidy();
      await shot(page, `dashboard-${role.replace(' ', '-')}-${size}`);
      await page.context().close();
    });
  }
}

test('the Cash Out Center opens at winnings of 3: the history, the chat and the minimums', async ({ browser }) => {
  const saver = await register(request, 'Saver');
  await setWinnings(request, admin, saver, 23);
  await requestCashout(request, saver, 10);
  await requestCashout(request, saver, 10);
  for (const size of Object.keys(SIZES) as Size[]) {
    const page = await openApp(browser, size, saver);
    const dashboard = new Dashboard(page);
    await expect(dashboard.cashOut).toContainText('£3.00');
    await dashboard.cashOut.click();
    const center = page.getByRole('dialog', { name: 'Cash Out Center' });
    // Every tab stays mounted (hidden) while the dialog is open: look in the one shown.
    const shownTab = center.getByRole('tabpanel');
    await expect(shownTab.getByTestId('below-minimum')).toContainText('starts at £10.00');
    await expect(center.getByLabel('Amount (£)')).toBeDisabled();
    await expect(center.getByRole('button', { name: 'Request cash out' })).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await shot(page, `cashout-request-below-minimum-${size}`);

    await center.getByRole('tab', { name: 'Convert to Coins' }).click();
    await expect(shownTab.getByTestId('below-minimum')).toContainText('starts at £5.00');
    await expect(center.getByRole('button', { name: 'Convert to coins' })).toBeDisabled();
    await shot(page, `cashout-convert-below-minimum-${size}`);

    await center.getByRole('tab', { name: 'History' }).click();
    const items = center.getByTestId('cashout-history-item');
    await expect(items).toHaveCount(2);
    await expect(items.getByTestId('cashout-status-text')).toHaveText([
      'Your request is being reviewed by our team',
      'Your request is being reviewed by our team',
    ]);
    await shot(page, `cashout-history-${size}`);
    const chatButton = items.first().getByRole('button', { name: 'Chat with Admin' });
    await chatButton.click();
    const chat = page.getByRole('dialog', { name: 'Chat with Admin' });
    await expect(chat).toBeVisible();
    await shot(page, `cashout-chat-${size}`);
    await escapeFrom(chat);
    await expect(chatButton).toBeFocused();
    await escapeFrom(center);
    await expect(center).toBeHidden();
    await expect(dashboard.cashOut).toBeFocused();
    await page.context().close();
  }
});

test('Decline is kept until it is confirmed', async ({ browser }) => {
  const page = await openApp(browser, 'phone', admin);
  const dashboard = new Dashboard(page);
  const panel = await dashboard.openAdmin('Super Admin Dashboard');
  const item = panel.getByTestId('admin-pending-tournament').filter({ hasText: pending.title });
  const decline = item.getByRole('button', { name: 'Decline' });
  await decline.click();
  const confirm = page.getByRole('dialog', { name: 'Decline tournament?' });
  await expect(confirm).toContainText(`${pending.title} by ${creator.user.username} will be declined and deleted`);
  await expect(confirm).toContainText('10 coin contribution back');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'decline-confirm-phone');

  // Cancel and Escape both keep the tournament, and the focus returns to Decline.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(decline).toBeFocused();
  await decline.click();
  await escapeFrom(confirm);
  await expect(decline).toBeFocused();
  await expect(item).toBeVisible();
  const stillPending = await request.get('/api/admin/pending-tournaments', { headers: bearer(admin) });
  expect((await stillPending.json()).map((t: { id: string }) => t.id)).toContain(pending.id);
  expect(await balanceOf(request, creator)).toBe(10);

  // Confirmed: declined, deleted, contribution refunded.
  await decline.click();
  await page
    .getByRole('dialog', { name: 'Decline tournament?' })
    .getByRole('button', { name: 'Decline and delete' })
    .click();
  await expect(toast(page, /declined and deleted/i)).toBeVisible();
  await expect(item).toBeHidden();
  await expect.poll(() => balanceOf(request, creator)).toBe(20);
  await page.context().close();
});

test('focus goes back to the control that opened a dialog, after Escape', async ({ browser }) => {
  const page = await openApp(browser, 'desktop', admin);
  const dashboard = new Dashboard(page);

  // A dialog opened from an Admin menu item: back on the menu's button.
  await escapeFrom(await dashboard.openAdmin('Players'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(dashboard.adminMenu).toBeFocused();

  // Toolbar buttons, a card's Rules, a card's Delete confirmation.
  for (const opener of [
    page.getByRole('button', { name: 'Leaderboard' }),
    page.getByRole('button', { name: 'Buy Coins' }),
    dashboard.card(upcoming.id).getByRole('button', { name: 'Rules' }),
    dashboard.card(upcoming.id).getByRole('button', { name: `Delete ${upcoming.title}` }),
  ]) {
    await opener.click();
    await escapeFrom(page.getByRole('dialog'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  }

  // Nested: the kick confirmation inside the tournament control dialog returns to Kick.
  await dashboard.card(live.id).getByRole('button', { name: 'Edit' }).click();
  const control = page.getByRole('dialog', { name: 'Tournament control' });
  await control.getByRole('tab', { name: /Players/ }).click();
  const kick = control.getByRole('button', { name: 'Kick' });
  await kick.click();
  await escapeFrom(page.getByRole('dialog', { name: 'Kick player?' }));
  await expect(kick).toBeFocused();
  await escapeFrom(control);
  await expect(dashboard.card(live.id).getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.context().close();
});

test('live and finalized cards never say "Starts in"; upcoming ones do', async ({ browser }) => {
  for (const size of Object.keys(SIZES) as Size[]) {
    const page = await openApp(browser, size, player);
    const dashboard = new Dashboard(page);
    await expect(dashboard.card(upcoming.id)).toContainText(/Starts in \d+/);

    const liveCard = dashboard.card(live.id);
    await expect(liveCard.getByTestId('card-time-line')).toHaveText(/^Live now/);
    await expect(liveCard).not.toContainText('Starts in');

    const finalizedCard = dashboard.card(finalized.id);
    await expect(finalizedCard.getByTestId('winners-panel')).toBeVisible();
    await expect(finalizedCard.getByTestId('removal-countdown')).toContainText('Removed in');
    await expect(finalizedCard.getByTestId('card-time-line')).toHaveCount(0);
    await expect(finalizedCard).not.toContainText('Starts in');

    await liveCard.scrollIntoViewIfNeeded();
    await liveCard.screenshot({ path: `e2e/artifacts/card-live-${size}.png` });
    await finalizedCard.scrollIntoViewIfNeeded();
    await finalizedCard.screenshot({ path: `e2e/artifacts/card-finalized-${size}.png` });
    await page.context().close();
  }
});

test('the connection tag shows the live socket: online, reconnecting, offline', async ({ browser }) => {
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  // The live connection goes through a hand-held proxy the test can cut.
  let cut: () => Promise<void> = async () => {};
  await page.routeWebSocket(/\/api\/ws/, (ws) => {
    const server = ws.connectToServer();
    cut = () => server.close();
  });
  await page.goto('/');
  const tag = new Dashboard(page).connectionTag;
  await expect(tag).toHaveAttribute('data-state', 'online');
  await expect(tag).toHaveAccessibleName(/online/i);

  await cut();
  await expect(tag).toHaveAttribute('data-state', 'reconnecting');
  await shot(page, 'connection-reconnecting-phone');
  // The client tries again 1–3 s later, through a new proxied connection.
  await expect(tag).toHaveAttribute('data-state', 'online', { timeout: 15_000 });

  await context.setOffline(true);
  await expect(tag).toHaveAttribute('data-state', 'offline');
  await shot(page, 'connection-offline-phone');
  await context.setOffline(false);
  await expect(tag).toHaveAttribute('data-state', 'online', { timeout: 15_000 });
  await context.close();
});

test('live toasts: coins received, cash-out status, tournament approved, kicked', async ({ browser }) => {
  const fan = await register(request, 'Toasty');
  const friend = await register(request, 'Giver');
  await giveCoins(request, admin, friend, 10);
  await giveCoins(request, admin, fan, 10);
  await setWinnings(request, admin, fan, 12);
  const cashout = (await requestCashout(request, fan, 12)) as unknown;
  const mine = await createTournament(request, fan, { title: 'Toasty Cup' });
  const page: Page = await openApp(browser, 'phone', fan);
  await expect(page.getByTestId('waiting-card')).toContainText(mine.title);

  await api(request, 'post', '/coins/transfer', friend, { recipient_username: fan.user.username, amount: 4 });
  await expect(toast(page, 'You received 4 coins. Your balance is now')).toBeVisible();
  await shot(page, 'toast-coins-received-phone');

  const requests = await request.get('/api/coin-conversion/my-requests', { headers: bearer(fan) });
  const requestId = (await requests.json())[0].id as string;
  expect(cashout).not.toBeNull();
  await api(request, 'post', `/admin/coin-conversion/${requestId}/approve`, admin);
  await expect(toast(page, `Cash-out of £12.00 #${requestId.slice(0, 8)} approved`)).toBeVisible();

  await api(request, 'post', `/admin/approve-tournament/${mine.id}`, admin);
  await expect(toast(page, `Your tournament “${mine.title}” was approved`)).toBeVisible();

  await api(request, 'post', `/tournaments/${upcoming.id}/join-slot`, fan, { team_number: 5, slot_index: 0 });
  await request.delete(`/api/admin/tournaments/${upcoming.id}/kick-player`, {
    headers: bearer(admin),
    data: { player_id: fan.user.id, team_number: 5, slot_index: 0 },
  });
  await expect(toast(page, `You were removed from ${upcoming.title}. Your entry fee was refunded.`)).toBeVisible();
  // The refund is explained by the kick: no "coins received" on top of it.
  await expect(toast(page, 'You received 2 coins')).toHaveCount(0);
  await shot(page, 'toast-kicked-phone');
  await page.context().close();
});

test('the super admin edits rules with the class picker, as at creation', async ({ browser }) => {
  const page = await openApp(browser, 'desktop', admin);
  const card = new Dashboard(page).card(upcoming.id);
  await card.getByRole('button', { name: 'Edit' }).click();
  const control = page.getByRole('dialog', { name: 'Tournament control' });
  await expect(control.getByTestId('rules-summary')).toHaveText('No teaming.');
  await expect(control.getByRole('textbox', { name: 'Rules' })).toHaveCount(0);
  await control.getByRole('button', { name: 'Edit rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Configure rules' });
  await rules.getByLabel('Rules').fill('No teaming. Snipers only.');
  await rules.getByRole('group', { name: 'Allowed classes' }).getByRole('button').nth(2).click();
  await expect(rules.getByText('1 selected')).toBeVisible();
  await shot(page, 'admin-details-rules-editor-desktop');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(control.getByTestId('rules-summary')).toHaveText('No teaming. Snipers only. · 1 class');
  await control.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Tournament updated successfully!')).toBeVisible();
  const saved = await (await request.get(`/api/tournaments/${upcoming.id}`)).json();
  const parsed = JSON.parse(saved.rules) as { text: string; images: string[] };
  expect(parsed.text).toBe('No teaming. Snipers only.');
  expect(parsed.images).toHaveLength(1);
  await page.setViewportSize(SIZES.phone.viewport);
  await shot(page, 'admin-details-rules-phone');
  await page.context().close();
});

test('the Players panel shows demo players only with its visible filter', async ({ browser }) => {
  const page = await openApp(browser, 'phone', admin);
  const panel = await new Dashboard(page).openAdmin('Players');
  const filter = panel.getByRole('checkbox', { name: 'Show demo players' });
  await expect(filter).not.toBeChecked();
  await expect(panel.getByRole('list', { name: 'Players' })).toContainText(player.user.username);
  const listed = page.waitForRequest(
    (r) => r.url().includes('/api/admin/players?') && r.url().includes('include_demo=true'),
  );
  await filter.check();
  await listed;
  await expect(panel).toContainText('Demo players are included');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'admin-players-phone');
  await page.context().close();
});
