import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, SUCCESS, TOURNAMENTS_SCREEN, rescheduleSchema, type Tournament } from '@squadhub/shared';
import type { z } from 'zod';
import { Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Field';
import { put } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { invalidateTournamentLists } from './queries';
import { toDateTimeLocal, viewerTimeZone } from './tournamentView';

type Values = z.input<typeof rescheduleSchema>;
type Output = z.output<typeof rescheduleSchema>;

/** Reschedule Tournament (the creator's edit, docs/product/tournaments.md#editing): a new start date in the viewer's zone. */
export function RescheduleDialog({
  tournament: t,
  open,
  onOpenChange,
}: {
  tournament: Pick<Tournament, 'id' | 'title' | 'start_date'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useSay();
  const client = useQueryClient();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { start_date: toDateTimeLocal(t.start_date) },
  });
  const submitErrors = useSubmitErrors(form);
  useEffect(() => {
    if (open) form.reset({ start_date: toDateTimeLocal(t.start_date) });
  }, [open, t.start_date, form]);

  const save = useMutation({
    mutationFn: (values: Output) => put('/tournaments/{id}/update-rules-date', { params: { id: t.id }, body: values }),
    onSuccess: () => {
      toast.success(SUCCESS.tournamentDateUpdated);
      invalidateTournamentLists(client);
      onOpenChange(false);
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.updateTournament),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(TOURNAMENTS_SCREEN.reschedule.title)}
      description={t.title}
      size="sm"
    >
      <form
        ref={submitErrors.ref}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((v) => save.mutate(v), submitErrors.onInvalid)}
        noValidate
      >
        <Field
          label={say(TOURNAMENTS_SCREEN.reschedule.startLabel)}
          hint={say(TOURNAMENTS_SCREEN.reschedule.timeZoneHint(viewerTimeZone()))}
          error={form.formState.errors.start_date?.message && say(form.formState.errors.start_date.message)}
        >
          {(id, describedBy) => (
            <Input id={id} type="datetime-local" aria-describedby={describedBy} {...form.register('start_date')} />
          )}
        </Field>
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          pending={save.isPending}
          submitLabel={say(TOURNAMENTS_SCREEN.reschedule.save)}
        />
      </form>
    </Dialog>
  );
}
