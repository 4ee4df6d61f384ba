/**
 * The admins' queue of open disputes (docs/product/trust.md#disputes), beside Payment Requests:
 * oldest first, each with its reason, screenshots and a ruling (upheld or rejected, with a note to
 * the players). A card is one column on a phone and the screenshots wrap.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ADMIN_SCREEN, PAYOUT_NOTICE, resolveDisputeSchema, type Dispute } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, Textarea } from '../../../components/ui/Field';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, get, post } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { disputeKeys, useDisputeEvents } from '../../play/disputes';
import { dateFormat } from '../../../lib/format';

export function DisputesPanel({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  const queue = useQuery({ queryKey: disputeKeys.openQueue, queryFn: () => get('/admin/disputes') });
  useDisputeEvents();
  const list = queue.data?.disputes ?? [];
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={say(PAYOUT_NOTICE.queueTitle)}
      description={say(ADMIN_SCREEN.disputes.description)}
      size="xl"
    >
      <div className="max-h-[65vh] overflow-y-auto pe-1" data-testid="disputes-queue">
        {queue.isPending ? (
          <Skeleton className="h-36" />
        ) : queue.isError ? (
          <LoadError
            message={say(errorMessage(queue.error, PAYOUT_NOTICE.loadFailed))}
            onRetry={() => void queue.refetch()}
          />
        ) : !list.length ? (
          <p className="py-10 text-center text-muted">{say(PAYOUT_NOTICE.queueEmpty)}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((d) => (
              <DisputeCard key={d.id} dispute={d} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function DisputeCard({ dispute: d }: { dispute: Dispute }) {
  const say = useSay();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resolve = useMutation({
    mutationFn: (outcome: 'upheld' | 'rejected') => {
      const parsed = resolveDisputeSchema.safeParse({ outcome, note });
      if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
      return post('/disputes/{id}/resolve', { params: { id: d.id }, body: parsed.data });
    },
    onSuccess: () => {
      toast.success(PAYOUT_NOTICE.resolved);
      void client.invalidateQueries({ queryKey: disputeKeys.all });
    },
    onError: (err) => setError(errorMessage(err, PAYOUT_NOTICE.resolveFailed)),
  });
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{d.tournament_title ?? say(ADMIN_SCREEN.disputes.removedTournament)}</span>
        <span className="text-muted">
          {say(ADMIN_SCREEN.by(d.filer_username))}
          {d.match != null && ` · ${say(ADMIN_SCREEN.disputes.match(d.match))}`}
          {d.team_number != null && ` · ${say(ADMIN_SCREEN.disputes.team(d.team_number))}`}
          {' · '}
          {dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(d.created_at))}
        </span>
        {d.tournament_id && (
          <a className="ms-auto text-accent underline" href={`/tournaments/${d.tournament_id}`}>
            {say(PAYOUT_NOTICE.statusOf.open)}
          </a>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words">{d.reason}</p>
      {d.evidence.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {d.evidence.map((imageId, i) => (
            <EvidenceImage key={imageId} disputeId={d.id} imageId={imageId} n={i + 1} />
          ))}
        </div>
      )}
      <Field label={say(PAYOUT_NOTICE.noteLabel)} error={error}>
        {(id, described) => (
          <Textarea
            id={id}
            aria-describedby={described}
            className="min-h-16"
            maxLength={1000}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          loading={resolve.isPending && resolve.variables === 'rejected'}
          onClick={() => resolve.mutate('rejected')}
        >
          {say(PAYOUT_NOTICE.reject)}
        </Button>
        <Button loading={resolve.isPending && resolve.variables === 'upheld'} onClick={() => resolve.mutate('upheld')}>
          {say(PAYOUT_NOTICE.uphold)}
        </Button>
      </div>
    </li>
  );
}

/** A screenshot, read through its authenticated route (no public address serves it). */
function EvidenceImage({ disputeId, imageId, n }: { disputeId: string; imageId: string; n: number }) {
  const say = useSay();
  const image = useQuery({
    queryKey: ['dispute-evidence', imageId],
    queryFn: () => get('/disputes/{id}/evidence/{image_id}', { params: { id: disputeId, image_id: imageId } }),
    staleTime: Infinity,
  });
  if (!image.data) return <Skeleton className="size-24" />;
  return (
    <a href={image.data.data_url} target="_blank" rel="noreferrer" className="block">
      <img
        src={image.data.data_url}
        alt={say(PAYOUT_NOTICE.screenshot(n))}
        className="size-24 rounded-md object-cover"
      />
    </a>
  );
}
