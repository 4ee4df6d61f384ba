/**
 * Send Room Code (docs/product/tournaments.md#the-room-code): code required and trimmed, link and password sent as
 * null when empty; 'Room code sent to {n} participants!' and the tournament goes live.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { FALLBACK, PLAY_SCREEN, SUCCESS, sendRoomCodeSchema, type SendRoomCodeInput } from '@squadhub/shared';
import { Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { queryKeys } from '../../lib/queryClient';
import { RoomFields } from './RoomFields';
import type { TournamentDialogProps } from './dialog-props';

export function SendRoomCodeDialog({ tournament: t, open, onOpenChange }: TournamentDialogProps) {
  const say = useSay();
  const client = useQueryClient();
  const form = useForm<SendRoomCodeInput, unknown, z.output<typeof sendRoomCodeSchema>>({
    resolver: zodResolver(sendRoomCodeSchema),
    defaultValues: { room_code: t.room_code ?? '', room_link: t.room_link ?? '', password: t.room_password ?? '' },
  });
  const submitErrors = useSubmitErrors(form);
  const send = useMutation({
    mutationFn: (body: z.output<typeof sendRoomCodeSchema>) =>
      post('/tournaments/{id}/send-room-code', { params: { id: t.id }, body }),
    onSuccess: (res) => {
      // The server's words: 'Room code sent to {n} participants!', or with check-in on who sees it now and later.
      toast.success(res.message);
      toast.success(SUCCESS.tournamentLive, { duration: 6000 });
      void client.invalidateQueries({ queryKey: queryKeys.tournament(t.id) });
      onOpenChange(false);
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.sendRoomCode),
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(PLAY_SCREEN.sendRoomCode.title)}
      description={say(PLAY_SCREEN.sendRoomCode.description(t.current_players))}
      size="sm"
    >
      <form
        ref={submitErrors.ref}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit((v) => send.mutate(v), submitErrors.onInvalid)}
        data-testid="send-room-code-form"
      >
        <RoomFields
          code={{ registration: form.register('room_code'), error: errors.room_code?.message }}
          link={{ registration: form.register('room_link'), error: errors.room_link?.message }}
        />
        <Field
          label={say(PLAY_SCREEN.sendRoomCode.password)}
          error={errors.password?.message && say(errors.password.message)}
        >
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="off" {...form.register('password')} />}
        </Field>
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          pending={send.isPending}
          submitLabel={say(PLAY_SCREEN.sendRoomCode.title)}
          className="pt-1"
        />
      </form>
    </Dialog>
  );
}
