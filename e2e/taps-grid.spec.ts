/**
 * Finding a seat fast on a big squad tournament (25 teams of 4, 78 seats taken, entry 3 coins),
 * at 360x740 (mobile, touch) and 1366x768. On the phone full teams fold to one line that unfolds
 * on a tap, and "First open slot" brings the first free slot under the thumb, focused, where one
 * tap joins. On the laptop the grid and the host console give long names the room they have.
 * Every slot button's accessible name holds its visible text (Join shows its fee). Screenshots of
 * the whole 100-seat grid at both sizes land in e2e/artifacts/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { api, createTournament, expectAccessible, expectNoHorizontalOverflow, openApp, shot } from './support/app';
import { openAt } from './support/tournament-page';
import { giveCoins, login, register, type Session } from './support/users';

// Seventy-eight players are registered and seated through the API first.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const FEE = 3;
/** Players per team: teams 1-18 full, 19 half, 21 three, 24 one, the rest empty. */
const SEATED: Record<number, number> = { 19: 2, 21: 3, 24: 1 };
const seatedIn = (team: number) => (team <= 18 ? 4 : (SEATED[team] ?? 0));
/** Long names (about 22 characters) in teams 1 and 2, names of the most allowed (30) in team 3. */
const NAME_OF_TEAM: Record<number, string> = { 1: 'ShadowSnipe', 2: 'ShadowSnipe', 3: 'NightStalkerSniperX' };

let request: APIRequestContext;
let admin: Session;
let racer: Session;
let tournament: { id: string; title: string };
/** Who sits where: `${team}-${slot}` to username. */
const nameAt = new Map<string, string>();
const longNames = () => [1, 2].flatMap((team) => [0, 1, 2, 3].map((slot) => nameAt.get(`${team}-${slot}`)!));
const longestNames = () => [0, 1, 2, 3].map((slot) => nameAt.get(`3-${slot}`)!);

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  tournament = await createTournament(request, admin, {
    title: 'Squad Rush',
    template_type: 'isolated_squad',
    max_teams: 25,
    slots_per_team: 4,
    entry_fee: FEE,
  });
  racer = await register(request, 'Racer');
  await giveCoins(request, admin, racer, 20);

  const seats = Array.from({ length: 25 }, (_, i) => i + 1).flatMap((team) =>
    Array.from({ length: seatedIn(team) }, (_, slot) => ({ team, slot })),
  );
  for (let i = 0; i < seats.length; i += 10) {
    await Promise.all(
      seats.slice(i, i + 10).map(async ({ team, slot }) => {
        const player = await register(request, NAME_OF_TEAM[team] ?? 'Squad');
        nameAt.set(`${team}-${slot}`, player.user.username);
        await giveCoins(request, admin, player, FEE);
        await api(request, 'post', `/tournaments/${tournament.id}/join-slot`, player, {
          tournament_id: tournament.id,
          team_number: team,
          slot_index: slot,
        });
      }),
    );
  }
  expect(longNames().every((n) => n.length >= 20)).toBe(true);
  expect(longestNames().every((n) => n.length === 30)).toBe(true);
});
test.afterAll(() => request.dispose());

const slot = (page: Page, team: number, index: number) => page.getByTestId(`slot-${team}-${index}`);
const team = (page: Page, n: number) => page.getByTestId(`team-${n}`);

/**
 * Each slot button on screen carries its visible words, in order, in its accessible name
 * (WCAG 2.5.3), and axe's label-in-name rule finds nothing on the page.
 */
async function expectLabelsInNames(page: Page) {
  const buttons = page.locator('[data-testid^="slot-"]:visible');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const words = await button.evaluate((el) => {
      const parts: string[] = [];
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
        else if (node instanceof Element && !node.classList.contains('sr-only')) node.childNodes.forEach(walk);
      };
      el.childNodes.forEach(walk);
      return parts.join(' ').split(/\s+/).filter(Boolean);
    });
    expect(words.length).toBeGreaterThan(0);
    const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(button).toHaveAccessibleName(new RegExp(escaped.join('.*'), 'i'));
  }
  const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(axe.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

/** The name is shown whole: its box is as wide as its text. */
async function expectWhole(name: Locator) {
  await expect(name).toBeVisible();
  const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
  expect(cut, `"${await name.textContent()}" is cut off`).toBe(false);
}

test('phone: full teams fold, "First open slot" brings the free slot under the thumb, one tap joins', async ({
  browser,
}) => {
  const page = await openApp(browser, 'phone', racer, `/tournaments/${tournament.id}`);
  await expect(page.getByTestId('modal-players')).toHaveText('78/100');

  // The eighteen full teams are one line each, FULL, with their players' names.
  await expect(page.locator('[data-folded]')).toHaveCount(18);
  const folded = team(page, 7).getByRole('button', { expanded: false });
  await expect(folded).toContainText('Team 7');
  await expect(folded).toContainText('FULL');
  await expect(slot(page, 7, 0)).toBeHidden();
  const row = await team(page, 7).boundingBox();
  expect(row!.height, 'a folded team is one line').toBeLessThan(48);
  // Teams with room keep their cards, Join showing the fee.
  await expect(slot(page, 19, 2)).toBeVisible();
  await expect(slot(page, 19, 2).getByText('Join', { exact: true })).toBeVisible();
  await expect(slot(page, 19, 2).getByText(String(FEE), { exact: true })).toBeVisible();
  await expect(slot(page, 19, 2)).toHaveAccessibleName(`Team 19 slot 3: Join ${FEE} coins`);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'e2e/artifacts/taps-grid-phone-full.png', fullPage: true });
  await shot(page, 'taps-grid-phone-first-screen');

  // First open slot: team 19's third seat, centred and focused; the page scrolled to it.
  const jump = page.getByRole('button', { name: 'First open slot' });
  await expect(page.getByText('22 of 100 slots open')).toBeVisible();
  await jump.click();
  await expect(slot(page, 19, 2)).toBeFocused();
  await expect(slot(page, 19, 2)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await shot(page, 'taps-grid-phone-first-open-slot');
  await expectLabelsInNames(page);
  await expectAccessible(page, 'squad grid, phone');

  // A folded team unfolds on a tap, and folds back.
  await folded.click();
  await expect(team(page, 7).getByRole('button', { name: /Team 7/, expanded: true })).toBeVisible();
  await expect(slot(page, 7, 3)).toBeVisible();
  await expect(team(page, 7)).not.toHaveAttribute('data-folded');
  await team(page, 7).scrollIntoViewIfNeeded();
  await shot(page, 'taps-grid-phone-team-unfolded');
  await team(page, 7)
    .getByRole('button', { name: /Team 7/, expanded: true })
    .click();
  await expect(slot(page, 7, 3)).toBeHidden();

  // Joining is still the one tap on the slot itself.
  await jump.click();
  await slot(page, 19, 2).click();
  await expect(page.getByTestId('own-seat')).toHaveText('Your seat: Team 19 · Slot 3');
  await expect(slot(page, 19, 2)).toHaveAccessibleName(`Team 19 slot 3: ${racer.user.username} (you)`);
  // Seated, the player is no longer racing: the jump gives way.
  await expect(jump).toHaveCount(0);
  await shot(page, 'taps-grid-phone-joined');
  await page.context().close();

  // Leave again for the laptop tests (entries are open, the fee comes back).
  await api(request, 'post', `/tournaments/${tournament.id}/leave-slot`, racer);
});

test('laptop: every team open, long names whole, the whole grid on one screenshot', async ({ browser }) => {
  const page = await openApp(browser, 'desktop', racer, `/tournaments/${tournament.id}`);
  await expect(page.getByTestId('modal-players')).toHaveText('78/100');
  await expect(page.locator('[data-folded]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'First open slot' })).toHaveCount(0);
  await expect(slot(page, 25, 3)).toBeAttached();
  for (const name of longNames()) await expectWhole(page.getByTitle(name, { exact: true }));
  // Where even a wide screen cuts a name, the whole name is a hover (and a screen reader) away.
  for (const [i, name] of longestNames().entries()) {
    await expect(page.getByTitle(name, { exact: true })).toBeVisible();
    await expect(slot(page, 3, i)).toHaveAccessibleName(`Team 3 slot ${i + 1}: ${name}`);
  }
  await expect(slot(page, 19, 2)).toHaveAccessibleName(`Team 19 slot 3: Join ${FEE} coins`);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'e2e/artifacts/taps-grid-desktop-full.png', fullPage: true });
  await shot(page, 'taps-grid-desktop');
  await expectLabelsInNames(page);
  await expectAccessible(page, 'squad grid, laptop');
  await page.context().close();
});

test('laptop: the host console gives long names the width it has', async ({ browser }) => {
  // The console has no site header (openApp waits for its balance).
  const page = await openAt(browser, 'desktop', admin, `/host/${tournament.id}`);
  const host = page.getByTestId('host-console');
  await expect(host.getByTestId('host-players')).toHaveText('78/100');
  for (const name of longNames()) await expectWhole(host.getByTitle(name, { exact: true }));
  await shot(page, 'taps-grid-host-console-desktop');
  await page.screenshot({ path: 'e2e/artifacts/taps-grid-host-console-desktop-full.png', fullPage: true });
  await page.context().close();
});

test('phone: the dense solo and duo grids show the fee whole on Join and jump to the first open slot', async ({
  browser,
}) => {
  const solo = await createTournament(request, admin, {
    title: 'Solo Rush',
    template_type: 'isolated_solo',
    max_teams: 100,
    slots_per_team: 1,
    entry_fee: 15,
  });
  const duo = await createTournament(request, admin, {
    title: 'Duo Rush',
    template_type: 'blackout_duo',
    max_teams: 50,
    slots_per_team: 2,
    entry_fee: 0,
  });
  const early = await Promise.all([0, 1, 2].map(() => register(request, 'Early')));
  for (const [i, player] of early.entries()) {
    await giveCoins(request, admin, player, 15);
    await api(request, 'post', `/tournaments/${solo.id}/join-slot`, player, { team_number: i + 1, slot_index: 0 });
    await api(request, 'post', `/tournaments/${duo.id}/join-slot`, player, {
      team_number: i < 2 ? 1 : 2,
      slot_index: i < 2 ? i : 0,
    });
  }

  for (const [t, first, label] of [
    [solo, 'slot-4-0', 'Team 4 slot 1: Join 15 coins'],
    [duo, 'slot-2-1', 'Team 2 slot 2: Join free'],
  ] as const) {
    const page = await openApp(browser, 'phone', racer, `/tournaments/${t.id}`);
    await expect(page.getByText('97 of 100 slots open')).toBeVisible();
    const target = page.getByTestId(first);
    await expect(target).toHaveAccessibleName(label);
    // Join and its fee are whole on the small buttons of the empty slots: nothing in them is cut.
    const cut = await page
      .locator('[data-testid^="slot-"]:not(:has([title])) span:not(.sr-only)')
      .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth + 0.5).length);
    expect(cut, 'slot labels cut off').toBe(0);
    await shot(page, `taps-grid-phone-${t === solo ? 'solo' : 'duo'}`);
    await page.getByRole('button', { name: 'First open slot' }).click();
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport({ ratio: 1 });
    await expectLabelsInNames(page);
    await page.context().close();
  }
});
