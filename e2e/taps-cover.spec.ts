/**
 * Nothing covers what a player needs, and the small things a reviewer's tools flag, in Chromium at
 * 360x740 (phone) and 1366x768:
 * - the floating support link and the toasts never lie over a slot, a button or "View details"
 *   (bounding boxes), from the top of the dashboard and of a 25x4 tournament page to their end,
 *   where the link is always back; with a dialog open the link stays out of its way;
 * - the page's security policy is not tripped at load (zod's eval probe), on the dashboard, the
 *   login form, a tournament page and the OBS overlay;
 * - a stale token (its session ended by a password reset) recovers without a visible 401: the
 *   visitor's dashboard at load, and a login prompt when the player was in the middle of a tap;
 * - /robots.txt is plain text, and API answers come compressed to a browser.
 * Screenshots in e2e/artifacts/taps-cover-*.png.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MAIL_DIR, E2E_PORT } from './playwright.config';
import { SIZES, api, createTournament, openApp, shot, type Size } from './support/app';
import { waitForMail } from './support/mail-server';
import { giveCoins, login, register, toast, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let request: APIRequestContext;
let admin: Session;
let player: Session;
let friend: Session;
let squads: { id: string; title: string };

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  player = await register(request, 'Thumb');
  friend = await register(request, 'Tipper');
  await giveCoins(request, admin, player, 30);
  await giveCoins(request, admin, friend, 200);
  // Enough cards for the dashboard to scroll on both screens, and a big squad grid.
  squads = await createTournament(request, admin, {
    title: 'Hundred Squads',
    template_type: 'isolated_squad',
    max_teams: 25,
    slots_per_team: 4,
    entry_fee: 0,
  });
  for (const title of ['Night Solo', 'Duo Clash', 'Sunday Cup', 'Late Lobby'])
    await createTournament(request, admin, { title });
  await api(request, 'post', `/tournaments/${squads.id}/join-slot`, player, { team_number: 3, slot_index: 1 });
});
test.afterAll(() => request.dispose());

// ---- Geometry ----------------------------------------------------------------------------------

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Coverage {
  /** Every control on screen, as far as it shows (below the sticky header, inside the screen). */
  controls: (Box & { slot: boolean; viewDetails: boolean })[];
  /** The support link while it is shown, and every toast on screen. */
  floating: Box[];
  linkShown: boolean;
}

/** The controls and the floating things on screen now. */
function measure(page: Page): Promise<Coverage> {
  return page.evaluate(() => {
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const dialog = document.querySelector('[role="dialog"]');
    const nameOf = (el: Element) =>
      (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
    };
    // With a dialog open only its controls can be reached; otherwise those of the page's main area.
    const scope = dialog ? '[role="dialog"]' : 'main';
    const top = dialog ? 0 : headerBottom;
    const controls = [
      ...document.querySelectorAll(
        `${scope} button, ${scope} a[href], ${scope} [role="button"], ${scope} input, ${scope} select, ${scope} textarea`,
      ),
    ]
      .filter(shown)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: nameOf(el),
          left: Math.max(r.left, 0),
          right: Math.min(r.right, innerWidth),
          top: Math.max(r.top, top),
          bottom: Math.min(r.bottom, innerHeight),
          slot: /^slot-\d+-\d+$/.test(el.getAttribute('data-testid') ?? ''),
          viewDetails: /View details/.test(el.textContent ?? ''),
        };
      })
      .filter((b) => b.right - b.left > 1 && b.bottom - b.top > 1);
    const link = document.querySelector('[data-testid="support-link"]');
    const linkShown = !!link && link.getAttribute('data-state') === 'shown' && shown(link);
    const floating = [
      ...(linkShown ? [link!] : []),
      ...document.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])'),
    ]
      .filter(shown)
      .map((el) => ({ name: nameOf(el), ...el.getBoundingClientRect().toJSON() }) as Box);
    return { controls, floating, linkShown };
  });
}

const intersect = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * No floating thing lies over any control on screen; returns what was on screen. A phone's toast
 * is the exception: it sits just under the header, where it may lie over the page's top for its
 * few seconds, because over the header it hid the balance (issue 34's walk); it never covers the
 * balance (components/layout/AppToaster.tsx).
 */
async function expectNothingCovered(page: Page, where: string): Promise<Coverage> {
  const now = await measure(page);
  const phone = page.viewportSize()!.width < 640;
  const toasts = await page.locator('[data-sonner-toast][data-visible="true"]').count();
  const floating = phone ? now.floating.slice(0, now.linkShown ? 1 : 0) : now.floating;
  const covered = floating.flatMap((f) =>
    now.controls.filter((c) => intersect(f, c)).map((c) => `"${f.name}" covers "${c.name}"`),
  );
  expect(covered, where).toEqual([]);
  if (phone && toasts) {
    const balance = (await page.getByTestId('header-balance').boundingBox())!;
    const box = {
      name: 'balance',
      left: balance.x,
      top: balance.y,
      right: balance.x + balance.width,
      bottom: balance.y + balance.height,
    };
    const overBalance = now.floating.slice(now.linkShown ? 1 : 0).filter((f) => intersect(f, box));
    expect(
      overBalance.map((f) => f.name),
      `${where}: a toast over the balance`,
    ).toEqual([]);
  }
  return now;
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

/**
 * Sends `player` a coin from the friend, which shows a live toast; waits for it. This spec needs a
 * toast on screen, not a proof of delivery (money.spec and phone.spec prove that): a toast the
 * page missed, seen now and then in CI on a loaded machine, is answered by another coin, twice at
 * most.
 */
async function showToast(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await api(request, 'post', '/coins/transfer', friend, { recipient_username: player.user.username, amount: 1 });
    try {
      await expect(toast(page, 'You received 1 coin')).toBeVisible({ timeout: 8_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/**
 * Walks the page from top to bottom, most of a screen at a time, with a toast on screen at each
 * stop: nothing floating ever covers a control. At the end the support link is shown.
 */
async function walkDown(page: Page, label: string): Promise<Coverage[]> {
  const seen: Coverage[] = [];
  const height = page.viewportSize()!.height;
  const end = async () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; ; y += Math.round(height * 0.6)) {
    const last = y >= (await end());
    await scrollTo(page, last ? await end() : y);
    await showToast(page);
    // The link steps aside or comes back on the next frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    seen.push(await expectNothingCovered(page, `${label} scrolled to ${last ? 'the end' : y}`));
    if (last) break;
  }
  const atEnd = seen.at(-1)!;
  expect(atEnd.linkShown, `${label}: the support link is there at the end of the page`).toBe(true);
  return seen;
}

// ---- Security policy violations ---------------------------------------------------------------

/** Collects the page's security policy violations (all pages of the context). */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page
    .context()
    .addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
      ),
    );
  page.on('console', (m) => {
    if (/CSP violation|Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

// ---- The tests --------------------------------------------------------------------------------

for (const size of Object.keys(SIZES) as Size[]) {
  test(`dashboard at ${size}: the support link and the toasts never cover a button or "View details"`, async ({
    browser,
  }) => {
    const page = await openApp(browser, size, player);
    await expect(page.getByTestId('tournament-card').nth(4)).toBeVisible();
    const seen = await walkDown(page, `dashboard at ${size}`);
    // The walk met what the issue names: "View details" and other buttons on screen.
    expect(seen.some((c) => c.controls.some((b) => b.viewDetails))).toBe(true);
    await shot(page, `taps-cover-dashboard-end-${size}`);

    // A dialog: the link stays out of its buttons.
    await page.getByRole('button', { name: 'Buy Coins' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy Coins' })).toBeVisible();
    await expectNothingCovered(page, `Buy Coins dialog at ${size}`);
    await shot(page, `taps-cover-dialog-${size}`);
    await page.context().close();
  });

  test(`25x4 tournament page at ${size}: nothing floating over a slot or a button`, async ({ browser }) => {
    const page = await openApp(browser, size, player, `/tournaments/${squads.id}`);
    await expect(page.getByTestId('slot-25-3')).toBeAttached();
    const seen = await walkDown(page, `tournament page at ${size}`);
    expect(seen.some((c) => c.controls.some((b) => b.slot))).toBe(true);
    await shot(page, `taps-cover-tournament-end-${size}`);
    // Back to the top with a toast on screen: on a wide screen in the header's empty middle, clear
    // of the title and the account controls; on a phone under the header, clear of the balance.
    await scrollTo(page, 0);
    await showToast(page);
    const atTop = await expectNothingCovered(page, `tournament page top at ${size}`);
    if (size === 'desktop') {
      const headerControls = await page
        .locator('header a[href], header button')
        .evaluateAll((els) =>
          els.map((el) => ({ name: el.textContent?.trim() || el.tagName, ...el.getBoundingClientRect().toJSON() })),
        );
      const covered = atTop.floating.flatMap((f) =>
        (headerControls as Box[]).filter((c) => intersect(f, c)).map((c) => `"${f.name}" covers "${c.name}"`),
      );
      expect(covered, 'header at desktop').toEqual([]);
    }
    await shot(page, `taps-cover-tournament-toast-${size}`);
    await page.context().close();
  });
}

test('no security policy violation at load: dashboard, login form, tournament page, overlay', async ({ browser }) => {
  for (const size of Object.keys(SIZES) as Size[]) {
    const context = await browser.newContext(SIZES[size]);
    const page = await context.newPage();
    const violations = await watchPolicy(page);
    await page.goto('/');
    await expect(page.getByTestId('tournament-card').first()).toBeVisible();
    // The login form loads the schemas (zod builds its first object schema there).
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto(`/tournaments/${squads.id}`);
    await expect(page.getByTestId('slot-1-0')).toBeVisible();
    await page.goto(`/overlay/tournaments/${squads.id}`);
    await expect(page.getByText(squads.title)).toBeVisible();
    // Logged in, the same screens again.
    await page.evaluate((token) => localStorage.setItem('token', token), player.token);
    await page.goto(`/tournaments/${squads.id}`);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('tournament-card').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(violations, `at ${size}`).toEqual([]);
    await context.close();
  }
});

/** A new player whose token the server no longer takes: their password was reset by e-mail. */
async function playerWithEndedSession(name: string): Promise<Session & { email: string }> {
  const stale = await register(request, name);
  const email = (stale.user as unknown as { email: string }).email;
  const asked = await request.post('/api/auth/forgot-password', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const mail = await waitForMail(MAIL_DIR, email);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(token, 'reset link in the mail').toBeTruthy();
  const reset = await request.post('/api/auth/reset-password', { data: { token, new_password: 'fresh-pass-42' } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const refused = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${stale.token}` } });
  expect(refused.status()).toBe(401);
  return { ...stale, email };
}

/** Nothing on screen speaks of a 401 or an error. */
async function expectNoAuthError(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/401|Unauthori[sz]ed|Invalid or expired token|Not authenticated|went wrong|Failed to/i);
}

async function openWithToken(browser: Browser, size: Size, token: string, path: string): Promise<Page> {
  const context = await browser.newContext(SIZES[size]);
  // Only the first load starts with the token: the app may then forget it.
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('token', t);
    sessionStorage.setItem('seeded', '1');
  }, token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

for (const size of Object.keys(SIZES) as Size[]) {
  test(`a stale token at ${size}: the visitor's dashboard and tournament page, no 401 anywhere`, async ({
    browser,
  }) => {
    const stale = await playerWithEndedSession(`Stale${size}`);
    const page = await openWithToken(browser, size, stale.token, '/');
    await expect(page.locator('header').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('tournament-card').first()).toBeVisible();
    await expect(page.getByTestId('connection-tag')).toHaveAttribute('data-state', 'online');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.waitForTimeout(500);
    await expectNoAuthError(page);
    await shot(page, `taps-cover-stale-token-dashboard-${size}`);
    await page.context().close();

    // Straight onto a tournament page with it: the slots as a visitor sees them.
    const onPage = await openWithToken(browser, size, stale.token, `/tournaments/${squads.id}`);
    await expect(onPage.getByTestId('slot-1-0')).toBeVisible();
    await expect(onPage.locator('header').getByRole('button', { name: 'Log in' })).toBeVisible();
    await onPage.waitForTimeout(500);
    await expectNoAuthError(onPage);
    await onPage.context().close();
  });
}

test('a session ended while the page was open: the tap asks for a login, not a 401', async ({ browser }) => {
  const doomed = await register(request, 'Doomed');
  const page = await openApp(browser, 'phone', doomed, `/tournaments/${squads.id}`);
  await expect(page.getByTestId('slot-5-0')).toBeVisible();
  // The password is reset elsewhere (another device): every earlier token ends.
  const asked = await request.post('/api/auth/forgot-password', {
    data: { email: (doomed.user as unknown as { email: string }).email },
  });
  expect(asked.ok()).toBe(true);
  const mail = await waitForMail(MAIL_DIR, (doomed.user as unknown as { email: string }).email);
  const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
  await request.post('/api/auth/reset-password', { data: { token: resetToken, new_password: 'other-pass-42' } });

  // The server also closed the player's live connection: the app may notice before the tap (and
  // turn quietly into the visitor's screen) or at the tap. Either way the tap asks for a login.
  await page.getByTestId('slot-5-0').click();
  const join = page.getByRole('button', { name: /^Join/ });
  if (await join.isVisible().catch(() => false)) await join.click();
  const loginDialog = page.getByRole('dialog');
  await expect(loginDialog.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/401|Invalid or expired token|Not authenticated/);
  await shot(page, 'taps-cover-stale-token-tap-phone');
  await page.keyboard.press('Escape');
  await expect(page.locator('header').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.context().close();
});

test('a token refused at the moment of a tap: the player is told the session ended and asked to log in', async ({
  browser,
}) => {
  const racer = await register(request, 'Racer');
  const page = await openApp(browser, 'phone', racer, `/tournaments/${squads.id}`);
  await expect(page.getByTestId('slot-6-0')).toBeVisible();
  // The stored token stops being valid with no other sign (as if it expired a second ago).
  await page.evaluate(() => {
    const [head, , sig] = localStorage.getItem('token')!.split('.');
    localStorage.setItem('token', [head, btoa('{"sub":"someone-else"}').replace(/=+$/, ''), sig].join('.'));
  });
  await page.getByTestId('slot-6-0').click();
  const join = page.getByRole('button', { name: /^Join/ });
  if (await join.isVisible().catch(() => false)) await join.click();
  await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.locator('body').innerText()).not.toMatch(/401|Invalid or expired token|Not authenticated/);
  await shot(page, 'taps-cover-session-ended-at-tap-phone');
  // Nothing was joined with the refused token.
  const seats = await request.get(`/api/tournaments/${squads.id}`, {
    headers: { Authorization: `Bearer ${racer.token}` },
  });
  expect(seats.ok()).toBe(true);
  expect((await seats.json()).user_team_number).toBeNull();
  await page.context().close();
});

test('robots.txt is plain text, and API answers come compressed to a browser', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Disallow: \/api\/$/m);

  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tournaments' && r.ok());
  await page.goto('/');
  const answer = await list;
  expect(['gzip', 'br']).toContain((await answer.allHeaders())['content-encoding']);
});
