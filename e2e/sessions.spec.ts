/**
 * Sessions that end, in Debian's Chromium (docs/product/accounts.md#sessions): the header's Logout
 * ends the session on the server; My Account changes the password (this device stays signed in,
 * another is logged out) and logs out everywhere behind a confirm dialog. Screenshots of the
 * Sign-in section and its dialogs on a phone and a laptop land in e2e/artifacts/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { register, toast, type Session } from './support/users';

const ARTIFACTS = 'e2e/artifacts';
// Two devices and two full journeys: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });
const PASSWORD = 'e2e-password-1';

const header = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const dialog = (page: Page) => page.getByRole('dialog').last();

/** A page of its own (a device) signed in with `token`, opened at `path`. */
async function device(browser: Browser, token: string, path = '/account', viewport = { width: 1366, height: 850 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
  return page;
}

/** A second session of `s`, as a second device would get by logging in. */
async function secondSession(page: Page, s: Session): Promise<string> {
  const email = (
    await (await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${s.token}` } })).json()
  ).email;
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token;
}

const signedIn = (page: Page) =>
  expect(header(page).getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
const signedOut = (page: Page) => expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

test("the header's Logout ends the session on the server", async ({ browser, request }) => {
  const s = await register(request, 'Leaver');
  const page = await device(browser, s.token, '/');
  await signedIn(page);
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST');
  await header(page).getByRole('button', { name: 'Logout' }).click();
  expect((await logout).headers().authorization).toBe(`Bearer ${s.token}`);
  await expect(toast(page, 'Logged out successfully!')).toBeVisible();
  await signedOut(page);
  await expect
    .poll(async () => (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${s.token}` } })).status())
    .toBe(401);
});

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1366, height: 768 };

/** Opens the Change password dialog of `page`'s Sign-in section and submits a wrong current password. */
async function wrongCurrentPassword(page: Page) {
  await page.getByRole('region', { name: 'Sign-in' }).getByRole('button', { name: 'Change password' }).click();
  await dialog(page).getByLabel('Current password', { exact: true }).fill('not-my-password');
  await dialog(page).getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await dialog(page).getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-pass');
  await dialog(page).getByRole('button', { name: 'Change password' }).click();
  await expect(dialog(page).getByText('Your current password is incorrect')).toBeVisible();
}

// One journey for both screen sizes (it was one per size, the same steps twice): the phone changes
// the password and logs out everywhere; the laptop is the other device, and shows the section and
// both dialogs at its size first.
test('change the password and log out everywhere from My Account, on a phone and a laptop', async ({
  browser,
  request,
}) => {
  const s = await register(request, 'Keeper');
  const phone = await device(browser, s.token, '/account', PHONE);
  const other = await device(browser, await secondSession(phone, s), '/account', LAPTOP);
  await signedIn(other);

  // The laptop's pictures: the section, a refused change, the confirm dialog (dismissed).
  const otherSection = other.getByRole('region', { name: 'Sign-in' });
  await otherSection.scrollIntoViewIfNeeded();
  await other.screenshot({ path: `${ARTIFACTS}/sessions-section-${LAPTOP.width}.png` });
  await wrongCurrentPassword(other);
  await other.screenshot({ path: `${ARTIFACTS}/sessions-change-password-${LAPTOP.width}.png` });
  await other.keyboard.press('Escape');
  await expect(dialog(other)).toBeHidden();
  await otherSection.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(dialog(other).getByRole('heading', { name: 'Log out on every device?' })).toBeVisible();
  await other.screenshot({ path: `${ARTIFACTS}/sessions-logout-everywhere-${LAPTOP.width}.png` });
  await other.keyboard.press('Escape');
  await expect(dialog(other)).toBeHidden();
  await signedIn(other);

  const section = phone.getByRole('region', { name: 'Sign-in' });
  await section.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${ARTIFACTS}/sessions-section-${PHONE.width}.png` });
  await wrongCurrentPassword(phone);
  await phone.screenshot({ path: `${ARTIFACTS}/sessions-change-password-${PHONE.width}.png` });
  await dialog(phone).getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await dialog(phone).getByRole('button', { name: 'Change password' }).click();
  await expect(toast(phone, 'Password changed. Your other devices are logged out.')).toBeVisible();

  // This device stays signed in (with the answer's token), also after a reload; the other is out.
  await phone.reload();
  await signedIn(phone);
  await other.reload();
  await signedOut(other);

  await section.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(dialog(phone).getByRole('heading', { name: 'Log out on every device?' })).toBeVisible();
  await phone.screenshot({ path: `${ARTIFACTS}/sessions-logout-everywhere-${PHONE.width}.png` });
  await dialog(phone).getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(toast(phone, 'Logged out on every device.')).toBeVisible();
  await signedOut(phone);
  await phone.context().close();
  await other.context().close();
});
