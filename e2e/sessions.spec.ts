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

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`change the password and log out everywhere from My Account at ${viewport.width}px`, async ({
    browser,
    request,
  }) => {
    const s = await register(request, 'Keeper');
    const phone = await device(browser, s.token, '/account', viewport);
    const other = await device(browser, await secondSession(phone, s), '/account', viewport);
    await signedIn(other);

    const section = phone.getByRole('region', { name: 'Sign-in' });
    await section.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${ARTIFACTS}/sessions-section-${viewport.width}.png` });

    await section.getByRole('button', { name: 'Change password' }).click();
    await dialog(phone).getByLabel('Current password', { exact: true }).fill('not-my-password');
    await dialog(phone).getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
    await dialog(phone).getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-pass');
    await dialog(phone).getByRole('button', { name: 'Change password' }).click();
    await expect(dialog(phone).getByText('Your current password is incorrect')).toBeVisible();
    await phone.screenshot({ path: `${ARTIFACTS}/sessions-change-password-${viewport.width}.png` });
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
    await phone.screenshot({ path: `${ARTIFACTS}/sessions-logout-everywhere-${viewport.width}.png` });
    await dialog(phone).getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(toast(phone, 'Logged out on every device.')).toBeVisible();
    await signedOut(phone);
    await phone.context().close();
    await other.context().close();
  });
}
