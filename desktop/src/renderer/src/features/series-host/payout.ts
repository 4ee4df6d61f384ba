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

/** What each team was paid once the series is finalized (its players' prizes added up), by team number. */
export function paidByTeam(t: Pick<Tournament, 'winners' | 'participants'>): ReadonlyMap<number, number> {
  const teamOf = new Map(t.participants.map((p) => [p.user_id, p.team_number]));
  const paid = new Map<number, number>();
  for (const w of t.winners) {
    const team = teamOf.get(w.user_id);
    if (team !== undefined) paid.set(team, (paid.get(team) ?? 0) + w.coins_awarded);
  }
  return paid;
}
