/**
 * The page a squad's invite link opens, /tournaments/{id}?invite=CODE (docs/product/squads.md#joining-a-squad):
 * the team (number, captain, who is in) and one button that joins it. A visitor logs in first, in
 * the dialog over this page, so the code is still in the address after. Short of coins, Buy coins
 * (the checkout comes back to this address, code included). Once seated, the code leaves the
 * address: a reload must not try it again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Coins, LogIn, UserPlus, Users, X } from 'lucide-react';
import {
  INVITE_QUERY_PARAM,
  SQUAD_NOTICE,
  SQUADS_SCREEN,
  TOURNAMENT_SCREEN,
  entriesOpen,
  type Tournament,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import type { useSquadActions } from './queries';
import { invitedTeam, isShortOfCoinsFor, membersOf, TEAM_HINT_PARAM } from './squadRules';

type SquadActions = ReturnType<typeof useSquadActions>;

/** Drops the invite (and its team) from the address, keeping the screen under a modal. */
export function useForgetInvite(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    const params = new URLSearchParams(location.search);
    if (!params.has(INVITE_QUERY_PARAM) && !params.has(TEAM_HINT_PARAM)) return;
    params.delete(INVITE_QUERY_PARAM);
    params.delete(TEAM_HINT_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  };
}

export function InviteJoin({
  tournament: t,
  code,
  actions,
  onBuyCoins,
}: {
  tournament: Tournament;
  code: string;
  actions: SquadActions;
  onBuyCoins: () => void;
}) {
  const say = useSay();
  const text = SQUADS_SCREEN.invite;
  const { user, loading, openAuthDialog } = useAuth();
  const location = useLocation();
  const forget = useForgetInvite();
  const seated = t.user_team_number != null;
  // Joined (here or in another tab), or already playing: the code has done its work.
  useEffect(() => {
    if (seated) forget();
  }, [seated, forget]);
  if (seated || loading) return null;

  const team = invitedTeam(t, new URLSearchParams(location.search).get(TEAM_HINT_PARAM));
  const members = team ? membersOf(team) : [];
  const open = entriesOpen(t);
  const short = !!user && isShortOfCoinsFor(t, user.coin_balance);
  const label = say(
    team?.captain_username
      ? SQUAD_NOTICE.joinSquad(team.captain_username, team.team_number)
      : SQUAD_NOTICE.joinYourSquad,
  );
  const refusal = actions.joinError ? errorMessage(actions.joinError, say(SQUAD_NOTICE.stepFailed)) : null;

  return (
    <section
      aria-label={say(SQUAD_NOTICE.joinYourSquad)}
      data-testid="invite-join"
      className="flex flex-col gap-2.5 rounded-xl border-2 border-accent bg-accent/10 p-3 text-sm shadow-[0_0_0_3px] shadow-accent/20"
    >
      <div className="flex items-start gap-2">
        <Users className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 className="break-words font-bold text-accent">
            {say(
              team?.captain_username
                ? SQUADS_SCREEN.teamSquad(team.team_number, team.captain_username)
                : SQUAD_NOTICE.joinYourSquad,
            )}
          </h2>
          {team && (
            <p className="flex items-start gap-2 text-muted" data-testid="invite-members">
              <span className="min-w-0 flex-1 break-words font-medium text-text">{members.join(', ')}</span>
              <span className="shrink-0 tabular-nums">
                {members.length}/{team.slots.length}
              </span>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={forget}
          aria-label={say(text.dismiss)}
          className="-m-1 shrink-0 rounded-md p-1 text-muted hover:bg-surface-3 hover:text-text"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {refusal && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger">
          {refusal}
        </p>
      )}
      {!open ? null : !user ? (
        // The login dialog opens over this page: the code is still in the address after.
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="login-prompt">
          <p className="min-w-0 flex-1 basis-48 text-muted">{say(TOURNAMENT_SCREEN.notices.loginToJoin)}</p>
          <div className="flex shrink-0 gap-2">
            <Button size="sm" onClick={() => openAuthDialog('login')}>
              <LogIn className="rtl:-scale-x-100 size-4" aria-hidden /> {say(text.logIn)}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => openAuthDialog('register')}>
              {say(text.register)}
            </Button>
          </div>
        </div>
      ) : short ? (
        <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-danger">
          <p className="min-w-0 flex-1 basis-52">{say(text.shortOfCoins(t.entry_fee, user?.coin_balance ?? 0))}</p>
          <Button size="sm" onClick={onBuyCoins}>
            <Coins className="size-4" aria-hidden /> {say(TOURNAMENT_SCREEN.buyCoins)}
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          className="h-auto min-h-12 w-full whitespace-normal! py-2 leading-tight"
          onClick={() => actions.run({ kind: 'joinTeam', code })}
          loading={actions.running('joinTeam')}
          disabled={actions.pending}
          data-testid="join-squad"
        >
          <UserPlus className="size-5 shrink-0" aria-hidden />
          <span>
            {label}
            {t.entry_fee > 0 && <span className="font-normal"> · {say(text.fee(t.entry_fee))}</span>}
          </span>
        </Button>
      )}
    </section>
  );
}
