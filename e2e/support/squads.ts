/**
 * Helpers of the squads, check-in and waitlist spec (docs/product/squads.md): a phone page that
 * records what it receives (to prove a room code never reached it), the captain's invite link as the
 * client keeps it, the action log as the admin reads it, and the super admin's full edit that moves
 * a start.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { TournamentAction } from '@squadhub/shared';
import { api, SIZES } from './app';
import { bearer, useToken, type Session } from './users';

/** A logged-in phone page on `path` that keeps every socket frame and API answer it receives. */
export async function openWatchedPhone(browser: Browser, who: Session, path: string) {
  const frames: string[] = [];
  const answers: string[] = [];
  const context = await browser.newContext(SIZES.phone);
  await useToken(context, who);
  const page = await context.newPage();
  // Listening before the first load: nothing the page ever received is missed.
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  page.on('response', async (res) => {
    if (res.url().includes('/api/')) answers.push(await res.text().catch(() => ''));
  });
  await page.goto(path);
  await expect(page.getByTestId('header-balance')).toContainText(who.user.username);
  await expect(page.getByTestId('connection-tag')).toHaveAttribute('data-state', 'online');
  return { page, frames, answers };
}

/** The invite link the captain's client keeps for this tournament (features/squads/inviteStore.ts). */
export async function storedInvite(page: Page, tournamentId: string): Promise<{ url: string; team: number }> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `squadhub.squadInvite.${tournamentId}`);
  expect(raw, 'the captain keeps the invite link').not.toBeNull();
  return JSON.parse(raw!);
}

/** The tournament's action log, oldest first, as the admin reads it. */
export async function actionsOf(request: APIRequestContext, admin: Session, id: string): Promise<TournamentAction[]> {
  const res = await request.get(`/api/tournaments/${id}/actions`, { headers: bearer(admin) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).actions as TournamentAction[]).reverse();
}

/** The super admin's full edit of a tournament (any start date, past included). */
export const fullEdit = (request: APIRequestContext, admin: Session, id: string, data: Record<string, unknown>) =>
  api(request, 'put', `/admin/tournaments/${id}/full-edit`, admin, data);

/** The tournament as `who` reads it. */
export async function tournamentAs(request: APIRequestContext, who: Session, id: string) {
  const res = await request.get(`/api/tournaments/${id}`, { headers: bearer(who) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
