/**
 * Money end to end in Debian's Chromium against the real server with the built-in test
 * checkout: buy 10 coins and see the balance and toast; transfer coins to a friend; request a
 * cash-out that the super admin, in another browser context, approves and marks paid while the
 * player watches each status arrive. Screenshots land in e2e/artifacts/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Dashboard } from './support/app';
import { login, register, bearer, toast, useToken, type Session } from './support/users';

const ARTIFACTS = 'e2e/artifacts';
const PHONE = { width: 360, height: 780 };

/** A page in its own browser context, logged in as `s` (the app reads the token from storage). */
async function pageFor(browser: Browser, s: Session, viewport = { width: 1366, height: 850 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await useToken(context, s);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toContainText(s.user.username);
  return page;
}

const balance = (page: Page) => page.getByTestId('header-balance');

test.describe.configure({ mode: 'serial' });

test('buy, transfer, cash out: the player and the admin see every step', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const buyer = await register(request, 'Buyer');
  const friend = await register(request, 'Friend');
  const admin = await login(request);
  const page = await pageFor(browser, buyer);

  // ---- Buy 10 coins through the built-in test checkout -------------------------------------
  await page.getByRole('button', { name: 'Buy Coins' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy Coins' });
  await expect(buy.getByText('Test mode')).toBeVisible();
  await expect(buy.getByText('+44 7700 900123')).toBeVisible();
  await expect(buy.getByRole('button', { name: 'Pay £14.05 for 10 coins' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/money-buy-dialog.png` });
  await buy.getByRole('button', { name: 'Pay £14.05 for 10 coins' }).click();

  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/test_cs_/);
  await expect(page.getByText('TEST MODE · NO REAL PAYMENT')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/money-test-checkout.png` });
  await page.getByRole('button', { name: 'Pay £14.05' }).click();

  await expect(toast(page, 'Payment successful! 10 coins added to your account.')).toBeVisible();
  await expect(balance(page)).toContainText('10');
  // The return query is removed once handled.
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search.includes('session_id'));
  await page.screenshot({ path: `${ARTIFACTS}/money-bought.png` });

  // A cancelled checkout says so and credits nothing.
  await page.getByRole('button', { name: 'Buy Coins' }).click();
  await page
    .getByRole('dialog', { name: 'Buy Coins' })
    .getByRole('button', { name: /for 5 coins/ })
    .click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Payment was cancelled')).toBeVisible();
  await expect(balance(page)).toContainText('10');

  // ---- Transfer 4 coins to a friend -----------------------------------------------------------
  await page.getByRole('button', { name: 'Transfer Coins to Friends' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer Coins to Friends' });
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText('Please enter the recipient username')).toBeVisible();
  await transfer.getByLabel('Recipient username').fill(friend.user.username);
  await transfer.getByLabel('Amount (coins)').fill('4');
  await page.screenshot({ path: `${ARTIFACTS}/money-transfer.png` });
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(toast(page, `Successfully transferred 4 coins to ${friend.user.username}!`)).toBeVisible();
  await expect(balance(page)).toContainText('6');
  const friendMe = await (await request.get('/api/auth/me', { headers: bearer(friend) })).json();
  expect(friendMe.purchased_coins).toBe(4);

  // ---- Cash out: the admin approves and marks paid in another browser context ----------------
  // The Cash Out Center is always there (its history and chat too); the winnings it shows, and
  // the admin's adjustment of them, update live.
  await expect(page.getByTestId('cash-out-button')).toContainText('£0.00');
  const adjust = await request.put(`/api/admin/players/${buyer.user.id}/adjust-winnings`, {
    headers: bearer(admin),
    data: { winnings_coins: 25 },
  });
  expect(adjust.ok()).toBe(true);
  await expect(page.getByTestId('cash-out-button')).toContainText('£25.00');

  const adminPage = await pageFor(browser, admin);
  const adminTools = new Dashboard(adminPage);
  await expect(adminTools.adminMenu).toBeVisible();

  await page.getByTestId('cash-out-button').click();
  const center = page.getByRole('dialog', { name: 'Cash Out Center' });
  const submit = center.getByRole('button', { name: 'Request cash out' });
  await expect(submit).toBeDisabled();
  await center.getByLabel('Amount (£)').fill('12');
  await center.getByLabel('Payment method').selectOption('paypal');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(center.getByText('First name is required')).toBeVisible();
  await center.getByLabel('First name').fill('Ada');
  await center.getByLabel('Surname').fill('Lovelace');
  await center.getByLabel('PayPal email').fill('ada@example.test');
  await center.getByLabel('WhatsApp number').fill('+44 7700 900777');
  await page.screenshot({ path: `${ARTIFACTS}/money-cashout-form.png` });
  await submit.click();
  await expect(
    toast(page, 'Cash out request submitted! Coins have been deducted and your request is being processed.'),
  ).toBeVisible();
  // It moves to History and shows the pending message.
  await expect(center.getByRole('tab', { name: 'History' })).toHaveAttribute('data-state', 'active');
  const statusText = center.getByTestId('cashout-status-text').first();
  await expect(statusText).toHaveText('Your request is being reviewed by our team');
  await expect(balance(page)).toContainText('19');

  // The admin hears about it live: a toast and a dot on Payment Requests.
  await expect(toast(adminPage, new RegExp(`New cash-out request: ${buyer.user.username}`))).toBeVisible();
  await expect(adminTools.adminMenu).toHaveAccessibleName(/new payment request/);
  await adminPage.screenshot({ path: `${ARTIFACTS}/money-admin-new-request.png` });
  const panel = await adminTools.openAdmin('Payment Requests');
  const card = panel.getByTestId('payment-request').filter({ hasText: buyer.user.username });
  await expect(card).toContainText('£12.00');
  await expect(card).toContainText('ada@example.test');
  await adminPage.screenshot({ path: `${ARTIFACTS}/money-admin-requests.png` });

  // Each step is final for the request, so each is confirmed first.
  await card.getByRole('button', { name: 'Approve' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Approve cash-out?' })
    .getByRole('button', { name: 'Approve £12.00' })
    .click();
  await expect(card).toContainText('money on the way');
  await expect(statusText).toHaveText('Payment approved! Money is being processed and will arrive soon!');
  await page.screenshot({ path: `${ARTIFACTS}/money-player-approved.png` });

  await card.getByRole('button', { name: 'Mark as Paid' }).click();
  await adminPage.getByRole('dialog', { name: 'Mark as paid?' }).getByRole('button', { name: 'Mark as paid' }).click();
  await expect(card).toContainText('paid');
  await expect(statusText).toHaveText('Payment completed successfully! Check your account.');
  await page.screenshot({ path: `${ARTIFACTS}/money-player-paid.png` });

  // Chat with the admin about the request.
  await center.getByRole('button', { name: 'Chat with Admin' }).first().click();
  const chat = page.getByRole('dialog', { name: 'Chat with Admin' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Thanks, got it!');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByText('Thanks, got it!')).toBeVisible();
  await card.getByRole('button', { name: 'Chat' }).click();
  const adminChat = adminPage.getByRole('dialog', { name: /Chat with player/ });
  await expect(adminChat.getByText('Thanks, got it!')).toBeVisible();
  await adminChat.getByRole('textbox', { name: 'Message' }).fill('Enjoy!');
  await adminChat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByText('Enjoy!')).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: `${ARTIFACTS}/money-chat.png` });
  await page.keyboard.press('Escape');

  // ---- The admin's Players and Coin Prices panels ------------------------------------------------
  await adminPage.keyboard.press('Escape');
  await adminPage.keyboard.press('Escape');
  const players = await adminTools.openAdmin('Players');
  await players.getByLabel('Search players').fill(buyer.user.username);
  await players.getByLabel('Search players').press('Enter');
  await players.getByRole('button', { name: new RegExp(buyer.user.username) }).click();
  const details = players.getByTestId('player-details');
  await expect(details).toContainText('£14.05');
  await expect(details).toContainText('paid');
  await details.getByLabel('Set purchased coins').fill('30');
  await details.getByRole('button', { name: 'Update' }).first().click();
  await adminPage
    .getByRole('dialog', { name: 'Adjust purchased coins?' })
    .getByRole('button', { name: 'Set to 30' })
    .click();
  await expect(toast(adminPage, `Coins updated! ${buyer.user.username}: 6 → 30 coins`)).toBeVisible();
  await expect(balance(page)).toContainText('43');
  await adminPage.screenshot({ path: `${ARTIFACTS}/money-admin-players.png` });
  await adminPage.keyboard.press('Escape');

  const prices = await adminTools.openAdmin('Coin Prices');
  await expect(prices.getByLabel('10 coins (£)')).toHaveValue('14.05');
  await prices.getByLabel('5 coins (£)', { exact: true }).fill('0');
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(prices.getByText('All prices must be greater than 0')).toBeVisible();
  await prices.getByLabel('5 coins (£)', { exact: true }).fill('7.83');
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(toast(adminPage, 'Coin prices updated successfully!')).toBeVisible();
  await adminPage.screenshot({ path: `${ARTIFACTS}/money-admin-prices.png` });

  // ---- Phone width ----------------------------------------------------------------------------
  const phone = await pageFor(browser, buyer, PHONE);
  await phone.getByTestId('cash-out-button').click();
  await phone.screenshot({ path: `${ARTIFACTS}/money-cashout-phone.png` });
  await phone.getByRole('tab', { name: 'History' }).click();
  await phone.screenshot({ path: `${ARTIFACTS}/money-history-phone.png` });
  await phone.keyboard.press('Escape');
  await phone.getByRole('button', { name: 'Buy Coins' }).click();
  await expect(phone.getByRole('dialog', { name: 'Buy Coins' })).toBeVisible();
  await phone.screenshot({ path: `${ARTIFACTS}/money-buy-phone.png` });

  const adminPhone = await pageFor(browser, admin, PHONE);
  await new Dashboard(adminPhone).openAdmin('Payment Requests');
  await expect(adminPhone.getByTestId('payment-request').first()).toBeVisible();
  await adminPhone.screenshot({ path: `${ARTIFACTS}/money-admin-requests-phone.png` });
});
