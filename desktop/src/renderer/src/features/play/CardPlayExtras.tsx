/**
 * The live-play pieces of the tournament card (and the tournament view's toolbar): room details with the
 * NEW ROOM highlight, the winners panel, and the creator's Send Room Code, Stop Entries and
 * Select Winners buttons (docs/product/screens.md#tournament-card).
 */
import { useState } from 'react';
import { Ban, KeyRound, Trophy } from 'lucide-react';
import { canManage, canPickWinners, entriesOpen, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { lazyDialog } from '../../lib/lazy';
import { RoomDetails } from './RoomDetails';
import { WinnersPanel } from './WinnersPanel';

// Creators' forms: fetched when a creator first opens one.
const SelectWinnersDialog = lazyDialog(() => import('./SelectWinnersDialog').then((m) => m.SelectWinnersDialog));
const SendRoomCodeDialog = lazyDialog(() => import('./SendRoomCodeDialog').then((m) => m.SendRoomCodeDialog));
const StopEntriesDialog = lazyDialog(() => import('./StopEntriesDialog').then((m) => m.StopEntriesDialog));

export function CardRoomDetails({ tournament }: { tournament: Tournament }) {
  return <RoomDetails tournament={tournament} compact />;
}

export function CardWinnersPanel({ tournament }: { tournament: Tournament }) {
  return <WinnersPanel tournament={tournament} />;
}

type Open = 'room' | 'stop' | 'winners' | null;

export function CreatorPlayActions({ tournament: t, size = 'sm' }: { tournament: Tournament; size?: 'sm' | 'md' }) {
  const { user } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  if (!canManage(t, user) || t.approval_status !== 'approved' || t.is_finalized) return null;
  const close = (o: boolean) => !o && setOpen(null);
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setOpen('room')}>
        <KeyRound className="size-4" aria-hidden /> {t.has_room_details ? 'Update Room Code' : 'Send Room Code'}
      </Button>
      {entriesOpen(t) && (
        <Button size={size} variant="ghost" onClick={() => setOpen('stop')}>
          <Ban className="size-4" aria-hidden /> Stop Entries
        </Button>
      )}
      {canPickWinners(t, user) && (
        <Button size={size} variant="warning" onClick={() => setOpen('winners')}>
          <Trophy className="size-4" aria-hidden /> Select Winners
        </Button>
      )}
      {open === 'room' && <SendRoomCodeDialog tournament={t} open onOpenChange={close} />}
      {open === 'stop' && <StopEntriesDialog tournament={t} open onOpenChange={close} />}
      {open === 'winners' && <SelectWinnersDialog tournament={t} open onOpenChange={close} />}
    </>
  );
}
