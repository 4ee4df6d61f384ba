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
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  FALLBACK,
  PLAY_NOTICE,
  SERIES_NOTICE,
  SQUAD_NOTICE,
  TOURNAMENT_SCREEN,
  VALIDATION,
  type Tournament,
} from '@squadhub/shared';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/useMediaQuery';
import { CheckInBar } from '../squads/CheckInBar';
import { InviteJoin } from '../squads/InviteJoin';
import { useSquadActions, useWaitlist, type SquadStep } from '../squads/queries';
import { SquadBar } from '../squads/SquadBar';
import { hasFreeSeat, inviteCodeOf, isShortOfCoinsFor, reservesTeams } from '../squads/squadRules';
import { WaitlistPanel } from '../squads/WaitlistPanel';
import { ActionLog } from '../play/ActionLog';
import { ChatPanel } from '../play/ChatPanel';
import { usePickedSeat } from '../play/pickedSeat';
import { ReportMatchCard } from '../series/ReportMatchCard';
import { RoomDetails } from './RoomDetails';
import { seatName } from './SeatBars';
import { useSlotActions, type SlotPos } from '../play/useSlotActions';
import { PayoutPanel } from '../play/PayoutPanel';
import { WinnersPanel } from '../play/WinnersPanel';
import { PhoneTabs } from './PhoneTabs';
import { StandingsOrTeams } from './StandingsOrTeams';
import { type SquadGrid, TeamsSection } from './TeamsSection';
import { TournamentNotices } from './TournamentNotices';
import { VoidNotices } from './VoidNotices';
import { TournamentSkeleton } from './TournamentSkeleton';
import { TournamentSummary } from './TournamentSummary';

const BuyCoinsDialog = lazyDialog(() => import('../money/BuyCoinsDialog').then((m) => m.BuyCoinsDialog));

/** The tournament once loaded; a skeleton while loading; the reason when it cannot be shown. */
export function TournamentDetails({ detail }: { detail: UseQueryResult<Tournament> }) {
  const say = useSay();
  const t = detail.data;
  if (detail.isError && !t)
    return (
      <p role="alert" className="py-10 text-center text-danger">
        {errorMessage(detail.error, say(FALLBACK.fetchTournamentDetails))}
      </p>
    );
  if (!t) return <TournamentSkeleton />;
  return <TournamentView tournament={t} />;
}

export function TournamentView({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const { user, openAuthDialog } = useAuth();
  const location = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const { insider, entries_open: entriesOpen } = t.viewer;
  // The room area (room card, chat, log) shows to insiders and to every seat: a seat that has not
  // checked in reads there why it holds no code yet (RoomDetails).
  const roomArea = insider || t.viewer.seat != null;
  const seat = usePickedSeat(t);
  const [buyingCoins, setBuyingCoins] = useState(false);
  const [offerPassedShort, setOfferPassedShort] = useState(false);
  const inviteCode = inviteCodeOf(location.search);
  // One set of slot steps for the page: while one runs, every slot and the Leave button wait.
  // A Join without the coins keeps that seat as the player's pick and offers Buy coins at once.
  const actions = useSlotActions(t, {
    onShortOfCoins: (to: SlotPos) => {
      seat.pick(to);
      toast.error(PLAY_NOTICE.seatCosts(say(seatName(to)), t.entry_fee), {
        id: `short-${t.id}`,
        action: { label: say(TOURNAMENT_SCREEN.buyCoins), onClick: () => setBuyingCoins(true) },
      });
    },
  });
  const squad = useSquadActions(t, {
    onShortOfCoins: (step: SquadStep) => {
      if (step.kind === 'accept') setOfferPassedShort(true);
      toast.error(step.kind === 'accept' ? SQUAD_NOTICE.offerPassedShort : VALIDATION.insufficientCoins, {
        id: `short-${t.id}`,
        action: { label: say(TOURNAMENT_SCREEN.buyCoins), onClick: () => setBuyingCoins(true) },
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
      return toast.error(PLAY_NOTICE.seatCosts(say(SERIES_NOTICE.team(team)), t.entry_fee), {
        id: `short-${t.id}`,
        action: { label: say(TOURNAMENT_SCREEN.buyCoins), onClick: () => setBuyingCoins(true) },
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
      <VoidNotices tournament={t} />
      <TournamentNotices
        tournament={t}
        actions={actions}
        picked={seat.picked}
        saidElsewhere={!!inviteCode || !!offer || offerPassedShort}
        onForgetPick={() => seat.pick(null)}
        onBuyCoins={() => setBuyingCoins(true)}
      />
      <CheckInBar tournament={t} busy={squad.running('checkIn')} onCheckIn={() => squad.run({ kind: 'checkIn' })} />
      <ReportMatchCard tournament={t} />
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
      <PayoutPanel tournament={t} />
      <WinnersPanel tournament={t} all />
      {!roomArea ? (
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
            {insider && <ChatPanel tournamentId={t.id} />}
            {(insider || t.is_finalized) && <ActionLog tournamentId={t.id} />}
          </aside>
        </div>
      ) : (
        <PhoneTabs tournament={t} actions={actions} grid={grid} />
      )}
    </div>
  );
}
