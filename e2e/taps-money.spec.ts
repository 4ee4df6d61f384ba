/**
 * Money moves only when meant, at 360x740 (phone) and 1366x768:
 * - "Distribute prizes" shows a recap (whole names, coins, the remainder to the creator, the
 *   pool) and pays only after "Confirm and pay"; the winner picker shows long names whole;
 * - the admin's coin and winnings adjustments show old → new, ask for confirmation, and keep an
 *   optional reason that then shows in the player's adjustment history;
 * - the cash-out form says what is wrong with each bad detail (names, e-mail, WhatsApp, IBAN,
 *   sort code, SWIFT/BIC), the server refuses the same, and a good request goes through;
 * - the Cash Out Center keeps its box when switching tabs, and each tab keeps its scroll.
 * Screenshots land in e2e/artifacts/taps-money-*.png.
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import {
  Dashboard,
  api,
  createTournament,
  expectNoHorizontalOverflow,
  openApp,
  requestCashout,
  setWinnings,
  shot,
  type Size,
} from './support/app';
import { balanceOf, bearer, giveCoins, login, register, toast, type Session } from './support/users';

test.describe.configure({ timeout: 180_000 });

let request: APIRequestContext;
let admin: Session;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
});
test.afterAll(() => request.dispose());

const SIZE_NAMES: Size[] = ['phone', 'desktop'];

/** The box of an element, rounded to whole pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return {
    x: Math.round(box!.x),
    y: Math.round(box!.y),
    width: Math.round(box!.width),
    height: Math.round(box!.height),
  };
}

/** A player's winnings and purchased coins as the server has them. */
async function bucketsOf(s: Session) {
  const me = await (await request.get('/api/auth/me', { headers: bearer(s) })).json();
  return { purchased: me.purchased_coins as number, winnings: me.winnings_coins as number };
}

for (const size of SIZE_NAMES) {
  test(`prize recap before paying, whole names in the picker (${size})`, async ({ browser }) => {
    const host = await register(request, 'Host');
    // Long names (30 characters): the picker and the recap show them whole.
    const players = [
      await register(request, 'MaximilianLongname'),
      await register(request, 'AlexandraStormbow'),
      await register(request, 'Quickscope'),
    ];
    const t = await createTournament(request, host, { title: 'Recap Cup', entry_fee: 2 });
    await api(request, 'post', `/tournaments/${t.id}/approve`, admin);
    for (const [i, p] of players.entries()) {
      await giveCoins(request, admin, p, 10);
      await api(request, 'post', `/tournaments/${t.id}/join-slot`, p, { team_number: i + 1, slot_index: 0 });
    }
    await api(request, 'post', `/tournaments/${t.id}/send-room-code`, host, { room_code: 'TAPS-1' });

    const page = await openApp(browser, size, host, `/tournaments/${t.id}`);
    await page.getByRole('button', { name: 'Select Winners' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Select Winners' });
    const [first, second] = players;
    await dialog.getByLabel('Winner 1 participant').selectOption({ label: `${first!.user.username} (Team 1)` });
    await dialog.getByLabel('Winner 1 coins').fill('3');
    await dialog.getByRole('button', { name: 'Add winner' }).click();
    await dialog.getByLabel('Winner 2 participant').selectOption({ label: `${second!.user.username} (Team 2)` });
    await dialog.getByLabel('Winner 2 coins').fill('2');

    // The picker shows each chosen name whole (wrapping if it must), never cut to a few letters.
    const shown = dialog.getByTestId('winner-picker-shown');
    for (const [i, p] of [first!, second!].entries()) {
      await expect(shown.nth(i)).toContainText(p.user.username);
      const clipped = await shown.nth(i).evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
      expect(clipped, `winner ${i + 1}'s name is cut off`).toBe(false);
    }
    await expectNoHorizontalOverflow(page);
    await shot(page, `taps-money-winners-picker-${size}`);

    await dialog.getByRole('button', { name: 'Distribute prizes' }).click();
    const recap = dialog.getByTestId('prize-recap');
    await expect(recap).toBeVisible();
    const rows = recap.getByTestId('prize-recap-winner');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(first!.user.username);
    await expect(rows.nth(0)).toContainText('+3');
    await expect(rows.nth(1)).toContainText(second!.user.username);
    await expect(rows.nth(1)).toContainText('+2');
    // Pool 3 × 2 = 6: 5 to the winners, 1 to the creator.
    await expect(recap.getByTestId('prize-recap-remainder')).toHaveText('1 coin');
    await expect(recap.getByTestId('prize-recap-totals')).toContainText(host.user.username);
    await expect(recap.getByTestId('prize-recap-totals')).toContainText('6 coins');
    await shot(page, `taps-money-winners-recap-${size}`);

    // Nothing was paid by "Distribute prizes"; Back keeps the rows as they were.
    expect(await bucketsOf(first!)).toEqual({ purchased: 8, winnings: 0 });
    await recap.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Winner 2 coins')).toHaveValue('2');
    expect(await bucketsOf(first!)).toEqual({ purchased: 8, winnings: 0 });

    await dialog.getByRole('button', { name: 'Distribute prizes' }).click();
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(toast(page, 'Winners selected and coins distributed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await bucketsOf(first!)).toEqual({ purchased: 8, winnings: 3 });
    expect(await bucketsOf(second!)).toEqual({ purchased: 8, winnings: 2 });
    expect((await bucketsOf(host)).winnings).toBe(1);
    // The winners panel shows the names whole too.
    const panel = page.getByTestId('winners-panel').first();
    await expect(panel).toContainText(first!.user.username);
    await shot(page, `taps-money-winners-paid-${size}`);
    await page.context().close();
  });

  test(`admin adjustment: old → new, confirmation and a reason in the history (${size})`, async ({ browser }) => {
    const target = await register(request, 'Adjusted');
    await giveCoins(request, admin, target, 6);
    await setWinnings(request, admin, target, 4);
    const page = await openApp(browser, size, admin, '/');
    const players = await new Dashboard(page).openAdmin('Players');
    await players.getByLabel('Search players').fill(target.user.username);
    await players.getByLabel('Search players').press('Enter');
    await players.getByRole('button', { name: new RegExp(target.user.username) }).click();
    const details = players.getByTestId('player-details');
    await expect(details).toBeVisible();

    // Cancel moves nothing.
    await details.getByLabel('Set purchased coins').fill('30');
    await details.getByRole('button', { name: 'Update' }).first().click();
    const confirmCoins = page.getByRole('dialog', { name: 'Adjust purchased coins?' });
    await expect(confirmCoins.getByTestId('adjust-recap')).toContainText(target.user.username);
    await expect(confirmCoins.getByTestId('adjust-recap')).toContainText(/6\s*→\s*30/);
    await expect(confirmCoins.getByTestId('adjust-recap')).toContainText('+24');
    await confirmCoins.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmCoins).toBeHidden();
    expect(await bucketsOf(target)).toEqual({ purchased: 6, winnings: 4 });

    // Confirmed with a reason: the coins move and the reason stays with the change.
    await details.getByRole('button', { name: 'Update' }).first().click();
    await confirmCoins.getByLabel('Reason (optional)').fill('  Refund for a crashed match  ');
    await shot(page, `taps-money-adjust-confirm-${size}`);
    await confirmCoins.getByRole('button', { name: 'Set to 30' }).click();
    await expect(toast(page, `Coins updated! ${target.user.username}: 6 → 30 coins`)).toBeVisible();
    expect(await bucketsOf(target)).toEqual({ purchased: 30, winnings: 4 });

    // Winnings without a reason: the change is recorded, marked as having none.
    await details.getByLabel('Set winnings').fill('1');
    await details.getByRole('button', { name: 'Update' }).nth(1).click();
    const confirmWinnings = page.getByRole('dialog', { name: 'Adjust winnings?' });
    await expect(confirmWinnings.getByTestId('adjust-recap')).toContainText(/4\s*→\s*1/);
    await expect(confirmWinnings.getByTestId('adjust-recap')).toContainText('−3');
    await confirmWinnings.getByRole('button', { name: 'Set to 1' }).click();
    await expect(toast(page, `Winnings updated! ${target.user.username}: 4 → 1 winnings`)).toBeVisible();

    const history = details.getByTestId('adjustment-entry');
    await expect(history.first()).toContainText(/Winnings\s*4 → 1/);
    await expect(history.first()).toContainText('No reason given');
    await expect(history.nth(1)).toContainText(/Purchased coins\s*6 → 30/);
    await expect(history.nth(1)).toContainText('“Refund for a crashed match”');
    await details.getByTestId('adjustment-history').scrollIntoViewIfNeeded();
    await shot(page, `taps-money-adjust-history-${size}`);
    await page.context().close();
  });

  test(`cash-out form says what is wrong with each detail (${size})`, async ({ browser }) => {
    const player = await register(request, 'Casher');
    await setWinnings(request, admin, player, 30);
    const page = await openApp(browser, size, player, '/');
    await page.getByTestId('cash-out-button').click();
    const center = page.getByRole('dialog', { name: 'Cash Out Center' });
    await center.getByLabel('Amount (£)').fill('12');
    await center.getByLabel('Payment method').selectOption('paypal');
    await center.getByLabel('First name').fill('ada@example.test');
    await center.getByLabel('Surname').fill('L0velace');
    await center.getByLabel('PayPal email').fill('ada.example.test');
    await center.getByLabel('WhatsApp number').fill('12');
    await center.getByRole('button', { name: 'Request cash out' }).click();
    await expect(center.getByText('First name: enter a name, not an e-mail address')).toBeVisible();
    await expect(center.getByText('Surname cannot contain digits')).toBeVisible();
    await expect(center.getByText('Please enter a valid PayPal email')).toBeVisible();
    await expect(center.getByText('Enter a valid WhatsApp number, e.g. +44 7700 900123')).toBeVisible();
    await center.getByLabel('First name').scrollIntoViewIfNeeded();
    await shot(page, `taps-money-cashout-paypal-errors-${size}`);

    await center.getByLabel('Payment method').selectOption('bank_transfer');
    await center.getByLabel('First name').fill('Grace');
    await center.getByLabel('Surname').fill('Hopper');
    await center.getByLabel('Bank name').fill('Bank of Tests');
    await center.getByLabel('Country').fill('United Kingdom');
    await center.getByLabel('Account number').fill('12345678');
    await center.getByLabel('Sort code (optional)').fill('12-34');
    await center.getByLabel('SWIFT / BIC (optional)').fill('NWB');
    await center.getByLabel('IBAN (optional)').fill('GB82 WEST 1234 5698 7654 33');
    await center.getByLabel('Address line 1', { exact: true }).fill('1 Test Street');
    await center.getByLabel('City').fill('London');
    await center.getByLabel('Postal code').fill('E1 6AN');
    await center.getByLabel('WhatsApp number').fill('+44 7700 900777');
    await center.getByRole('button', { name: 'Request cash out' }).click();
    await expect(center.getByText('Enter a valid sort code: 6 digits, e.g. 12-34-56')).toBeVisible();
    await expect(center.getByText('Enter a valid SWIFT/BIC: 8 or 11 letters and digits, e.g. NWBKGB2L')).toBeVisible();
    await expect(center.getByText('Enter a valid IBAN (check the digits)')).toBeVisible();
    await center.getByLabel('Sort code (optional)').scrollIntoViewIfNeeded();
    await shot(page, `taps-money-cashout-bank-errors-${size}`);
    // A detail's message follows the typing once shown: a wrong shape says so.
    await center.getByLabel('IBAN (optional)').fill('12345');
    await expect(
      center.getByText('Enter a valid IBAN: 2 letters, 2 digits, then 11 to 30 letters or digits'),
    ).toBeVisible();

    // The server refuses the same details, whatever the client: 400 with the same words, no coin moves.
    const refused = await request.post('/api/coin-conversion/request', {
      headers: bearer(player),
      data: {
        coins_to_convert: 12,
        payment_method: 'bank_transfer',
        account_holder_name: 'Grace',
        account_holder_surname: 'Hopper',
        bank_name: 'Bank of Tests',
        country: 'United Kingdom',
        account_number: '12345678',
        iban: 'GB82WEST12345698765433',
        address_line1: '1 Test Street',
        city: 'London',
        postal_code: 'E1 6AN',
        whatsapp_number: '+44 7700 900777',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      detail: 'Enter a valid IBAN (check the digits)',
      code: 'validation_failed',
    });
    expect(await balanceOf(request, player)).toBe(30);

    // Fixed, it goes through.
    await center.getByLabel('Sort code (optional)').fill('12-34-56');
    await center.getByLabel('SWIFT / BIC (optional)').fill('NWBKGB2L');
    await center.getByLabel('IBAN (optional)').fill('GB82 WEST 1234 5698 7654 32');
    await center.getByRole('button', { name: 'Request cash out' }).click();
    await expect(
      toast(page, 'Cash out request submitted! Coins have been deducted and your request is being processed.'),
    ).toBeVisible();
    await expect(center.getByRole('tab', { name: 'History' })).toHaveAttribute('data-state', 'active');
    expect(await bucketsOf(player)).toEqual({ purchased: 0, winnings: 18 });
    await page.context().close();
  });

  test(`Cash Out Center keeps its box and each tab's scroll when switching tabs (${size})`, async ({ browser }) => {
    const player = await register(request, 'Switcher');
    await setWinnings(request, admin, player, 60);
    for (const amount of [10, 11, 12]) await requestCashout(request, player, amount);
    const page = await openApp(browser, size, player, '/');
    await page.getByTestId('cash-out-button').click();
    const center = page.getByRole('dialog', { name: 'Cash Out Center' });
    await expect(center.getByLabel('Amount (£)')).toBeVisible();
    const tabs = center.getByRole('tablist');
    const tab = (name: string) => center.getByRole('tab', { name });
    const activePanel = center.locator('[role="tabpanel"][data-state="active"]');

    // The long bank form, scrolled down inside its panel.
    await center.getByLabel('Payment method').selectOption('bank_transfer');
    await center.getByLabel('Postal code').scrollIntoViewIfNeeded();
    const scrolled = await activePanel.evaluate((el) => el.scrollTop);
    expect(scrolled, 'the bank form scrolls inside its panel').toBeGreaterThan(0);
    await center.getByLabel('City').fill('London');

    const start = { dialog: await boxOf(center), tabs: await boxOf(tabs) };
    await shot(page, `taps-money-center-cashout-${size}`);
    for (const name of ['Convert to Coins', 'History', 'Cash Out to Money', 'History', 'Convert to Coins']) {
      await tab(name).click();
      await expect(tab(name)).toHaveAttribute('data-state', 'active');
      if (name === 'History') await expect(center.getByTestId('cashout-history-item')).toHaveCount(3);
      expect(await boxOf(center), `the dialog moved or resized on "${name}"`).toEqual(start.dialog);
      expect(await boxOf(tabs), `the tabs moved on "${name}"`).toEqual(start.tabs);
      await shot(page, `taps-money-center-${name.toLowerCase().replaceAll(' ', '-')}-${size}`);
    }
    // Back on the request tab: where the player was, with what they typed.
    await tab('Cash Out to Money').click();
    expect(await activePanel.evaluate((el) => el.scrollTop)).toBe(scrolled);
    await expect(center.getByLabel('City')).toHaveValue('London');
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
}
