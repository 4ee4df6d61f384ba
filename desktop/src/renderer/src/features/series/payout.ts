/**
 * What "Finalize series & pay" will pay (docs/product/series.md#payout), from the standings on
 * screen, with the same pure function the server pays with: each paid team's coins, and what is
 * left for the creator.
 */
import { seriesPayout, type StandingRow, type Tournament } from '@squadhub/shared';

export function payoutPreview(
  t: Pick<Tournament, 'series' | 'prize_pool' | 'teams'>,
  rows: readonly StandingRow[],
): { paid: (StandingRow & { coins: number })[]; remainder: number } {
  // Earliest-seated first is what the server orders by; slot order stands in for it here (only
  // the split inside a team depends on it, and the preview shows team totals).
  const seatedBy = new Map(
    t.teams.map((team) => [
      team.team_number,
      [...team.slots].sort((a, b) => a.slot_index - b.slot_index).flatMap((s) => (s.player_id ? [s.player_id] : [])),
    ]),
  );
  const { prizes, remainder } = seriesPayout(rows, t.series?.payout ?? [], t.prize_pool, seatedBy);
  const coinsByTeam = new Map<number, number>();
  for (const p of prizes) coinsByTeam.set(p.team_number, (coinsByTeam.get(p.team_number) ?? 0) + p.coins);
  const paid = rows
    .filter((row) => coinsByTeam.has(row.team_number))
    .map((row) => ({ ...row, coins: coinsByTeam.get(row.team_number)! }));
  return { paid, remainder };
}
