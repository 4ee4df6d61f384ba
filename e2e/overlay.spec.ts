/**
 * The OBS overlay (/overlay/tournaments/:id) as a streamer's browser source sees it: a
 * transparent 1920x1080 page that follows the tournament live (a join, the room going live, the
 * winners), opened in the creator's own logged-in browser and still never holding the room code,
 * neither in the page nor in any socket frame or HTTP answer it receives.
 */
import { expect, test } from '@playwright/test';
import { bearer, giveCoins, login, register, useToken } from './support/users';

const ROOM_CODE = 'OBS-4471';
const ROOM_PASSWORD = 'stream-safe';

test('the overlay updates live with public data only, on a transparent page', async ({ browser, request }) => {
  const admin = await login(request);
  const streamer = await register(request, 'Caster');
  const player = await register(request, 'Joiner');
  await giveCoins(request, admin, player, 50);

  const title = `OBS Night ${Date.now().toString(36)}`;
  const created = await request.post('/api/tournaments', {
    headers: bearer(streamer),
    data: {
      title,
      rules: 'Be nice',
      tiktok_username: '@casterlive',
      template_type: 'blackout_solo',
      max_teams: 12,
      slots_per_team: 1,
      entry_fee: 5,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  expect((await request.post(`/api/tournaments/${id}/approve`, { headers: bearer(admin) })).ok()).toBe(true);

  // The creator's own browser: a token is in storage, the overlay must not use it.
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await useToken(page, streamer);
  const frames: string[] = [];
  const answers: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  page.on('response', async (res) => answers.push(await res.text().catch(() => '')));
  await page.goto(`/overlay/tournaments/${id}`);
  const overlay = page.getByTestId('overlay');
  await expect(overlay).toContainText(title);
  await expect(page.getByTestId('overlay-players')).toHaveText('0/12');
  await expect(page.getByTestId('overlay-status')).toHaveText('Starts when full');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgba(0, 0, 0, 0)');

  // A player joins: the count, the bar and the latest joins follow without a reload.
  const join = await request.post(`/api/tournaments/${id}/join-slot`, {
    headers: bearer(player),
    data: { team_number: 3, slot_index: 0 },
  });
  expect(join.ok(), await join.text()).toBe(true);
  await expect(page.getByTestId('overlay-players')).toHaveText('1/12');
  await expect(page.getByTestId('overlay-joins')).toContainText(`${player.user.username} joined`);
  await expect(page.getByTestId('overlay-prize')).toContainText('5');

  // The room goes live: LIVE on stream, never the code.
  const room = await request.post(`/api/tournaments/${id}/send-room-code`, {
    headers: bearer(streamer),
    data: { room_code: ROOM_CODE, password: ROOM_PASSWORD },
  });
  expect(room.ok(), await room.text()).toBe(true);
  await expect(page.getByTestId('overlay-status')).toHaveText('● LIVE');
  await page.screenshot({ path: 'e2e/artifacts/overlay-live-1920.png', omitBackground: true });

  // Winners with medals once finalized.
  const winners = await request.post(`/api/tournaments/${id}/select-winners`, {
    headers: bearer(streamer),
    data: { winners: [{ user_id: player.user.id, coins_awarded: 5, position: 1 }] },
  });
  expect(winners.ok(), await winners.text()).toBe(true);
  await expect(page.getByTestId('overlay-status')).toHaveText('Finalized');
  await expect(page.getByTestId('overlay-winners')).toContainText(player.user.username);
  // The medal is the app's own SVG: no emoji font is needed on the streaming machine.
  await expect(page.getByTestId('overlay-winners').getByRole('img', { name: 'Gold medal, position 1' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/overlay-finalized-1920.png', omitBackground: true });

  // Compact variant, light theme.
  await page.goto(`/overlay/tournaments/${id}?compact=1&theme=light`);
  await expect(page.getByTestId('overlay')).toHaveClass(/overlay-compact/);
  await page.screenshot({ path: 'e2e/artifacts/overlay-compact-light-1920.png', omitBackground: true });

  await expect(page.locator('body')).not.toContainText(ROOM_CODE);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((f) => f.includes(ROOM_CODE) || f.includes(ROOM_PASSWORD))).toEqual([]);
  expect(answers.filter((a) => a.includes(ROOM_CODE) || a.includes(ROOM_PASSWORD))).toEqual([]);
  await context.close();
});

test('an unknown tournament shows a quiet "not found" panel', async ({ page }) => {
  await page.goto('/overlay/tournaments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('overlay')).toHaveText('Tournament not found');
});
