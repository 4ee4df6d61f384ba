/** The bars above one tournament's slots: a waitlist offer, a squad invite, the own seat and its check-in, the captain's hold. */
import { Coins } from 'lucide-react';
import { TOURNAMENT_SCREEN, lacksGameIdentity, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { GameIdentityForm } from '../accounts/GameIdentityForm';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { OwnSeatBar, PickedSeatBar } from './SeatBars';
import { type SlotPos } from '../play/useSlotActions';
import { type SlotActions } from './TeamsSection';

/**
 * Why the viewer cannot join (logged out, no game identity where one is required, short of coins,
 * entries closed) with the way forward (Log in, the identity form in place, Buy coins), the seat
 * they picked, and their own seat.
 */
export function TournamentNotices({
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
  const say = useSay();
  const text = TOURNAMENT_SCREEN.notices;
  const { user, loading } = useAuth();
  const { entries_open: open, seat, can_manage: manager } = t.viewer;
  const seated = seat != null;
  // A manager sits in no seat to run it: never told they are short of coins.
  const short = !!user && !manager && !seated && user.coin_balance < t.entry_fee && !saidElsewhere;
  const needsIdentity = !!user && open && !seated && lacksGameIdentity(t, user);
  return (
    <>
      {!user && !loading && open && !saidElsewhere && <LoginPrompt message={say(text.loginToJoin)} />}
      {needsIdentity && (
        <div
          role="region"
          aria-label={say(text.gameIdentity)}
          className="flex flex-col gap-2 rounded-lg border border-accent/40 bg-accent/10 px-3 py-3 text-sm"
          data-testid="game-identity-needed"
        >
          <p className="font-medium">{say(text.gameIdentityRequired)}</p>
          <GameIdentityForm />
        </div>
      )}
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
          <p className="min-w-0 flex-1 basis-52">{say(text.shortOfCoins(t.entry_fee, user?.coin_balance ?? 0))}</p>
          <Button size="sm" onClick={onBuyCoins}>
            <Coins className="size-4" aria-hidden /> {say(TOURNAMENT_SCREEN.buyCoins)}
          </Button>
        </div>
      )}
      {!open && !t.is_finalized && !seated && (
        <p className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          {say(text.viewOnly)}
        </p>
      )}
      <OwnSeatBar tournament={t} busy={actions.pending} onLeave={actions.leave} />
    </>
  );
}
