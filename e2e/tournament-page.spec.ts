/**
 * The tournament page, phone first, on a full 100-player solo tournament whose room code was
 * sent: at 360x740 (mobile, touch) and 1366x768 a participant sees the room code on the first
 * screen, from a shared link and from the card; the back button returns to the list; a visitor
 * of the shared link sees the tournament (and its link preview) but never the room; nothing
 * scrolls sideways on a phone. Screenshots at both sizes land in e2e/artifacts/.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { createFullSoloTournament, openAt, TournamentScreen, type FullTournament } from './support/tournament-page';

// A hundred players are registered and seated through the API first.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let request: APIRequestContext;
let t: FullTournament;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  t = await createFullSoloTournament(request);
});
test.afterAll(() => request.dispose());

test('a participant on a phone finds the room code on the first screen of a shared link', async ({ browser }) => {
  const page = await openAt(browser, 'phone', t.participant, `/tournaments/${t.id}`);
  const screen = new TournamentScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(screen.players).toHaveText('100/100');
  // A room code exists: the Room tab is chosen, the code sits above the hundred slots.
  await expect(screen.tab('Room')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.roomCode).toContainText(t.roomCode);
  await screen.expectOnFirstScreen(screen.roomCode, 'room code');
  await expect(page).toHaveTitle(`${t.title} · Squadhub`);
  await screen.expectNoSidewaysScroll();
  await screen.shot('tournament-page-phone-room');

  // The slots: a dense grid, the player's own seat (team 73) marked.
  await screen.tab('Slots').click();
  await expect(screen.slot(1)).toBeVisible();
  await expect(screen.slot(73)).toHaveAccessibleName(`Team 73 slot 1: ${t.participant.user.username} (you)`);
  const first = await screen.slot(1).boundingBox();
  const third = await screen.slot(3).boundingBox();
  expect(third!.y, 'three or more slots share a row at 360 px').toBe(first!.y);
  await screen.expectNoSidewaysScroll();
  await screen.shot('tournament-page-phone-slots');

  await screen.tab('Chat').click();
  await page.getByLabel('Message', { exact: true }).fill('gl everyone, see you in the drop');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('chat-messages')).toContainText('see you in the drop');
  await screen.expectNoSidewaysScroll();
  await screen.shot('tournament-page-phone-chat');
  await page.context().close();
});

test('on a laptop the room code and the chat sit beside the slots, on the first screen', async ({ browser }) => {
  const page = await openAt(browser, 'desktop', t.participant, `/tournaments/${t.id}`);
  const screen = new TournamentScreen(page);
  await expect(screen.roomCode).toContainText(t.roomCode);
  await screen.expectOnFirstScreen(screen.roomCode, 'room code');
  await expect(page.getByTestId('chat-messages')).toContainText('see you in the drop');
  await expect(screen.slot(100)).toBeAttached();
  await screen.expectNoSidewaysScroll();
  await screen.shot('tournament-page-desktop');
  await page.context().close();
});

for (const size of ['phone', 'desktop'] as const) {
  test(`${size}: the card opens the tournament over the list, back returns to the list`, async ({ browser }) => {
    const page = await openAt(browser, size, t.participant, '/');
    const screen = new TournamentScreen(page);
    const card = page.locator(`[data-testid="tournament-card"][data-tournament-id="${t.id}"]`);
    await card.getByRole('button', { name: 'View details' }).click();

    await expect(page).toHaveURL(new RegExp(`/tournaments/${t.id}$`));
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(screen.roomCode).toContainText(t.roomCode);
    await screen.expectOnFirstScreen(screen.roomCode, 'room code');
    await screen.expectNoSidewaysScroll();
    await screen.shot(`tournament-page-from-card-${size}`);

    await page.goBack();
    await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/`);
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    // Forward opens it again.
    await page.goForward();
    await expect(dialog).toBeVisible();
    // The link opened on its own (a reload keeps the list under it, as the history entry says):
    // the page, whose own link leads back to the list too.
    const direct = await page.context().newPage();
    await direct.goto(`/tournaments/${t.id}`);
    await expect(direct.getByTestId('tournament-page')).toBeVisible();
    await direct.getByRole('link', { name: 'All tournaments' }).click();
    await expect(direct).toHaveURL(`http://localhost:${E2E_PORT}/`);
    await expect(direct.locator(`[data-testid="tournament-card"][data-tournament-id="${t.id}"]`)).toBeVisible();
    await page.context().close();
  });
}

test('a visitor of the shared link sees the tournament, its preview, never the room', async ({ browser }) => {
  const page = await openAt(browser, 'phone', null, `/tournaments/${t.id}`);
  const screen = new TournamentScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(screen.players).toHaveText('100/100');
  await expect(screen.slot(73)).toHaveAccessibleName(`Team 73 slot 1: ${t.participant.user.username}`);
  // No tabs for a visitor: there is no room or chat to show them.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(screen.roomCode).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(t.roomCode);
  await screen.expectNoSidewaysScroll();
  await screen.shot('tournament-page-phone-visitor');

  // The link preview that TikTok or WhatsApp reads: the tournament's name, never its room.
  const html = await (await request.get(`/tournaments/${t.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${t.title}" />`);
  expect(html).toContain('Solo · BR Isolated · Prize pool 0 coins · Free entry · 100/100 players');
  expect(html).toContain(`<meta property="og:url" content="http://localhost:${E2E_PORT}/tournaments/${t.id}" />`);
  for (const secret of [t.roomCode, t.roomPassword, 'game.example']) expect(html).not.toContain(secret);
  await page.context().close();
});
