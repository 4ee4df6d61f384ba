/**
 * The tournament page (/tournaments/:id) as a page object, and a full 100-player solo tournament
 * with its room code sent, arranged through the real API.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { shot } from './app';
import { bearer, login, register, type Session } from './users';

/** A phone as players mostly hold it (touch, mobile viewport) and a laptop screen. */
export const SCREENS = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} satisfies Record<string, BrowserContextOptions>;
export type Screen = keyof typeof SCREENS;

export interface FullTournament {
  id: string;
  title: string;
  creator: Session;
  /** A seated player, far down the slot list (team 73 of 100). */
  participant: Session;
  roomCode: string;
  roomPassword: string;
}

/**
 * An approved Isolated Solo tournament of 100 slots, all taken (free entry, so no coins are
 * needed), whose creator has sent the room code.
 */
export async function createFullSoloTournament(request: APIRequestContext): Promise<FullTournament> {
  const admin = await login(request);
  const creator = await register(request, 'Host');
  const title = `Century Solo ${Date.now().toString(36)}`;
  const created = await request.post('/api/tournaments', {
    headers: bearer(creator),
    data: {
      title,
      rules: JSON.stringify({ text: 'Solo only. No teaming. Screenshot your placement.', images: [] }),
      tiktok_username: '@centurylive',
      template_type: 'isolated_solo',
      max_teams: 100,
      slots_per_team: 1,
      entry_fee: 0,
      start_type: 'when_full',
      start_date: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  const approved = await request.post(`/api/tournaments/${id}/approve`, { headers: bearer(admin) });
  expect(approved.ok(), await approved.text()).toBe(true);

  const players: Session[] = [];
  for (let batch = 0; batch < 10; batch++) {
    players.push(...(await Promise.all(Array.from({ length: 10 }, () => register(request, 'Solo')))));
  }
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(
      players.slice(batch * 10, batch * 10 + 10).map(async (player, i) => {
        const team = batch * 10 + i + 1;
        const joined = await request.post(`/api/tournaments/${id}/join-slot`, {
          headers: bearer(player),
          data: { tournament_id: id, team_number: team, slot_index: 0 },
        });
        expect(joined.ok(), await joined.text()).toBe(true);
      }),
    );
  }

  const roomCode = 'CENTURY-9921';
  const roomPassword = 'drop-hot';
  const sent = await request.post(`/api/tournaments/${id}/send-room-code`, {
    headers: bearer(creator),
    data: { room_code: roomCode, room_link: 'https://game.example/room/CENTURY-9921', password: roomPassword },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return { id, title, creator, participant: players[72]!, roomCode, roomPassword };
}

/** A new browser context of that size, logged in as `session` (or a visitor), on `path`. */
export async function openAt(browser: Browser, screen: Screen, session: Session | null, path: string): Promise<Page> {
  const context = await browser.newContext(SCREENS[screen]);
  if (session) await context.addInitScript((token) => localStorage.setItem('token', token), session.token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

export class TournamentScreen {
  constructor(readonly page: Page) {}

  /** The tournament's content, on its page or opened over the list. */
  get view(): Locator {
    return this.page.getByTestId('tournament-view');
  }
  /** In the tournament's own view (a card of the list behind it may show the code too). */
  get roomCode(): Locator {
    return this.view.getByTestId('room-code');
  }
  get players(): Locator {
    return this.page.getByTestId('modal-players');
  }
  tab(name: 'Room' | 'Slots' | 'Chat'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }
  slot(team: number, slot = 0): Locator {
    return this.page.getByTestId(`slot-${team}-${slot}`);
  }

  /** Whole on the first screen, without scrolling. */
  async expectOnFirstScreen(locator: Locator, what: string) {
    await expect(locator).toBeVisible();
    // Opened from a card, the tournament sits over the list, which keeps its own scroll position.
    if ((await this.page.getByRole('dialog').count()) === 0)
      expect(await this.page.evaluate(() => window.scrollY), 'the page was scrolled').toBe(0);
    const box = await locator.boundingBox();
    const height = this.page.viewportSize()!.height;
    expect(box, what).not.toBeNull();
    expect(box!.y, `${what}: top at ${box!.y}px of a ${height}px screen`).toBeLessThan(height);
    expect(box!.y + box!.height, `${what}: bottom at ${box!.y + box!.height}px of ${height}px`).toBeLessThanOrEqual(
      height,
    );
  }

  /** Nothing wider than the screen: the page never scrolls sideways. */
  async expectNoSidewaysScroll() {
    const width = this.page.viewportSize()!.width;
    const scrollWidth = await this.page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
  }

  async shot(name: string) {
    await shot(this.page, name);
  }
}
