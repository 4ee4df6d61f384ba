/**
 * The host console as the desktop app loads it: the renderer build from file:// at the
 * console window's size (420x680), with the preload's bridge stubbed as in desktop-shell.spec.ts.
 * The streamer sends the room code and kicks a player from it; the players see both, and the
 * activity log records both, without the code. Also the browser build's console page, opened
 * from the tournament's "Host console" button.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createTournament } from './support/app';
import { FILE_RENDERER_LAUNCH, RENDERER, stubDesktopBridge } from './support/desktop';
import { bearer, giveCoins, login, register, toast, useToken, type Session } from './support/users';

const CONSOLE_WINDOW = { width: 420, height: 680 };

test.use(FILE_RENDERER_LAUNCH);
/** A free 12-player solo tournament of `host`, approved, with two players seated (teams 1 and 2). */
async function hostedTournament(request: APIRequestContext, host: Session) {
  const admin = await login(request);
  const players = [await register(request, 'Seated'), await register(request, 'Kickee')];
  for (const p of players) await giveCoins(request, admin, p, 10);
  const { id } = await createTournament(request, host, {
    title: 'Console Cup',
    tiktok_username: '@consolelive',
    rules: 'Be nice',
    start_type: 'when_full',
    start_date: null,
  });
  expect((await request.post(`/api/tournaments/${id}/approve`, { headers: bearer(admin) })).ok()).toBe(true);
  for (const [i, p] of players.entries()) {
    const joined = await request.post(`/api/tournaments/${id}/join-slot`, {
      headers: bearer(p),
      data: { team_number: i + 1, slot_index: 0 },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
  }
  return { id, players };
}

test('from the desktop console window the host sends the room code and kicks a player', async ({
  browser,
  request,
}) => {
  const host = await register(request, 'Streamer');
  const { id, players } = await hostedTournament(request, host);
  const [stays, kicked] = players;

  const context = await browser.newContext({ viewport: CONSOLE_WINDOW });
  const page = await context.newPage();
  await useToken(page, host);
  await stubDesktopBridge(page);
  await page.goto(`${RENDERER}#/host/${id}`);
  const consoleView = page.getByTestId('host-console');
  await expect(consoleView.getByTestId('host-players')).toHaveText('2/12');
  await expect(page.getByRole('banner')).toHaveCount(0); // no site header in the console
  await page.screenshot({ path: 'e2e/artifacts/host-console-desktop.png' });

  // Send the room code.
  await consoleView.getByRole('button', { name: 'Send Room Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Room Code' });
  await dialog.getByLabel('Room code').fill('HOST-5150');
  await dialog.getByRole('button', { name: 'Send Room Code' }).click();
  await expect(consoleView.getByTestId('room-code')).toContainText('HOST-5150');
  const seen = await (await request.get(`/api/tournaments/${id}`, { headers: bearer(stays!) })).json();
  expect(seen.room_code).toBe('HOST-5150');

  // Kick the second player, with the usual confirmation; the refund follows.
  await consoleView.getByTestId('slot-2-0').click();
  await consoleView.getByRole('button', { name: 'Kick', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Kick player' });
  await expect(confirm).toContainText(`Kick ${kicked!.user.username}?`);
  await confirm.getByRole('button', { name: 'Kick' }).click();
  await expect(toast(page, `${kicked!.user.username} has been kicked and refunded`)).toBeVisible();
  await expect(consoleView.getByTestId('host-players')).toHaveText('1/12');
  const refunded = await (await request.get('/api/auth/me', { headers: bearer(kicked!) })).json();
  expect(refunded.coin_balance).toBe(10);

  // The activity log has both, never the code.
  await consoleView.getByRole('tab', { name: /Log/ }).click();
  const log = consoleView.getByTestId('action-log');
  await expect(log).toContainText(`removed ${kicked!.user.username} from Team 2, slot 1, 2 coins refunded`);
  await expect(log).toContainText('sent the room code to the players');
  await expect(log).not.toContainText('HOST-5150');
  await page.screenshot({ path: 'e2e/artifacts/host-console-log-desktop.png' });
  await context.close();
});

test('in a browser, the Host console button opens the console page', async ({ browser, request }) => {
  const host = await register(request, 'WebHost');
  const { id } = await hostedTournament(request, host);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await useToken(page, host);
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('button', { name: 'Host console' }).click();
  await expect(page).toHaveURL(new RegExp(`/host/${id}$`));
  await expect(page.getByTestId('host-players')).toHaveText('2/12');
  await context.close();
});

test('Create again opens the creation form filled in from the earlier tournament', async ({ browser, request }) => {
  const host = await register(request, 'Again');
  const { id } = await hostedTournament(request, host);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await useToken(page, host);
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('button', { name: 'Create again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(/^Console Cup /);
  await expect(dialog.getByLabel('Number of teams')).toHaveValue('12');
  await expect(dialog.getByLabel('Entry fee (coins)')).toHaveValue('2');
  await page.screenshot({ path: 'e2e/artifacts/create-again-phone.png' });
  await dialog.getByLabel('Title').fill('Console Cup, the rematch');
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(toast(page, 'Tournament created!')).toBeVisible();
  const mine = await (await request.get('/api/users/me/tournaments', { headers: bearer(host) })).json();
  const rematch = mine.find((t: { title: string }) => t.title === 'Console Cup, the rematch');
  expect(rematch).toMatchObject({ max_teams: 12, entry_fee: 2, template_type: 'blackout_solo', rules: 'Be nice' });
  await context.close();
});
