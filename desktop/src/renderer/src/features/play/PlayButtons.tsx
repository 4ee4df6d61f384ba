/** Dashboard buttons of live play: Leaderboard, Open Lobby (with the NEW! marker) and Post Open Lobby. */
import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, Megaphone, Trophy } from 'lucide-react';
import { DialogButton, useDialogButton } from '../../components/ui/DialogButton';
import { queryKeys } from '../../lib/queryClient';
import { lazyDialog } from '../../lib/lazy';
import { useSocketEvent } from '../../lib/socket';

const LeaderboardDialog = lazyDialog(() => import('./LeaderboardDialog').then((m) => m.LeaderboardDialog));
const OpenLobbiesDialog = lazyDialog(() => import('./LobbyDialogs').then((m) => m.OpenLobbiesDialog));
const PostLobbyDialog = lazyDialog(() => import('./LobbyDialogs').then((m) => m.PostLobbyDialog));

export function LeaderboardButton() {
  return (
    <DialogButton
      icon={<Trophy className="size-4 text-gold" aria-hidden />}
      label="Leaderboard"
      dialog={(onOpenChange) => <LeaderboardDialog open onOpenChange={onOpenChange} />}
    />
  );
}

export function OpenLobbyButton() {
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
      label="Open Lobby"
      news={{
        label: 'Open Lobby, new lobby posted',
        marker: (
          <span className="room-pulse absolute -right-2 -top-2 rounded-md bg-live-strong px-1.5 py-0.5 text-[10px] font-black text-white">
            NEW!
          </span>
        ),
      }}
      dialog={(onOpenChange) => <OpenLobbiesDialog open onOpenChange={onOpenChange} />}
    />
  );
}

export function PostLobbyButton() {
  return (
    <DialogButton
      icon={<Megaphone className="size-4" aria-hidden />}
      label="Post Open Lobby"
      dialog={(onOpenChange) => <PostLobbyDialog open onOpenChange={onOpenChange} />}
    />
  );
}
