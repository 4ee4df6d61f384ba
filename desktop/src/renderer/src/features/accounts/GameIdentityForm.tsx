/**
 * The game identity form (docs/product/results.md#game-identity): the in-game UID and name, on My
 * Account and in place on a tournament that requires them. The shared schema checks both as the
 * server does; a UID of another account comes back as the UID field's error.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import clsx from 'clsx';
import {
  ACCOUNTS_SCREEN,
  FALLBACK,
  GAME_NAME_MAX,
  GAME_UID_MAX,
  GAME_UID_MIN,
  SUCCESS,
  gameIdentitySchema,
  type GameIdentityInput,
  type GameIdentityRequest,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Field';
import { hasCode, put } from '../../lib/api';
import { useAuth, useUpdateCurrentUser } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';

export function GameIdentityForm({ onSaved, className }: { onSaved?: () => void; className?: string }) {
  const say = useSay();
  const { user } = useAuth();
  const updateUser = useUpdateCurrentUser();
  const form = useForm<GameIdentityRequest, unknown, GameIdentityInput>({
    resolver: zodResolver(gameIdentitySchema),
    defaultValues: { game_uid: user?.game_uid ?? '', game_name: user?.game_name ?? '' },
  });
  const submitErrors = useSubmitErrors(form);
  const errors = form.formState.errors;
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);
  const save = useMutation({
    mutationFn: (body: GameIdentityInput) => put('/users/me/game-identity', { body }),
    onSuccess: (res) => {
      updateUser(res.user);
      form.reset({ game_uid: res.user.game_uid ?? '', game_name: res.user.game_name ?? '' });
      toast.success(SUCCESS.gameIdentitySaved);
      onSaved?.();
    },
    onError: (err) => {
      submitErrors.onServerError(err, FALLBACK.gameIdentity);
      if (hasCode(err, 'game_uid_taken')) form.setError('game_uid', { type: 'server', message: err.message });
    },
  });
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => save.mutate(v), submitErrors.onInvalid)}
      className={clsx('flex flex-col gap-3 sm:flex-row sm:items-start', className)}
      noValidate
      data-testid="game-identity-form"
    >
      <Field
        label={say(ACCOUNTS_SCREEN.gameIdentity.uid)}
        error={said(errors.game_uid?.message)}
        hint={say(ACCOUNTS_SCREEN.gameIdentity.uidHint(GAME_UID_MIN, GAME_UID_MAX))}
        className="sm:w-48"
      >
        {(id, describedBy) => (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            maxLength={GAME_UID_MAX + 4}
            placeholder="6742091583"
            aria-describedby={describedBy}
            aria-invalid={!!errors.game_uid}
            {...form.register('game_uid')}
          />
        )}
      </Field>
      <Field
        label={say(ACCOUNTS_SCREEN.gameIdentity.name)}
        error={said(errors.game_name?.message)}
        hint={say(ACCOUNTS_SCREEN.gameIdentity.nameHint)}
        className="min-w-0 flex-1"
      >
        {(id, describedBy) => (
          <Input
            id={id}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // Code points, as the server counts them: an astral character is two UTF-16 units.
            maxLength={GAME_NAME_MAX * 2}
            aria-describedby={describedBy}
            aria-invalid={!!errors.game_name}
            {...form.register('game_name')}
          />
        )}
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
        {say(ACCOUNTS_SCREEN.save)}
      </Button>
    </form>
  );
}

/** My Account's block: what is stored, and the form to set or change it. */
export function GameIdentitySection() {
  const say = useSay();
  return (
    <section
      aria-labelledby="game-identity-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <div>
        <h2 id="game-identity-title" className="text-lg font-black">
          {say(ACCOUNTS_SCREEN.gameIdentity.title)}
        </h2>
        <p className="text-sm text-muted">{say(ACCOUNTS_SCREEN.gameIdentity.intro)}</p>
      </div>
      <GameIdentityForm />
    </section>
  );
}
