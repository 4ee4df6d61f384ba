/**
 * The tabs a tournament's sections share on a phone and in the host console: Slots (or Teams),
 * the Standings of a series, Chat with its count of unread messages, and the activity Log. Each is
 * a tab entry for `Tabs`; below 400 px their icons give way to the words, so four tabs fit a
 * 360 px phone (five with a series' Standings: see `standingsTab`).
 */
import type { ReactNode } from 'react';
import { History, ListOrdered, MessageCircle, Users, type LucideIcon } from 'lucide-react';
import { SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import { lazyComponent } from '../../lib/lazy';
import { ActionLog } from './ActionLog';
import { ChatPanel } from './ChatPanel';
import { isCompactLayout } from './SlotGrid';

export interface SectionTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export function TabLabel({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="flex items-center justify-center gap-1.5">
      <Icon className="size-4 max-[400px]:hidden" aria-hidden /> {children}
    </span>
  );
}

export const slotsTab = (t: Tournament, content: ReactNode, value = 'slots'): SectionTab => ({
  value,
  label: <TabLabel icon={Users}>{isCompactLayout(t) ? 'Slots' : 'Teams'}</TabLabel>,
  content,
});

export const chatTab = (t: Tournament, unread: number): SectionTab => ({
  value: 'chat',
  label: (
    <TabLabel icon={MessageCircle}>
      Chat
      {unread > 0 && (
        <span className="rounded-full bg-accent px-1.5 text-[11px] font-bold text-accent-ink">
          {unread}
          <span className="sr-only"> new</span>
        </span>
      )}
    </TabLabel>
  ),
  content: <ChatPanel tournamentId={t.id} />,
});

export const logTab = (t: Tournament): SectionTab => ({
  value: 'log',
  label: <TabLabel icon={History}>Log</TabLabel>,
  content: <ActionLog tournamentId={t.id} />,
});

// The standings load with the tab: a single game never fetches them.
const SeriesStandings = lazyComponent(() => import('../series/SeriesStandings').then((m) => m.SeriesStandings));

/**
 * The Standings of a series, live (features/series). Among five tabs (`crowded`), a phone under
 * 480 px reads "Table": "Standings" would not fit a fifth of it. (A crowded tab list also drops
 * its icons below 640 px: see PhoneTabs in TournamentView.tsx.)
 */
export const standingsTab = (t: Tournament, crowded = false): SectionTab => ({
  value: 'standings',
  label: (
    <TabLabel icon={ListOrdered}>
      {crowded ? (
        <>
          <span className="max-[480px]:hidden">{SERIES_NOTICE.tab}</span>
          <span className="min-[480px]:hidden">{SERIES_NOTICE.tabShort}</span>
        </>
      ) : (
        SERIES_NOTICE.tab
      )}
    </TabLabel>
  ),
  content: <SeriesStandings tournament={t} />,
});
