/** The dashboard's Post Open Lobby button (logged-in players): a signed-in part (SignedInParts). */
import { Megaphone } from 'lucide-react';
import { PLAY_SCREEN } from '@squadhub/shared';
import { DialogButton } from '../../components/ui/DialogButton';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';

const PostLobbyDialog = lazyDialog(() => import('./LobbyDialogs').then((m) => m.PostLobbyDialog));

export function PostLobbyButton() {
  const say = useSay();
  return (
    <DialogButton
      icon={<Megaphone className="size-4" aria-hidden />}
      label={say(PLAY_SCREEN.lobbies.postTitle)}
      dialog={(onOpenChange) => <PostLobbyDialog open onOpenChange={onOpenChange} />}
    />
  );
}
