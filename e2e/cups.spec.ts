/**
 * A cup of three stages end to end (docs/product/cups.md): 8 duo teams register (one captain on a
 * phone, their teammate joining with the invite code on a laptop, the others through the API);
 * the owner seeds stage 1 from the cup's page; a co-host sends the room code of the lobby given to
 * them and scores it; stage 1 advances by itself with a wildcard decided at a tie by registration;
 * stage 2 counts each team's best match; the final pays the pool by its standings, to the coin.
 * The cup's page is looked at on a phone and a laptop while a stage plays and once it is over, in
 * English and in Arabic. Screenshots land in e2e/artifacts/cup-*.png.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { api, expectNoHorizontalOverflow, openApp, shot } from './support/app';
import { balanceOf, bearer, giveCoins, login, register, toast, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const FEE = 10;
const CONTRIBUTION = 20;
/** Registration closes this long after the cup is created: the registrations below fit in it. */
const REGISTRATION_MS = 30_000;

let request: APIRequestContext;
let admin: Session;
test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
});
test.afterAll(() => request.dispose());

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const points = { preset: 'custom', placement: [10, 6, 3, 1], kill_points: 1 };
type R = { team_number: number; placement: number; kills: number };
const r = (team_number: number, placement: number, kills = 0): R => ({ team_number, placement, kills });

interface CupAnswer {
  current_stage: number;
  status: string;
  stages: { lobbies: { tournament_id: string; teams: number }[] }[];
}
const cupOf = async (id: string): Promise<CupAnswer> => (await request.get(`/api/cups/${id}`)).json();

/** A lobby played by its host through the API: the code, each match, then finalize (which moves the cup on). */
async function playLobby(host: Session, tournamentId: string, matches: R[][]) {
  await api(request, 'post', `/tournaments/${tournamentId}/send-room-code`, host, { room_code: 'CUP-7Q' });
  for (const [i, results] of matches.entries())
    await api(request, 'put', `/tournaments/${tournamentId}/matches/${i + 1}/results`, host, { results });
  await api(request, 'post', `/tournaments/${tournamentId}/finalize-series`, host);
}

test('a three-stage duo cup: registration, seeding, a co-host, wildcards, best-of and the payout', async ({
  browser,
}) => {
  const owner = await register(request, 'CupOwner');
  const coHost = await register(request, 'CoHost');
  await giveCoins(request, admin, owner, 100);
  const players = await Promise.all(Array.from({ length: 16 }, (_, i) => register(request, `Duo${i + 1}`)));
  await Promise.all(players.map((p) => giveCoins(request, admin, p, FEE)));
  const captains = players.slice(0, 8);
  const mates = players.slice(8);

  const created = await api(request, 'post', '/cups', owner, {
    title: 'Sunday Duo Cup',
    rules: 'No emulators. A screenshot of every end screen.',
    tiktok_username: '@cupowner',
    template_type: 'alcatraz_duo',
    max_teams: 10,
    entry_fee: FEE,
    owner_contribution: CONTRIBUTION,
    payout: [60, 30],
    registration_closes_at: inMs(REGISTRATION_MS),
    stages: [
      { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 1, wildcards: 1, starts_at: inMs(3_600_000) },
      {
        teams_per_lobby: 4,
        matches: 2,
        best_of: 1,
        points,
        advance_per_lobby: 1,
        wildcards: 1,
        starts_at: inMs(7_200_000),
      },
      { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 0, wildcards: 0, starts_at: inMs(10_800_000) },
    ],
  });
  const cupId = created.id as string;
  const closesAt = Date.now() + REGISTRATION_MS;

  // ---- Team 1's captain registers on a phone and gets the invite code; the teammate joins on a laptop.
  const phone = await openApp(browser, 'phone', captains[0]!, `/cups/${cupId}`);
  await phone.getByLabel('Team name').fill('Night Owls');
  await phone.getByRole('button', { name: /Register your team/ }).click();
  const code = (await phone.getByTestId('cup-invite').locator('code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{10}$/);
  const laptop = await openApp(browser, 'desktop', mates[0]!, `/cups/${cupId}`);
  await laptop.getByLabel('Invite code').fill(code);
  await laptop.getByRole('button', { name: /^Join/ }).click();
  await expect(laptop.getByTestId('your-team')).toContainText(captains[0]!.user.username);
  await expect(laptop.getByTestId('your-team')).toContainText(mates[0]!.user.username);

  // ---- Teams 2 to 8 through the API, in order (registration order breaks ties).
  for (let i = 1; i < 8; i++) {
    const reg = await api(request, 'post', `/cups/${cupId}/register`, captains[i]!, { team_name: `Team ${i + 1}` });
    await api(request, 'post', `/cups/${cupId}/join`, mates[i]!, { invite_code: reg.invite_code });
  }
  expect(await balanceOf(request, captains[0]!)).toBe(0);

  // ---- The owner seeds stage 1 from the page once registration has closed.
  await new Promise((done) => setTimeout(done, Math.max(0, closesAt - Date.now() + 500)));
  const desk = await openApp(browser, 'desktop', owner, `/cups/${cupId}`);
  await desk.getByRole('button', { name: 'Seed in snake order' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Seed in snake order' }).click();
  await expect(toast(desk, 'Stage 1 is seeded.')).toBeVisible();
  await expect(desk.getByTestId('cup-console').locator('tbody tr')).toHaveCount(2);
  const stage1 = (await cupOf(cupId)).stages[0]!.lobbies;
  expect(stage1.map((l) => l.teams)).toEqual([4, 4]);

  // The phone hears it and shows "your lobby" first, with its start.
  await expect(phone.getByTestId('your-lobby')).toContainText('Stage 1 · Lobby 1');

  // ---- A co-host runs lobby 1 (and only lobby 1).
  await api(request, 'put', `/cups/${cupId}/co-hosts`, owner, { usernames: [coHost.user.username] });
  await api(request, 'put', `/cups/${cupId}/lobbies/${stage1[0]!.tournament_id}/co-host`, owner, {
    username: coHost.user.username,
  });
  const refused = await request.post(`/api/tournaments/${stage1[1]!.tournament_id}/send-room-code`, {
    headers: bearer(coHost),
    data: { room_code: 'NOT-MINE' },
  });
  expect(refused.status()).toBe(403);
  // Both lobbies end alike: their 2nd places tie on points, kills and wins; team 3 registered first.
  const same = [
    [r(1, 1), r(2, 2), r(3, 3), r(4, 4)],
    [r(1, 1), r(2, 2), r(3, 3), r(4, 4)],
  ];
  // The owner sends lobby 2's code from the console (every lobby's field, one button).
  await desk.getByLabel('Room code of lobby 2').fill('CUP-L2');
  await desk.getByRole('button', { name: 'Send the room codes' }).click();
  await expect(toast(desk, 'Room codes sent.')).toBeVisible();
  await playLobby(coHost, stage1[0]!.tournament_id, same);
  await phone.reload();
  await expect(phone.getByTestId('your-lobby')).toContainText('CUP-7Q');
  await playLobby(owner, stage1[1]!.tournament_id, same);

  // ---- Stage 2: teams 1 and 2 (lobby winners) and team 3 (the wildcard).
  await expect.poll(async () => (await cupOf(cupId)).current_stage).toBe(2);
  await expect(phone.getByTestId('your-lobby')).toContainText('Stage 2 · Lobby 1');
  await desk.reload();
  await expect(desk.getByTestId('cup-standings')).toContainText('Team 4');
  for (const [page, size] of [
    [phone, 'phone'],
    [desk, 'desktop'],
  ] as const) {
    await expectNoHorizontalOverflow(page);
    await shot(page, `cup-stage2-${size}`);
  }
  const arabic = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, locale: 'ar' });
  await arabic.addInitScript((token) => localStorage.setItem('token', token), captains[0]!.token);
  const ar = await arabic.newPage();
  await ar.goto(`/cups/${cupId}`);
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ar.getByTestId('your-lobby')).toBeVisible();
  await expectNoHorizontalOverflow(ar);
  await shot(ar, 'cup-stage2-phone-ar');
  await arabic.close();
  // The stream's overlay of the cup's leaders: public, the top ten across lobbies.
  const stream = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const overlay = await stream.newPage();
  await overlay.goto(`/overlay/cups/${cupId}`);
  await expect(overlay.getByTestId('overlay-title')).toHaveText('Sunday Duo Cup');
  await expect(overlay.getByTestId('overlay-standing')).toHaveCount(8);
  await shot(overlay, 'cup-overlay');
  await stream.close();

  // Best 1 of 2: team 3 (15), team 2 (10, 4 kills), team 1 (10, none); over both, team 2 would lead.
  const stage2 = (await cupOf(cupId)).stages[1]!.lobbies[0]!.tournament_id;
  await playLobby(owner, stage2, [
    [r(3, 1, 5), r(2, 2, 4), r(1, 3)],
    [r(1, 1), r(2, 2, 4), r(3, 3)],
  ]);
  await expect(phone.getByTestId('final-rank')).toContainText('#3');

  // ---- The final: team 3 (seated 1st) and team 2; team 2 wins.
  await expect.poll(async () => (await cupOf(cupId)).current_stage).toBe(3);
  const final = (await cupOf(cupId)).stages[2]!.lobbies[0]!.tournament_id;
  await playLobby(owner, final, [
    [r(2, 1, 2), r(1, 2)],
    [r(2, 1), r(1, 2)],
  ]);
  await expect.poll(async () => (await cupOf(cupId)).status).toBe('finished');
  // Pool 16 × 10 + 20 = 180: 60% = 108 (54 each), 30% = 54 (27 each), 18 to the owner.
  expect(await balanceOf(request, captains[1]!)).toBe(54);
  expect(await balanceOf(request, mates[1]!)).toBe(54);
  expect(await balanceOf(request, captains[2]!)).toBe(27);
  expect(await balanceOf(request, mates[2]!)).toBe(27);
  expect(await balanceOf(request, owner)).toBe(100 - CONTRIBUTION + 18);

  await desk.reload();
  // The pool is empty once paid: the page says what the final paid.
  await expect(desk.getByText('Paid out')).toBeVisible();
  await expect(desk.getByText('180 coins')).toBeVisible();
  await expect(desk.getByTestId('cup-standings').getByTestId('rank-medal').first()).toBeVisible();
  await expect(desk.getByTestId('cup-standings').locator('tbody tr').first()).toContainText('Team 2');
  await shot(desk, 'cup-finished-desktop');
  await phone.reload();
  await expect(phone.getByTestId('final-rank')).toContainText('Final rank #3');
  await expectNoHorizontalOverflow(phone);
  await shot(phone, 'cup-finished-phone');
});

test('a full cup takes teams onto its waitlist, and says so on a phone', async ({ browser }) => {
  const owner = await register(request, 'WaitOwner');
  const players = await Promise.all(Array.from({ length: 4 }, (_, i) => register(request, `Wait${i + 1}`)));
  await Promise.all(players.map((p) => giveCoins(request, admin, p, FEE)));
  const created = await api(request, 'post', '/cups', owner, {
    title: 'Full House Solo Cup',
    rules: 'Check in ten minutes before stage 1, or a team from the waitlist takes your place.',
    tiktok_username: '@waitowner',
    template_type: 'alcatraz_solo',
    max_teams: 2,
    waitlist_teams: 1,
    entry_fee: FEE,
    payout: [100],
    registration_closes_at: inMs(3_600_000),
    stages: [
      {
        teams_per_lobby: 2,
        matches: 2,
        points,
        advance_per_lobby: 0,
        wildcards: 0,
        check_in_minutes: 10,
        starts_at: inMs(7_200_000),
      },
    ],
  });
  const cupId = created.id as string;
  for (const p of players.slice(0, 2)) await api(request, 'post', `/cups/${cupId}/register`, p, {});

  // The third registers from a phone: the cup is full, so onto the waitlist, and told their place.
  const phone = await openApp(browser, 'phone', players[2]!, `/cups/${cupId}`);
  await expect(phone.getByTestId('cup-full-waitlist')).toBeVisible();
  await phone.getByRole('button', { name: /^Register/ }).click();
  await expect(toast(phone, 'The cup is full: your team is on the waitlist.')).toBeVisible();
  await expect(phone.getByTestId('cup-waitlist-position')).toContainText('On the waitlist: #1');
  await expect(phone.getByTestId('cup-waitlist')).toContainText('1/1 teams waiting');
  expect(await balanceOf(request, players[2]!)).toBe(0);
  await expectNoHorizontalOverflow(phone);
  await shot(phone, 'cup-waitlist-phone');

  // The fourth finds no place at all, and is not charged.
  const last = await openApp(browser, 'phone', players[3]!, `/cups/${cupId}`);
  await expect(last.getByText('The cup is full.')).toBeVisible();
  await expect(last.getByRole('button', { name: /^Register/ })).toHaveCount(0);
  expect(await balanceOf(request, players[3]!)).toBe(FEE);

  // A placed player leaves: the waiting player is in, without doing anything.
  await api(request, 'delete', `/cups/${cupId}/registration`, players[0]!);
  await phone.reload();
  await expect(phone.getByTestId('your-team')).toBeVisible();
  await expect(phone.getByTestId('cup-waitlist-position')).toHaveCount(0);
});
