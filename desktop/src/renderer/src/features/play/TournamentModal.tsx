/**
 * The tournament modal (spec 1 §2, §4–§7; issue 5): the teams-and-slots grid, the viewer's
 * seat, room details, the chat, the creator's tools (room code, stop entries, winners, kick,
 * move, swap) and the winners once finalized. Everything updates live from the socket.
 */
import { useEffect, useState } from 'react';
import { Coins, Lock, Trophy, Users } from 'lucide-react';
import { FALLBACK, VALIDATION, type Tournament } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { ConfirmDialog, Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { playCardClick } from '../../lib/sounds';
import { CreatorPlayActions } from './CardPlayExtras';
import { ChatPanel } from './ChatPanel';
import { canManage, entriesOpen, isInsider } from './permissions';
import { useTournamentDetail, useTournamentDetailLive } from './queries';
import { RoomDetails } from './RoomDetails';
import { OwnSeatBar, SelectionBar, SlotGrid, type SelectedPlayer } from './SlotGrid';
import { useSlotActions } from './useSlotActions';
import { WinnersPanel } from './WinnersPanel';

export function TournamentModal({
  tournamentId,
  open,
  onOpenChange,
  initial,
}: {
  tournamentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Tournament;
}) {
  const detail = useTournamentDetail(tournamentId, initial);
  useTournamentDetailLive(tournamentId, () => onOpenChange(false));
  useEffect(() => {
    if (open) playCardClick();
  }, [open]);
  const t = detail.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={t?.title ?? 'Tournament'}
      description={t ? `${t.map_name} · ${t.game_mode} · by ${t.creator_username}` : undefined}
    >
      {detail.isError && !t ? (
        <p role="alert" className="py-10 text-center text-danger">
          {errorMessage(detail.error, FALLBACK.fetchTournamentDetails)}
        </p>
      ) : !t || !t.teams.length ? (
        <ModalSkeleton />
      ) : (
        <ModalBody tournament={t} />
      )}
    </Dialog>
  );
}

function ModalBody({ tournament: t }: { tournament: Tournament }) {
  const { user } = useAuth();
  const actions = useSlotActions(t);
  const [selected, setSelected] = useState<SelectedPlayer | null>(null);
  const [kickTarget, setKickTarget] = useState<SelectedPlayer | null>(null);
  const manager = canManage(t, user) && !t.is_finalized;
  const open = entriesOpen(t);
  const insider = isInsider(t, user);
  const short = !!user && !canManage(t, user) && t.user_team_number == null && user.coin_balance < t.entry_fee;

  return (
    <div className="flex flex-col gap-4" data-testid="tournament-modal">
      <div className="flex flex-wrap items-center gap-2">
        {t.is_finalized ? (
          <Badge tone="muted">Finalized</Badge>
        ) : t.status === 'live' ? (
          <Badge tone="live">Live</Badge>
        ) : (
          <Badge tone="info">{t.status}</Badge>
        )}
        {t.entries_stopped && !t.is_finalized && (
          <Badge tone="muted">
            <Lock className="size-3" aria-hidden /> Entries closed
          </Badge>
        )}
        <span className="flex items-center gap-1 text-sm">
          <Coins className="size-4 text-gold" aria-hidden /> Entry <strong>{t.entry_fee}</strong>
        </span>
        <span className="flex items-center gap-1 text-sm">
          <Trophy className="size-4 text-gold" aria-hidden /> Pool{' '}
          <strong className="text-gold" data-testid="modal-prize-pool">
            {t.prize_pool}
          </strong>
        </span>
        <span className="flex items-center gap-1 text-sm">
          <Users className="size-4 text-muted" aria-hidden /> Players{' '}
          <strong className="tabular-nums" data-testid="modal-players">
            {t.current_players}/{t.max_players}
          </strong>
        </span>
        {manager && (
          <div className="ml-auto flex flex-wrap gap-2">
            <CreatorPlayActions tournament={t} size="sm" />
          </div>
        )}
      </div>

      {!user && open && (
        <p className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          {VALIDATION.loginToJoin}.
        </p>
      )}
      {short && open && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {VALIDATION.insufficientCoins}: this tournament costs {t.entry_fee} coins and you have {user?.coin_balance}.
        </p>
      )}
      {!open && !t.is_finalized && (
        <p className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          Entries are closed: this tournament is view-only.
        </p>
      )}

      <OwnSeatBar tournament={t} canLeave={open} busy={actions.pending} onLeave={actions.leave} />
      <WinnersPanel tournament={t} all />

      <div className={insider ? 'grid gap-4 lg:grid-cols-[1fr_20rem]' : 'flex flex-col'}>
        <div className="flex min-w-0 flex-col gap-3">
          {manager && selected && (
            <SelectionBar
              selected={selected}
              onKick={() => setKickTarget(selected)}
              onCancel={() => setSelected(null)}
            />
          )}
          {manager && !selected && (
            <p className="text-xs text-muted">Tip: click a player to kick, move or swap them.</p>
          )}
          <SlotGrid
            tournament={t}
            userId={user?.id}
            canManage={manager}
            canTake={open}
            busy={actions.pending}
            selected={selected}
            onTake={actions.takeSlot}
            onSelect={setSelected}
            onMove={actions.move}
            onSwap={actions.swap}
          />
        </div>
        {insider && (
          <aside className="flex min-w-0 flex-col gap-3">
            <RoomDetails tournament={t} />
            <ChatPanel tournamentId={t.id} />
          </aside>
        )}
      </div>

      {kickTarget && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setKickTarget(null)}
          title="Kick player"
          message={VALIDATION.kickConfirm(kickTarget.name)}
          confirmLabel="Kick"
          danger
          loading={actions.pending}
          onConfirm={() => {
            void actions
              .kick(kickTarget, kickTarget.name)
              .catch(() => {})
              .finally(() => {
                setKickTarget(null);
                setSelected(null);
              });
          }}
        />
      )}
    </div>
  );
}

function ModalSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy aria-label="Loading tournament">
      <Skeleton className="h-8 w-2/3" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    </div>
  );
}
