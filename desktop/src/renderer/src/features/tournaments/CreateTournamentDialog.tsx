/**
 * Create Tournament (docs/product/tournaments.md#creating-a-tournament): step 1 picks one of the 9 templates, step 2 is the form
 * with every default and limit, validated by the same zod schema as the server. After the
 * tournament is created its image is uploaded; a failed upload leaves the tournament and warns.
 * "Create again" (hosts run the same tournament often) opens step 2 filled in from an earlier
 * tournament of the creator: template, title, rules and classes, fees, stream link and image; only
 * the start is left to choose. A scheduled start can have a check-in (CheckInField.tsx). A
 * tournament is a single game or a series of matches (SeriesFields.tsx).
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Coins, Trophy } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  CODE_GRACE_MINUTES_DEFAULT,
  CODE_GRACE_MINUTES_MAX,
  CODE_GRACE_MINUTES_MIN,
  FALLBACK,
  SERIES_HOST_NOTICE,
  PAYOUT_HOLD_PROPOSED,
  TOURNAMENT_DEFAULTS,
  TOURNAMENT_NOTICE,
  TOURNAMENTS_SCREEN,
  VALIDATION,
  VOID_NOTICE,
  createTournamentSchema,
  findTemplate,
  maxPrizePool,
  type CreateTournamentInput,
  type CreateTournamentRequest,
  type Tournament,
  type TournamentTemplate,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Field';
import { ImagePicker } from '../../components/ui/ImagePicker';
import { NumberField } from '../../components/ui/NumberField';
import { API_ORIGIN, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { CheckInField } from './CheckInField';
import { invalidateTournamentLists } from './queries';
import { RulesField } from './RulesConfigDialog';
import { PayoutHoldField } from './PayoutHoldField';
import { SeriesFields } from './SeriesFields';
import { seriesValues } from './seriesSettings';
import { TemplatePicker } from './TemplatePicker';
import { viewerTimeZone } from './tournamentView';

type Values = CreateTournamentRequest;

function defaultsFor(template: TournamentTemplate, tiktok: string): Values {
  return {
    title: '',
    rules: '',
    tiktok_username: tiktok,
    template_type: template.id,
    max_teams: Math.min(TOURNAMENT_DEFAULTS.maxTeams, template.maxTeams),
    slots_per_team: Math.min(TOURNAMENT_DEFAULTS.slotsPerTeam, template.slotsPerTeam),
    entry_fee: TOURNAMENT_DEFAULTS.entryFee,
    creator_prize_contribution: TOURNAMENT_DEFAULTS.creatorPrizeContribution,
    start_type: TOURNAMENT_DEFAULTS.startType,
    start_date: '',
    check_in_minutes: 0,
    require_game_identity: false,
    code_grace_minutes: CODE_GRACE_MINUTES_DEFAULT,
    payout_hold_minutes: PAYOUT_HOLD_PROPOSED,
    series: null,
  };
}

/** An earlier tournament's settings, for "Create again"; the start date is left to choose. */
function copiedFrom(source: Tournament): Values {
  return {
    title: source.title,
    rules: source.rules,
    tiktok_username: source.tiktok_username,
    template_type: source.template_type,
    max_teams: source.max_teams,
    slots_per_team: source.slots_per_team,
    entry_fee: source.entry_fee,
    creator_prize_contribution: source.creator_prize_contribution,
    start_type: source.start_type,
    start_date: '',
    check_in_minutes: source.check_in_minutes,
    require_game_identity: source.require_game_identity,
    code_grace_minutes: source.code_grace_minutes,
    payout_hold_minutes: source.payout_hold_minutes as Values['payout_hold_minutes'],
    series: seriesValues(source.series),
  };
}

/** The earlier tournament's uploaded image as a file to upload again (template art needs nothing). */
async function uploadedImageOf(source: Tournament): Promise<File | null> {
  if (!source.image_url?.startsWith('/uploads/')) return null;
  const res = await fetch(`${API_ORIGIN}${source.image_url}`);
  if (!res.ok) return null;
  const blob = await res.blob();
  return new File([blob], 'image', { type: blob.type });
}

export function CreateTournamentDialog({
  open,
  onOpenChange,
  source,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** "Create again": start from this tournament's settings. */
  source?: Tournament;
}) {
  const say = useSay();
  const initial = (source && findTemplate(source.template_type)) ?? null;
  const [template, setTemplate] = useState<TournamentTemplate | null>(initial);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setTemplate(initial);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size={template ? 'lg' : 'xl'}
      title={say(TOURNAMENTS_SCREEN.create.title)}
      description={
        template
          ? say(TOURNAMENTS_SCREEN.create.stepDetails(template.name))
          : say(TOURNAMENTS_SCREEN.create.stepTemplate)
      }
    >
      {template ? (
        <CreateForm
          template={template}
          source={source?.template_type === template.id ? source : undefined}
          onBack={() => setTemplate(null)}
          onCreated={() => close(false)}
        />
      ) : (
        <TemplatePicker value={null} onSelect={setTemplate} />
      )}
    </Dialog>
  );
}

function CreateForm({
  template,
  source,
  onBack,
  onCreated,
}: {
  template: TournamentTemplate;
  source?: Tournament;
  onBack: () => void;
  onCreated: () => void;
}) {
  const say = useSay();
  const { user, isSuperAdmin } = useAuth();
  const client = useQueryClient();
  const form = useForm<Values, unknown, CreateTournamentInput>({
    resolver: zodResolver(createTournamentSchema),
    defaultValues: source ? copiedFrom(source) : defaultsFor(template, user?.tiktok_link ?? ''),
  });
  const errors = form.formState.errors;
  const submitErrors = useSubmitErrors(form);
  const [image, setImage] = useState<File | null>(null);
  useEffect(() => {
    if (!source) return;
    let current = true;
    uploadedImageOf(source)
      .then((file) => current && file && setImage((chosen) => chosen ?? file))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [source]);
  const [progress, setProgress] = useState<number | null>(null);
  const [teams, slots, fee, contribution, startType, rules, checkIn, series] = useWatch({
    control: form.control,
    name: [
      'max_teams',
      'slots_per_team',
      'entry_fee',
      'creator_prize_contribution',
      'start_type',
      'rules',
      'check_in_minutes',
      'series',
    ],
  });
  const pool = maxPrizePool(nonNeg(teams), nonNeg(slots), nonNeg(fee), nonNeg(contribution));

  const create = useMutation({
    mutationFn: async (values: CreateTournamentInput) => {
      const created = await post('/tournaments', { body: values });
      let imageFailed = false;
      if (image) {
        const body = new FormData();
        body.append('file', image);
        setProgress(0);
        try {
          await post('/tournaments/{id}/upload-image', {
            params: { id: created.id },
            form: body,
            onUploadProgress: setProgress,
          });
        } catch {
          imageFailed = true;
        } finally {
          setProgress(null);
        }
      }
      return { created, imageFailed };
    },
    onSuccess: ({ created, imageFailed }) => {
      if (imageFailed) toast.warning(FALLBACK.imageUploadAfterCreate);
      toast.success(
        created.approval_status === 'approved' || isSuperAdmin
          ? TOURNAMENTS_SCREEN.create.createdVisible
          : TOURNAMENTS_SCREEN.create.createdWaiting,
      );
      invalidateTournamentLists(client);
      onCreated();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.createTournament),
  });

  return (
    <form
      ref={submitErrors.ref}
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) => create.mutate(values), submitErrors.onInvalid)}
      aria-label={say(TOURNAMENTS_SCREEN.create.form)}
    >
      <div className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 p-2.5">
        <Button variant="ghost" size="sm" onClick={onBack} aria-label={say(TOURNAMENTS_SCREEN.create.backToTemplates)}>
          <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden />{' '}
          <span className="max-sm:hidden">{say(TOURNAMENTS_SCREEN.create.templates)}</span>
        </Button>
        <div className="min-w-0 text-sm leading-tight">
          <p className="truncate font-bold">{template.name}</p>
          <p className="truncate text-xs text-muted">
            {say(TOURNAMENTS_SCREEN.create.templateSummary(template.mapName, template.maxTeams, template.slotsPerTeam))}
          </p>
        </div>
      </div>

      <Field
        label={say(TOURNAMENTS_SCREEN.create.titleLabel)}
        error={errors.title?.message && say(errors.title.message)}
      >
        {(id, d) => (
          <Input
            id={id}
            aria-describedby={d}
            placeholder={say(TOURNAMENTS_SCREEN.create.titlePlaceholder)}
            autoFocus
            {...form.register('title')}
          />
        )}
      </Field>

      <RulesField
        value={rules}
        onChange={(next) => form.setValue('rules', next, { shouldValidate: true, shouldDirty: true })}
        error={errors.rules?.message}
      />

      <Field
        label={say(TOURNAMENTS_SCREEN.create.tiktokLabel)}
        hint={say(TOURNAMENTS_SCREEN.create.tiktokHint)}
        error={errors.tiktok_username?.message && say(errors.tiktok_username.message)}
      >
        {(id, d) => (
          <Input
            id={id}
            aria-describedby={d}
            placeholder="https://www.tiktok.com/@yourname"
            {...form.register('tiktok_username')}
          />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <NumberField
          form={form}
          name="max_teams"
          label={say(TOURNAMENTS_SCREEN.create.teamsLabel)}
          hint={say(TOURNAMENTS_SCREEN.create.upTo(template.maxTeams))}
          min={1}
          max={template.maxTeams}
        />
        <NumberField
          form={form}
          name="slots_per_team"
          label={say(TOURNAMENTS_SCREEN.create.slotsLabel)}
          hint={say(TOURNAMENTS_SCREEN.create.upTo(template.slotsPerTeam))}
          min={1}
          max={template.slotsPerTeam}
        />
        <NumberField
          form={form}
          name="entry_fee"
          label={say(TOURNAMENTS_SCREEN.create.entryFeeLabel)}
          hint={say(TOURNAMENTS_SCREEN.create.entryFeeHint)}
          min={0}
        />
        <NumberField
          form={form}
          name="creator_prize_contribution"
          label={say(TOURNAMENTS_SCREEN.create.contributionLabel)}
          hint={say(VALIDATION.contributionHint)}
          min={0}
        />
      </div>

      <div className="flex items-center justify-between gap-3 rounded-xl border border-gold/30 bg-gold/5 px-4 py-3">
        <span className="flex items-center gap-2 text-sm text-muted">
          <Trophy className="size-4 text-gold" aria-hidden /> {say(TOURNAMENTS_SCREEN.create.maxPrizePool)}
        </span>
        <span
          className="flex items-center gap-1.5 text-lg font-black tabular-nums text-gold"
          data-testid="max-prize-pool"
        >
          <Coins className="size-4" aria-hidden />
          {pool}
        </span>
      </div>

      <SeriesFields
        value={series}
        onChange={(next) => form.setValue('series', next, { shouldValidate: true, shouldDirty: true })}
        pool={pool}
        poolHint={SERIES_HOST_NOTICE.poolEstimate}
        maxTeams={nonNeg(teams)}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{say(TOURNAMENTS_SCREEN.create.start)}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['scheduled', TOURNAMENTS_SCREEN.create.scheduled, TOURNAMENTS_SCREEN.create.scheduledHint],
              ['when_full', TOURNAMENTS_SCREEN.create.whenFull, TOURNAMENTS_SCREEN.create.whenFullHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-2 rounded-lg border border-border bg-surface-2 p-2.5 has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 accent-[var(--color-accent)]"
                {...form.register('start_type', {
                  // A start when full has no date, and so no check-in before it.
                  onChange: (e) => {
                    if (e.target.value !== 'when_full') return;
                    form.setValue('start_date', '');
                    form.setValue('check_in_minutes', 0);
                  },
                })}
              />
              <span>
                <span className="block text-sm font-semibold">{say(label)}</span>
                <span className="block text-xs text-muted">{say(hint)}</span>
              </span>
            </label>
          ))}
        </div>
        {startType === 'scheduled' && (
          <Field
            label={say(TOURNAMENTS_SCREEN.create.startDateLabel)}
            hint={say(TOURNAMENTS_SCREEN.create.startDateHint(viewerTimeZone()))}
            error={errors.start_date?.message && say(errors.start_date.message)}
          >
            {(id, d) => <Input id={id} aria-describedby={d} type="datetime-local" {...form.register('start_date')} />}
          </Field>
        )}
        {startType === 'scheduled' && (
          <CheckInField
            value={checkIn ?? 0}
            onChange={(next) => form.setValue('check_in_minutes', next, { shouldValidate: true, shouldDirty: true })}
            error={errors.check_in_minutes?.message}
          />
        )}
        {/* docs/product/trust.md#room-code-deadline */}
        <NumberField
          form={form}
          name="code_grace_minutes"
          label={say(VOID_NOTICE.graceLabel)}
          hint={say(VOID_NOTICE.graceHint)}
          min={CODE_GRACE_MINUTES_MIN}
          max={CODE_GRACE_MINUTES_MAX}
        />
      </fieldset>

      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
          data-testid="require-game-identity"
          {...form.register('require_game_identity')}
        />
        <span>
          {say(TOURNAMENT_NOTICE.requireGameIdentityLabel)}
          <span className="block text-xs text-muted">{say(TOURNAMENT_NOTICE.requireGameIdentityHint)}</span>
        </span>
      </label>
      <PayoutHoldField
        value={form.watch('payout_hold_minutes') ?? 0}
        onChange={(next) => form.setValue('payout_hold_minutes', next, { shouldValidate: true, shouldDirty: true })}
        error={errors.payout_hold_minutes?.message}
      />

      <ImagePicker
        label={say(TOURNAMENTS_SCREEN.create.imageLabel)}
        file={image}
        onChange={setImage}
        progress={progress}
      />

      {/* Sticks to the dialog's bottom edge (its scroll area has 1rem of padding below). */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex justify-end gap-2 rounded-b-2xl border-t border-border bg-surface px-5 py-3">
        <Button variant="ghost" onClick={onBack}>
          {say(TOURNAMENTS_SCREEN.common.back)}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {say(TOURNAMENTS_SCREEN.create.submit)}
        </Button>
      </div>
    </form>
  );
}

const nonNeg = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
