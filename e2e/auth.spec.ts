/**
 * Accounts end to end in Debian's Chromium against the real server and a real SMTP
 * receiver: register (with the form's validation messages), log out, log in with remember me
 * (the identifier is prefilled after logout), reset the password through the e-mailed link,
 * log in with the new password, see /account and change the TikTok link; the username reset
 * link and the Invalid Reset Link panel. Screenshots land in e2e/artifacts/.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAIL_DIR } from './playwright.config';
import { waitForMail } from './support/mail-server';
import { toast } from './support/users';

const ARTIFACTS = 'e2e/artifacts';
const PHONE = { width: 360, height: 780 };

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const player = {
  fullName: 'Riley Carter',
  username: `Riley${suffix}`.slice(0, 30),
  email: `riley-${suffix}@e2e.test`,
  phone: '7700 900 456',
  tiktok: '@rileyplays',
  password: 'first-pass-1',
  newPassword: 'second-pass-2',
};

const dialog = (page: Page) => page.getByRole('dialog').last();
const header = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function logout(page: Page) {
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** The first link to `page` in the newest mail to `to` (the mail text is quoted-printable decoded). */
async function linkFromMail(to: string, path: 'reset-password' | 'reset-username'): Promise<string> {
  const mail = await waitForMail(MAIL_DIR, to);
  const match = new RegExp(`https?://[^\\s"<>]+/${path}\\?token=[A-Za-z0-9_-]+`).exec(mail);
  if (!match) throw new Error(`no ${path} link in:\n${mail}`);
  return match[0];
}

test.describe.configure({ mode: 'serial' });

test('register with validation, log out, log in with remember me', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Register' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(form.getByLabel('Country code')).toHaveValue('+44');
  await expect(form.getByLabel('Country code').locator('option')).toHaveCount(8);

  // The specification's messages, from the shared schema.
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('TikTok link is required to create an account')).toBeVisible();
  await expect(form.getByText('Please enter your full name')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await form.getByLabel('Confirm password').fill('123456');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(form.getByText("Passwords don't match")).toBeVisible();

  await form.getByLabel('Full name').fill(player.fullName);
  await form.getByLabel('CODM username').fill(player.username);
  await form.getByLabel('Email').fill(player.email);
  await form.getByLabel('Phone (optional)').fill(player.phone);
  await form.getByLabel('TikTok username').fill(player.tiktok);
  await expect(form.getByText('Your profile: https://www.tiktok.com/@rileyplays')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByLabel('Confirm password').fill(player.password);
  await page.screenshot({ path: `${ARTIFACTS}/auth-register.png` });
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(player.username);
  await logout(page);

  // Log in with remember me; after logging out the identifier is prefilled.
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByLabel('Email or phone number').fill(player.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog(page).getByLabel('Remember me').check();
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Incorrect email/phone number or password')).toBeVisible();
  await dialog(page).getByLabel('Password', { exact: true }).fill(player.password);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(player.username);
  await logout(page);

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page).getByLabel('Email or phone number')).toHaveValue(player.email);
  await expect(dialog(page).getByLabel('Remember me')).toBeChecked();
  await page.screenshot({ path: `${ARTIFACTS}/auth-dialog.png` });

  // Phone login with the country code works from the same box.
  await dialog(page).getByLabel('Email or phone number').fill('+44 7700900456');
  await dialog(page).getByLabel('Password', { exact: true }).fill(player.password);
  await dialog(page).getByLabel('Remember me').uncheck();
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await logout(page);
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page).getByLabel('Email or phone number')).toHaveValue('');
});

test('reset the password through the e-mailed link, log in with it, see /account', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const reset = dialog(page);
  await expect(reset.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByText('Please enter your email address')).toBeVisible();
  await reset.getByLabel('Email').fill(player.email.toUpperCase());
  await page.screenshot({ path: `${ARTIFACTS}/auth-reset-request.png` });
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, 'Check your email for password reset instructions!')).toBeVisible();

  const link = await linkFromMail(player.email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(player.newPassword);
  await page.getByLabel('Confirm new password').fill(player.newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successfully!' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/reset-password-done.png` });

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-pass-3');
  await page.getByLabel('Confirm new password').fill('third-pass-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired reset link' })).toBeVisible();

  await page.goto('/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByLabel('Email or phone number').fill(player.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(player.newPassword);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();

  await page.getByTestId('header-balance').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText(player.username);
  await expect(page.getByText('+44 7700900456')).toBeVisible();
  await expect(page.getByTestId('profile-balance')).toHaveText('0 coins');
  await expect(page.getByTestId('profile-tiktok')).toHaveAttribute('href', 'https://www.tiktok.com/@rileyplays');

  // Change TikTok: trimmed, cannot be empty.
  await page.getByRole('button', { name: 'Change TikTok' }).click();
  const tiktok = dialog(page);
  await tiktok.getByLabel('TikTok link').fill('   ');
  await tiktok.getByRole('button', { name: 'Save' }).click();
  await expect(tiktok.getByText('TikTok link cannot be empty')).toBeVisible();
  await tiktok.getByLabel('TikTok link').fill('  @riley.live  ');
  await tiktok.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'TikTok link updated successfully!')).toBeVisible();
  await expect(page.getByTestId('profile-tiktok')).toHaveAttribute('href', 'https://www.tiktok.com/@riley.live');
  await page.screenshot({ path: `${ARTIFACTS}/account.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${ARTIFACTS}/account-phone.png`, fullPage: true });
});

test('reset the username through the e-mailed link', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByRole('button', { name: 'Forgot username?' }).click();
  await dialog(page).getByLabel('Email').fill(player.email);
  await dialog(page).getByRole('button', { name: 'Send username link' }).click();
  await expect(toast(page, 'Check your email to reset your username!')).toBeVisible();

  const link = await linkFromMail(player.email, 'reset-username');
  await page.goto(link);
  await page.getByRole('button', { name: 'Update username' }).click();
  await expect(page.getByText('Please enter a new username')).toBeVisible();
  await page.getByLabel('New username').fill('ab');
  await page.getByRole('button', { name: 'Update username' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  const newName = `Ace${suffix}`.slice(0, 30);
  await page.getByLabel('New username').fill(newName);
  await page.getByRole('button', { name: 'Update username' }).click();
  await expect(page.getByRole('heading', { name: 'Username updated successfully!' })).toBeVisible();
  await expect(page.getByText(newName, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/reset-username-done.png` });

  await page.getByRole('region', { name: 'Reset Username' }).getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByLabel('Email or phone number').fill(player.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(player.newPassword);
  await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toContainText(newName);
});

test('reset pages without a token show the Invalid Reset Link panel', async ({ page }) => {
  for (const path of ['/reset-password', '/reset-username']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  }
  await page.screenshot({ path: `${ARTIFACTS}/reset-invalid-link.png` });
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('the register dialog fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Register' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const box = (await dialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // Every field is reachable by scrolling inside the dialog.
  await dialog(page).getByRole('button', { name: 'Create account' }).scrollIntoViewIfNeeded();
  await expect(dialog(page).getByRole('button', { name: 'Create account' })).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/auth-register-phone.png` });
});
