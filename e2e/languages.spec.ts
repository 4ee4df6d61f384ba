/**
 * The key screens in every language at 360x740 and 1366x768 (docs/product/languages.md): the
 * dashboard, a live series' page with its room card, its standings, a squad invite, cash-out and
 * the host console, in Hindi, Indonesian, Brazilian Portuguese, Arabic (right to left) and the
 * pseudo language (every catalogue text 40% longer). On each: the page's `lang` and `dir`, no text
 * of the catalogue left in English, nothing cut or scrolling sideways. Screenshots land in
 * e2e/artifacts/languages-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PSEUDO_LOCALE, formatMessage, loadAllMessages } from '@squadhub/shared';
import { E2E_PORT } from './playwright.config';
import { api, createTournament, expectNoHorizontalOverflow, setWinnings, shot, type Size } from './support/app';
import { expectNoEnglishLeft, expectNothingCut, openInLanguage, type ScreenLanguage } from './support/languages';
import { bearer, giveCoins, login, register, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const LANGUAGES: ScreenLanguage[] = ['hi', 'id', 'pt-BR', 'ar', PSEUDO_LOCALE];
const SIZES: Size[] = ['phone', 'desktop'];

let request: APIRequestContext;
let admin: Session;
let player: Session;
let friend: Session;
let series: { id: string; title: string };
let inviteUrl: string;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  await loadAllMessages();

  // A live duo series with a match scored: a room card, standings and a host console with results.
  const players: Session[] = [];
  for (let i = 0; i < 6; i++) {
    const s = await register(request, `Lingo${i + 1}`);
    await giveCoins(request, admin, s, 20);
    players.push(s);
  }
  player = players[0]!;
  series = await createTournament(request, admin, {
    title: 'Noite de Séries',
    template_type: 'alcatraz_duo',
    max_teams: 3,
    slots_per_team: 2,
    entry_fee: 2,
    series: { matches: 3, points: { preset: 'pubgm', kill_points: 1 }, payout: [60, 30, 10] },
  });
  for (const team of [1, 2, 3]) {
    for (const slot of [0, 1]) {
      const s = players[2 * (team - 1) + slot]!;
      await api(request, 'post', `/tournaments/${series.id}/join-slot`, s, { team_number: team, slot_index: slot });
    }
  }
  await api(request, 'post', `/tournaments/${series.id}/send-room-code`, admin, { room_code: 'LINGO-4410' });
  await api(request, 'put', `/tournaments/${series.id}/matches/1/results`, admin, {
    results: [
      { team_number: 1, placement: 1, kills: 7 },
      { team_number: 2, placement: 2, kills: 3 },
      { team_number: 3, placement: 3, kills: 1 },
    ],
  });
  // Winnings to cash out.
  await setWinnings(request, admin, player, 40);

  // A squad's team held by its captain: the invite a friend opens.
  const squad = await createTournament(request, admin, {
    title: 'Squad Lingo',
    template_type: 'isolated_squad',
    max_teams: 3,
    slots_per_team: 4,
    entry_fee: 1,
  });
  const captain = await register(request, 'Kapitan');
  await giveCoins(request, admin, captain, 5);
  const reserved = await api(request, 'post', `/tournaments/${squad.id}/teams/1/reserve`, captain);
  inviteUrl = new URL(reserved.invite_url).pathname + new URL(reserved.invite_url).search;
  friend = await register(request, 'Teman');
  await giveCoins(request, admin, friend, 5);
});
test.afterAll(() => request.dispose());

/** Every check a translated screen passes, and its picture. */
async function looked(page: Page, language: ScreenLanguage, size: Size, screen: string) {
  // The parts still loading (a spinner) are not looked at half drawn.
  await expect(page.locator('[role="status"].animate-spin')).toHaveCount(0);
  // Hindi and Arabic letters come in a font fetched when they first show: drawn with it, not as boxes.
  await page.evaluate(() => document.fonts.ready);
  await expectNoEnglishLeft(page, language, screen);
  await expectNothingCut(page, screen);
  if (size === 'phone') await expectNoHorizontalOverflow(page);
  await shot(page, `languages-${language}-${screen}-${size}`);
}

/** A tab of the tournament page by its value (its label is in the screen's language). */
const tab = (page: Page, value: string) => page.locator(`[role="tab"][id$="-trigger-${value}"]`);

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    test(`${language} at ${size}: dashboard, room card, standings, invite, cash-out, host console`, async ({
      browser,
    }) => {
      const dashboard = await openInLanguage(browser, size, language, player, '/');
      await expect(dashboard.getByTestId('header-balance')).toContainText(player.user.username);
      await expect(dashboard.getByTestId('tournament-grid').first()).toBeVisible();
      await looked(dashboard, language, size, 'dashboard');
      await dashboard.context().close();

      const page = await openInLanguage(browser, size, language, player, `/tournaments/${series.id}`);
      await expect(page.getByTestId('room-code').first()).toContainText('LINGO-4410');
      await looked(page, language, size, 'room');
      if (size === 'phone') await tab(page, 'standings').click();
      await expect(page.getByTestId('series-standings').first()).toBeVisible();
      await looked(page, language, size, 'standings');
      await page.context().close();

      const invite = await openInLanguage(browser, size, language, friend, inviteUrl);
      await expect(invite.getByTestId('invite-join')).toBeVisible();
      await looked(invite, language, size, 'invite');
      await invite.context().close();

      const account = await openInLanguage(browser, size, language, player, '/account');
      await account.getByTestId('cash-out-button').click();
      await expect(account.getByRole('dialog')).toBeVisible();
      await looked(account, language, size, 'cashout');
      await account.context().close();

      const host = await openInLanguage(browser, size, language, admin, `/host/${series.id}`);
      await expect(host.getByTestId('host-console')).toBeVisible();
      await looked(host, language, size, 'host-console');
      await host.context().close();
    });
  }
}

test('the header switcher shows Arabic at once, keeps it on the device and stores it on the account', async ({
  browser,
}) => {
  const chooser = await register(request, 'Chooser');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript((token) => localStorage.setItem('token', token), chooser.token);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-menu').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('button', { name: formatMessage('ar', 'LAYOUT_SCREEN.header.myAccount')!, exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => (await (await request.get('/api/auth/me', { headers: bearer(chooser) })).json()).language)
    .toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await context.close();
});
