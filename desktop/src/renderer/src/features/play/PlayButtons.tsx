/** Dashboard buttons of live play: Leaderboard, Open Lobby (with the NEW! marker) and Post Open Lobby. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, Megaphone, Trophy } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';
import { LeaderboardDialog } from './LeaderboardDialog';
import { OpenLobbiesDialog, PostLobbyDialog } from './LobbyDialogs';

export function LeaderboardButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trophy className="size-4 text-gold" aria-hidden /> Leaderboard
      </Button>
      {open && <LeaderboardDialog open onOpenChange={setOpen} />}
    </>
  );
}

export function OpenLobbyButton() {
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState(false);
  const client = useQueryClient();
  useSocketEvent('new_open_lobby', () => {
    void client.invalidateQueries({ queryKey: queryKeys.openLobbies });
    if (!open) setFresh(true);
  });
  return (
    <>
      <Button
        variant="secondary"
        className="relative"
        onClick={() => {
          setFresh(false);
          setOpen(true);
        }}
        aria-label={fresh ? 'Open Lobby, new lobby posted' : undefined}
      >
        <DoorOpen className="size-4" aria-hidden /> Open Lobby
        {fresh && (
          <span className="absolute -right-2 -top-2 animate-pulse rounded-md bg-live px-1.5 py-0.5 text-[10px] font-black text-white">
            NEW!
          </span>
        )}
      </Button>
      {open && <OpenLobbiesDialog open onOpenChange={setOpen} />}
    </>
  );
}

export function PostLobbyButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Megaphone className="size-4" aria-hidden /> Post Open Lobby
      </Button>
      {open && <PostLobbyDialog open onOpenChange={setOpen} />}
    </>
  );
}
