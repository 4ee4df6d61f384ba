/**
 * Money players can trust, end to end (docs/product/trust.md), players on phones (360x740), hosts
 * and the admin at 1366x768:
 *  - a host never sends the room code: two seated players watch the room-code countdown on their
 *    phones; the start comes (the super admin's full edit brings it a few seconds ahead) and the
 *    grace passes (ROOM_CODE_GRACE_SECONDS in playwright.config.ts); without a reload each phone
 *    shows the void notice, the toast and the fee back in the header; the host's page says voided;
 *  - another host pays with a 30-minute hold (PAYOUT_HOLD_SECONDS makes it seconds): the player
 *    the results wrong sees the hold's countdown and reports it through the dialog with a
 *    screenshot (the phone's own, taken here); the host sees the report on the page; the admin, told by the
 *    dot on the Admin menu, upholds it in the disputes queue; the host selects the winners again;
 *    the other player disputes the corrected results, and the admin, opening the app on a phone
 *    afterwards, finds it counted on the Admin menu and rejects it; the
 *    payout arrives and the winner's balance goes up live;
 *  - the two hosts' records: the host page at both sizes, the host line on the cards.
 * Screenshots land in e2e/artifacts/trust-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HOST_LABELS, PAYOUT_NOTICE, VOID_NOTICE } from '@squadhub/shared';
import { E2E_PORT } from './playwright.config';
import { api, createTournament, Dashboard, expectNoHorizontalOverflow, openApp, settled, shot } from './support/app';
import { fullEdit, tournamentAs } from './support/squads';
import { balanceOf, giveCoins, keepNewHostLimits, login, register, toast, type Session } from './support/users';

// Up to four browsers and a server on a shared 2-core machine, and deadlines to wait for.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const COINS = 10;
/** A void or a payout lands within a deadline tick of its time; a busy machine adds seconds. */
const DEADLINE_WAIT = { timeout: 60_000 };

let request: APIRequestContext;
let admin: Session;
/** The hosts of the two journeys, whose records the last test reads. */
let vanished: { host: Session; tournament: { id: string; title: string } };
let fair: { host: Session; tournament: { id: string; title: string } };

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  // The lane's server is shared with other spec files: the new-host limits are the defaults here.
  await keepNewHostLimits(request);
});
test.afterAll(() => request.dispose());

/** A player with `COINS` purchased coins. */
async function player(name: string): Promise<Session> {
  const s = await register(request, name);
  await giveCoins(request, admin, s, COINS);
  return s;
}

/**
 * A tournament of a new host (so an admin approves it: docs/product/trust.md#new-hosts) with
 * `players` seated in teams 1, 2... through the API, each paying `fee`.
 */
async function hostedTournament(host: Session, title: string, fee: number, players: Session[], over = {}) {
  const t = await createTournament(request, host, { title, max_teams: 4, entry_fee: fee, ...over });
  await api(request, 'post', `/tournaments/${t.id}/approve`, admin);
  for (const [i, s] of players.entries())
    await api(request, 'post', `/tournaments/${t.id}/join-slot`, s, { team_number: i + 1, slot_index: 0 });
  return t;
}

/** The header's balance button says `coins` for `s` (its name carries the exact figure). */
const expectHeaderBalance = (page: Page, s: Session, coins: number, options?: { timeout: number }) =>
  expect(page.getByTestId('header-balance')).toHaveAttribute(
    'aria-label',
    `${s.user.username} ${coins} coins, open My Account`,
    options,
  );

/** Marks the page so that a later check can tell it was never reloaded. */
const markLoaded = (page: Page) => page.evaluate(() => ((window as { journeyMark?: boolean }).journeyMark = true));
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as { journeyMark?: boolean }).journeyMark)).toBe(true);

/** The creator selects winners through the page's Select Winners dialog and confirms the recap. */
async function selectWinnersInPage(page: Page, winners: { who: Session; team: number; coins: number }[]) {
  await page.getByRole('button', { name: 'Select Winners' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select Winners' });
  for (const [i, w] of winners.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Add winner' }).click();
    await dialog
      .getByLabel(`Winner ${i + 1} participant`)
      .selectOption({ label: `${w.who.user.username} (Team ${w.team})` });
    await dialog.getByLabel(`Winner ${i + 1} coins`).fill(String(w.coins));
  }
  await dialog.getByRole('button', { name: 'Distribute prizes' }).click();
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(dialog).toBeHidden();
}

/** The payout panel lists the recorded results: each winner by position, with their coins. */
async function expectPlan(page: Page, ...plan: [Session, number][]) {
  const rows = page.getByTestId('payout-plan').getByRole('listitem');
  await expect(rows).toHaveCount(plan.length);
  for (const [i, [who, coins]] of plan.entries())
    await expect(rows.nth(i)).toHaveText(`${i + 1}.${who.user.username}+${coins}`);
}

/** Opens the Disputes queue from the Admin menu, which carries the dot and count of open disputes. */
async function openDisputesQueue(page: Page) {
  const menu = new Dashboard(page).adminMenu;
  // One open dispute, or more when a retry finds the first try's still open.
  await expect(menu).toHaveAccessibleName(/, \d+ open disputes?$/);
  await menu.click();
  await page.getByRole('menuitem', { name: /^Disputes, \d+ open disputes?$/ }).click();
  const dialog = page.getByRole('dialog', { name: PAYOUT_NOTICE.queueTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a host who never sends the room code: the players see their fees come back live', async ({ browser }) => {
  const FEE = 3;
  const host = await register(request, 'Vanisher');
  const players = [await player('Early'), await player('Eager')];
  const t = await hostedTournament(host, 'Midnight Drop', FEE, players);
  vanished = { host, tournament: t };

  // ---- Both players' phones are on the page, seated, fees paid; the host's laptop too.
  const phones = await Promise.all(players.map((s) => openApp(browser, 'phone', s, `/tournaments/${t.id}`)));
  const hostPage = await openApp(browser, 'desktop', host, `/tournaments/${t.id}`);
  for (const [i, page] of phones.entries()) {
    await expectHeaderBalance(page, players[i]!, COINS - FEE);
    await expect(page.getByTestId('room-code-deadline')).toContainText(VOID_NOTICE.codeDue);
    await markLoaded(page);
  }

  // ---- The start comes in a few seconds: the code is due a grace later, and the phones count it down.
  await fullEdit(request, admin, t.id, { start_date: new Date(Date.now() + 3_000).toISOString() });
  const countdown = phones[0]!.getByTestId('room-code-deadline');
  await expect(countdown).toContainText(`${VOID_NOTICE.codeDue} 1m`);
  await expect(countdown).toContainText(VOID_NOTICE.codeDueHint);
  await expectNoHorizontalOverflow(phones[0]!);
  await shot(phones[0]!, 'trust-code-countdown-phone');

  // ---- No code comes: the deadline job voids it, and each phone follows without a reload.
  for (const [i, page] of phones.entries()) {
    await expect(page.getByTestId('void-notice')).toHaveText(VOID_NOTICE.reason.no_room_code, DEADLINE_WAIT);
    await expectHeaderBalance(page, players[i]!, COINS);
    await expect(toast(page, VOID_NOTICE.toast(t.title, 'no_room_code', FEE))).toBeVisible();
    await expect(page.getByTestId('room-code-deadline')).toHaveCount(0);
    await expect(page.getByTestId('winners-panel')).toContainText(VOID_NOTICE.noWinners);
    await expectNotReloaded(page);
  }
  await expectNoHorizontalOverflow(phones[0]!);
  await shot(phones[0]!, 'trust-voided-phone');

  // ---- The host's page says what happened, and offers nothing more to run.
  await expect(hostPage.getByTestId('void-notice')).toHaveText(VOID_NOTICE.reason.no_room_code, DEADLINE_WAIT);
  await expect(hostPage.getByRole('button', { name: /Send Room Code/ })).toHaveCount(0);
  await expectNoHorizontalOverflow(hostPage);
  await shot(hostPage, 'trust-voided-host-1366');

  // The server agrees: every fee back, the pool empty, the reason recorded.
  for (const s of players) expect(await balanceOf(request, s)).toBe(COINS);
  const after = await tournamentAs(request, admin, t.id);
  expect(after).toMatchObject({ void_reason: 'no_room_code', prize_pool: 0, is_finalized: true });
  for (const page of [...phones, hostPage]) await page.context().close();
});

test('a held payout: a dispute with a screenshot, a correction, a rejected dispute, then the payout', async ({
  browser,
}) => {
  const FEE = 5;
  const host = await register(request, 'Fairplay');
  const [ace, bee] = [await player('Ace'), await player('Bee')];
  const t = await hostedTournament(host, 'Final Circle', FEE, [ace, bee], { payout_hold_minutes: 30 });
  fair = { host, tournament: t };
  await api(request, 'post', `/tournaments/${t.id}/send-room-code`, host, { room_code: 'FAIR-2040' });
  const pool = 2 * FEE;

  const acePage = await openApp(browser, 'phone', ace, `/tournaments/${t.id}`);
  const hostPage = await openApp(browser, 'desktop', host, `/tournaments/${t.id}`);
  const adminPage = await openApp(browser, 'desktop', admin, '/');
  await markLoaded(acePage);

  // ---- The host records the results wrongly: Bee first. They are held, not paid.
  await selectWinnersInPage(hostPage, [
    { who: bee, team: 2, coins: 6 },
    { who: ace, team: 1, coins: 3 },
  ]);
  await expect(toast(hostPage, /^Results recorded: the prizes are paid in /)).toBeVisible();
  const acePanel = acePage.getByTestId('payout-panel');
  await expect(acePanel.getByRole('timer')).toHaveText(/^Payout in \d+:\d\d$/);
  await expectPlan(acePage, [bee, 6], [ace, 3]);
  await expectNoHorizontalOverflow(acePage);
  await shot(acePage, 'trust-payout-held-phone');

  // ---- Ace reports it, with a screenshot of the phone, before the hold ends.
  const evidence = await acePage.screenshot();
  await acePanel.getByRole('button', { name: PAYOUT_NOTICE.report }).click();
  const report = acePage.getByRole('dialog', { name: PAYOUT_NOTICE.dialogTitle });
  const reason = 'I finished first with 9 kills, Bee was second. My end screen is attached.';
  await report.getByLabel(PAYOUT_NOTICE.reasonLabel).fill(reason);
  await report
    .getByLabel(PAYOUT_NOTICE.evidenceLabel)
    .setInputFiles({ name: 'end-screen.png', mimeType: 'image/png', buffer: evidence });
  await expect(report).toContainText(PAYOUT_NOTICE.reasonCount(reason.length));
  await expectNoHorizontalOverflow(acePage);
  await shot(acePage, 'trust-dispute-dialog-phone');
  await report.getByRole('button', { name: PAYOUT_NOTICE.send }).click();
  // Toasts last 4 s: both are looked for at once.
  await Promise.all([
    expect(toast(acePage, PAYOUT_NOTICE.sent)).toBeVisible(),
    expect(toast(hostPage, PAYOUT_NOTICE.filedToast(t.title))).toBeVisible(),
  ]);
  await expect(report).toBeHidden();
  await expect(acePanel.getByRole('timer')).toHaveText(PAYOUT_NOTICE.disputed);
  await expect(acePanel.getByRole('button', { name: PAYOUT_NOTICE.report })).toHaveCount(0);
  await shot(acePage, 'trust-payout-disputed-phone');

  // ---- The host sees the report on the page, live.
  const hostPanel = hostPage.getByTestId('payout-panel');
  await expect(hostPanel.getByRole('timer')).toHaveText(PAYOUT_NOTICE.disputed);
  await expect(hostPanel).toContainText(PAYOUT_NOTICE.creatorHint);
  await expect(hostPanel).toContainText(reason);
  await expectNoHorizontalOverflow(hostPage);
  await shot(hostPage, 'trust-dispute-host-1366');

  // ---- The admin, told by the dot, upholds it from the queue, screenshot in view.
  const queue = await openDisputesQueue(adminPage);
  const first = queue
    .getByRole('listitem')
    .filter({ hasText: reason })
    .filter({ hasText: `by ${ace.user.username}` });
  await expect(first.getByRole('img', { name: PAYOUT_NOTICE.screenshot(1) })).toBeVisible();
  await expect
    .poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoHorizontalOverflow(adminPage);
  await shot(adminPage, 'trust-disputes-queue-1366');
  await first.getByLabel(PAYOUT_NOTICE.noteLabel).fill('The end screen shows Ace first: the host corrects it.');
  await first.getByRole('button', { name: PAYOUT_NOTICE.uphold }).click();
  // Ace hears of it at once; the payout now waits for corrected results.
  await Promise.all([
    expect(toast(adminPage, PAYOUT_NOTICE.resolved)).toBeVisible(),
    expect(toast(acePage, PAYOUT_NOTICE.resolvedToast(t.title, 'upheld'))).toBeVisible(),
  ]);
  await expect(first).toHaveCount(0);
  await adminPage.context().close();
  await expect(acePanel.getByRole('timer')).toHaveText(PAYOUT_NOTICE.awaitsResults);
  await expect(hostPanel.getByRole('timer')).toHaveText(PAYOUT_NOTICE.awaitsResults);

  // ---- The host corrects the results: a new full hold starts.
  await selectWinnersInPage(hostPage, [
    { who: ace, team: 1, coins: 6 },
    { who: bee, team: 2, coins: 3 },
  ]);
  await expect(hostPanel.getByRole('timer')).toHaveText(/^Payout in \d+:\d\d$/);
  await expect(acePanel.getByRole('timer')).toHaveText(/^Payout in \d+:\d\d$/);
  await expectPlan(acePage, [ace, 6], [bee, 3]);
  await expectPlan(hostPage, [ace, 6], [bee, 3]);
  await shot(hostPage, 'trust-corrected-host-1366');

  // ---- Bee disputes the corrected results; the admin, who opens the app on a phone afterwards,
  // finds it counted on the Admin menu and rejects it.
  const beeReason = 'Ace was second, not first. I want the first prize back.';
  await api(request, 'post', `/tournaments/${t.id}/disputes`, bee, { reason: beeReason });
  await expect(acePanel.getByRole('timer')).toHaveText(PAYOUT_NOTICE.disputed);
  const adminPhone = await openApp(browser, 'phone', admin, '/');
  const phoneQueue = await openDisputesQueue(adminPhone);
  const second = phoneQueue
    .getByRole('listitem')
    .filter({ hasText: beeReason })
    .filter({ hasText: `by ${bee.user.username}` });
  await expect(second).toBeVisible();
  await expectNoHorizontalOverflow(adminPhone);
  await shot(adminPhone, 'trust-disputes-queue-phone');
  await second.getByLabel(PAYOUT_NOTICE.noteLabel).fill('The end screen shows Ace first. The results stand.');
  await second.getByRole('button', { name: PAYOUT_NOTICE.reject }).click();
  await expect(toast(adminPhone, PAYOUT_NOTICE.resolved)).toBeVisible();
  await expect(second).toHaveCount(0);
  await adminPhone.context().close();

  // ---- The hold resumes and ends: the payout arrives on Ace's phone without a reload.
  await expectHeaderBalance(acePage, ace, COINS - FEE + 6, DEADLINE_WAIT);
  await expect(acePanel).toHaveCount(0);
  await expect(acePage.getByTestId('winners-panel')).toContainText(ace.user.username);
  await expectNotReloaded(acePage);
  await shot(acePage, 'trust-paid-phone');

  // To the coin: the corrected plan was paid, once, and the rest went to the host.
  expect(await balanceOf(request, ace)).toBe(COINS - FEE + 6);
  expect(await balanceOf(request, bee)).toBe(COINS - FEE + 3);
  const paid = await tournamentAs(request, admin, t.id);
  expect(paid.payout).toMatchObject({ state: 'paid', remainder: pool - 9 });
  expect(paid.winners.map((w: { user_id: string; coins_awarded: number }) => [w.user_id, w.coins_awarded])).toEqual([
    [ace.user.id, 6],
    [bee.user.id, 3],
  ]);
  await acePage.context().close();
  await hostPage.context().close();
});

test("the hosts' records: the host page at both sizes and the host line on the cards", async ({ browser }) => {
  // Vanisher: one event, voided for no code (a late code: 0% on time). Fairplay: paid, one upheld dispute.
  const lines = {
    [vanished.host.user.username]: 'Host: 1 event · codes on time 0% · 0 upheld disputes',
    [fair.host.user.username]: 'Host: 1 event · codes on time 100% · 1 upheld dispute',
  };

  for (const size of ['phone', 'desktop'] as const) {
    const page = await openApp(browser, size, null, '/');
    const dashboard = new Dashboard(page);
    await dashboard.allCards();
    for (const { host, tournament } of [vanished, fair]) {
      const card = dashboard.card(tournament.id);
      await expect(card.getByTestId('host-line')).toHaveText(lines[host.user.username]!);
    }
    const voidedCard = dashboard.card(vanished.tournament.id);
    await expect(voidedCard).toContainText(VOID_NOTICE.badge);
    await voidedCard.scrollIntoViewIfNeeded();
    await settled(page);
    await voidedCard.screenshot({ path: `e2e/artifacts/trust-card-host-line-${size}.png` });
    await expectNoHorizontalOverflow(page);

    // The line opens the host page.
    await dashboard.card(fair.tournament.id).getByTestId('host-line').click();
    await expect(page).toHaveURL(new RegExp(`/hosts/${fair.host.user.username}$`));
    const record = page.getByTestId('host-page');
    await expect(record.getByRole('heading', { level: 1 })).toHaveText(HOST_LABELS.pageTitle(fair.host.user.username));
    await expect(record.getByTestId('new-host-note')).toHaveText(HOST_LABELS.newHostNote);
    const figure = (label: string) => record.locator('div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure(HOST_LABELS.eventsCompleted).locator('dd')).toHaveText('1');
    await expect(figure(HOST_LABELS.disputesFiled).locator('dd')).toHaveText('2');
    await expect(figure(HOST_LABELS.disputesUpheld).locator('dd')).toHaveText('1');
    await expect(figure(HOST_LABELS.prizeCoinsPaid).locator('dd')).toHaveText(HOST_LABELS.coins(9));
    await expectNoHorizontalOverflow(page);
    await shot(page, `trust-host-page-${size}`);

    await page.goto(`/hosts/${vanished.host.user.username}`);
    await expect(figure(HOST_LABELS.voidedNoRoomCode).locator('dd')).toHaveText('1');
    await expect(figure(HOST_LABELS.codesOnTime).locator('dd')).toHaveText('0%');
    await expect(figure(HOST_LABELS.eventsCompleted).locator('dd')).toHaveText('0');
    await expectNoHorizontalOverflow(page);
    await shot(page, `trust-host-page-voided-${size}`);
    await page.context().close();
  }
});
