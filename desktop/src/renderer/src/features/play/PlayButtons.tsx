/** Dashboard buttons of live play: Leaderboard and Open Lobby (with the NEW! marker); Post Open Lobby is PostLobbyButton's. */
import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, Trophy } from 'lucide-react';
import { PLAY_SCREEN } from '@squadhub/shared';
import { DialogButton, useDialogButton } from '../../components/ui/DialogButton';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { lazyDialog } from '../../lib/lazy';
import { useSocketEvent } from '../../lib/socket';

const LeaderboardDialog = lazyDialog(() => import('./LeaderboardDialog').then((m) => m.LeaderboardDialog));
const OpenLobbiesDialog = lazyDialog(() => import('./LobbyDialogs').then((m) => m.OpenLobbiesDialog));

export function LeaderboardButton() {
  const say = useSay();
  return (
    <DialogButton
      icon={<Trophy className="size-4 text-gold" aria-hidden />}
      label={say(PLAY_SCREEN.leaderboard.title)}
      dialog={(onOpenChange) => <LeaderboardDialog open onOpenChange={onOpenChange} />}
    />
  );
}

export function OpenLobbyButton() {
  const say = useSay();
  const button = useDialogButton();
  const client = useQueryClient();
  useSocketEvent('new_open_lobby', () => {
    void client.invalidateQueries({ queryKey: queryKeys.openLobbies });
    button.markFresh();
  });
  return (
    <DialogButton
      state={button}
      icon={<DoorOpen className="size-4" aria-hidden />}
      label={say(PLAY_SCREEN.lobbies.openLobby)}
      news={{
        label: say(PLAY_SCREEN.lobbies.openLobbyNews),
        marker: (
          <span className="room-pulse absolute -end-2 -top-2 rounded-md bg-live-strong px-1.5 py-0.5 text-[10px] font-black text-white">
            {say(PLAY_SCREEN.lobbies.news)}
          </span>
        ),
      }}
      dialog={(onOpenChange) => <OpenLobbiesDialog open onOpenChange={onOpenChange} />}
    />
  );
}
