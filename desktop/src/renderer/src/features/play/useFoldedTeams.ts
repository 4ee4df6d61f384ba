/**
 * Which full teams a phone shows folded to one line, so the open slots of a 25-team squad
 * tournament are a few swipes away instead of twenty cards down.
 *
 * A team that fills while the viewer watches stays open: folding it would pull the teams below
 * up under a finger that was racing for its last slot, and the tap would land on another team.
 * The viewer can still fold or unfold any full team themselves.
 */
import { useState } from 'react';
import type { Team } from '@squadhub/shared';
import { foldedByDefault, isFull } from './slotLayout';

export function useFoldedTeams(teams: readonly Team[], enabled: boolean) {
  const openNumbers = () => teams.filter((t) => !isFull(t)).map((t) => t.team_number);
  const [seenOpen, setSeenOpen] = useState<ReadonlySet<number>>(() => new Set(openNumbers()));
  const fresh = openNumbers().filter((n) => !seenOpen.has(n));
  // A seat freed in a team folded so far: remember it, so it stays open if it refills.
  if (fresh.length) setSeenOpen(new Set([...seenOpen, ...fresh]));
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());

  /** Whether `team` is folded now; `pinned` teams (the viewer's own, a selected player's) start open. */
  const isFolded = (team: Team, pinned: boolean) =>
    enabled && isFull(team) && (chosen.get(team.team_number) ?? foldedByDefault(team, seenOpen, pinned));
  const toggle = (team: Team, folded: boolean) => setChosen((m) => new Map(m).set(team.team_number, !folded));
  return { isFolded, toggle };
}
