/**
 * Helpers of the series spec (docs/product/series.md): the expected standings and payout worked
 * out in the test from the results it enters (not with the app's own functions), a player's two
 * balances, and the standings as the tournament page's table and the overlay show them.
 */
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { bearer, type Session } from './users';

/** pubgm's placement points (docs/product/series.md), 1 point per kill. */
export const PUBGM = [10, 6, 5, 4, 3, 2, 1, 1];
export const KILL_POINTS = 1;

export interface Result {
  team: number;
  placement: number;
  kills: number;
}
export interface Row {
  team: number;
  kills: number;
  points: number;
}

/** The standings after `matches`, best first (points, then kills: the spec's data has no closer tie). */
export function expectedStandings(matches: Result[][]): Row[] {
  const rows = new Map<number, Row>();
  for (const match of matches)
    for (const r of match) {
      const row = rows.get(r.team) ?? { team: r.team, kills: 0, points: 0 };
      row.kills += r.kills;
      row.points += (PUBGM[r.placement - 1] ?? 0) + r.kills * KILL_POINTS;
      rows.set(r.team, row);
    }
  const sorted = [...rows.values()].sort((a, b) => b.points - a.points || b.kills - a.kills);
  for (const [i, row] of sorted.entries()) {
    const next = sorted[i + 1];
    expect(next && next.points === row.points && next.kills === row.kills, 'the data has no tie').toBeFalsy();
  }
  return sorted;
}

/**
 * Each player's prize by the payout rules: rank r gets floor(pool x payout[r-1] / 100), split
 * equally among its players, the split's odd coins to the earliest seated; the creator gets the rest.
 */
export function expectedPayout(standings: Row[], seated: Map<number, Session[]>, payout: number[], pool: number) {
  const prizes = new Map<string, number>();
  let paid = 0;
  for (const [i, row] of standings.entries()) {
    const share = Math.floor((pool * (payout[i] ?? 0)) / 100);
    const players = seated.get(row.team)!;
    const each = Math.floor(share / players.length);
    for (const [j, p] of players.entries()) prizes.set(p.user.id, each + (j === 0 ? share - each * players.length : 0));
    paid += share;
  }
  return { prizes, remainder: pool - paid };
}

/** `s`'s purchased coins and winnings as the server has them now. */
export async function walletOf(request: APIRequestContext, s: Session) {
  const res = await request.get('/api/auth/me', { headers: bearer(s) });
  expect(res.ok(), await res.text()).toBe(true);
  const me = await res.json();
  expect(me.coin_balance).toBe(me.purchased_coins + me.winnings_coins);
  return { purchased: me.purchased_coins as number, winnings: me.winnings_coins as number };
}

/**
 * The rows of a standings table (features/series/StandingsTable.tsx) as shown: the team, and the
 * Kills and Pts columns found by their headers among the visible columns (a phone folds the
 * players and the matches away, a wide table shows them).
 */
export const shownStandings = (table: Locator): Promise<Row[]> =>
  table.evaluate((el) => {
    const visible = (e: Element) => e.getClientRects().length > 0;
    const heads = [...el.querySelectorAll('thead th')].filter(visible).map((th) => th.textContent!.trim());
    const kills = heads.indexOf('Kills');
    const points = heads.indexOf('Pts');
    return [...el.querySelectorAll('tbody tr[data-testid="standings-row"]')].map((tr) => {
      const cells = [...tr.querySelectorAll(':scope > td')].filter(visible).map((td) => td.textContent!.trim());
      return {
        team: Number(/Team (\d+)/.exec(cells[1] ?? '')?.[1]),
        kills: Number(cells[kills]),
        points: Number(cells[points]),
      };
    });
  });

/** The overlay's standings (overlay/OverlayStandings.tsx): team, kills and points of each row. */
export const overlayStandings = (overlay: Locator): Promise<Row[]> =>
  overlay.getByTestId('overlay-standing').evaluateAll((items) =>
    items.map((li) => {
      const nums = [...li.querySelectorAll('.overlay-standings-num')].map((n) => Number(n.textContent));
      const name = li.querySelector('.overlay-standings-team strong')?.textContent ?? '';
      return { team: Number(/Team (\d+)/.exec(name)?.[1]), kills: nums[0]!, points: nums[1]! };
    }),
  );
