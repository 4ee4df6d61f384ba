/**
 * A participant reports a wrong result (docs/product/trust.md#disputes): what is wrong (10 to
 * 1,000 characters, counted as they type), for a series the match and team, and up to 3
 * screenshots, sent one by one after the report is filed.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  DISPUTE_EVIDENCE_MAX,
  PAYOUT_NOTICE,
  PLAY_SCREEN,
  fileDisputeSchema,
  type FileDisputeRequest,
  type Tournament,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Input, Textarea } from '../../components/ui/Field';
import { errorMessage, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { disputeKeys } from './disputes';

export function DisputeDialog({
  tournament: t,
  onOpenChange,
}: {
  tournament: Tournament;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useSay();
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<FileDisputeRequest>({
    resolver: zodResolver(fileDisputeSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const errors = form.formState.errors;
  const send = useMutation({
    mutationFn: async (values: FileDisputeRequest) => {
      const dispute = await post('/tournaments/{id}/disputes', { params: { id: t.id }, body: values });
      for (const file of files) {
        const data = new FormData();
        data.append('image', file);
        await post('/disputes/{id}/evidence', { params: { id: dispute.id }, form: data });
      }
      return dispute;
    },
    onSuccess: () => {
      toast.success(PAYOUT_NOTICE.sent);
      void client.invalidateQueries({ queryKey: disputeKeys.all });
      onOpenChange(false);
    },
    onError: (err) => toast.error(errorMessage(err, PAYOUT_NOTICE.sendFailed)),
  });
  const number = (v: string) => (v === '' ? undefined : Number(v));
  const sayError = (message: string | undefined) => (message ? say(message) : undefined);
  return (
    <Dialog open onOpenChange={onOpenChange} title={say(PAYOUT_NOTICE.dialogTitle)} size="md">
      <form className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => send.mutate(v))} noValidate>
        <Field
          label={say(PAYOUT_NOTICE.reasonLabel)}
          error={sayError(errors.reason?.message)}
          hint={say(PAYOUT_NOTICE.reasonCount(reason.length))}
        >
          {(id, d) => (
            <Textarea id={id} aria-describedby={d} className="min-h-28" maxLength={1000} {...form.register('reason')} />
          )}
        </Field>
        {t.series && (
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                ['match', PAYOUT_NOTICE.matchLabel, t.series.matches],
                ['team_number', PAYOUT_NOTICE.teamLabel, t.max_teams],
              ] as const
            ).map(([name, label, max]) => (
              <Field key={name} label={say(label)} error={sayError(errors[name]?.message)}>
                {(id, d) => (
                  <Input
                    id={id}
                    aria-describedby={d}
                    type="number"
                    min={1}
                    max={max}
                    {...form.register(name, { setValueAs: number })}
                  />
                )}
              </Field>
            ))}
          </div>
        )}
        <Field label={say(PAYOUT_NOTICE.evidenceLabel)}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, DISPUTE_EVIDENCE_MAX))}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {say(PLAY_SCREEN.cancel)}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {say(PAYOUT_NOTICE.send)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
