import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  ADMIN_EDIT_SLOTS_MAX,
  ADMIN_SCREEN,
  FALLBACK,
  SERIES_HOST_NOTICE,
  START_TYPES,
  SUCCESS,
  TOURNAMENT_STATUSES,
  fullEditSchema,
  type FullEditInput,
  type FullEditRequest,
  type Tournament,
} from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { Field, Input, Select, Textarea } from '../../../components/ui/Field';
import { NumberField } from '../../../components/ui/NumberField';
import { put } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { useSubmitErrors } from '../../../lib/submitErrors';
import { queryKeys } from '../../../lib/queryClient';
import { CheckInField } from '../../tournaments/CheckInField';
import { invalidateTournamentLists } from '../../tournaments/queries';
import { RulesField } from '../../tournaments/RulesConfigDialog';
import { SeriesFields } from '../../tournaments/SeriesFields';
import { seriesValues } from '../../tournaments/seriesSettings';
import { toDateTimeLocal, viewerTimeZone } from '../../tournaments/tournamentView';

// The prize pool is shown, never sent: the ledger sets it (docs/product/money.md#prize-pool).
type Values = Omit<FullEditRequest, 'start_date' | 'prize_pool'> & { start_date: string };

// An empty date field means "no date" (start when full), which the schema spells null.
const schemaResolver = zodResolver(fullEditSchema);
const resolver: Resolver<Values, unknown, FullEditInput> = (values, ctx, options) =>
  (schemaResolver as unknown as Resolver<FullEditRequest, unknown, FullEditInput>)(
    { ...values, start_date: values.start_date || null },
    ctx,
    options as never,
  ) as never;

function defaultsOf(t: Tournament): Values {
  return {
    title: t.title,
    description: t.description,
    rules: t.rules,
    tiktok_username: t.tiktok_link || t.tiktok_username,
    game_mode: t.game_mode,
    entry_fee: t.entry_fee,
    max_teams: t.max_teams,
    slots_per_team: t.slots_per_team,
    start_type: t.start_type,
    start_date: toDateTimeLocal(t.start_date),
    status: t.status,
    entries_stopped: t.entries_stopped,
    require_game_identity: t.require_game_identity,
    check_in_minutes: t.check_in_minutes,
    series: seriesValues(t.series),
  };
}

/**
 * Details tab: every editable field of the tournament (PUT /admin/tournaments/:id/full-edit). The
 * rules are edited with the same editor and class picker as at creation.
 *
 * The start and the check-in go only when changed: the server opens a new check-in window (the
 * notice and the no-show release run again) for any start or check-in the edit names. The series
 * goes only when changed too, and can change only until its first result (the server answers 409
 * after that, whatever the edit).
 */
export function DetailsTab({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const client = useQueryClient();
  const form = useForm<Values, unknown, FullEditInput>({ resolver, defaultValues: defaultsOf(t) });
  const submitErrors = useSubmitErrors(form);
  const errors = form.formState.errors;
  // Read while rendering, so the form keeps it up to date for the submit.
  const dirty = form.formState.dirtyFields;
  const [rules, startType, checkIn, series, teams] = useWatch({
    control: form.control,
    name: ['rules', 'start_type', 'check_in_minutes', 'series', 'max_teams'],
  });
  const seriesLocked = t.matches_played > 0;
  const save = useMutation({
    mutationFn: (values: FullEditInput) =>
      put('/admin/tournaments/{id}/full-edit', { params: { id: t.id }, body: values }),
    onSuccess: () => {
      toast.success(SUCCESS.tournamentUpdated);
      // What was saved is the new baseline: a second save leaves the start alone unless it changes again.
      form.reset(form.getValues());
      invalidateTournamentLists(client);
      void client.invalidateQueries({ queryKey: queryKeys.tournament(t.id) });
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.updateTournament),
  });

  return (
    <form
      ref={submitErrors.ref}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((v) => save.mutate(changedStart(v, dirty)), submitErrors.onInvalid)}
      noValidate
    >
      <Field label={say(ADMIN_SCREEN.details.title)} error={errors.title?.message} className="sm:col-span-2">
        {(id, d) => <Input id={id} aria-describedby={d} {...form.register('title')} />}
      </Field>
      <Field
        label={say(ADMIN_SCREEN.details.description)}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(id, d) => <Textarea id={id} aria-describedby={d} className="min-h-16" {...form.register('description')} />}
      </Field>
      <div className="sm:col-span-2">
        <RulesField
          value={rules ?? ''}
          onChange={(next) => form.setValue('rules', next, { shouldValidate: true, shouldDirty: true })}
          error={errors.rules?.message}
        />
      </div>
      <Field label={say(ADMIN_SCREEN.details.tiktokLink)} error={errors.tiktok_username?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} {...form.register('tiktok_username')} />}
      </Field>
      <Field label={say(ADMIN_SCREEN.details.gameMode)} error={errors.game_mode?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} {...form.register('game_mode')} />}
      </Field>
      <NumberField form={form} name="entry_fee" label={say(ADMIN_SCREEN.details.entryFee)} min={0} />
      <Field label={say(ADMIN_SCREEN.details.prizePool)} hint={say(ADMIN_SCREEN.details.prizePoolHint)}>
        {(id, d) => <Input id={id} aria-describedby={d} value={t.prize_pool} readOnly />}
      </Field>
      <NumberField form={form} name="max_teams" label={say(ADMIN_SCREEN.details.maxTeams)} min={1} />
      <NumberField
        form={form}
        name="slots_per_team"
        label={say(ADMIN_SCREEN.details.slotsPerTeam)}
        min={1}
        max={ADMIN_EDIT_SLOTS_MAX}
      />
      <Field label={say(ADMIN_SCREEN.details.startType)} error={errors.start_type?.message}>
        {(id, d) => (
          <Select
            id={id}
            aria-describedby={d}
            {...form.register('start_type', {
              // A start when full has no check-in before it (the server refuses one).
              onChange: (e) =>
                e.target.value === 'when_full' && form.setValue('check_in_minutes', 0, { shouldDirty: true }),
            })}
          >
            {START_TYPES.map((s) => (
              <option key={s} value={s}>
                {say(s === 'scheduled' ? ADMIN_SCREEN.details.scheduled : ADMIN_SCREEN.details.whenFull)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={say(ADMIN_SCREEN.details.startDate)}
        hint={say(ADMIN_SCREEN.details.timeZone(viewerTimeZone()))}
        error={errors.start_date?.message}
      >
        {(id, d) => <Input id={id} aria-describedby={d} type="datetime-local" {...form.register('start_date')} />}
      </Field>
      {startType === 'scheduled' && (
        <CheckInField
          className="sm:col-span-2"
          value={checkIn ?? 0}
          onChange={(next) => form.setValue('check_in_minutes', next, { shouldValidate: true, shouldDirty: true })}
          error={errors.check_in_minutes?.message}
        />
      )}
      <div className="sm:col-span-2">
        <SeriesFields
          value={series}
          onChange={(next) => form.setValue('series', next, { shouldValidate: true, shouldDirty: true })}
          pool={t.prize_pool}
          maxTeams={teams ?? 0}
          disabled={seriesLocked}
          note={seriesLocked ? SERIES_HOST_NOTICE.lockedAfterResults : undefined}
        />
      </div>
      <Field label={say(ADMIN_SCREEN.details.status)} error={errors.status?.message}>
        {(id, d) => (
          <Select id={id} aria-describedby={d} className="capitalize" {...form.register('status')}>
            {TOURNAMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {say(ADMIN_SCREEN.status[s])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" className="size-4 accent-[var(--color-accent)]" {...form.register('entries_stopped')} />
        {say(ADMIN_SCREEN.details.entriesStopped)}
      </label>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          {...form.register('require_game_identity')}
        />
        {say(ADMIN_SCREEN.details.requireGameIdentity)}
      </label>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" onClick={() => form.reset(defaultsOf(t))} disabled={!form.formState.isDirty}>
          {say(ADMIN_SCREEN.details.reset)}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {say(ADMIN_SCREEN.details.saveChanges)}
        </Button>
      </div>
    </form>
  );
}

/** The edit without the start fields and the series the admin left alone (see DetailsTab). */
function changedStart(values: FullEditInput, dirty: Partial<Record<keyof Values, unknown>>): FullEditInput {
  const { start_date, check_in_minutes, series, ...rest } = values;
  const startChanged = !!(dirty.start_date || dirty.start_type);
  return {
    ...rest,
    ...(startChanged ? { start_date } : {}),
    ...(startChanged || dirty.check_in_minutes ? { check_in_minutes } : {}),
    ...(hasDirt(dirty.series) ? { series } : {}),
  };
}

/** react-hook-form marks a changed object field with an object of flags, one per changed leaf. */
function hasDirt(flags: unknown): boolean {
  if (Array.isArray(flags)) return flags.some(hasDirt);
  if (flags && typeof flags === 'object') return Object.values(flags).some(hasDirt);
  return flags === true;
}
