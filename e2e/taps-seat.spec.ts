/**
 * Every tap on the way to a seat, at 360x740 (phone, touch) and 1366x768:
 *  - once the room code is sent a seat is locked in: no Leave, no Switch, the reason shown, and
 *    the API refuses leave-slot with 409 (no refund, the code would be free);
 *  - a player without the coins taps Join, gets Buy coins right there, goes through the built-in
 *    test checkout (cancel, then pay) and each time comes back to the tournament, the picked seat
 *    waiting for a one-tap Join;
 *  - a visitor gets a real Log in button on the tournament page, My Account and the host
 *    console, which also has a way back;
 *  - a seated player whose tournament closed its entries reads that the seat is kept;
 *  - a seated player's tap on another empty slot asks before switching.
 * Screenshots land in e2e/artifacts/taps-seat-*.png.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PLAY_TEXT } from '@squadhub/shared';
import { E2E_PORT } from './playwright.config';
import { api, createTournament, expectAccessible, openApp, shot, SIZES, type Size } from './support/app';
import { balanceOf, bearer, giveCoins, login, register, toast, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let request: APIRequestContext;
let admin: Session;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
});
test.afterAll(() => request.dispose());

/** A solo tournament of 12 slots, 2 coins to enter, approved at once (the super admin creates it). */
const soloTournament = (title: string) => createTournament(request, admin, { title, entry_fee: 2 });

/** `s` seated at team `team` through the API, with coins given for the fee. */
async function seat(s: Session, tournamentId: string, team: number) {
  await giveCoins(request, admin, s, 10);
  await api(request, 'post', `/tournaments/${tournamentId}/join-slot`, s, { team_number: team, slot_index: 0 });
}

/** The page of a tournament, as `who` (a visitor when null). */
async function openTournament(browser: Browser, size: Size, who: Session | null, id: string): Promise<Page> {
  if (who) return openApp(browser, size, who, `/tournaments/${id}`);
  // A visitor's tournament page has two Log in buttons (header and prompt): open it directly.
  const page = await (await browser.newContext(SIZES[size])).newPage();
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId('tournament-view')).toBeVisible();
  return page;
}

const slot = (page: Page, team: number) => page.getByTestId(`slot-${team}-0`);
const ownSeat = (page: Page) => page.getByTestId('own-seat');

for (const size of ['phone', 'desktop'] as const) {
  test.describe(size, () => {
    test('after the room code, a seat cannot be left nor switched, and says why', async ({ browser }) => {
      const t = await soloTournament('Locked Seats');
      const player = await register(request, 'Locked');
      await seat(player, t.id, 4);
      await api(request, 'post', `/tournaments/${t.id}/send-room-code`, admin, { room_code: 'LOCK-77' });
      const balance = await balanceOf(request, player);

      const page = await openTournament(browser, size, player, t.id);
      await expect(ownSeat(page)).toHaveText('Your seat: Team 4 · Slot 1');
      await expect(page.getByTestId('seat-kept')).toHaveText(PLAY_TEXT.seatLocked);
      await expect(page.getByRole('button', { name: /Leave/ })).toHaveCount(0);
      if (size === 'phone') await page.getByRole('tab', { name: /Slots/ }).click();
      // Empty slots no longer offer Switch: a tap there does nothing.
      await expect(slot(page, 9)).toBeDisabled();
      await expect(slot(page, 9)).not.toContainText('Switch');
      await shot(page, `taps-seat-locked-${size}`);
      await expectAccessible(page, `locked seat (${size})`);

      // The server holds the same rule: no refund, whatever the client sends.
      const leave = await request.post(`/api/tournaments/${t.id}/leave-slot`, { headers: bearer(player) });
      expect(leave.status()).toBe(409);
      expect((await leave.json()).detail).toBe(PLAY_TEXT.seatLocked);
      const kick = await request.post(`/api/tournaments/${t.id}/kick-player?team_number=4&slot_index=0`, {
        headers: bearer(player),
      });
      expect(kick.status()).toBe(409);
      expect(await balanceOf(request, player)).toBe(balance);
      await page.context().close();
    });

    test('Join without coins offers Buy coins, and the checkout comes back to the picked seat', async ({ browser }) => {
      const t = await soloTournament('Coins On The Way');
      const poor = await register(request, 'Poor');
      const page = await openTournament(browser, size, poor, t.id);
      const picked = page.getByTestId('picked-seat');

      // One tap on Join: the seat is kept as the pick, Buy coins is offered at once.
      await slot(page, 7).click();
      const short = toast(page, 'Insufficient coins');
      await expect(short).toContainText('Team 7 · Slot 1 costs 2 coins');
      await expect(picked).toContainText('Your pick: Team 7 · Slot 1');
      await expect(picked).toContainText('It costs 2 coins and you have 0.');
      await shot(page, `taps-seat-short-${size}`);
      await short.getByRole('button', { name: 'Buy coins' }).click();
      const buy = page.getByRole('dialog', { name: 'Buy Coins' });
      await expect(buy).toBeVisible();

      // Cancelled at the checkout: back on the tournament, the pick still there.
      await buy.getByRole('button', { name: /for 5 coins/ }).click();
      await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(toast(page, 'Payment was cancelled')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/tournaments/${t.id}` && !url.search);
      await expect(picked).toContainText('Your pick: Team 7 · Slot 1');

      // Paid: back again, the coins in, the same seat one tap away.
      await picked.getByRole('button', { name: 'Buy coins' }).click();
      await page
        .getByRole('dialog', { name: 'Buy Coins' })
        .getByRole('button', { name: /for 5 coins/ })
        .click();
      await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\//);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(toast(page, 'Payment successful! 5 coins added to your account.')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/tournaments/${t.id}` && !url.search);
      await expect(picked).toContainText('Still free');
      await shot(page, `taps-seat-back-from-checkout-${size}`);
      await expectAccessible(page, `picked seat after checkout (${size})`);
      await picked.getByRole('button', { name: 'Join (2 coins)' }).click();
      await expect(ownSeat(page)).toHaveText('Your seat: Team 7 · Slot 1');
      await expect(picked).toHaveCount(0);
      expect(await balanceOf(request, poor)).toBe(3);
      await page.context().close();
    });

    test('a visitor gets Log in on the tournament page, My Account and the host console', async ({ browser }) => {
      const t = await soloTournament('Visitors Welcome');
      const page = await openTournament(browser, size, null, t.id);
      const prompt = page.getByTestId('login-prompt');
      await expect(prompt).toContainText('Please log in to join a tournament slot');
      await shot(page, `taps-seat-visitor-tournament-${size}`);
      await prompt.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

      await page.goto('/account');
      await expect(prompt).toContainText('Please login to view your account');
      await shot(page, `taps-seat-visitor-account-${size}`);
      await prompt.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

      await page.goto(`/host/${t.id}`);
      await expect(prompt).toContainText('Log in to Squadhub to host a tournament here.');
      await shot(page, `taps-seat-visitor-host-${size}`);
      await expectAccessible(page, `host console, visitor (${size})`);
      await prompt.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByLabel('Email or phone number').fill('admin@e2e.test');
      await dialog.getByLabel('Password', { exact: true }).fill('admin-e2e-password');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      // Logged in right there: the console, and its way back to the tournament page.
      await expect(page.getByTestId('host-players')).toHaveText('0/12');
      await page.getByRole('link', { name: 'Tournament page' }).click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${t.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await page.context().close();
    });

    test('a seated player of a closed tournament reads that the seat is kept', async ({ browser }) => {
      const t = await soloTournament('Closed Doors');
      const player = await register(request, 'Kept');
      await seat(player, t.id, 2);
      await api(request, 'post', `/tournaments/${t.id}/stop-entries`, admin);
      const page = await openTournament(browser, size, player, t.id);
      await expect(page.getByTestId('seat-kept')).toHaveText('Entries closed: your seat is kept.');
      await expect(page.getByText('view-only')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Leave/ })).toHaveCount(0);
      await shot(page, `taps-seat-entries-closed-${size}`);
      await page.context().close();
    });

    test('a seated player tapping another empty slot is asked before switching', async ({ browser }) => {
      const t = await soloTournament('Switch Guard');
      const player = await register(request, 'Switcher');
      await seat(player, t.id, 1);
      const page = await openTournament(browser, size, player, t.id);
      await expect(ownSeat(page)).toHaveText('Your seat: Team 1 · Slot 1');

      // A stray tap: the question, and Cancel moves nothing.
      await slot(page, 10).click();
      const ask = page.getByRole('dialog', { name: 'Switch seat?' });
      await expect(ask).toContainText('Move from Team 1 · Slot 1 to Team 10 · Slot 1?');
      await shot(page, `taps-seat-switch-ask-${size}`);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toHaveCount(0);
      await expect(ownSeat(page)).toHaveText('Your seat: Team 1 · Slot 1');

      // Meant: Switch moves the seat, for free.
      const balance = await balanceOf(request, player);
      await slot(page, 10).click();
      await page.getByRole('dialog', { name: 'Switch seat?' }).getByRole('button', { name: 'Switch' }).click();
      await expect(ownSeat(page)).toHaveText('Your seat: Team 10 · Slot 1');
      expect(await balanceOf(request, player)).toBe(balance);
      await page.context().close();
    });
  });
}
