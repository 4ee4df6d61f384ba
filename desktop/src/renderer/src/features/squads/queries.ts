/**
 * The requests of squads, check-in and the waitlist (docs/product/squads.md), typed by the
 * contract. Steps that answer the tournament write it into every open screen at once
 * (useSetTournament); the waitlist is read only by a viewer who could wait in it, and re-read
 * whenever its length changes (a live `tournament_updated` carries `waitlist_count`), so a
 * player's place moves up without polling.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { PLAY_NOTICE, SQUAD_NOTICE, TOURNAMENT_SCREEN, type ApiResponse, type Tournament } from '@squadhub/shared';
import { del, errorMessage, get, hasCode, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { sayNow } from '../../lib/language';
import { requestNotificationPermission } from '../../lib/shell';
import { playCoinLoss } from '../../lib/sounds';
import { useSocketEvent } from '../../lib/socket';
import { useSetTournament } from '../tournaments/queries';
import { forgetInvite, saveInvite } from './inviteStore';
import { shareInvite } from './share';
import { inviteLinkWithTeam } from './squadRules';

export type Waitlist = ApiResponse<'get', '/tournaments/{id}/waitlist'>;
type TeamInvite = ApiResponse<'post', '/tournaments/{id}/teams/{team_number}/reserve'>;

/** Every cached read of one tournament's waitlist (any login, any length). */
export const waitlistKey = (id: string) => ['waitlist', id] as const;

/**
 * The viewer's place in the waitlist and any seat offered to them. A `waitlist_offer` for this
 * tournament shows at once, then the queue is read again.
 */
export function useWaitlist(t: Pick<Tournament, 'id' | 'waitlist_count'>, enabled: boolean) {
  const { token } = useAuth();
  const client = useQueryClient();
  useSocketEvent('waitlist_offer', (p) => {
    if (p.tournament_id !== t.id) return;
    const offer = { team_number: p.team_number, slot_index: p.slot_index, expires_at: p.expires_at };
    client.setQueriesData<Waitlist>({ queryKey: waitlistKey(t.id) }, (old) => old && { ...old, offer });
    void client.invalidateQueries({ queryKey: waitlistKey(t.id) });
  });
  return useQuery({
    queryKey: [...waitlistKey(t.id), token, t.waitlist_count],
    queryFn: () => get('/tournaments/{id}/waitlist', { params: { id: t.id } }),
    enabled: enabled && !!token,
    // A new length re-reads the queue: the last answer stays on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}

export type SquadStep =
  | { kind: 'reserve'; team: number }
  | { kind: 'renew'; team: number }
  | { kind: 'release'; team: number }
  | { kind: 'joinTeam'; code: string }
  | { kind: 'checkIn' }
  | { kind: 'joinWaitlist' }
  | { kind: 'leaveWaitlist' }
  | { kind: 'accept' }
  | { kind: 'decline' };

type Answer = { tournament: Tournament } | { invite: TeamInvite } | { waitlist: Waitlist };

async function request(id: string, step: SquadStep): Promise<Answer> {
  const params = { id };
  switch (step.kind) {
    case 'reserve':
    case 'renew': {
      const teamParams = { id, team_number: String(step.team) };
      const invite =
        step.kind === 'reserve'
          ? await post('/tournaments/{id}/teams/{team_number}/reserve', { params: teamParams })
          : await post('/tournaments/{id}/teams/{team_number}/invite', { params: teamParams });
      return { invite };
    }
    case 'release':
      return {
        tournament: await del('/tournaments/{id}/teams/{team_number}/reserve', {
          params: { id, team_number: String(step.team) },
        }),
      };
    case 'joinTeam':
      return { tournament: await post('/tournaments/{id}/join-team', { params, body: { invite_code: step.code } }) };
    case 'checkIn':
      return { tournament: await post('/tournaments/{id}/check-in', { params }) };
    case 'joinWaitlist':
      return { waitlist: await post('/tournaments/{id}/waitlist', { params }) };
    case 'leaveWaitlist':
      return { waitlist: await del('/tournaments/{id}/waitlist', { params }) };
    case 'accept':
      return { tournament: await post('/tournaments/{id}/waitlist/accept', { params }) };
    case 'decline':
      return { waitlist: await post('/tournaments/{id}/waitlist/decline', { params }) };
  }
}

/** The server refused for want of coins (join-team, reserve, or an offer that passed on). */
export const isShortOfCoins = (err: unknown) => hasCode(err, 'not_enough_coins');

export interface SquadActionOptions {
  /** The server said the viewer has too few coins: the caller offers Buy coins. */
  onShortOfCoins?: (step: SquadStep) => void;
}

/**
 * The steps, one at a time per screen. Errors are toasts with the server's detail, except a
 * join with an invite (its panel shows the refusal in place) and a want of coins (the caller's).
 */
export function useSquadActions(t: Tournament, { onShortOfCoins }: SquadActionOptions = {}) {
  const client = useQueryClient();
  const setTournament = useSetTournament(t.id);
  const mutation = useMutation({
    mutationFn: (step: SquadStep) => request(t.id, step),
    onMutate: (step) => {
      // The steps that seat the player: ask for notifications while the tap still counts as a gesture.
      if (step.kind === 'reserve' || step.kind === 'joinTeam' || step.kind === 'accept')
        requestNotificationPermission();
    },
    onSuccess: (answer, step) => {
      if ('waitlist' in answer) {
        client.setQueriesData<Waitlist>({ queryKey: waitlistKey(t.id) }, () => answer.waitlist);
        void client.invalidateQueries({ queryKey: waitlistKey(t.id) });
        return;
      }
      const next = 'invite' in answer ? answer.invite.tournament : answer.tournament;
      setTournament(next);
      const paid = step.kind === 'reserve' || step.kind === 'joinTeam' || step.kind === 'accept';
      if (paid && t.entry_fee > 0) playCoinLoss();
      if ('invite' in answer && (step.kind === 'reserve' || step.kind === 'renew')) {
        const url = inviteLinkWithTeam(answer.invite.invite_url, step.team);
        saveInvite(t.id, { url, team: step.team, expires_at: answer.invite.expires_at });
        void shareInvite(url, t.title, step.team);
      }
      if (step.kind === 'release') forgetInvite(t.id);
      if (step.kind === 'accept') {
        void client.invalidateQueries({ queryKey: waitlistKey(t.id) });
        const seat =
          next.user_team_number != null && next.user_slot_index != null
            ? sayNow(TOURNAMENT_SCREEN.seatName(next.user_team_number, next.user_slot_index + 1))
            : t.title;
        toast.success(SQUAD_NOTICE.offerTaken(seat), {
          id: `offer-${t.id}`,
          description: next.room_code ? PLAY_NOTICE.roomCode(next.room_code, next.room_password) : undefined,
          duration: next.room_code ? 15_000 : undefined,
          // It replaces the offer's toast: not its Open button.
          action: undefined,
        });
      }
    },
    onError: (err, step) => {
      if (step.kind === 'accept' || step.kind === 'decline')
        void client.invalidateQueries({ queryKey: waitlistKey(t.id) });
      if (isShortOfCoins(err) && onShortOfCoins) return onShortOfCoins(step);
      if (step.kind === 'joinTeam') return;
      toast.error(errorMessage(err, SQUAD_NOTICE.stepFailed), { id: `squad-${t.id}` });
    },
  });
  const run = (step: SquadStep) => mutation.mutate(step);
  return {
    /** Some step is running: every squad button waits. */
    pending: mutation.isPending,
    /** This kind of step is running (its button shows the spinner). */
    running: (kind: SquadStep['kind']) => mutation.isPending && mutation.variables?.kind === kind,
    /** The refusal of the last join with an invite, shown in its panel. */
    joinError: mutation.variables?.kind === 'joinTeam' && mutation.isError ? mutation.error : null,
    reset: mutation.reset,
    run,
  };
}
