/**
 * The host console, /host/:id: one tournament the user manages, compact enough for a
 * small always-on-top window beside the game and OBS (the desktop app opens it in its own window;
 * a browser opens it as this page). The fill bar, the pool, the room code with Send / Update,
 * Stop Entries and Select Winners, the slot board with kick and move (the same confirmations as
 * everywhere), the lobby check (each seat's in-game name and UID, features/play/LobbyCheck.tsx),
 * the chat with a reply box, the activity log, and the overlay address to paste into
 * OBS. Beside them (above them when narrow) the check-in, the squad holds and the waitlist
 * (features/play/HostSquadStatus.tsx). A series opens on its Results tab: the results grid of each
 * match, the live standings and the payout (features/series/). /host without an id lists the
 * tournaments the user hosts.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clipboard, ListOrdered, MonitorPlay } from 'lucide-react';
import clsx from 'clsx';
import { toast } from '../lib/toast';
import {
  ADMIN_SCREEN,
  PAGES_SCREEN,
  PLAY_NOTICE,
  SERIES_NOTICE,
  TOURNAMENT_NOTICE,
  canManage,
  type Tournament,
} from '@squadhub/shared';
import { Badge } from '../components/ui/Badge';
import { Button } from '../components/ui/Button';
import { Tabs } from '../components/ui/Tabs';
import { useAuth } from '../lib/auth';
import { useSay } from '../lib/language';
import { isDesktopApp, shell } from '../lib/shell';
import { AuthDialog } from '../features/accounts/AuthDialog';
import { LoginPrompt } from '../features/accounts/LoginPrompt';
import { CreatorPlayActions } from '../features/tournament/CardPlayExtras';
import { cachedTournament } from '../features/tournament/cachedTournament';
import { useUnreadChat } from '../features/play/ChatPanel';
import { HostSquadStatus } from '../features/play/HostSquadStatus';
import { lobbyTab } from '../features/play/LobbyCheck';
import { useTournamentDetail, useTournamentDetailLive } from '../features/tournaments/queries';
import { RoomDetails } from '../features/tournament/RoomDetails';
import { TabLabel, chatTab, logTab, slotsTab } from '../features/play/sectionTabs';
import { TeamsSection } from '../features/tournament/TeamsSection';
import { TournamentSkeleton } from '../features/tournament/TournamentSkeleton';
import { useSlotActions } from '../features/play/useSlotActions';
import { useMyTournaments } from '../features/tournaments/queries';
import { lazyComponent } from '../lib/lazy';

// Only a series needs them: a single game's console never fetches them.
const SeriesHostPanel = lazyComponent(() =>
  import('../features/series/SeriesHostPanel').then((m) => m.SeriesHostPanel),
);
const SeriesStandingsAside = lazyComponent(
  () => import('../features/series/SeriesHostPanel').then((m) => m.SeriesStandingsAside),
  null,
);

/** The public overlay page of a tournament, for an OBS browser source (no login, no room details). */
export function overlayAddress(tournamentId: string): string {
  const origin = shell.serverUrl || window.location.origin;
  return `${origin}/overlay/tournaments/${encodeURIComponent(tournamentId)}`;
}

export function HostConsolePage() {
  const { id } = useParams();
  const { user, loading } = useAuth();
  const say = useSay();
  return (
    // Narrow beside the game; in a wide browser tab the slot board gets room for whole names.
    <main
      className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-3 p-3 lg:max-w-6xl"
      data-testid="host-console"
    >
      <BackLink tournamentId={id} />
      {!user ? (
        // This screen has no site header: it carries its own login.
        !loading && (
          <>
            <ConsoleHeading />
            <LoginPrompt message={say(PAGES_SCREEN.hostConsole.loginPrompt)} />
            <AuthDialog />
          </>
        )
      ) : id ? (
        <HostedTournament id={id} />
      ) : (
        <HostedList />
      )}
    </main>
  );
}

function HostedTournament({ id }: { id: string }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const say = useSay();
  const detail = useTournamentDetail(id, cachedTournament(client, id));
  const [gone, setGone] = useState(false);
  useTournamentDetailLive(id, () => setGone(true));
  const t = detail.data;
  if (gone) return <Notice>{say(TOURNAMENT_NOTICE.removed)}</Notice>;
  if (detail.isError && !t) return <Notice>{say(PAGES_SCREEN.hostConsole.cannotShow)}</Notice>;
  if (!t) return <TournamentSkeleton />;
  if (!canManage(t, user)) return <Notice>{say(PAGES_SCREEN.hostConsole.notManager)}</Notice>;
  return <Console tournament={t} />;
}

function Console({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const actions = useSlotActions(t);
  const [tab, setTab] = useState<'results' | 'slots' | 'lobby' | 'chat' | 'log'>(t.series ? 'results' : 'slots');
  const unread = useUnreadChat(t.id, tab === 'chat');
  const fill = t.max_players ? Math.round((t.current_players / t.max_players) * 100) : 0;
  // While a series' match is scored, a phone shows the results grid first, the status after it.
  const scoring = !!t.series && t.status === 'live' && !t.is_finalized;
  const copyOverlay = async () => {
    try {
      await navigator.clipboard.writeText(overlayAddress(t.id));
      toast.success(PLAY_NOTICE.overlayCopied);
    } catch {
      toast.error(PLAY_NOTICE.copyOverlay(overlayAddress(t.id)));
    }
  };
  return (
    <>
      <header className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
        <div className="flex items-start justify-between gap-2">
          <h1 className="min-w-0 break-words text-lg font-black leading-tight">{t.title}</h1>
          {t.is_finalized ? (
            <Badge tone="muted">{say(PAGES_SCREEN.hostConsole.finalized)}</Badge>
          ) : t.status === 'live' ? (
            <Badge tone="live">{say(PAGES_SCREEN.hostConsole.live)}</Badge>
          ) : (
            <Badge tone="info">{say(ADMIN_SCREEN.status[t.status])}</Badge>
          )}
        </div>
        <div className="flex items-center justify-between text-sm">
          <span>
            {say(SERIES_NOTICE.players)}{' '}
            <strong className="tabular-nums" data-testid="host-players">
              {t.current_players}/{t.max_players}
            </strong>
          </span>
          <span>
            {say(PAGES_SCREEN.hostConsole.pool)} <strong className="text-gold">{t.prize_pool}</strong>
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-3"
          role="progressbar"
          aria-label={say(PAGES_SCREEN.hostConsole.slotsFilled)}
          aria-valuenow={fill}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${fill}%` }} />
        </div>
        <div className="flex flex-wrap gap-2">
          <CreatorPlayActions tournament={t} size="sm" />
          <Button size="sm" variant="ghost" onClick={() => void copyOverlay()}>
            <Clipboard className="size-4" aria-hidden /> {say(PAGES_SCREEN.hostConsole.copyOverlay)}
          </Button>
        </div>
      </header>
      {t.room_code && <RoomDetails tournament={t} compact />}
      {/* Wide: the live status keeps its column whichever tab is open. */}
      <div className="flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className={clsx('flex flex-col gap-3 lg:sticky lg:top-3 lg:order-2', scoring && 'order-2')}>
          <HostSquadStatus tournament={t} />
          {/* Wide, a series' standings stay beside the results grid (narrow, they follow it in its tab). */}
          {t.series && <SeriesStandingsAside tournament={t} className="max-lg:hidden" />}
        </div>
        <Tabs
          value={tab}
          onValueChange={(v) => setTab(v as typeof tab)}
          label={say(PAGES_SCREEN.hostConsole.sections)}
          className="min-w-0"
          tabs={[
            ...(t.series
              ? [
                  {
                    value: 'results',
                    label: <TabLabel icon={ListOrdered}>{say(PAGES_SCREEN.hostConsole.results)}</TabLabel>,
                    content: <SeriesHostPanel tournament={t} />,
                  },
                ]
              : []),
            slotsTab(t, <TeamsSection tournament={t} actions={actions} />),
            lobbyTab(t),
            chatTab(t, unread),
            logTab(t),
          ]}
        />
      </div>
    </>
  );
}

/**
 * The way back in a browser tab: to the tournament's page, or to the dashboard from the list. The
 * desktop app shows the console in a window of its own beside the main one, which needs none.
 */
function BackLink({ tournamentId }: { tournamentId?: string }) {
  const say = useSay();
  if (isDesktopApp) return null;
  return (
    <Link
      to={tournamentId ? `/tournaments/${tournamentId}` : '/'}
      className="flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-text"
    >
      <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden />{' '}
      {say(tournamentId ? PAGES_SCREEN.hostConsole.tournamentPage : PAGES_SCREEN.hostConsole.allTournaments)}
    </Link>
  );
}

function ConsoleHeading() {
  const say = useSay();
  return (
    <h1 className="flex items-center gap-2 text-lg font-black">
      <MonitorPlay className="size-5 text-accent" aria-hidden /> {say(PAGES_SCREEN.hostConsole.heading)}
    </h1>
  );
}

/** The tournaments this user hosts, to pick one. */
function HostedList() {
  const say = useSay();
  const mine = useMyTournaments();
  const hosted = (mine.data ?? []).filter((t) => t.viewer.can_manage);
  return (
    <section className="flex flex-col gap-2">
      <ConsoleHeading />
      {mine.isPending ? (
        <TournamentSkeleton />
      ) : hosted.length === 0 ? (
        <Notice>{say(PAGES_SCREEN.hostConsole.noneHosted)}</Notice>
      ) : (
        <ul className="flex flex-col gap-2">
          {hosted.map((t) => (
            <li key={t.id}>
              <Link
                to={`/host/${t.id}`}
                className="flex items-center justify-between rounded-xl border border-border bg-surface-2 px-3 py-2 hover:border-accent"
              >
                <span className="min-w-0 truncate font-semibold">{t.title}</span>
                <span className="shrink-0 text-sm tabular-nums text-muted">
                  {t.current_players}/{t.max_players}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-border bg-surface-2 p-4 text-sm text-muted">{children}</p>;
}
