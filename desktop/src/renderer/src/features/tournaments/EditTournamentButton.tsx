import { useState } from 'react';
import { CalendarClock, SlidersHorizontal } from 'lucide-react';
import { TOURNAMENT_TEXT, TOURNAMENTS_SCREEN, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';

const TournamentControlDialog = lazyDialog(() =>
  import('../admin/tournament-control/TournamentControlDialog').then((m) => m.TournamentControlDialog),
);
const RescheduleDialog = lazyDialog(() => import('./RescheduleDialog').then((m) => m.RescheduleDialog));

/**
 * Edit (docs/product/tournaments.md#editing): the super admin gets the full control dialog; the creator gets Reschedule,
 * disabled while the tournament is live.
 */
export function EditTournamentButton({
  tournament: t,
}: {
  tournament: Pick<Tournament, 'id' | 'title' | 'start_date' | 'status' | 'is_finalized'>;
}) {
  const say = useSay();
  const { isSuperAdmin } = useAuth();
  const [open, setOpen] = useState(false);
  const live = t.status === 'live';
  const blocked = !isSuperAdmin && (live || t.is_finalized);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={blocked}
        title={
          blocked ? say(live ? TOURNAMENT_TEXT.cannotRescheduleLive : TOURNAMENTS_SCREEN.edit.finalized) : undefined
        }
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {isSuperAdmin ? (
          <SlidersHorizontal className="size-4" aria-hidden />
        ) : (
          <CalendarClock className="size-4" aria-hidden />
        )}
        {say(TOURNAMENTS_SCREEN.edit.edit)}
      </Button>
      {isSuperAdmin ? (
        open && <TournamentControlDialog tournamentId={t.id} title={t.title} open={open} onOpenChange={setOpen} />
      ) : (
        <RescheduleDialog tournament={t} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
