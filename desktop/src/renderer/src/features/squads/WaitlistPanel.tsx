/**
 * The waitlist (docs/product/squads.md#the-waitlist) for a player without a seat. While no seat is
 * free to take (every empty slot held, or none left) they may wait in line; waiting, they see their
 * place and may leave. A seat that frees is offered to the first in line for a few minutes: the
 * offer panel stays on top of the page with a live countdown, "Take it" (the entry fee is paid
 * then) and "Pass". Too few coins when taking it: the server passes the seat on, and the panel
 * says so with the way to Buy coins.
 */
import { Coins, Hourglass, LogOut, Ticket, UserPlus, X } from 'lucide-react';
import { SQUAD_NOTICE, SQUADS_SCREEN, TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useNow } from '../../components/ui/useNow';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import type { useSquadActions, Waitlist } from './queries';
import { formatSeconds, secondsLeft } from './squadRules';

type SquadActions = ReturnType<typeof useSquadActions>;

export function WaitlistPanel({
  tournament: t,
  waitlist,
  canJoin,
  actions,
  passedShort,
  onBuyCoins,
  onDismissShort,
}: {
  tournament: Tournament;
  waitlist: Waitlist | undefined;
  /** No seat is free to take and entries are open: joining the line makes sense. */
  canJoin: boolean;
  actions: SquadActions;
  /** The last Take it failed for want of coins (the seat went on). */
  passedShort: boolean;
  onBuyCoins: () => void;
  onDismissShort: () => void;
}) {
  const say = useSay();
  const offer = waitlist?.offer ?? null;
  const waiting = waitlist?.position != null;
  return (
    <>
      {passedShort && !offer && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          <p className="min-w-0 flex-1 basis-52">{say(SQUAD_NOTICE.offerPassedShort)}</p>
          <div className="flex shrink-0 items-center gap-1">
            <Button size="sm" onClick={onBuyCoins}>
              <Coins className="size-4" aria-hidden /> {say(TOURNAMENT_SCREEN.buyCoins)}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={onDismissShort}
              aria-label={say(SQUADS_SCREEN.dismiss)}
              className="px-2"
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      )}
      {offer ? (
        <OfferPanel tournament={t} offer={offer} actions={actions} onBuyCoins={onBuyCoins} />
      ) : waiting ? (
        <div
          data-testid="waitlist"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-pending/50 bg-pending/10 px-3 py-2 text-sm"
        >
          <span
            className="flex min-w-0 flex-1 basis-52 items-center gap-1.5 font-semibold text-pending"
            data-testid="waitlist-position"
          >
            <Hourglass className="size-4 shrink-0" aria-hidden />
            {say(SQUAD_NOTICE.waitlistPosition(waitlist.position!, waitlist.count))}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => actions.run({ kind: 'leaveWaitlist' })}
            loading={actions.running('leaveWaitlist')}
            disabled={actions.pending}
          >
            <LogOut className="rtl:-scale-x-100 size-4" aria-hidden /> {say(SQUAD_NOTICE.leaveWaitlist)}
          </Button>
        </div>
      ) : canJoin ? (
        <div
          data-testid="waitlist"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm"
        >
          <p className="min-w-0 flex-1 basis-52 text-muted">
            {say(SQUAD_NOTICE.waitlistFull)}
            {t.waitlist_count > 0 && (
              <strong className="text-text"> ({say(SQUAD_NOTICE.waitlistCount(t.waitlist_count))})</strong>
            )}
          </p>
          <Button
            size="sm"
            onClick={() => actions.run({ kind: 'joinWaitlist' })}
            loading={actions.running('joinWaitlist')}
            disabled={actions.pending}
            className="max-sm:w-full"
          >
            <UserPlus className="size-4" aria-hidden /> {say(SQUAD_NOTICE.joinWaitlist)}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The seat offered: where, how long it stays theirs, Take it and Pass. */
function OfferPanel({
  tournament: t,
  offer,
  actions,
  onBuyCoins,
}: {
  tournament: Tournament;
  offer: NonNullable<Waitlist['offer']>;
  actions: SquadActions;
  onBuyCoins: () => void;
}) {
  const say = useSay();
  const { user } = useAuth();
  const now = useNow(1_000);
  const left = secondsLeft(offer.expires_at, now);
  const short = !!user && user.coin_balance < t.entry_fee;
  const headingId = `offer-${t.id}`;
  return (
    // A region, not an alert: the toast of the offer already announced it, and the countdown
    // below would be read out every second.
    <section
      aria-labelledby={headingId}
      data-testid="waitlist-offer"
      className="sticky top-[var(--sticky-top,0px)] z-20 flex flex-col gap-2.5 rounded-xl border-2 border-accent bg-surface p-3 text-sm shadow-[0_0_0_3px] shadow-accent/25"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="flex min-w-0 flex-1 items-center gap-1.5 text-base font-bold text-accent">
          <Ticket className="size-5 shrink-0" aria-hidden />
          {say(SQUAD_NOTICE.offer(offer.team_number, offer.slot_index + 1))}
        </h2>
        <span
          className="shrink-0 rounded-md bg-accent/15 px-2 py-0.5 font-bold tabular-nums text-accent"
          data-testid="offer-countdown"
        >
          {say(SQUAD_NOTICE.offerEndsIn(formatSeconds(left)))}
        </span>
      </div>
      {short && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-danger">
          <span className="min-w-0 flex-1 basis-52">
            {say(TOURNAMENT_SCREEN.costsYouHave(t.entry_fee, user.coin_balance))}
          </span>
          <Button size="sm" variant="secondary" onClick={onBuyCoins}>
            <Coins className="size-4" aria-hidden /> {say(TOURNAMENT_SCREEN.buyCoins)}
          </Button>
        </p>
      )}
      <div className="flex gap-2">
        <Button
          size="lg"
          className="flex-1 sm:flex-none sm:min-w-56"
          onClick={() => actions.run({ kind: 'accept' })}
          loading={actions.running('accept')}
          disabled={actions.pending || left === 0}
        >
          {say(SQUAD_NOTICE.offerAccept(t.entry_fee))}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => actions.run({ kind: 'decline' })}
          loading={actions.running('decline')}
          disabled={actions.pending || left === 0}
        >
          {say(SQUAD_NOTICE.offerDecline)}
        </Button>
      </div>
    </section>
  );
}
