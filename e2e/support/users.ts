/**
 * Arranging e2e journeys through the real server's API: register throwaway players, log in the
 * seeded super admin, give coins, read balances, and open the app already logged in.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_NEW_HOST_EVENTS, DEFAULT_NEW_HOST_POOL_CAP } from '@squadhub/shared';

/** The super admin that playwright.config.ts seeds into the server. */
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-password' };

export interface Session {
  token: string;
  user: { id: string; username: string; coin_balance: number };
}

export const bearer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

/** Registers a new player with a unique username and e-mail built from `name`. */
export async function register(request: APIRequestContext, name: string): Promise<Session> {
  // Always 12 characters: a name that needs the 30-character maximum (taps-grid.spec.ts) gets it.
  const suffix = `${Date.now().toString(36)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const res = await request.post('/api/auth/register', {
    data: {
      full_name: `${name} Tester`,
      codm_username: `${name}${suffix}`.slice(0, 30),
      email: `${name.toLowerCase()}-${suffix}@e2e.test`,
      password: 'e2e-password-1',
      country_code: '+44',
      tiktok_link: `@${name.toLowerCase()}live`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { token: body.access_token, user: body.user };
}

/** Logs in (the seeded super admin unless told otherwise). */
export async function login(request: APIRequestContext, credentials = ADMIN): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: credentials });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  return { token: body.access_token, user: body.user };
}

/** Sets `s`'s purchased coins to `coins`, as the admin. */
export async function giveCoins(request: APIRequestContext, admin: Session, s: Session, coins: number) {
  const res = await request.put(`/api/admin/players/${s.user.id}/adjust-coins`, {
    headers: bearer(admin),
    data: { coin_balance: coins },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** `s`'s total coin balance as the server has it now. */
export async function balanceOf(request: APIRequestContext, s: Session): Promise<number> {
  const res = await request.get('/api/auth/me', { headers: bearer(s) });
  return (await res.json()).coin_balance;
}

/** Makes every later load of `page` logged in as `s` (the app reads the token from storage). */
export async function useToken(page: Pick<Page, 'addInitScript'>, s: Session) {
  await page.addInitScript((token) => localStorage.setItem('token', token), s.token);
}

/** The newest toast with this text (an earlier identical toast may still be on screen). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

/** The super admin sets the new-host limits (docs/product/trust.md#new-hosts) of this lane's server. */
async function setNewHostLimits(request: APIRequestContext, limits: object): Promise<void> {
  const superAdmin = await login(request);
  const res = await request.put('/api/admin/settings/host-trust', { headers: bearer(superAdmin), data: limits });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Lifts the new-host limits for journeys where a fresh player approves their own tournament at
 * once (`new_host_events` 0, as the server tests do for suites that are not about trust). The
 * setting belongs to the lane's server, which other spec files share: a spec that lifts it puts the
 * defaults back in its `afterAll` (`keepNewHostLimits`).
 */
export const liftNewHostLimits = (request: APIRequestContext) =>
  setNewHostLimits(request, { new_host_events: 0, new_host_pool_cap: 10_000_000 });

/** The default new-host limits, for a spec about them and after one that lifted them. */
export const keepNewHostLimits = (request: APIRequestContext) =>
  setNewHostLimits(request, {
    new_host_events: DEFAULT_NEW_HOST_EVENTS,
    new_host_pool_cap: DEFAULT_NEW_HOST_POOL_CAP,
  });
