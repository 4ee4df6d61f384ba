/** A series' Standings and Teams as two tabs; a single game has only its teams. */
import { useState, type ReactNode } from 'react';
import { TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { Tabs } from '../../components/ui/Tabs';
import { useSay } from '../../lib/language';
import { slotsTab, standingsTab } from '../play/sectionTabs';

export type Tab = 'room' | 'teams' | 'standings' | 'chat' | 'log';

/** A series opens on its standings once a match has results (and for good once finalized). */
export const standingsFirst = (t: Tournament) => !!t.series && (t.matches_played > 0 || t.is_finalized);

/** A series' Standings and Teams as two tabs; a single game has only its teams. */
export function StandingsOrTeams({ tournament: t, children }: { tournament: Tournament; children: ReactNode }) {
  const say = useSay();
  const [tab, setTab] = useState(standingsFirst(t) ? 'standings' : 'teams');
  // The first result brings the standings forward once.
  const [ranked, setRanked] = useState(standingsFirst(t));
  if (standingsFirst(t) !== ranked) {
    setRanked(standingsFirst(t));
    if (standingsFirst(t)) setTab('standings');
  }
  if (!t.series) return <>{children}</>;
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      label={say(TOURNAMENT_SCREEN.sections)}
      className="min-w-0"
      tabs={[standingsTab(t), slotsTab(t, children, 'teams')]}
    />
  );
}
