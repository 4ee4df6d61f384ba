/**
 * Squads, check-in and the waitlist end to end at 360x740 (phone, touch), docs/product/squads.md:
 *  - a captain reserves a team of a squad tournament with "Reserve team", the invite link is copied
 *    (headless Chromium has no share sheet), and three friends, each in a browser of their own, open
 *    it and join with one button; the captain's page shows the four in the squad's team card, live;
 *  - a check-in tournament: two seated players check in, a third does not; a player with no free
 *    seat joins the waitlist; the room code is sent; the start comes (the super admin's full edit
 *    moves it into the past) and the deadline job frees and refunds the no-show's seat and offers
 *    it to the waiting player, whose page shows the offer with its countdown; they take it and see
 *    the room code, which the no-show never received (DOM, API answers, socket frames);
 *  - each journey ends by reading its action log: a line for every step, in order.
 * Screenshots land in e2e/artifacts/squads-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PLAY_NOTICE, SQUAD_NOTICE, SUCCESS, type TournamentActionKind } from '@squadhub/shared';
import { E2E_PORT } from './playwright.config';
import {
  api,
  createTournament,
  expectAccessible,
  expectNoHorizontalOverflow,
  openApp,
  openHostConsole,
  shot,
} from './support/app';
import { actionsOf, fullEdit, openWatchedPhone, storedInvite, tournamentAs } from './support/squads';
import { balanceOf, giveCoins, login, register, toast, type Session } from './support/users';

// Five phones and a server on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let request: APIRequestContext;
let admin: Session;

/** The kind and player of each line of a tournament's action log, oldest first. */
async function logOf(id: string) {
  return (await actionsOf(request, admin, id)).map((a) => ({ kind: a.kind, player: a.player }));
}
/** The players of the lines of one kind. */
const playersOf = (kind: TournamentActionKind, rows: { kind: string; player: string | null }[]) =>
  rows.filter((r) => r.kind === kind).map((r) => r.player);

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
});
test.afterAll(() => request.dispose());

/** A player with `coins` purchased coins. */
async function player(name: string, coins = 10): Promise<Session> {
  const s = await register(request, name);
  await giveCoins(request, admin, s, coins);
  return s;
}

const ownSeat = (page: Page) => page.getByTestId('own-seat');
/** On a phone a seated player's page has section tabs; the teams are one of them. */
const teamsTab = (page: Page) => page.getByRole('tab', { name: /^(Teams|Slots)/ });

test('a captain reserves a team and three friends join it from the invite link', async ({ browser }) => {
  const fee = 3;
  const t = await createTournament(request, admin, {
    title: 'Squad Up',
    template_type: 'isolated_squad',
    max_teams: 3,
    slots_per_team: 4,
    entry_fee: fee,
  });
  const captain = await player('Captain');
  const friends = [await player('Ghost'), await player('Soap'), await player('Gaz')];

  // ---- The captain reserves the first empty team with one tap; the link is copied.
  const page = await openApp(browser, 'phone', captain, `/tournaments/${t.id}`);
  await page.context().grantPermissions(['clipboard-write'], { origin: `http://localhost:${E2E_PORT}` });
  const reserveBar = page.getByTestId('reserve-bar');
  await expect(reserveBar).toContainText(SQUAD_NOTICE.reserveHint(1));
  await shot(page, 'squads-reserve-phone');
  // The page may write the clipboard but not read it (Permissions-Policy), so keep what it writes.
  await page.evaluate(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copiedText?: string }).copiedText = text;
      return write(text);
    };
  });
  await reserveBar.getByRole('button', { name: SQUAD_NOTICE.reserve }).click();

  const hold = page.getByTestId('squad-hold');
  await expect(hold).toContainText(`Team 1 · ${SQUAD_NOTICE.squadName(captain.user.username)}`);
  await expect(hold).toContainText('1/4');
  await expect(hold.getByTestId('hold-ends')).toContainText('Held for your squad until');
  await expect(ownSeat(page)).toHaveText('Your seat: Team 1 · Slot 1');
  await expect(toast(page, SQUAD_NOTICE.inviteCopied)).toBeVisible();
  const invite = await storedInvite(page, t.id);
  expect(invite.team).toBe(1);
  expect(invite.url).toMatch(new RegExp(`/tournaments/${t.id}\\?invite=[2-9A-Z]{10}&team=1$`));
  // What was copied is the link the client keeps.
  expect(await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBe(invite.url);
  // The rest of the team is held: the captain's team card says so.
  const card = page.getByTestId('team-1');
  await expect(card).toContainText(SQUAD_NOTICE.squadName(captain.user.username));
  await expect(card.getByTestId('slot-1-1')).toContainText(SQUAD_NOTICE.held);
  await expect(card.getByTestId('slot-1-1')).toBeDisabled();
  await shot(page, 'squads-captain-hold-phone');
  await expectNoHorizontalOverflow(page);
  expect(await balanceOf(request, captain)).toBe(10 - fee);

  // ---- Each friend opens the link, logged in, and joins with one button.
  const path = new URL(invite.url).pathname + new URL(invite.url).search;
  for (const [i, friend] of friends.entries()) {
    const fp = await openApp(browser, 'phone', friend, path);
    const panel = fp.getByTestId('invite-join');
    await expect(panel.getByRole('heading')).toHaveText(`Team 1 · ${SQUAD_NOTICE.squadName(captain.user.username)}`);
    await expect(panel.getByTestId('invite-members')).toContainText(`${i + 1}/4`);
    const join = panel.getByTestId('join-squad');
    await expect(join).toHaveText(`${SQUAD_NOTICE.joinSquad(captain.user.username, 1)} · ${fee} coins`);
    if (i === 0) {
      await shot(fp, 'squads-invite-phone');
      await expectAccessible(fp, 'invite page (phone)');
    }
    await join.click();
    await expect(ownSeat(fp)).toHaveText(`Your seat: Team 1 · Slot ${i + 2}`);
    // Seated: the code leaves the address, so a reload does not try it again.
    await expect(fp).toHaveURL((url) => url.pathname === `/tournaments/${t.id}` && !url.search);
    await expect(fp.getByTestId('invite-join')).toHaveCount(0);
    // The captain's page follows each join live.
    await expect(hold).toContainText(`${i + 2}/4`);
    if (i === friends.length - 1) {
      await expect(teamsTab(fp)).toHaveAttribute('aria-selected', 'true');
      await shot(fp, 'squads-friend-joined-phone');
    }
    await fp.context().close();
  }

  // ---- The captain's page shows the four together in the squad's team card, without a reload.
  await expect(card).toContainText(SQUAD_NOTICE.squadName(captain.user.username));
  for (const s of [captain, ...friends]) await expect(card).toContainText(s.user.username);
  await expect(card).toContainText('4/4');
  await expect(card).toContainText('FULL');
  await expect(page.getByTestId('modal-players')).toHaveText('4/12');
  // A complete squad needs no more invites: the captain's bar only says so.
  await expect(hold.getByTestId('squad-complete')).toHaveText(SQUAD_NOTICE.squadComplete);
  await expect(hold.getByRole('button', { name: SQUAD_NOTICE.newInvite })).toBeHidden();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'squads-captain-full-phone');
  await expectAccessible(page, 'captain with a full squad (phone)');

  // Each paid their own fee.
  for (const s of friends) expect(await balanceOf(request, s)).toBe(10 - fee);
  const after = await tournamentAs(request, admin, t.id);
  expect(after.prize_pool).toBe(4 * fee);
  expect(after.teams[0].slots.map((s: { player_username: string }) => s.player_username)).toEqual(
    [captain, ...friends].map((s) => s.user.username),
  );
  // The code is never in a read of the tournament.
  expect(JSON.stringify(after)).not.toContain(new URL(invite.url).searchParams.get('invite'));
  await page.context().close();

  // The action log has the reserve and each friend's join, as squad lines, not plain joins.
  const log = await logOf(t.id);
  expect(playersOf('team_reserved', log)).toEqual([captain.user.username]);
  expect(playersOf('team_joined', log)).toEqual(friends.map((s) => s.user.username));
  expect(playersOf('join', log)).toEqual([]);
});

test('check-in frees the no-show at the start and the waitlist takes the seat', async ({ browser }) => {
  // Seven pages, a phone's and a laptop's among them, one after the other.
  test.setTimeout(180_000);
  const fee = 2;
  const ROOM = 'SQD-4821';
  const t = await createTournament(request, admin, {
    title: 'Check-in Night',
    template_type: 'blackout_solo',
    max_teams: 3,
    slots_per_team: 1,
    entry_fee: fee,
    check_in_minutes: 10,
  });
  const [ace, bee, noShow, waiter] = [
    await player('Ace'),
    await player('Bee'),
    await player('NoShow'),
    await player('Waiter'),
  ];
  // Seated before the window opens (a seat taken inside it counts as checked in).
  for (const [s, team] of [
    [ace, 1],
    [bee, 2],
    [noShow, 3],
  ] as const)
    await api(request, 'post', `/tournaments/${t.id}/join-slot`, s, { team_number: team, slot_index: 0 });
  // The start moves to 5 minutes from now: the 10-minute window is open.
  await fullEdit(request, admin, t.id, { start_date: new Date(Date.now() + 5 * 60_000).toISOString() });

  // ---- Two of the three check in through their page.
  const watchedNoShow = await openWatchedPhone(browser, noShow, `/tournaments/${t.id}`);
  for (const s of [ace, bee]) {
    const page = await openApp(browser, 'phone', s, `/tournaments/${t.id}`);
    const bar = page.getByTestId('check-in-bar');
    await expect(bar).toContainText(SQUAD_NOTICE.checkInOpen(t.title));
    await expect(bar).toContainText('or your seat goes to the waitlist (refunded)');
    if (s === ace) {
      await shot(page, 'squads-check-in-bar-phone');
      await expectAccessible(page, 'check-in open (phone)');
    }
    await bar.getByRole('button', { name: SQUAD_NOTICE.checkIn }).click();
    await expect(page.getByTestId('checked-in')).toHaveText(`${SQUAD_NOTICE.checkedIn} ✓`);
    await expect(page.getByTestId('check-in-bar')).toHaveCount(0);
    if (s === bee) {
      // The ✓ beside each name that checked in, on the slots.
      await teamsTab(page).click();
      await expect(page.getByTestId('slot-1-0').getByTestId('check-in-mark')).toBeVisible();
      await expect(page.getByTestId('slot-2-0').getByTestId('check-in-mark')).toBeVisible();
      await expect(page.getByTestId('slot-3-0').getByTestId('check-in-mark')).toHaveCount(0);
      await shot(page, 'squads-checked-in-phone');
    }
    await page.context().close();
  }
  // The no-show's page still asks them to check in.
  await expect(watchedNoShow.page.getByTestId('check-in-bar')).toBeVisible();

  // ---- No seat is free: the fourth player joins the waitlist.
  const w = await openApp(browser, 'phone', waiter, `/tournaments/${t.id}`);
  const line = w.getByTestId('waitlist');
  await expect(line).toContainText(SQUAD_NOTICE.waitlistFull);
  await line.getByRole('button', { name: SQUAD_NOTICE.joinWaitlist }).click();
  await expect(w.getByTestId('waitlist-position')).toHaveText(SQUAD_NOTICE.waitlistPosition(1, 1));
  await expect(w.getByTestId('waitlist-count')).toHaveText(SQUAD_NOTICE.waitlistCount(1));
  await shot(w, 'squads-waitlist-phone');
  await expectAccessible(w, 'waitlist (phone)');
  expect(await balanceOf(request, waiter)).toBe(10);

  // ---- The host console on a phone: 2 of 3 checked in, one waiting.
  const host = await openHostConsole(browser, admin, t.id);
  await expect(host.getByTestId('host-check-in-summary')).toContainText('2/3 checked in');
  await expect(host.getByTestId('host-waitlist-count')).toContainText('1');
  await host.getByRole('button', { name: 'Show who has not checked in' }).click();
  await expect(host.getByRole('list', { name: 'Not checked in' })).toHaveText(`T3${noShow.user.username}`);
  await shot(host, 'squads-host-console-phone');
  await expectNoHorizontalOverflow(host);

  // ---- The room code, sent before the start, reaches checked-in seats only, and the answer says so.
  const sent = await api(request, 'post', `/tournaments/${t.id}/send-room-code`, admin, { room_code: ROOM });
  expect(sent).toEqual({
    participants_count: 3,
    visible_now: 2,
    visible_on_check_in: 1,
    message: SUCCESS.roomCodeSentCheckIn(2, 1),
  });
  expect((await tournamentAs(request, ace, t.id)).room_code).toBe(ROOM);
  expect((await tournamentAs(request, noShow, t.id)).room_code).toBeNull();
  await expect(host.getByTestId('host-check-in-summary')).toContainText('2/3 checked in');
  // The seat that has not checked in reads one true thing, not "locked in", and its Room tab has
  // no NEW ROOM dot (it holds no code for them); on a phone and on a laptop.
  const notYet = /Room code sent to checked-in seats\. Check in to see it, or your seat goes to the waitlist at .+\.$/;
  await expect(watchedNoShow.page.getByTestId('seat-kept')).toHaveText(notYet);
  await expect(watchedNoShow.page.getByRole('tab', { name: /Room/ }).getByLabel('(room ready)')).toHaveCount(0);
  await expect(watchedNoShow.page.getByTestId('check-in-bar')).toBeVisible();
  await shot(watchedNoShow.page, 'squads-room-sent-not-checked-in-phone');
  await watchedNoShow.page.getByRole('tab', { name: /Room/ }).click();
  await expect(watchedNoShow.page.getByRole('tabpanel')).toHaveText(notYet);
  await shot(watchedNoShow.page, 'squads-room-tab-not-checked-in-phone');
  await teamsTab(watchedNoShow.page).click();
  const laptop = await openApp(browser, 'desktop', noShow, `/tournaments/${t.id}`);
  await expect(laptop.getByTestId('seat-kept')).toHaveText(notYet);
  await shot(laptop, 'squads-room-sent-not-checked-in-desktop');
  await laptop.context().close();

  // ---- The start comes: the deadline job frees the no-show (refunded) and offers the seat.
  await fullEdit(request, admin, t.id, { start_date: new Date(Date.now() - 1_000).toISOString() });
  // The no-show is told at once (a toast lasts a few seconds) and refunded in full.
  await expect(toast(watchedNoShow.page, PLAY_NOTICE.releasedNoShow(t.title))).toBeVisible({ timeout: 15_000 });
  await expect(ownSeat(watchedNoShow.page)).toHaveCount(0);
  await shot(watchedNoShow.page, 'squads-no-show-freed-phone');
  expect(await balanceOf(request, noShow)).toBe(10);
  const offer = w.getByTestId('waitlist-offer');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('heading')).toHaveText(SQUAD_NOTICE.offer(3, 1));
  await expect(offer.getByTestId('offer-countdown')).toHaveText(/^Yours for [0-3]:\d\d$/);
  const first = await offer.getByTestId('offer-countdown').textContent();
  await expect(offer.getByTestId('offer-countdown')).not.toHaveText(first!); // it counts down
  await shot(w, 'squads-offer-phone');
  await expectAccessible(w, 'waitlist offer (phone)');

  // ---- They take it: seated, paid, and the room code is on their page at once.
  await offer.getByRole('button', { name: SQUAD_NOTICE.offerAccept(fee) }).click();
  await expect(toast(w, SQUAD_NOTICE.offerTaken('Team 3 · Slot 1'))).toContainText(ROOM);
  await expect(ownSeat(w)).toHaveText('Your seat: Team 3 · Slot 1');
  await expect(w.getByTestId('waitlist-offer')).toHaveCount(0);
  await expect(w.getByRole('tab', { name: /Room/ })).toHaveAttribute('aria-selected', 'true');
  await expect(w.getByTestId('room-code')).toContainText(ROOM);
  await shot(w, 'squads-offer-taken-room-phone');
  expect(await balanceOf(request, waiter)).toBe(10 - fee);

  // ---- The no-show never had the code: not on screen, not in an answer, not in a frame.
  const n = watchedNoShow;
  await expect(n.page.locator('body')).not.toContainText(ROOM);
  expect(n.frames.length).toBeGreaterThan(0);
  expect(n.frames.filter((f) => f.includes(ROOM))).toEqual([]);
  expect(n.frames.filter((f) => f.includes('room_details_updated'))).toEqual([]);
  expect(n.answers.length).toBeGreaterThan(0);
  expect(n.answers.filter((a) => a.includes(ROOM))).toEqual([]);
  expect((await tournamentAs(request, noShow, t.id)).room_code).toBeNull();

  // The log tab of the player who came in from the waitlist tells the story.
  await w.getByRole('tab', { name: /Log/ }).click();
  const log = w.getByTestId('action-log');
  await expect(log).toContainText(
    `${noShow.user.username} did not check in: Team 3, slot 1 freed, ${fee} coins refunded`,
  );
  await expect(log).toContainText(`${waiter.user.username} took Team 3, slot 1 from the waitlist (entry ${fee} coins)`);
  await shot(w, 'squads-log-phone');
  await Promise.all([w.context().close(), host.context().close(), n.page.context().close()]);

  // The log has every step, in the order they happened.
  const steps = await logOf(t.id);
  expect(playersOf('check_in', steps)).toEqual([ace.user.username, bee.user.username]);
  expect(playersOf('no_show', steps)).toEqual([noShow.user.username]);
  expect(playersOf('waitlist_offered', steps)).toEqual([waiter.user.username]);
  expect(playersOf('waitlist_accepted', steps)).toEqual([waiter.user.username]);
  const order = steps.map((r) => r.kind).filter((k) => k !== 'join');
  expect(order).toEqual(['check_in', 'check_in', 'room_code_sent', 'no_show', 'waitlist_offered', 'waitlist_accepted']);
});
