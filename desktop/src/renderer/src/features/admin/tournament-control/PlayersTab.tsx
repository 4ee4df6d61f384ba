import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { toast } from 'sonner';
import { FALLBACK, SUCCESS, VALIDATION, type Participant, type Tournament } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { del, errorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryClient';
import { invalidateTournamentLists } from '../../tournaments/queries';

/** Players tab: every seated player with a kick that refunds the entry fee. */
export function PlayersTab({ tournament: t }: { tournament: Tournament }) {
  const client = useQueryClient();
  const [target, setTarget] = useState<Participant | null>(null);
  const kick = useMutation({
    mutationFn: (p: Participant) =>
      del('/admin/tournaments/{id}/kick-player', {
        params: { id: t.id },
        body: { player_id: p.user_id, team_number: p.team_number, slot_index: p.slot_index },
      }),
    onSuccess: (_data, p) => {
      toast.success(SUCCESS.playerKicked(p.username));
      setTarget(null);
      void client.invalidateQueries({ queryKey: queryKeys.tournament(t.id) });
      invalidateTournamentLists(client);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.kickPlayer)),
  });

  if (t.participants.length === 0)
    return <p className="py-8 text-center text-sm text-muted">Nobody has joined this tournament yet.</p>;

  return (
    <>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border">
        {t.participants.map((p) => (
          <li key={p.user_id} className="flex items-center gap-3 bg-surface-2 px-3 py-2.5">
            <span className="w-20 shrink-0 text-xs font-semibold text-muted">
              Team {p.team_number} · {p.slot_index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">{p.username}</span>
            <span className="hidden text-xs text-muted sm:inline">{t.entry_fee} coins</span>
            <Button variant="ghost" size="sm" className="text-danger hover:bg-danger/10" onClick={() => setTarget(p)}>
              <UserX className="size-4" aria-hidden /> Kick
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Kick player?"
        message={target ? VALIDATION.kickConfirm(target.username) : ''}
        confirmLabel="Kick and refund"
        danger
        loading={kick.isPending}
        onConfirm={() => target && kick.mutate(target)}
      />
    </>
  );
}
