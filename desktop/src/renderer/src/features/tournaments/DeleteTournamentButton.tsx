import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { FALLBACK, SUCCESS, TOURNAMENTS_SCREEN, VALIDATION, isCreator, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { ApiError, del, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { Emphasised } from '../../lib/parts';
import { invalidateTournamentLists, removeTournament } from './queries';

const ConfirmDialog = lazyDialog(() => import('../../components/ui/Dialog').then((m) => m.ConfirmDialog));

/** The delete errors of docs/product/texts.md#special-cases: fixed texts for 403 and 404, otherwise detail or fallback. */
export function deleteErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 403) return FALLBACK.deleteForbidden;
  if (err instanceof ApiError && err.status === 404) return FALLBACK.tournamentNotFound;
  return errorMessage(err, FALLBACK.deleteTournament);
}

/**
 * Delete with confirmation. The super admin deletes permanently with refunds
 * (DELETE /admin/tournaments/:id); the creator deletes their empty tournament
 * (DELETE /tournaments/:id); anyone else is stopped on the client.
 */
export function DeleteTournamentButton({
  tournament: t,
  size = 'sm',
}: {
  tournament: Pick<Tournament, 'id' | 'title' | 'creator_id' | 'current_players'>;
  size?: 'sm' | 'md';
}) {
  const say = useSay();
  const { user, isSuperAdmin } = useAuth();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      isSuperAdmin
        ? del('/admin/tournaments/{id}', { params: { id: t.id } })
        : del('/tournaments/{id}', { params: { id: t.id } }),
    onSuccess: () => {
      toast.success(SUCCESS.tournamentDeleted);
      setConfirming(false);
      removeTournament(client, t.id);
      invalidateTournamentLists(client);
    },
    onError: (err) => toast.error(deleteErrorMessage(err)),
  });

  const ask = () => {
    if (!isSuperAdmin && !isCreator(t, user)) {
      toast.error(VALIDATION.onlySuperAdminDelete);
      return;
    }
    setConfirming(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className="text-danger hover:bg-danger/10"
        onClick={(e) => {
          e.stopPropagation();
          ask();
        }}
        aria-label={say(TOURNAMENTS_SCREEN.delete.label(t.title))}
      >
        <Trash2 className="size-4" aria-hidden />
        {say(TOURNAMENTS_SCREEN.common.delete)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={say(TOURNAMENTS_SCREEN.delete.confirmTitle)}
        message={
          <>
            <p>
              <Emphasised
                text={say(TOURNAMENTS_SCREEN.delete.removedForEveryone(t.title))}
                part={t.title}
                className="font-semibold"
              />
            </p>
            {isSuperAdmin && t.current_players > 0 && (
              <p className="mt-2 text-muted">{say(TOURNAMENTS_SCREEN.delete.refunded(t.current_players))}</p>
            )}
          </>
        }
        confirmLabel={say(TOURNAMENTS_SCREEN.common.delete)}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
