/**
 * One tournament (docs/product/screens.md#tournament-view), as both the tournament page and the tournament modal show
 * it: the summary (status, fee, pool, players, start, rules, stream, share), the viewer's seat,
 * the winners, the teams and slots, the room details and the chat, and the creator's tools
 * (room code, stop entries, winners, kick, move, swap). Everything updates live from the socket.
 *
 * On phones (< 768 px) those who may see the room (participants, the creator, admins) get tabs,
 * Room / Teams / Chat / Log, with Room chosen as soon as a room code exists: a player switching over
 * from the game finds the code at the top instead of below a hundred slots. Wider screens show
 * the room and the chat beside the slots.
 *
 * Squads, check-in and the waitlist (features/squads) add their bars above the slots: a seat
 * offered from the waitlist first, then the squad invite the page was opened with, the own seat
 * with its check-in, and the captain's hold or "Reserve team".
 *
 * A series (docs/product/series.md) adds a Standings tab beside the slots, on every screen size
 * and for every viewer; it is the first one shown once a match has results.
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardCheck, Coins, KeyRound, ListOrdered, Lock, Trophy, Users } from 'lucide-react';
import { toast } from 'sonner';
import clsx from 'clsx';
import { FALLBACK, PLAY_NOTICE, SERIES_NOTICE, SQUAD_NOTICE, VALIDATION, type Tournament } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Spinner';
import { Tabs } from '../../components/ui/Tabs';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { lazyDialog } from '../../lib/lazy';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/useMediaQuery';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { LiveStreamLink } from './LiveStreamLink';
import { RulesButton } from './RulesButton';
import { StartCountdown } from './StartCountdown';
import { CheckInBar } from '../squads/CheckInBar';
import { InviteJoin } from '../squads/InviteJoin';
import { useSquadActions, useWaitlist, type SquadStep } from '../squads/queries';
import { SquadBar } from '../squads/SquadBar';
import { formatClock, hasFreeSeat, inviteCodeOf, isShortOfCoinsFor, reservesTeams } from '../squads/squadRules';
import { WaitlistCount } from '../squads/WaitlistCount';
import { WaitlistPanel } from '../squads/WaitlistPanel';
import { ActionLog } from '../play/ActionLog';
import { chatTab, logTab, slotsTab, standingsTab, TabLabel } from '../play/sectionTabs';
import { CreatorPlayActions } from './CardPlayExtras';
import { HostTools } from '../play/HostTools';
import { ChatPanel, useUnreadChat } from '../play/ChatPanel';
import { usePickedSeat } from '../play/pickedSeat';
import { RoomDetails } from './RoomDetails';
import { roomAwaitsCheckIn } from '../tournaments/seat';
import { ShareTournamentButton } from './ShareTournamentButton';
import { OwnSeatBar, PickedSeatBar, seatName, SelectionBar } from './SeatBars';
import { SlotGrid } from '../play/SlotGrid';
import { useSlotActions, type SelectedPlayer, type SlotPos } from '../play/useSlotActions';
import { WinnersPanel } from '../play/WinnersPanel';

const BuyCoinsDialog = lazyDialog(() => import('../money/BuyCoinsDialog').then((m) => m.BuyCoinsDialog));

/** The tournament once loaded; a skeleton while loading; the reason when it cannot be shown. */
export function TournamentDetails({ detail }: { detail: UseQueryResult<Tournament> }) {
  const t = detail.data;
  if (detail.isError && !t)
    return (
      <p role="alert" className="py-10 text-center text-danger">
        {errorMessage(detail.error, FALLBACK.fetchTournamentDetails)}
      </p>
    );
  if (!t) return <TournamentSkeleton />;
  return <TournamentView tournament={t} />;
}

export function TournamentView({ tournament: t }: { tournament: Tournament }) {
  const { user, openAuthDialog } = useAuth();
  const location = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const { insider, entries_open: entriesOpen } = t.viewer;
  const seat = usePickedSeat(t);
  const [buyingCoins, setBuyingCoins] = useState(false);
  const [offerPassedShort, setOfferPassedShort] = useState(false);
  const inviteCode = inviteCodeOf(location.search);
  // One set of slot steps for the page: while one runs, every slot and the Leave button wait.
  // A Join without the coins keeps that seat as the player's pick and offers Buy coins at once.
  const actions = useSlotActions(t, {
    onShortOfCoins: (to: SlotPos) => {
      seat.pick(to);
      toast.error(PLAY_NOTICE.seatCosts(seatName(to), t.entry_fee), {
        id: `short-${t.id}`,
        action: { label: 'Buy coins', onClick: () => setBuyingCoins(true) },
      });
    },
  });
  const squad = useSquadActions(t, {
    onShortOfCoins: (step: SquadStep) => {
      if (step.kind === 'accept') setOfferPassedShort(true);
      toast.error(step.kind === 'accept' ? SQUAD_NOTICE.offerPassedShort : VALIDATION.insufficientCoins, {
        id: `short-${t.id}`,
        action: { label: 'Buy coins', onClick: () => setBuyingCoins(true) },
      });
    },
  });
  const seated = t.viewer.seat != null;
  // The queue is read only by a player who could stand in it: no seat, entries open, and no seat
  // free to take (or others already waiting, who may include them).
  const waitlistShown = !!user && !seated && entriesOpen && t.teams.length > 0;
  const noFreeSeat = t.teams.length > 0 && !hasFreeSeat(t);
  const waitlist = useWaitlist(t, waitlistShown && (noFreeSeat || t.waitlist_count > 0));
  const offer = waitlistShown ? (waitlist.data?.offer ?? null) : null;
  const reserve = (team: number) => {
    if (!user) return openAuthDialog('login');
    if (isShortOfCoinsFor(t, user.coin_balance))
      return toast.error(PLAY_NOTICE.seatCosts(`Team ${team}`, t.entry_fee), {
        id: `short-${t.id}`,
        action: { label: 'Buy coins', onClick: () => setBuyingCoins(true) },
      });
    setOfferPassedShort(false);
    squad.run({ kind: 'reserve', team });
  };
  const grid: SquadGrid = {
    offer: offer && { team: offer.team_number, slot: offer.slot_index },
    onAcceptOffer: () => squad.run({ kind: 'accept' }),
    onReserve: user && !seated && !inviteCode && reservesTeams(t) ? reserve : undefined,
  };
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="tournament-view">
      <TournamentSummary tournament={t} />
      {waitlistShown && (
        <WaitlistPanel
          tournament={t}
          waitlist={waitlist.data}
          canJoin={noFreeSeat}
          actions={squad}
          passedShort={offerPassedShort}
          onBuyCoins={() => setBuyingCoins(true)}
          onDismissShort={() => setOfferPassedShort(false)}
        />
      )}
      {inviteCode && (
        <InviteJoin tournament={t} code={inviteCode} actions={squad} onBuyCoins={() => setBuyingCoins(true)} />
      )}
      <TournamentNotices
        tournament={t}
        actions={actions}
        picked={seat.picked}
        saidElsewhere={!!inviteCode || !!offer || offerPassedShort}
        onForgetPick={() => seat.pick(null)}
        onBuyCoins={() => setBuyingCoins(true)}
      />
      <CheckInBar tournament={t} busy={squad.running('checkIn')} onCheckIn={() => squad.run({ kind: 'checkIn' })} />
      {/* An invited player joins their squad: no other team is offered to them meanwhile. */}
      {(!inviteCode || seated) && <SquadBar tournament={t} actions={squad} onReserve={reserve} />}
      {/* The checkout returns here (see PaymentReturnHandler), where the pick (or the invite) waits. */}
      {buyingCoins && (
        <BuyCoinsDialog
          open
          onOpenChange={setBuyingCoins}
          returnTo={`/tournaments/${t.id}${inviteCode ? location.search : ''}`}
        />
      )}
      <WinnersPanel tournament={t} all />
      {!insider ? (
        <>
          <StandingsOrTeams tournament={t}>
            <TeamsSection tournament={t} actions={actions} picked={seat.picked} {...grid} />
          </StandingsOrTeams>
          {/* The log is public once the tournament is finalized ("were the prizes paid"). */}
          {t.is_finalized && <ActionLog tournamentId={t.id} />}
        </>
      ) : wide ? (
        <div className="grid gap-4 md:grid-cols-[1fr_18rem] lg:grid-cols-[1fr_20rem]">
          <StandingsOrTeams tournament={t}>
            <TeamsSection tournament={t} actions={actions} picked={seat.picked} {...grid} />
          </StandingsOrTeams>
          <aside className="flex min-w-0 flex-col gap-3">
            <RoomDetails tournament={t} />
            <ChatPanel tournamentId={t.id} />
            <ActionLog tournamentId={t.id} />
          </aside>
        </div>
      ) : (
        <PhoneTabs tournament={t} actions={actions} grid={grid} />
      )}
    </div>
  );
}

type Tab = 'room' | 'teams' | 'standings' | 'chat' | 'log';

/** A series opens on its standings once a match has results (and for good once finalized). */
const standingsFirst = (t: Tournament) => !!t.series && (t.matches_played > 0 || t.is_finalized);

/** A series' Standings and Teams as two tabs; a single game has only its teams. */
function StandingsOrTeams({ tournament: t, children }: { tournament: Tournament; children: ReactNode }) {
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
      label="Tournament sections"
      className="min-w-0"
      tabs={[standingsTab(t), slotsTab(t, children, 'teams')]}
    />
  );
}
export type SlotActions = ReturnType<typeof useSlotActions>;

/** What squads add to the slot grid: the viewer's waitlist offer and reserving a team. */
interface SquadGrid {
  offer?: SlotPos | null;
  onAcceptOffer?: () => void;
  onReserve?: (team: number) => void;
}

function PhoneTabs({
  tournament: t,
  actions,
  grid,
}: {
  tournament: Tournament;
  actions: SlotActions;
  grid: SquadGrid;
}) {
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
      label="Tournament sections"
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
                Room
                {/* Only when this viewer sees the code: a seat not checked in yet gets no dot for an empty tab. */}
                {t.room_code && (
                  <span className="absolute -right-2 top-0 size-1.5 rounded-full bg-live" aria-label="(room ready)" />
                )}
              </span>
            </TabLabel>
          ),
          content: t.room_code ? (
            <RoomDetails tournament={t} />
          ) : (
            <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
              {checkInBy
                ? PLAY_NOTICE.roomForCheckedIn(formatClock(checkInBy))
                : 'No room code yet. It appears here, with an alert, as soon as the creator sends it.'}
            </p>
          ),
        },
        slotsTab(t, <TeamsSection tournament={t} actions={actions} {...grid} />, 'teams'),
        ...(t.series ? [standingsTab(t, true)] : []),
        chatTab(t, unread),
        logTab(t),
      ]}
    />
  );
}

/** Status, fee, pool, players, start, and the links and tools that apply to this viewer. */
function TournamentSummary({ tournament: t }: { tournament: Tournament }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {t.is_finalized ? (
          <Badge tone="muted">Finalized</Badge>
        ) : t.status === 'live' ? (
          <Badge tone="live">Live</Badge>
        ) : (
          <Badge tone="info">{t.status}</Badge>
        )}
        {t.entries_stopped && !t.is_finalized && (
          <Badge tone="muted">
            <Lock className="size-3" aria-hidden /> Entries closed
          </Badge>
        )}
        <span className="flex items-center gap-1 text-sm">
          <Coins className="size-4 text-gold" aria-hidden /> Entry <strong>{t.entry_fee}</strong>
        </span>
        <span className="flex items-center gap-1 text-sm">
          <Trophy className="size-4 text-gold" aria-hidden /> Pool{' '}
          <strong className="text-gold" data-testid="modal-prize-pool">
            {t.prize_pool}
          </strong>
        </span>
        <span className="flex items-center gap-1 text-sm">
          <Users className="size-4 text-muted" aria-hidden /> Players{' '}
          <strong className="tabular-nums" data-testid="modal-players">
            {t.current_players}/{t.max_players}
          </strong>
        </span>
        {t.series && (
          <span className="flex items-center gap-1 text-sm" data-testid="series-summary">
            <ListOrdered className="size-4 text-accent" aria-hidden />
            {SERIES_NOTICE.summary(t.series.matches, t.matches_played)}
          </span>
        )}
        {!t.is_finalized && <WaitlistCount count={t.waitlist_count} />}
        {t.check_in_minutes > 0 && t.start_type === 'scheduled' && !t.is_finalized && (
          <span className="flex items-center gap-1 text-sm text-muted" data-testid="check-in-info">
            <ClipboardCheck className="size-4" aria-hidden /> Check-in {t.check_in_minutes} min before
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <div className="mr-auto">
          <StartCountdown tournament={t} />
        </div>
        <RulesButton title={t.title} rules={t.rules} />
        <LiveStreamLink url={t.tiktok_link} />
        <ShareTournamentButton tournament={t} />
      </div>
      <div className="flex flex-wrap gap-2 empty:hidden">
        <CreatorPlayActions tournament={t} size="sm" />
        <HostTools tournament={t} />
      </div>
    </div>
  );
}

/**
 * Why the viewer cannot join (logged out, short of coins, entries closed) with the way forward
 * (Log in, Buy coins), the seat they picked, and their own seat.
 */
function TournamentNotices({
  tournament: t,
  actions,
  picked,
  saidElsewhere,
  onForgetPick,
  onBuyCoins,
}: {
  tournament: Tournament;
  actions: SlotActions;
  picked: SlotPos | null;
  /** A squad invite or a waitlist offer has its own panel: it says all of this for the viewer. */
  saidElsewhere: boolean;
  onForgetPick: () => void;
  onBuyCoins: () => void;
}) {
  const { user, loading } = useAuth();
  const { entries_open: open, seat, can_manage: manager } = t.viewer;
  const seated = seat != null;
  // A manager sits in no seat to run it: never told they are short of coins.
  const short = !!user && !manager && !seated && user.coin_balance < t.entry_fee && !saidElsewhere;
  return (
    <>
      {!user && !loading && open && !saidElsewhere && <LoginPrompt message={`${VALIDATION.loginToJoin}.`} />}
      {user && open && picked && (
        <PickedSeatBar
          tournament={t}
          picked={picked}
          balance={user.coin_balance}
          busy={actions.pending}
          onBuyCoins={onBuyCoins}
          onJoin={() => actions.takeSlot(picked)}
          onDismiss={onForgetPick}
        />
      )}
      {short && open && !picked && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          <p className="min-w-0 flex-1 basis-52">
            {VALIDATION.insufficientCoins}: this tournament costs {t.entry_fee} coins and you have {user?.coin_balance}.
          </p>
          <Button size="sm" onClick={onBuyCoins}>
            <Coins className="size-4" aria-hidden /> Buy coins
          </Button>
        </div>
      )}
      {!open && !t.is_finalized && !seated && (
        <p className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          Entries are closed: this tournament is view-only.
        </p>
      )}
      <OwnSeatBar tournament={t} busy={actions.pending} onLeave={actions.leave} />
    </>
  );
}

/** The slots, with the manager's selection bar and kick confirmation. */
export function TeamsSection({
  tournament: t,
  actions,
  picked = null,
  offer = null,
  onAcceptOffer,
  onReserve,
}: {
  tournament: Tournament;
  actions: SlotActions;
  picked?: SlotPos | null;
} & SquadGrid) {
  const { user } = useAuth();
  const [selected, setSelected] = useState<SelectedPlayer | null>(null);
  const [kickTarget, setKickTarget] = useState<SelectedPlayer | null>(null);
  // A seated player's tap on another empty slot moves their seat: asked first, so a stray tap
  // while scrolling the grid cannot. A join stays one tap (players race for seats).
  const [switchTo, setSwitchTo] = useState<SlotPos | null>(null);
  const manager = t.viewer.can_manage;
  const own = t.viewer.seat && { team: t.viewer.seat.team_number, slot: t.viewer.seat.slot_index };
  // A visitor's tap on an empty slot asks them to log in (useSlotActions), while entries are open.
  const canTake = t.viewer.can_take_seat || (!user && t.viewer.entries_open);
  // The card's summary has no teams: the slots follow once the full view arrives.
  if (!t.teams.length) return <SlotsSkeleton />;
  return (
    <section aria-label="Teams and slots" className="flex min-w-0 flex-col gap-3">
      {/* Under the page's h1 (or the dialog's h2 title): the teams' own headings are h3. */}
      <h2 className="sr-only">Teams and slots</h2>
      {manager && selected && (
        <SelectionBar selected={selected} onKick={() => setKickTarget(selected)} onCancel={() => setSelected(null)} />
      )}
      {manager && !selected && <p className="text-xs text-muted">Tip: click a player to kick, move or swap them.</p>}
      <SlotGrid
        tournament={t}
        userId={user?.id}
        canManage={manager}
        canTake={canTake}
        busy={actions.pending}
        selected={selected}
        picked={picked}
        offer={offer}
        onAcceptOffer={onAcceptOffer}
        onReserve={onReserve}
        onTake={(to) => (own ? setSwitchTo(to) : actions.takeSlot(to))}
        onSelect={setSelected}
        onMove={actions.move}
        onSwap={actions.swap}
      />
      {own && switchTo && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setSwitchTo(null)}
          title="Switch seat?"
          message={
            <>
              Move from <strong className="whitespace-nowrap">{seatName(own)}</strong> to{' '}
              <strong className="whitespace-nowrap">{seatName(switchTo)}</strong>? It costs nothing; your old seat
              becomes free for anyone.
            </>
          }
          confirmLabel="Switch"
          onConfirm={() => {
            actions.takeSlot(switchTo);
            setSwitchTo(null);
          }}
        />
      )}
      {kickTarget && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setKickTarget(null)}
          title="Kick player"
          message={VALIDATION.kickConfirm(kickTarget.name)}
          confirmLabel="Kick"
          danger
          loading={actions.pending}
          onConfirm={() => {
            void actions
              .kick(kickTarget, kickTarget.name)
              .catch(() => {})
              .finally(() => {
                setKickTarget(null);
                setSelected(null);
              });
          }}
        />
      )}
    </section>
  );
}

function SlotsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" role="status" aria-busy aria-label="Loading slots">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

export function TournamentSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy aria-label="Loading tournament">
      <Skeleton className="h-8 w-2/3" />
      <SlotsSkeleton />
    </div>
  );
}
