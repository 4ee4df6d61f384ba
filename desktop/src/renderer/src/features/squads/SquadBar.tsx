/**
 * Squads above the slot grid (docs/product/squads.md#reserving-a-team). A player without a seat
 * in a duo, trio or squad tournament gets "Reserve team" for the first empty team: they take its
 * first slot (paying their own fee, shown on the button as on Join) and the rest is held for their squad, who join with the link
 * the captain shares. The captain then gets their hold: until when, Share invite (the link kept in
 * this browser), the code itself to read out (InviteCode.tsx), New invite link (the old one stops
 * working) and Release hold. A player without a seat can type a squad's code in instead.
 */
import { useState } from 'react';
import { Link2, Lock, Share2, Unlock, Users } from 'lucide-react';
import { SQUAD_NOTICE, SQUADS_SCREEN, type Team, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { EntryFee } from '../../components/ui/EntryFee';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { useNow } from '../../components/ui/useNow';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { HaveInviteCode, InviteCodeCard } from './InviteCode';
import { readInvite } from './inviteStore';
import type { useSquadActions } from './queries';
import { shareInvite } from './share';
import { captainsTeam, firstReservableTeam, formatClock, inviteCodeOf, reservesTeams } from './squadRules';

type SquadActions = ReturnType<typeof useSquadActions>;

export function SquadBar({
  tournament: t,
  actions,
  onReserve,
}: {
  tournament: Tournament;
  actions: SquadActions;
  /** Reserve this team (the caller checks the coins first). */
  onReserve: (team: number) => void;
}) {
  const say = useSay();
  const { user } = useAuth();
  const own = user ? captainsTeam(t, user.username) : null;
  if (own) return <CaptainBar tournament={t} team={own} actions={actions} />;
  if (t.user_team_number != null || !reservesTeams(t)) return null;
  const team = user ? firstReservableTeam(t) : null;
  // A squad's code typed in: for visitors too, who log in on the invite panel it opens.
  if (!team) return <HaveInviteCode />;
  return (
    <>
      <div
        data-testid="reserve-bar"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm"
      >
        <p className="flex min-w-0 flex-1 basis-52 items-start gap-1.5 text-muted">
          <Users className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          {say(SQUAD_NOTICE.reserveHint(team.team_number))}
        </p>
        <Button
          size="sm"
          onClick={() => onReserve(team.team_number)}
          loading={actions.running('reserve')}
          disabled={actions.pending}
          className="max-sm:w-full"
        >
          <Lock className="size-4" aria-hidden /> {say(SQUAD_NOTICE.reserve)} <EntryFee fee={t.entry_fee} />
        </Button>
      </div>
      <HaveInviteCode />
    </>
  );
}

/** The captain's hold: until when, how full, and the invite. */
function CaptainBar({ tournament: t, team, actions }: { tournament: Tournament; team: Team; actions: SquadActions }) {
  const say = useSay();
  const now = useNow(30_000);
  const [releasing, setReleasing] = useState(false);
  const invite = readInvite(t.id, now);
  const link = invite?.team === team.team_number ? invite.url : null;
  const code = link ? inviteCodeOf(new URL(link).search) : null;
  const taken = team.slots.filter((s) => s.player_id).length;
  // A full squad needs no invite and has nothing left to hold: the bar only says so.
  const complete = taken === team.slots.length;
  return (
    <div
      data-testid="squad-hold"
      className="flex flex-col gap-2 rounded-xl border border-accent/50 bg-accent/5 px-3 py-2.5 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex min-w-0 items-center gap-1.5 font-semibold text-accent">
          <Users className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            {say(SQUADS_SCREEN.teamSquad(team.team_number, team.captain_username ?? ''))}
          </span>
        </span>
        <span className="ms-auto shrink-0 text-xs font-bold tabular-nums text-muted">
          {taken}/{team.slots.length}
        </span>
      </div>
      {complete ? (
        <p className="text-muted" data-testid="squad-complete">
          {say(SQUAD_NOTICE.squadComplete)}
        </p>
      ) : team.hold_expires_at ? (
        <p className="text-muted" data-testid="hold-ends">
          {say(SQUAD_NOTICE.holdEnds(formatClock(team.hold_expires_at, now)))}
        </p>
      ) : null}
      {!complete &&
        (code ? (
          <InviteCodeCard code={code} />
        ) : (
          <p className="text-xs text-muted" data-testid="invite-code-elsewhere">
            {say(SQUADS_SCREEN.inviteCode.otherDevice)}
          </p>
        ))}
      <div className={complete ? 'hidden' : 'flex flex-wrap gap-2'}>
        {link ? (
          <Button size="sm" onClick={() => void shareInvite(link, t.title, team.team_number)}>
            <Share2 className="size-4" aria-hidden /> {say(SQUAD_NOTICE.shareInvite)}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={link ? 'secondary' : 'primary'}
          onClick={() => actions.run({ kind: 'renew', team: team.team_number })}
          loading={actions.running('renew')}
          disabled={actions.pending}
        >
          <Link2 className="size-4" aria-hidden /> {say(SQUAD_NOTICE.newInvite)}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setReleasing(true)}
          loading={actions.running('release')}
          disabled={actions.pending}
        >
          <Unlock className="size-4" aria-hidden /> {say(SQUAD_NOTICE.releaseHold)}
        </Button>
      </div>
      {releasing && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setReleasing(false)}
          title={say(SQUADS_SCREEN.releaseHoldTitle)}
          message={say(SQUAD_NOTICE.releaseConfirm)}
          confirmLabel={say(SQUAD_NOTICE.releaseHold)}
          onConfirm={() => {
            actions.run({ kind: 'release', team: team.team_number });
            setReleasing(false);
          }}
        />
      )}
    </div>
  );
}

/** A small "Reserve" on the header of an empty team card (trio and squad grids). */
export function ReserveTeamButton({
  team,
  fee,
  disabled,
  onReserve,
}: {
  team: number;
  /** The captain's own entry fee, which the tap takes. */
  fee: number;
  disabled: boolean;
  onReserve: (team: number) => void;
}) {
  const say = useSay();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onReserve(team)}
      // The visible words come first in the name (WCAG 2.5.3: label in name), then the team.
      aria-label={say(fee > 0 ? SQUADS_SCREEN.reserveFor(fee, team) : SQUADS_SCREEN.reserveFree(team))}
      className="-my-1 inline-flex h-7 shrink-0 items-center gap-1 rounded-md border border-accent/40 px-2 text-[11px] font-bold normal-case tracking-normal text-accent hover:bg-accent/10 disabled:opacity-50"
    >
      <Lock className="size-3" aria-hidden /> {say(SQUAD_NOTICE.reserve)} <EntryFee fee={fee} />
    </button>
  );
}
