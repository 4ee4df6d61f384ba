/** Stop entries (docs/product/tournaments.md#stopping-entries): one-way, after confirmation; the modal becomes view-only. */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, PLAY_NOTICE } from '@squadhub/shared';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { errorMessage, post } from '../../lib/api';
import { useSetTournament } from '../tournaments/queries';
import type { TournamentDialogProps } from './dialog-props';

export function StopEntriesDialog({ tournament: t, open, onOpenChange }: TournamentDialogProps) {
  const setTournament = useSetTournament(t.id);
  const stop = useMutation({
    mutationFn: () => post('/tournaments/{id}/stop-entries', { params: { id: t.id } }),
    onSuccess: (next) => {
      setTournament(next);
      toast.success(PLAY_NOTICE.entriesStopped);
      onOpenChange(false);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.stopEntries)),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Stop entries?"
      message={
        <>
          No new players can join <strong>{t.title}</strong> and players can no longer change slots. This cannot be
          undone.
        </>
      }
      confirmLabel="Stop entries"
      danger
      loading={stop.isPending}
      onConfirm={() => stop.mutate()}
    />
  );
}
