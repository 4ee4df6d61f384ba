/**
 * The live-play pieces of the tournament card (and the tournament view's toolbar): room details with the
 * NEW ROOM highlight, and the creator's Send Room Code, Stop Entries and Select Winners buttons
 * (docs/product/screens.md#tournament-card).
 */
import { useState } from 'react';
import { Ban, KeyRound, Trophy } from 'lucide-react';
import { TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { RoomDetails } from './RoomDetails';

// Creators' forms: fetched when a creator first opens one.
const SelectWinnersDialog = lazyDialog(() => import('../play/SelectWinnersDialog').then((m) => m.SelectWinnersDialog));
const SendRoomCodeDialog = lazyDialog(() => import('../play/SendRoomCodeDialog').then((m) => m.SendRoomCodeDialog));
const StopEntriesDialog = lazyDialog(() => import('../play/StopEntriesDialog').then((m) => m.StopEntriesDialog));

export function CardRoomDetails({ tournament }: { tournament: Tournament }) {
  return <RoomDetails tournament={tournament} compact />;
}

type Open = 'room' | 'stop' | 'winners' | null;

export function CreatorPlayActions({ tournament: t, size = 'sm' }: { tournament: Tournament; size?: 'sm' | 'md' }) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.creator;
  const [open, setOpen] = useState<Open>(null);
  // The server decides: the creator or an admin, approved and not finalized (`viewer.can_manage`).
  if (!t.viewer.can_manage) return null;
  const close = (o: boolean) => !o && setOpen(null);
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setOpen('room')}>
        <KeyRound className="size-4" aria-hidden /> {say(t.has_room_details ? text.updateRoomCode : text.sendRoomCode)}
      </Button>
      {t.viewer.can_stop_entries && (
        <Button size={size} variant="ghost" onClick={() => setOpen('stop')}>
          <Ban className="size-4" aria-hidden /> {say(text.stopEntries)}
        </Button>
      )}
      {t.viewer.can_pick_winners && (
        <Button size={size} variant="warning" onClick={() => setOpen('winners')}>
          <Trophy className="size-4" aria-hidden /> {say(text.selectWinners)}
        </Button>
      )}
      {open === 'room' && <SendRoomCodeDialog tournament={t} open onOpenChange={close} />}
      {open === 'stop' && <StopEntriesDialog tournament={t} open onOpenChange={close} />}
      {open === 'winners' && <SelectWinnersDialog tournament={t} open onOpenChange={close} />}
    </>
  );
}
