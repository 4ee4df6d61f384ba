import { describe, expect, it } from 'vitest';
import type { StandingRow, Tournament } from '@squadhub/shared';
import { payoutPreview } from './payout';

const row = (rank: number, team_number: number): StandingRow => ({
  rank,
  team_number,
  players: [],
  total_points: 0,
  placement_points: 0,
  kill_points: 0,
  kills: 0,
  wins: 0,
  matches: [],
});
const team = (team_number: number, players: string[]) => ({
  team_number,
  slots: players.map((id, slot_index) => ({ slot_index, player_id: id })),
});

describe('the payout preview', () => {
  it('pays each rank its share and leaves the rest to the creator', () => {
    const t = {
      prize_pool: 1001,
      series: { payout: [50, 30, 20] },
      teams: [team(1, ['a', 'b']), team(2, ['c']), team(3, ['d']), team(4, ['e'])],
    } as unknown as Tournament;
    const { paid, remainder } = payoutPreview(t, [row(1, 2), row(2, 1), row(3, 4), row(4, 3)]);
    expect(paid.map((r) => [r.rank, r.team_number, r.coins])).toEqual([
      [1, 2, 500],
      [2, 1, 300],
      [3, 4, 200],
    ]);
    expect(remainder).toBe(1);
  });

  it('shares tied ranks', () => {
    const t = {
      prize_pool: 100,
      series: { payout: [60, 40] },
      teams: [team(1, ['a']), team(2, ['b'])],
    } as unknown as Tournament;
    const { paid, remainder } = payoutPreview(t, [row(1, 1), row(1, 2)]);
    expect(paid.map((r) => r.coins)).toEqual([50, 50]);
    expect(remainder).toBe(0);
  });
});
