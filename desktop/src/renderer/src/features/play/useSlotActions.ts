/**
 * Slot steps of the modal (docs/product/tournaments.md#seats): join or change slot, leave, and the creator's
 * kick, move and swap. Each answers the updated tournament, which replaces the cached view at
 * once; errors show the server's detail or the catalogue's fallback.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, PLAY_NOTICE, PLAY_SCREEN, SUCCESS, VALIDATION, type Tournament } from '@squadhub/shared';
import { errorMessage, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { playCoinLoss, playCoinWin } from '../../lib/sounds';
import { requestNotificationPermission } from '../../lib/shell';
import { useSetTournament } from '../tournaments/queries';

export interface SlotPos {
  team: number;
  slot: number;
}

/** A seated player the host picked on the grid, to move or swap. */
export interface SelectedPlayer extends SlotPos {
  name: string;
}

type Step =
  | { kind: 'join'; to: SlotPos }
  | { kind: 'change'; from: SlotPos; to: SlotPos }
  | { kind: 'leave' }
  | { kind: 'kick'; at: SlotPos; name: string }
  | { kind: 'move'; from: SlotPos; to: SlotPos }
  | { kind: 'swap'; a: SlotPos; b: SlotPos };

const FALLBACKS: Record<Step['kind'], string> = {
  join: FALLBACK.joinSlot,
  change: FALLBACK.changeSlot,
  leave: PLAY_SCREEN.slotGrid.leaveFailed,
  kick: FALLBACK.kickPlayer,
  move: FALLBACK.movePlayer,
  swap: FALLBACK.swapPlayers,
};

function request(id: string, step: Step): Promise<Tournament> {
  const params = { id };
  switch (step.kind) {
    case 'join':
      return post('/tournaments/{id}/join-slot', {
        params,
        body: { tournament_id: id, team_number: step.to.team, slot_index: step.to.slot },
      });
    case 'change':
    case 'move': {
      const query = {
        old_team_number: String(step.from.team),
        old_slot_index: String(step.from.slot),
        new_team_number: String(step.to.team),
        new_slot_index: String(step.to.slot),
      };
      return step.kind === 'change'
        ? post('/tournaments/{id}/change-slot', { params, query })
        : post('/tournaments/{id}/move-player', { params, query });
    }
    case 'leave':
      return post('/tournaments/{id}/leave-slot', { params });
    case 'kick':
      return post('/tournaments/{id}/kick-player', {
        params,
        query: { team_number: String(step.at.team), slot_index: String(step.at.slot) },
      });
    case 'swap':
      return post('/tournaments/{id}/swap-players', {
        params,
        query: {
          team1_number: String(step.a.team),
          slot1_index: String(step.a.slot),
          team2_number: String(step.b.team),
          slot2_index: String(step.b.slot),
        },
      });
  }
}

export interface SlotActionOptions {
  /**
   * A tap on Join without the coins for the fee: the caller offers Buy coins for that seat.
   * Without it, the tap only says why.
   */
  onShortOfCoins?: (to: SlotPos) => void;
}

export function useSlotActions(t: Tournament, { onShortOfCoins }: SlotActionOptions = {}) {
  const { user, openAuthDialog } = useAuth();
  const setTournament = useSetTournament(t.id);
  const mutation = useMutation({
    mutationFn: (step: Step) => request(t.id, step),
    onSuccess: (next, step) => {
      setTournament(next);
      if (step.kind === 'join' && t.entry_fee > 0) playCoinLoss();
      if (step.kind === 'leave' && t.entry_fee > 0) playCoinWin();
      if (step.kind === 'kick') toast.success(SUCCESS.playerKicked(step.name));
      if (step.kind === 'leave') toast.success(PLAY_NOTICE.left);
    },
    onError: (err, step) => toast.error(errorMessage(err, FALLBACKS[step.kind])),
  });

  /** A click on an empty slot: join, or change slot when already seated (the caller confirms that one). */
  const takeSlot = (to: SlotPos) => {
    if (!user) {
      toast.error(VALIDATION.loginToJoin);
      openAuthDialog('login');
      return;
    }
    if (t.user_team_number != null && t.user_slot_index != null) {
      mutation.mutate({ kind: 'change', from: { team: t.user_team_number, slot: t.user_slot_index }, to });
      return;
    }
    if (user.coin_balance < t.entry_fee) {
      if (onShortOfCoins) onShortOfCoins(to);
      else toast.error(VALIDATION.insufficientCoins);
      return;
    }
    requestNotificationPermission();
    mutation.mutate({ kind: 'join', to });
  };

  return {
    pending: mutation.isPending,
    takeSlot,
    leave: () => mutation.mutate({ kind: 'leave' }),
    kick: (at: SlotPos, name: string) => mutation.mutateAsync({ kind: 'kick', at, name }),
    move: (from: SlotPos, to: SlotPos) => mutation.mutate({ kind: 'move', from, to }),
    swap: (a: SlotPos, b: SlotPos) => mutation.mutate({ kind: 'swap', a, b }),
  };
}
