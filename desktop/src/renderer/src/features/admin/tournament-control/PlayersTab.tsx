import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ListOrdered, UserX } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  ADMIN_SCREEN,
  FALLBACK,
  SERIES_NOTICE,
  SQUAD_NOTICE,
  SUCCESS,
  VALIDATION,
  type Participant,
  type Tournament,
} from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { del, errorMessage } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { useHostWaitlist } from '../../play/useHostWaitlist';
import { invalidateTournamentLists } from '../../tournaments/queries';

/**
 * Players tab: every seated player with a kick that refunds the entry fee, whether they checked in
 * (tournaments with check-in), and the waitlist in queue order.
 */
export function PlayersTab({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
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

  const checkedIn = (p: Participant) =>
    t.teams.find((team) => team.team_number === p.team_number)?.slots[p.slot_index]?.checked_in ?? false;

  if (t.participants.length === 0)
    return (
      <>
        <p className="py-8 text-center text-sm text-muted">{say(ADMIN_SCREEN.playersTab.nobody)}</p>
        <WaitlistList tournament={t} />
      </>
    );

  return (
    <>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border">
        {t.participants.map((p) => (
          <li key={p.user_id} className="flex items-center gap-3 bg-surface-2 px-3 py-2.5">
            <span className="w-20 shrink-0 text-xs font-semibold text-muted">
              {say(SERIES_NOTICE.team(p.team_number))} · {p.slot_index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">{p.username}</span>
            {t.check_in_minutes > 0 &&
              (checkedIn(p) ? (
                <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-accent">
                  <Check className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">{say(SQUAD_NOTICE.checkedIn)}</span>
                </span>
              ) : (
                <span className="shrink-0 text-xs text-muted max-sm:sr-only">
                  {say(ADMIN_SCREEN.playersTab.notCheckedIn)}
                </span>
              ))}
            <span className="hidden text-xs text-muted sm:inline">{say(ADMIN_SCREEN.coins(t.entry_fee))}</span>
            <Button variant="ghost" size="sm" className="text-danger hover:bg-danger/10" onClick={() => setTarget(p)}>
              <UserX className="size-4" aria-hidden />
              {/* The icon alone on a phone, so the name keeps its room. */}
              <span className="max-sm:sr-only">{say(ADMIN_SCREEN.playersTab.kick)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <WaitlistList tournament={t} />
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={say(ADMIN_SCREEN.playersTab.kickTitle)}
        message={target ? say(VALIDATION.kickConfirm(target.username)) : ''}
        confirmLabel={say(ADMIN_SCREEN.playersTab.kickConfirm)}
        danger
        loading={kick.isPending}
        onConfirm={() => target && kick.mutate(target)}
      />
    </>
  );
}

/** The players waiting for a seat, in queue order (nothing while nobody waits). */
function WaitlistList({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const waitlist = useHostWaitlist(t);
  const names = waitlist.data?.entries ?? [];
  if (!names.length) return null;
  return (
    <section
      aria-label={say(ADMIN_SCREEN.playersTab.waitlist)}
      className="mt-4 rounded-xl border border-border bg-surface-2 p-3"
    >
      <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <ListOrdered className="size-4 text-accent" aria-hidden />{' '}
        {say(ADMIN_SCREEN.playersTab.waitlistCount(names.length))}
      </h3>
      <ol className="flex flex-wrap gap-1.5 text-sm">
        {names.map((name, i) => (
          <li key={name} className="rounded-md bg-surface-3 px-2 py-0.5">
            <span className="text-xs font-bold tabular-nums text-muted">{i + 1}</span> {name}
          </li>
        ))}
      </ol>
    </section>
  );
}
