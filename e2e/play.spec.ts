/**
 * Live tournament play end to end, three browser contexts in Chromium:
 * a player joins a slot and chats; the creator reads the chat, sends the room code; the
 * player's card shows NEW ROOM and the code without a reload, while a logged-in outsider never
 * receives the code (checked in the DOM, in every HTTP answer and in every socket frame); the
 * creator picks the player as winner; the player's balance and winners panel update live.
 * Screenshots of the modal, the chat and the winners dialog land in e2e/artifacts/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shot } from './support/app';
import { bearer, giveCoins, login, register, useToken, type Session } from './support/users';

const ROOM_CODE = 'SQD-7781';
const ROOM_PASSWORD = 'gg-ez';
// Three browsers and a server on a shared 2-core machine: these journeys need more than the default
// minute. The first walks a whole tournament, 60 steps of 3 to 12 s each with the other lane busy
// (traced in CI rehearsals): one run reached its last screenshot at 175 s, its retry was halfway
// at 180 s. A step that hangs still fails at its own expect timeout.
test.describe.configure({ timeout: 480_000 });

/** A logged-in page that records every socket frame and every API answer it receives. */
async function openAs(browser: Browser, s: Session) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frames: string[] = [];
  const answers: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  page.on('response', async (res) => {
    if (!res.url().includes('/api/')) return;
    answers.push(await res.text().catch(() => ''));
  });
  await useToken(page, s);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  return { context, page, frames, answers };
}

test('join, chat, room code only to insiders, winners paid live', async ({ browser, request }) => {
  const admin = await login(request);
  const streamer = await register(request, 'Streamer');
  const player = await register(request, 'Sniper');
  const outsider = await register(request, 'Lurker');
  await giveCoins(request, admin, player, 50);
  await giveCoins(request, admin, outsider, 50);

  const title = `Friday Night Duos ${Date.now().toString(36)}`;
  const created = await request.post('/api/tournaments', {
    headers: bearer(streamer),
    data: {
      title,
      rules: JSON.stringify({ text: 'No teaming. Screenshots of results required.', images: [] }),
      tiktok_username: '@streamerlive',
      template_type: 'alcatraz_duo',
      max_teams: 6,
      slots_per_team: 2,
      entry_fee: 10,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournamentId = (await created.json()).id as string;
  const approved = await request.post(`/api/tournaments/${tournamentId}/approve`, { headers: bearer(admin) });
  expect(approved.ok(), await approved.text()).toBe(true);

  const P = await openAs(browser, player);
  const C = await openAs(browser, streamer);
  const O = await openAs(browser, outsider);
  const cardOf = (page: Page) => page.locator(`[data-testid="tournament-card"][data-tournament-id="${tournamentId}"]`);

  // ---- The player joins a slot from the modal and chats.
  await cardOf(P.page).getByRole('button', { name: 'View details' }).click();
  const modal = P.page.getByTestId('tournament-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('slot-2-0').click();
  await expect(modal.getByTestId('own-seat')).toHaveText('Your seat: Team 2 · Slot 1');
  await expect(modal.getByTestId('modal-players')).toHaveText('1/12');
  await expect(P.page.getByTestId('header-balance')).toContainText('40');
  await modal.getByLabel('Message', { exact: true }).fill('  Ready when you are!  ');
  await modal.getByRole('button', { name: 'Send message' }).click();
  await expect(modal.getByTestId('chat-messages')).toContainText('Ready when you are!');
  await shot(P.page, 'play-modal-player');

  // The outsider's open card follows live (players 1/12) without the room code.
  await expect(cardOf(O.page).getByTestId('players-count')).toHaveText('1/12');

  // ---- The creator sees the message live, answers, and sends the room code.
  await cardOf(C.page).getByRole('button', { name: 'View details' }).click();
  const cModal = C.page.getByTestId('tournament-modal');
  await expect(cModal.getByTestId('chat-messages')).toContainText('Ready when you are!');
  await cModal.getByLabel('Message', { exact: true }).fill('Room code coming up in 2 minutes');
  await cModal.getByRole('button', { name: 'Send message' }).click();
  await expect(modal.getByTestId('chat-messages')).toContainText('Room code coming up'); // live on the player's side
  await expect(modal.getByTestId('chat-messages')).toContainText('Creator');
  await shot(C.page, 'play-chat-creator');
  await cModal.getByRole('button', { name: 'Send Room Code' }).click();
  const roomDialog = C.page.getByRole('dialog', { name: 'Send Room Code' });
  await roomDialog.getByRole('button', { name: 'Send Room Code' }).click();
  await expect(roomDialog.getByText('Please enter a room code')).toBeVisible();
  await roomDialog.getByLabel('Room code').fill(`  ${ROOM_CODE} `);
  await roomDialog.getByLabel('Password (optional)').fill(ROOM_PASSWORD);
  await roomDialog.getByRole('button', { name: 'Send Room Code' }).click();

  // ---- The player sees NEW ROOM and the code without a reload, in the modal and on the card
  // behind it. The marker lasts 10 s from the alert (the spec's time), so every check of it runs
  // at once, beside the creator's: one after another, a loaded machine took longer than that.
  await Promise.all([
    expect(C.page.getByText('Room code sent to 1 participants!')).toBeVisible(),
    expect(C.page.getByText('TOURNAMENT IS NOW LIVE')).toBeVisible(),
    expect(modal.getByTestId('room-code')).toContainText(ROOM_CODE),
    expect(modal.getByText('New room')).toBeVisible(),
    expect(cardOf(P.page).getByText('New room')).toHaveCount(1),
  ]);
  await P.page.keyboard.press('Escape');
  await expect(cardOf(P.page).getByTestId('room-code')).toContainText(ROOM_CODE);
  await shot(P.page, 'play-card-new-room');

  // ---- The outsider saw the tournament go live but never the code.
  await expect(cardOf(O.page).getByText('Live', { exact: true })).toBeVisible();
  await expect(O.page.locator('body')).not.toContainText(ROOM_CODE);
  await O.page.reload();
  await expect(cardOf(O.page)).toBeVisible();
  await cardOf(O.page).getByRole('button', { name: 'View details' }).click();
  await expect(O.page.getByTestId('tournament-modal')).toBeVisible();
  await expect(O.page.getByTestId('chat-messages')).toHaveCount(0);
  await expect(O.page.locator('body')).not.toContainText(ROOM_CODE);
  expect(O.frames.length).toBeGreaterThan(0);
  expect(O.frames.filter((f) => f.includes(ROOM_CODE) || f.includes(ROOM_PASSWORD))).toEqual([]);
  expect(O.frames.filter((f) => f.includes('room_details_updated'))).toEqual([]);
  expect(O.answers.filter((a) => a.includes(ROOM_CODE))).toEqual([]);
  expect(P.frames.some((f) => f.includes('room_details_updated') && f.includes(ROOM_CODE))).toBe(true);

  // ---- The creator picks the player as winner.
  await C.page.keyboard.press('Escape');
  await cardOf(C.page).getByRole('button', { name: 'Select Winners' }).click();
  const winners = C.page.getByRole('dialog', { name: 'Select Winners' });
  await winners.getByRole('button', { name: 'Distribute prizes' }).click();
  await expect(winners.getByRole('alert')).toHaveText('Please fill all winner fields with valid values');
  await winners.getByLabel('Winner 1 participant').selectOption({ label: `${player.user.username} (Team 2)` });
  await winners.getByLabel('Winner 1 coins').fill('11');
  await winners.getByRole('button', { name: 'Distribute prizes' }).click();
  await expect(winners.getByRole('alert')).toHaveText('Total coins (11) exceed prize pool (10)');
  await winners.getByLabel('Winner 1 coins').fill('8');
  await shot(C.page, 'play-winners-dialog');
  await winners.getByRole('button', { name: 'Distribute prizes' }).click();
  // Nothing is paid before the recap is confirmed.
  await expect(winners.getByTestId('prize-recap-remainder')).toHaveText('2 coins');
  await winners.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(C.page.getByText('Winners selected and coins distributed successfully!')).toBeVisible();

  // ---- The player's balance and winners panel update live: 50 - 10 + 8 = 48.
  await expect(P.page.getByTestId('header-balance')).toContainText('48');
  const panel = cardOf(P.page).getByTestId('winners-panel');
  await expect(panel).toContainText(player.user.username);
  await expect(panel).toContainText('+8');
  await expect(panel.getByTestId('removal-countdown')).toContainText(/2[34]h \d+m \d+s/);
  await shot(P.page, 'play-card-winners');
  // The creator received the remainder (2) as winnings.
  const me = await (await request.get('/api/auth/me', { headers: bearer(streamer) })).json();
  expect(me.winnings_coins).toBe(2);

  // Phone width: the modal stays usable at 360 px.
  await P.page.setViewportSize({ width: 360, height: 780 });
  await cardOf(P.page).getByRole('button', { name: 'View details' }).click();
  await expect(P.page.getByTestId('tournament-modal')).toBeVisible();
  await shot(P.page, 'play-modal-phone');

  await Promise.all([P.context.close(), C.context.close(), O.context.close()]);
});

test('creator tools: move, swap, kick with refund; open lobby NEW! marker; leaderboard', async ({
  browser,
  request,
}) => {
  const admin = await login(request);
  const a = await register(request, 'Alpha');
  const b = await register(request, 'Bravo');
  await giveCoins(request, admin, a, 30);
  await giveCoins(request, admin, b, 30);
  // A super admin's tournament is approved at creation.
  const created = await request.post('/api/tournaments', {
    headers: bearer(admin),
    data: {
      title: `Scrim Night ${Date.now().toString(36)}`,
      rules: 'Be on time.',
      tiktok_username: '@adminlive',
      template_type: 'alcatraz_duo',
      max_teams: 4,
      slots_per_team: 2,
      entry_fee: 5,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  for (const [s, team] of [
    [a, 1],
    [b, 2],
  ] as const) {
    const join = await request.post(`/api/tournaments/${id}/join-slot`, {
      headers: bearer(s),
      data: { tournament_id: id, team_number: team, slot_index: 0 },
    });
    expect(join.ok(), await join.text()).toBe(true);
  }

  const A = await openAs(browser, a);
  const M = await openAs(browser, admin);
  const card = M.page.locator(`[data-testid="tournament-card"][data-tournament-id="${id}"]`);
  await card.getByRole('button', { name: 'View details' }).click();
  const modal = M.page.getByTestId('tournament-modal');

  // Move Alpha from team 1 to team 3, slot 2.
  await modal.getByTestId('slot-1-0').click();
  await expect(modal.getByText(/selected \(Team 1, slot 1\)/)).toBeVisible();
  await shot(M.page, 'play-manage-selected');
  await modal.getByTestId('slot-3-1').click();
  await expect(modal.getByTestId('slot-3-1')).toContainText(a.user.username);
  // Swap Alpha (3, 2) with Bravo (2, 1).
  await modal.getByTestId('slot-3-1').click();
  await modal.getByTestId('slot-2-0').click();
  await expect(modal.getByTestId('slot-2-0')).toContainText(a.user.username);
  await expect(modal.getByTestId('slot-3-1')).toContainText(b.user.username);
  // Alpha's own card follows live.
  await expect(
    A.page
      .locator(`[data-testid="tournament-card"][data-tournament-id="${id}"]`)
      .getByText('Your seat: Team 2 · Slot 1'),
  ).toBeVisible();
  // Kick Bravo, with the confirmation text of docs/product/tournaments.md#seats and a refund.
  await modal.getByTestId('slot-3-1').click();
  await modal.getByRole('button', { name: 'Kick' }).click();
  const confirm = M.page.getByRole('dialog', { name: 'Kick player' });
  await expect(confirm).toContainText(`Kick ${b.user.username}? Their entry fee will be automatically refunded.`);
  await confirm.getByRole('button', { name: 'Kick' }).click();
  await expect(M.page.getByText(`${b.user.username} has been kicked and refunded`)).toBeVisible();
  await expect(modal.getByTestId('modal-players')).toHaveText('1/8');
  const bravo = await (await request.get('/api/auth/me', { headers: bearer(b) })).json();
  expect(bravo.coin_balance).toBe(30);
  await M.page.keyboard.press('Escape');

  // Open lobby: the admin posts one, Alpha's button shows NEW!, the dialog lists it.
  await M.page.getByRole('button', { name: 'Post Open Lobby' }).click();
  const post = M.page.getByRole('dialog', { name: 'Post Open Lobby' });
  await expect(post.getByLabel('Map')).toHaveValue('BR Isolated');
  await post.getByLabel('Room code').fill('LOBBY-42');
  await post.getByLabel('Map').selectOption('BR Blackout');
  await post.getByRole('button', { name: 'Post lobby' }).click();
  await expect(A.page.getByText('NEW!')).toBeVisible();
  await A.page.getByRole('button', { name: 'Open Lobby, new lobby posted' }).click();
  const lobbies = A.page.getByRole('dialog', { name: 'Open Lobbies' });
  await expect(lobbies.getByTestId('open-lobbies')).toContainText('LOBBY-42');
  await expect(lobbies).toContainText('BR Blackout');
  await shot(A.page, 'play-open-lobbies');
  await A.page.keyboard.press('Escape');
  await expect(A.page.getByText('NEW!')).toHaveCount(0);

  // Leaderboard: the winner of the first test is on today's board.
  await A.page.getByRole('button', { name: 'Leaderboard' }).click();
  const board = A.page.getByRole('dialog', { name: 'Leaderboard' });
  await expect(board.getByRole('tab', { name: 'Today' })).toHaveAttribute('data-state', 'active');
  await expect(board).toContainText('+8');
  await board.getByRole('tab', { name: 'All-Time' }).click();
  await expect(board).toContainText('Friday Night Duos');
  await shot(A.page, 'play-leaderboard');

  // A visitor sees the slots; clicking one asks for a login.
  const visitor = await browser.newContext();
  const V = await visitor.newPage();
  await V.goto('/');
  const vCard = V.locator(`[data-testid="tournament-card"][data-tournament-id="${id}"]`);
  await vCard.getByRole('button', { name: 'View details' }).click();
  await V.getByTestId('tournament-modal').getByTestId('slot-4-0').click();
  await expect(V.getByText('Please log in to join a tournament slot').first()).toBeVisible();
  await expect(V.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  await Promise.all([A.context.close(), M.context.close(), visitor.close()]);
});
