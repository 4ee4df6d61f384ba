/** On phones, Room / Teams / Chat / Log for those inside the room (see TournamentView.tsx). */
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import clsx from 'clsx';
import { PLAY_NOTICE, TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { Tabs } from '../../components/ui/Tabs';
import { useSay } from '../../lib/language';
import { formatClock } from '../squads/squadRules';
import { chatTab, logTab, slotsTab, standingsTab, TabLabel } from '../play/sectionTabs';
import { useUnreadChat } from '../play/ChatPanel';
import { RoomDetails } from './RoomDetails';
import { roomAwaitsCheckIn } from '../tournaments/seat';
import { type Tab, standingsFirst } from './StandingsOrTeams';
import { type SlotActions, type SquadGrid, TeamsSection } from './TeamsSection';

export function PhoneTabs({
  tournament: t,
  actions,
  grid,
}: {
  tournament: Tournament;
  actions: SlotActions;
  grid: SquadGrid;
}) {
  const say = useSay();
  const [tab, setTab] = useState<Tab>(
    t.series && t.is_finalized ? 'standings' : t.room_code ? 'room' : standingsFirst(t) ? 'standings' : 'teams',
  );
  // A room code that arrives while the page is open brings the Room tab forward once.
  const [knownCode, setKnownCode] = useState(t.room_code);
  if (t.room_code !== knownCode) {
    setKnownCode(t.room_code);
    if (t.room_code) setTab('room');
  }
  const unread = useUnreadChat(t.id, tab === 'chat');
  const checkInBy = roomAwaitsCheckIn(t);
  return (
    <Tabs
      value={tab}
      onValueChange={(v) => setTab(v as Tab)}
      label={say(TOURNAMENT_SCREEN.sections)}
      // Five tabs for a series: the icons give way to the words on any phone.
      listClassName={clsx(
        'sticky top-[var(--sticky-top,0px)] z-10 mb-3 shadow-lg shadow-bg/60',
        t.series && 'max-sm:[&_svg]:hidden',
      )}
      tabs={[
        {
          value: 'room',
          label: (
            <TabLabel icon={KeyRound}>
              {/* The dot hangs off the word: among five tabs on a 360 px phone it would not fit beside it. */}
              <span className="relative">
                {say(TOURNAMENT_SCREEN.phoneTabs.room)}
                {/* Only when this viewer sees the code: a seat not checked in yet gets no dot for an empty tab. */}
                {t.room_code && (
                  <span
                    className="absolute -end-2 top-0 size-1.5 rounded-full bg-live"
                    aria-label={say(TOURNAMENT_SCREEN.phoneTabs.roomReady)}
                  />
                )}
              </span>
            </TabLabel>
          ),
          content: t.room_code ? (
            <RoomDetails tournament={t} />
          ) : (
            <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
              {say(
                checkInBy
                  ? PLAY_NOTICE.roomForCheckedIn(formatClock(checkInBy))
                  : TOURNAMENT_SCREEN.phoneTabs.noRoomCode,
              )}
            </p>
          ),
        },
        slotsTab(t, <TeamsSection tournament={t} actions={actions} {...grid} />, 'teams'),
        ...(t.series ? [standingsTab(t, true)] : []),
        // The chat is the room's insiders' (a seat that has not checked in is not one yet); the log
        // too, until the tournament is finalized and it is public.
        ...(t.viewer.insider ? [chatTab(t, unread)] : []),
        ...(t.viewer.insider || t.is_finalized ? [logTab(t)] : []),
      ]}
    />
  );
}
