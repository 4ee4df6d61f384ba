/** Stop entries (docs/product/tournaments.md#stopping-entries): one-way, after confirmation; the modal becomes view-only. */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, PLAY_NOTICE, PLAY_SCREEN } from '@squadhub/shared';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { errorMessage, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSetTournament } from '../tournaments/queries';
import type { TournamentDialogProps } from './dialog-props';
import { withValues } from '../../lib/parts';

export function StopEntriesDialog({ tournament: t, open, onOpenChange }: TournamentDialogProps) {
  const say = useSay();
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
      title={say(PLAY_SCREEN.stopEntries.title)}
      message={withValues(say(PLAY_SCREEN.stopEntries.message(t.title)), [t.title, <strong>{t.title}</strong>])}
      confirmLabel={say(PLAY_SCREEN.stopEntries.confirm)}
      danger
      loading={stop.isPending}
      onConfirm={() => stop.mutate()}
    />
  );
}
