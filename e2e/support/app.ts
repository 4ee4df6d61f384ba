/**
 * Page objects for the phone and accessibility specs: the two screen sizes, a page opened as a
 * given user, the dashboard and its header, layout checks (no sideways scrolling, nothing in the
 * header overlapping), axe-core, and screenshots in e2e/artifacts/.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { bearer, useToken, type Session } from './users';

export const ARTIFACTS = 'e2e/artifacts';

/** A phone as players mostly use (touch, mobile viewport) and a laptop screen. */
export const SIZES = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} satisfies Record<string, BrowserContextOptions>;
export type Size = keyof typeof SIZES;

/** A new browser context of that size, logged in as `session` (or a visitor), on `path`. */
export async function openApp(browser: Browser, size: Size, session: Session | null, path = '/'): Promise<Page> {
  const context = await browser.newContext(SIZES[size]);
  if (session) await context.addInitScript((token) => localStorage.setItem('token', token), session.token);
  const page = await context.newPage();
  await page.goto(path);
  if (session) await expect(page.getByTestId('header-balance')).toContainText(session.user.username);
  else await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Live: an event a test sets off next is not sent before the page listens (a busy machine can
  // connect the socket after the first screen is drawn).
  await expect(page.getByTestId('connection-tag')).toHaveAttribute('data-state', 'online');
  return page;
}

/** The host console of tournament `id` as `who`, at that size (it has no app header to wait for). */
export async function openHostConsole(browser: Browser, who: Session, id: string, size: Size = 'phone'): Promise<Page> {
  const context = await browser.newContext(SIZES[size]);
  await useToken(context, who);
  const page = await context.newPage();
  await page.goto(`/host/${id}`);
  await expect(page.getByTestId('host-console')).toBeVisible();
  return page;
}

/**
 * Two animation frames: what was just rendered is laid out and painted. Enough before a picture,
 * as the run asks for reduced motion (playwright.config.ts) and the app then has no entrances to
 * wait for (desktop/src/renderer/src/styles.css); a fixed pause of 300 ms per picture cost the
 * suite about a minute.
 */
export async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export async function shot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoHorizontalOverflow(page: Page) {
  const sizes = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(sizes.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.clientWidth);
}

/** axe-core on the whole page (open dialogs included): no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(bad, `axe on ${screen}`).toEqual([]);
}

/**
 * Presses Escape once `dialog` has taken the focus (its keyboard handling is ready by then: a
 * dialog can be painted a moment before it listens).
 */
export async function escapeFrom(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.page().keyboard.press('Escape');
}

export class Dashboard {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.locator('header');
  }
  get actions(): Locator {
    return this.page.getByTestId('dashboard-actions');
  }
  get cards(): Locator {
    return this.page.getByTestId('tournament-card');
  }
  /** The cards once all of them are drawn (the grid draws its first few, then the rest). */
  async allCards(): Promise<Locator> {
    await expect(this.cards.first()).toBeVisible();
    await expect(this.page.getByTestId('tournament-grid')).toHaveAttribute('aria-busy', 'false');
    return this.cards;
  }
  card(id: string): Locator {
    return this.page.locator(`[data-testid="tournament-card"][data-tournament-id="${id}"]`);
  }
  get connectionTag(): Locator {
    return this.page.getByTestId('connection-tag');
  }
  get cashOut(): Locator {
    return this.page.getByTestId('cash-out-button');
  }
  get adminMenu(): Locator {
    return this.page.getByTestId('admin-menu');
  }

  /** Opens an item of the super admin's Admin menu and returns its dialog. */
  async openAdmin(item: 'Super Admin Dashboard' | 'Payment Requests' | 'Players' | 'Coin Prices'): Promise<Locator> {
    await this.adminMenu.click();
    await this.page.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click();
    const dialog = this.page.getByRole('dialog', { name: item });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The first tournament card starts on the first screen, without scrolling. */
  async expectFirstCardAboveTheFold() {
    await expect(this.cards.first()).toBeVisible();
    const box = await this.cards.first().boundingBox();
    const height = this.page.viewportSize()!.height;
    expect(box, 'first card').not.toBeNull();
    expect(box!.y, `first card top at ${box!.y}px of a ${height}px screen`).toBeLessThan(height);
  }

  /**
   * The header's parts (title, connection tag, each account control) never overlap, stay on the
   * screen, and the balance is shown whole.
   */
  async expectHeaderTidy() {
    const parts = this.header.locator(
      '[data-testid="site-title"] > *:visible, [data-testid="connection-tag"], nav[aria-label="Account"] > *:visible',
    );
    const boxes = (await parts.evaluateAll((els) =>
      els
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { name: e.textContent?.trim() || e.getAttribute('aria-label') || e.tagName, ...r.toJSON() };
        })
        .filter((b) => b.width > 1 && b.height > 1),
    )) as { name: string; left: number; right: number; top: number; bottom: number }[];
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    const width = this.page.viewportSize()!.width;
    for (const [i, a] of boxes.entries()) {
      expect(a.left, `${a.name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(a.right, `${a.name} ends on screen`).toBeLessThanOrEqual(width);
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `"${a.name}" overlaps "${b.name}"`).toBe(false);
      }
    }
    const balance = this.page.getByTestId('header-balance');
    if (await balance.count()) {
      const clipped = await balance.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
      expect(clipped, 'the header balance is cut off').toBe(false);
    }
  }
}

// ---- Arranging data through the API ----------------------------------------------------------

/** Tomorrow at 20:00 local time, as ISO. */
export const tomorrowEvening = () => {
  const d = new Date(Date.now() + 24 * 3600_000);
  d.setHours(20, 0, 0, 0);
  return d.toISOString();
};

/** A tournament created by `owner` (approved at once when the owner is the super admin). */
export async function createTournament(
  request: APIRequestContext,
  owner: Session,
  over: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const title = `${over.title ?? 'Squad Night'} ${Date.now().toString(36)}`;
  const res = await request.post('/api/tournaments', {
    headers: bearer(owner),
    data: {
      rules: JSON.stringify({ text: 'No teaming.', images: [] }),
      tiktok_username: '@squadhubofficial',
      template_type: 'blackout_solo',
      max_teams: 12,
      slots_per_team: 1,
      entry_fee: 2,
      start_type: 'scheduled',
      start_date: tomorrowEvening(),
      ...over,
      title,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, title };
}

export async function api(
  request: APIRequestContext,
  method: 'post' | 'put' | 'delete',
  path: string,
  who: Session,
  data?: unknown,
) {
  const res = await request[method](`/api${path}`, { headers: bearer(who), data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return res.json().catch(() => null);
}

/** Sets a player's winnings (admin adjustment). */
export const setWinnings = (request: APIRequestContext, admin: Session, s: Session, winnings: number) =>
  api(request, 'put', `/admin/players/${s.user.id}/adjust-winnings`, admin, { winnings_coins: winnings });

/** A PayPal cash-out request of `amount` winnings. */
export const requestCashout = (request: APIRequestContext, s: Session, amount: number) =>
  api(request, 'post', '/coin-conversion/request', s, {
    coins_to_convert: amount,
    requested_amount: amount,
    payment_method: 'paypal',
    paypal_first_name: 'Ada',
    paypal_surname: 'Lovelace',
    paypal_email: 'ada@example.test',
    whatsapp_number: '+44 7700 900777',
  });
