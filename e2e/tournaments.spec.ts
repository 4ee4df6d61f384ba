/**
 * Tournaments end to end: a player creates a tournament from a template with an
 * uploaded image, sees it waiting for approval, pays the instant approval and finds it in the
 * grid; the super admin declines another and the creator gets the contribution back.
 * Screenshots of the dashboard, both creation steps and a card at desktop and phone widths
 * land in e2e/artifacts/.
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { TIMINGS } from '@squadhub/shared';
import { Dashboard, shot } from './support/app';
import {
  balanceOf,
  bearer,
  giveCoins,
  keepNewHostLimits,
  liftNewHostLimits,
  login,
  register,
  useToken,
  type Session,
} from './support/users';

const ARTIFACTS = 'e2e/artifacts';
const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** A real PNG (a diagonal gradient), built byte by byte so the server's content check accepts it. */
function makePng(width = 320, height = 180): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([len, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 3;
      rows[i] = 20 + Math.round((x / width) * 60);
      rows[i + 1] = 40 + Math.round((y / height) * 170);
      rows[i + 2] = 120 + Math.round(((x + y) / (width + height)) * 120);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Tomorrow at 20:00 local time, as a datetime-local value. */
function tomorrowEvening(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T20:00`;
}

// ---- Page helpers -----------------------------------------------------------------------------

async function openAs(page: Page, s: Session, path = '/') {
  await useToken(page, s);
  await page.goto(path);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Tournament' });

async function openCreateStep1(page: Page) {
  await page.getByRole('button', { name: 'Create Tournament' }).first().click();
  const dialog = createDialog(page);
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  // Template artwork must actually load (served by the server at /static/templates/).
  await expect
    .poll(() =>
      dialog.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(9);
  return dialog;
}

/** How far the content of `selector` is wider than its box (0 when nothing sticks out). */
async function overflowOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      // The root and every scroll area inside it; text cut by `truncate` (overflow hidden) is
      // intended, and so is a row of actions made to be swiped (`data-swipe-row`).
      const scrollers = [...root.querySelectorAll('*')].filter(
        (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && !e.hasAttribute('data-swipe-row'),
      );
      return Math.max(0, ...[root, ...scrollers].map((e) => e.scrollWidth - e.clientWidth));
    });
}

// ---- The journey ------------------------------------------------------------------------------

// A long journey through two viewports on a shared 2-core machine: more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// Fresh players here pay for instant approval: the new-host limits are not what this journey is about.
test.beforeAll(async ({ request }) => {
  await liftNewHostLimits(request);
});
test.afterAll(async ({ request }) => {
  await keepNewHostLimits(request);
});

test('a player creates a tournament with an image, pays the instant approval and sees it in the grid', async ({
  page,
  request,
}) => {
  // Unique per attempt, so a retry does not find the first attempt's tournament too.
  const TITLE = `Friday Night Squads ${Date.now().toString(36)}`;
  const admin = await login(request);
  const player = await register(request, 'Streamer');
  await giveCoins(request, admin, player, 50);
  const price = (
    await (await request.get('/api/admin/settings/auto-approval-price', { headers: bearer(player) })).json()
  ).auto_approval_price as number;

  await page.setViewportSize(DESKTOP);
  await openAs(page, player);
  await shot(page, 'dashboard-empty-desktop');

  // Step 1: the 9 templates with artwork.
  const dialog = await openCreateStep1(page);
  await shot(page, 'create-step1-desktop');
  // A radio group: arrow keys move between templates.
  await dialog.getByTestId('template-alcatraz_squad').focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('template-alcatraz_duo')).toBeFocused();
  await dialog.getByTestId('template-isolated_squad').click();

  // Step 2: defaults of docs/product/limits.md#tournaments.
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  await expect(dialog.getByLabel('Number of teams')).toHaveValue('25');
  await expect(dialog.getByLabel('Slots per team')).toHaveValue('4');
  await expect(dialog.getByLabel('Entry fee (coins)')).toHaveValue('10');
  await expect(dialog.getByLabel('Prize contribution')).toHaveValue('0');
  await expect(dialog.getByTestId('max-prize-pool')).toHaveText('1000');

  // Validation with the exact messages: a scheduled start needs a date.
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(dialog.getByText('Please select a start date and time for scheduled tournaments')).toBeVisible();

  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByLabel('Number of teams').fill('20');
  await expect(dialog.getByTestId('max-prize-pool')).toHaveText('800');
  await dialog.getByLabel('Start date and time').fill(tomorrowEvening());

  // Rules popup with the class pick.
  await dialog.getByRole('button', { name: 'Configure rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Configure rules' });
  await rules.getByLabel('Rules').fill('No emulators. Be in the lobby 10 minutes early.');
  const classes = rules.getByRole('group', { name: 'Allowed classes' }).getByRole('button');
  await expect(classes).toHaveCount(12);
  await classes.nth(0).click();
  await classes.nth(3).click();
  await expect(rules.getByText('2 selected')).toBeVisible();
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(dialog.getByTestId('rules-summary')).toContainText('2 classes');

  // The 5MB check happens before anything is sent.
  await dialog.getByLabel('Tournament image (optional)').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5_242_881, 1),
  });
  await expect(dialog.getByText('Image size must be less than 5MB')).toBeVisible();
  await dialog.getByLabel('Tournament image (optional)').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(dialog.getByAltText('Selected image preview')).toBeVisible();
  await dialog.getByLabel('Tournament image (optional)').scrollIntoViewIfNeeded();
  await shot(page, 'create-step2-bottom-desktop');
  await dialog.getByLabel('Title').scrollIntoViewIfNeeded();
  await shot(page, 'create-step2-desktop');

  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByText('Tournament created! It is waiting for approval.')).toBeVisible();
  await expect(createDialog(page)).toBeHidden();

  // Waiting card: locked, with the instant approval at the current price.
  const waiting = page.getByTestId('waiting-card');
  const row = waiting.getByTestId('pending-tournament').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await expect(row.getByLabel('Locked until approved')).toBeVisible();
  // The uploaded image is what the card shows (not the template artwork).
  await expect(row.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await shot(page, 'waiting-card-desktop');

  await row.getByRole('button', { name: new RegExp(`Approve now · ${price} coin`) }).click();
  await expect(waiting).toBeHidden();
  const card = page.getByTestId('tournament-card').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText('Squad', { exact: true })).toBeVisible();
  await expect(card.getByTestId('players-count')).toHaveText('0/80');
  await expect(card.getByText(/Starts in \d+/)).toBeVisible();
  await expect.poll(() => balanceOf(request, player)).toBe(50 - price);
  await expect(page.getByTestId('header-balance')).toContainText(String(50 - price));

  // The creator reschedules (their Edit) and may delete while nobody has joined.
  await expect(card.getByRole('button', { name: `Delete ${TITLE}` })).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule Tournament' });
  await reschedule.getByLabel('New start date and time').fill(tomorrowEvening().replace('T20:00', 'T21:30'));
  await reschedule.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByText('Tournament date updated successfully!')).toBeVisible();
  await expect(reschedule).toBeHidden();
  await expect(card.locator('time')).toContainText(/09:30|21:30/);

  // Another player joins: the card's numbers update live from the socket, without a reload.
  const fan = await register(request, 'Fan');
  await giveCoins(request, admin, fan, 20);
  const tournamentId = await card.getAttribute('data-tournament-id');
  const join = await request.post(`/api/tournaments/${tournamentId}/join-slot`, {
    headers: bearer(fan),
    data: { team_number: 3, slot_index: 1 },
  });
  expect(join.ok(), await join.text()).toBe(true);
  await expect(card.getByTestId('players-count')).toHaveText('1/80');
  await expect(card.getByTestId('prize-pool')).toHaveText('10');
  await expect(card.getByRole('button', { name: `Delete ${TITLE}` })).toHaveCount(0);

  // Rules popup shows the text and the two picked classes.
  await card.getByRole('button', { name: 'Rules' }).click();
  const rulesPopup = page.getByRole('dialog', { name: 'Tournament rules' });
  await expect(rulesPopup.getByText('No emulators.', { exact: false })).toBeVisible();
  await expect(rulesPopup.locator('img')).toHaveCount(2);
  await shot(page, 'rules-popup-desktop');
  await page.keyboard.press('Escape');

  // View details opens the tournament modal (live play) for this tournament.
  await card.getByRole('button', { name: 'View details' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: TITLE })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${ARTIFACTS}/card-desktop.png` });
  await shot(page, 'dashboard-desktop');

  // Phone width: the same screens must fit 390 px without overflow.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(card).toBeVisible();
  expect(await overflowOf(page, 'main')).toBe(0);
  await shot(page, 'dashboard-phone');
  await card.screenshot({ path: `${ARTIFACTS}/card-phone.png` });
  const phoneDialog = await openCreateStep1(page);
  expect(await overflowOf(page, '[role=dialog]')).toBe(0);
  await shot(page, 'create-step1-phone');
  await phoneDialog.getByTestId('template-alcatraz_duo').click();
  await expect(phoneDialog.getByLabel('Number of teams')).toHaveValue('20');
  await expect(phoneDialog.getByLabel('Slots per team')).toHaveValue('2');
  expect(await overflowOf(page, '[role=dialog]')).toBe(0);
  await shot(page, 'create-step2-phone');
  await page.keyboard.press('Escape');

  // My Account lists the approved tournament under the creator's own tournaments.
  await page.setViewportSize(DESKTOP);
  await page.goto('/account');
  const created = page.getByTestId('my-tournaments');
  await expect(created.getByTestId('tournament-card').filter({ hasText: TITLE })).toBeVisible();
  await expect(page.getByTestId('joined-tournaments')).toContainText('Join a tournament from the dashboard');
  await created.scrollIntoViewIfNeeded();
  await shot(page, 'account-tournaments-desktop');
});

test('the super admin declines a pending tournament and the creator is refunded', async ({ browser, request }) => {
  const admin = await login(request);
  const creator = await register(request, 'Decliner');
  await giveCoins(request, admin, creator, 30);
  const created = await request.post('/api/tournaments', {
    headers: bearer(creator),
    data: {
      title: 'Blackout Duo Cup',
      rules: JSON.stringify({ text: 'Duos only, no teaming.', images: [] }),
      tiktok_username: '@declinerlive',
      template_type: 'blackout_duo',
      max_teams: 30,
      slots_per_team: 2,
      entry_fee: 5,
      creator_prize_contribution: 10,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect(await balanceOf(request, creator)).toBe(20);

  // The creator watches their balance live while the admin declines.
  const creatorContext = await browser.newContext({ viewport: DESKTOP });
  const creatorPage = await creatorContext.newPage();
  // A clock the test can move: the waiting card leaves on the list's next refresh (30 s), which
  // the test brings forward instead of waiting for it (time otherwise flows as usual).
  await creatorPage.clock.install();
  await openAs(creatorPage, creator);
  await expect(creatorPage.getByTestId('pending-tournament').filter({ hasText: 'Blackout Duo Cup' })).toBeVisible();
  await expect(creatorPage.getByTestId('header-balance')).toContainText('20');

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const adminPage = await adminContext.newPage();
  await openAs(adminPage, admin);
  const dashboard = await new Dashboard(adminPage).openAdmin('Super Admin Dashboard');
  const item = dashboard.getByTestId('admin-pending-tournament').filter({ hasText: 'Blackout Duo Cup' });
  await expect(item).toBeVisible();
  await expect(dashboard.getByLabel('Instant approval price (coins)')).not.toHaveValue('');
  await shot(adminPage, 'admin-dashboard-desktop');
  await adminPage.setViewportSize(PHONE);
  expect(await overflowOf(adminPage, '[role=dialog]')).toBe(0);
  await shot(adminPage, 'admin-dashboard-phone');
  await adminPage.setViewportSize(DESKTOP);

  // The price form refuses a negative price with the spec's message, and sends nothing.
  await dashboard.getByLabel('Instant approval price (coins)').fill('-1');
  await dashboard.getByRole('button', { name: 'Save' }).click();
  await expect(dashboard.getByText('Price cannot be negative')).toBeVisible();

  await item.getByRole('button', { name: 'Decline' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Decline tournament?' })
    .getByRole('button', { name: 'Decline and delete' })
    .click();
  await expect(adminPage.getByText(/declined and deleted/i)).toBeVisible();
  await expect(item).toBeHidden();

  await expect.poll(() => balanceOf(request, creator)).toBe(30);
  await expect(creatorPage.getByTestId('header-balance')).toContainText('30');
  await creatorPage.clock.fastForward(TIMINGS.mainListRefreshMs + 1_000);
  await expect(creatorPage.getByTestId('waiting-card')).toBeHidden();
  const gone = await request.get(`/api/tournaments/${(await created.json()).id}`, { headers: bearer(creator) });
  expect(gone.status()).toBe(404);
  await Promise.all([creatorContext.close(), adminContext.close()]);
});

test('the super admin edits, kicks with a refund and changes the image in the full control dialog', async ({
  page,
  request,
}) => {
  const admin = await login(request);
  const created = await request.post('/api/tournaments', {
    headers: bearer(admin),
    data: {
      title: 'Alcatraz Solo Showdown',
      rules: JSON.stringify({ text: 'Last one standing wins.', images: [] }),
      tiktok_username: '@squadhubofficial',
      template_type: 'alcatraz_solo',
      max_teams: 40,
      slots_per_team: 1,
      entry_fee: 4,
      creator_prize_contribution: 0,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tournament = await created.json();
  expect(tournament.approval_status).toBe('approved');
  const player = await register(request, 'Kicked');
  await giveCoins(request, admin, player, 10);
  const join = await request.post(`/api/tournaments/${tournament.id}/join-slot`, {
    headers: bearer(player),
    data: { team_number: 7, slot_index: 0 },
  });
  expect(join.ok(), await join.text()).toBe(true);
  expect(await balanceOf(request, player)).toBe(6);

  await page.setViewportSize(DESKTOP);
  await openAs(page, admin);
  const card = page.getByTestId('tournament-card').filter({ hasText: 'Alcatraz Solo Showdown' });
  await expect(card.getByText('Solo', { exact: true })).toBeVisible();
  await expect(card.getByText('Starts when full')).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  const control = page.getByRole('dialog', { name: 'Tournament control' });

  // Details: a full edit with the spec's limits.
  await control.getByLabel('Slots per team').fill('5');
  await control.getByRole('button', { name: 'Save changes' }).click();
  await expect(control.getByText('Slots per team must be between 1 and 4')).toBeVisible();
  await control.getByLabel('Slots per team').fill('1');
  await control.getByLabel('Title').fill('Alcatraz Solo Showdown II');
  await control.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Tournament updated successfully!')).toBeVisible();
  await expect(page.getByTestId('tournament-card').filter({ hasText: 'Alcatraz Solo Showdown II' })).toBeVisible();
  await shot(page, 'admin-control-details-desktop');

  // Players: kick with the confirmation text, refund to the player.
  await control.getByRole('tab', { name: /Players/ }).click();
  await control.getByRole('button', { name: 'Kick' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kick player?' });
  await expect(confirm).toContainText(`Kick ${player.user.username}? Their entry fee will be automatically refunded.`);
  await confirm.getByRole('button', { name: 'Kick and refund' }).click();
  await expect(page.getByText(`${player.user.username} has been kicked and refunded`)).toBeVisible();
  await expect.poll(() => balanceOf(request, player)).toBe(10);
  await expect(control.getByText('Nobody has joined this tournament yet.')).toBeVisible();

  // Image: a template's artwork.
  await control.getByRole('tab', { name: 'Image' }).click();
  await control.getByTestId('template-blackout_solo').click();
  await expect(page.getByText('Tournament image updated!')).toBeVisible();
  await expect(control.getByAltText(/Current image of/)).toHaveAttribute('src', /blackout_solo/);
  await shot(page, 'admin-control-image-desktop');
});

test('instant approval without enough coins sends the creator to buy coins', async ({ page, request }) => {
  const poor = await register(request, 'Broke');
  const created = await request.post('/api/tournaments', {
    headers: bearer(poor),
    data: {
      title: 'Isolated Duo Night',
      rules: 'Duos, third-person only.',
      tiktok_username: '@brokelive',
      template_type: 'isolated_duo',
      max_teams: 50,
      slots_per_team: 2,
      entry_fee: 0,
      creator_prize_contribution: 0,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.setViewportSize(PHONE);
  await openAs(page, poor);
  const row = page.getByTestId('pending-tournament').filter({ hasText: 'Isolated Duo Night' });
  await expect(row).toBeVisible();
  await shot(page, 'waiting-card-phone');
  await row.getByRole('button', { name: /Approve now/ }).click();
  await expect(page.getByText('Insufficient coins')).toBeVisible();
  await expect(page).toHaveURL(/\/account#buy-coins$/, { timeout: 5_000 });
});
