/**
 * The tabs a tournament's sections share on a phone and in the host console: Slots (or Teams),
 * the Standings of a series, Chat with its count of unread messages, and the activity Log. Each is
 * a tab entry for `Tabs`; below 400 px their icons give way to the words, so four tabs fit a
 * 360 px phone (five with a series' Standings: see `standingsTab`).
 */
import type { ReactNode } from 'react';
import { History, ListOrdered, MessageCircle, Users, type LucideIcon } from 'lucide-react';
import { PLAY_SCREEN, SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { lazyComponent } from '../../lib/lazy';
import { ActionLog } from './ActionLog';
import { ChatPanel } from './ChatPanel';
import { isCompactLayout } from './SlotGrid';

export interface SectionTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** A catalogue text in the screens' language, for a label built outside a component (a tab's). */
export function Say({ text }: { text: string }) {
  const say = useSay();
  return say(text);
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
  label: (
    <TabLabel icon={Users}>
      <Say text={isCompactLayout(t) ? PLAY_SCREEN.tabs.slots : PLAY_SCREEN.tabs.teams} />
    </TabLabel>
  ),
  content,
});

export const chatTab = (t: Tournament, unread: number): SectionTab => ({
  value: 'chat',
  label: (
    <TabLabel icon={MessageCircle}>
      <Say text={PLAY_SCREEN.tabs.chat} />
      {unread > 0 && (
        <span className="rounded-full bg-accent px-1.5 text-[11px] font-bold text-accent-ink">
          {unread}
          <span className="sr-only">
            {' '}
            <Say text={PLAY_SCREEN.tabs.unread} />
          </span>
        </span>
      )}
    </TabLabel>
  ),
  content: <ChatPanel tournamentId={t.id} />,
});

export const logTab = (t: Tournament): SectionTab => ({
  value: 'log',
  label: (
    <TabLabel icon={History}>
      <Say text={PLAY_SCREEN.tabs.log} />
    </TabLabel>
  ),
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
          <span className="max-[480px]:hidden">
            <Say text={SERIES_NOTICE.tab} />
          </span>
          <span className="min-[480px]:hidden">
            <Say text={SERIES_NOTICE.tabShort} />
          </span>
        </>
      ) : (
        <Say text={SERIES_NOTICE.tab} />
      )}
    </TabLabel>
  ),
  content: <SeriesStandings tournament={t} />,
});
