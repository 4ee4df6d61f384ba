/**
 * Single game or series (docs/product/series.md), at creation and in the super admin's full edit:
 * the number of matches, a points table (a preset, shown as its placement points and editable from
 * 1st place, never increasing), the kill points, and the payout by final rank with the coins each
 * rank would get from the pool and what is left for the creator. Problems show as they are typed,
 * in the shared schema's words; the form's own resolver refuses to send them too.
 */
import { useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { Coins, Minus, Plus, RotateCcw } from 'lucide-react';
import {
  KILL_POINTS_MAX,
  POINTS_PRESET_IDS,
  SERIES_HOST_NOTICE,
  SERIES_MATCHES_MAX,
  SERIES_MATCHES_MIN,
  SERIES_NOTICE,
  TOURNAMENTS_SCREEN,
  placementTable,
  type PointsPresetId,
  type SeriesSettingsRequest,
} from '@squadhub/shared';
import { Input, Select } from '../../components/ui/Field';
import { useSay } from '../../lib/language';
import { PRESET_LABELS, defaultSeries, ordinal, payoutShares, seriesProblems } from './seriesSettings';

/** Places a table may list, and ranks a payout may pay, through these fields. */
const LIST_MAX = 30;

/** Narrow number boxes: the browser's spin arrows would cover the digits (typing and the keyboard's arrows still work). */
const NO_SPIN =
  '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

const toNumber = (raw: string) => (raw.trim() === '' ? NaN : Number(raw));
const shown = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : '');

export function SeriesFields({
  value,
  onChange,
  pool,
  poolHint,
  maxTeams,
  disabled,
  note,
}: {
  /** null: a single game. */
  value: SeriesSettingsRequest | null | undefined;
  onChange: (next: SeriesSettingsRequest | null) => void;
  /** The prize pool the payout preview divides. */
  pool: number;
  /** What the pool is (an estimate at creation). */
  poolHint?: string;
  maxTeams: number;
  disabled?: boolean;
  /** Shown above the fields (why they are disabled). */
  note?: ReactNode;
}) {
  const say = useSay();
  const id = useId();
  // Switching to a single game and back keeps what was typed.
  const last = useRef<SeriesSettingsRequest | null>(value ?? null);
  if (value) last.current = value;
  const series = value ?? null;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{say(TOURNAMENTS_SCREEN.series.format)}</legend>
      {note && (
        <p className="rounded-lg border border-pending/40 bg-pending/10 px-3 py-2 text-xs">
          {typeof note === 'string' ? say(note) : note}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            [false, TOURNAMENTS_SCREEN.series.singleGame, SERIES_HOST_NOTICE.singleHint],
            [true, TOURNAMENTS_SCREEN.series.series, SERIES_HOST_NOTICE.seriesHint],
          ] as const
        ).map(([isSeries, label, hint]) => (
          <label
            key={label}
            className="flex cursor-pointer gap-2 rounded-lg border border-border bg-surface-2 p-2.5 has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:disabled]:cursor-not-allowed"
          >
            <input
              type="radio"
              name={`${id}-format`}
              checked={!!series === isSeries}
              onChange={() => onChange(isSeries ? (last.current ?? defaultSeries()) : null)}
              className="mt-0.5 accent-[var(--color-accent)]"
            />
            <span>
              <span className="block text-sm font-semibold">{say(label)}</span>
              <span className="block text-xs text-muted">{say(hint)}</span>
            </span>
          </label>
        ))}
      </div>
      {series && (
        <SeriesSettingsFields series={series} onChange={onChange} pool={pool} poolHint={poolHint} maxTeams={maxTeams} />
      )}
    </fieldset>
  );
}

function SeriesSettingsFields({
  series,
  onChange,
  pool,
  poolHint,
  maxTeams,
}: {
  series: SeriesSettingsRequest;
  onChange: (next: SeriesSettingsRequest) => void;
  pool: number;
  poolHint?: string;
  maxTeams: number;
}) {
  const say = useSay();
  const id = useId();
  const problems = seriesProblems(series, maxTeams);
  const placement = series.points.placement ?? [...placementTable(series.points.preset)];
  const preset = series.points.preset;
  const presetTable = preset === 'custom' ? null : placementTable(preset);
  const edited = presetTable !== null && presetTable.join() !== placement.join();
  const setPoints = (points: Partial<SeriesSettingsRequest['points']>) =>
    onChange({ ...series, points: { ...series.points, placement, ...points } });
  const setPlace = (index: number, points: number) =>
    setPoints({ placement: placement.map((p, i) => (i === index ? points : p)) });
  const setPayout = (payout: number[]) => onChange({ ...series, payout });
  const { shares, left } = payoutShares(pool, series.payout);

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface-2/50 p-3">
      <div className="grid grid-cols-2 gap-3">
        <SmallField
          label={say(SERIES_NOTICE.matches)}
          hint={say(TOURNAMENTS_SCREEN.series.matchesHint)}
          error={problems.matches}
        >
          {(fieldId, d) => (
            <Input
              id={fieldId}
              aria-describedby={d}
              type="number"
              inputMode="numeric"
              min={SERIES_MATCHES_MIN}
              max={SERIES_MATCHES_MAX}
              value={shown(series.matches)}
              onChange={(e) => onChange({ ...series, matches: toNumber(e.target.value) })}
            />
          )}
        </SmallField>
        <SmallField
          label={say(TOURNAMENTS_SCREEN.series.killPointsLabel)}
          hint={say(TOURNAMENTS_SCREEN.series.killPointsHint)}
          error={problems.killPoints}
        >
          {(fieldId, d) => (
            <Input
              id={fieldId}
              aria-describedby={d}
              type="number"
              inputMode="numeric"
              min={0}
              max={KILL_POINTS_MAX}
              value={shown(series.points.kill_points)}
              onChange={(e) => setPoints({ kill_points: toNumber(e.target.value) })}
            />
          )}
        </SmallField>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={`${id}-preset`} className="text-sm font-medium">
            {say(SERIES_NOTICE.pointsTable)}
          </label>
          {edited && (
            <button
              type="button"
              className="flex items-center gap-1 text-xs font-medium text-accent hover:underline"
              onClick={() => setPoints({ placement: [...presetTable] })}
            >
              <RotateCcw className="size-3" aria-hidden />{' '}
              {say(TOURNAMENTS_SCREEN.series.presetValues(say(PRESET_LABELS[preset])))}
            </button>
          )}
        </div>
        <Select
          id={`${id}-preset`}
          value={preset}
          onChange={(e) => {
            const next = e.target.value as PointsPresetId;
            // Custom starts from the table on screen; a preset brings its own.
            setPoints({ preset: next, placement: next === 'custom' ? placement : [...placementTable(next)] });
          }}
        >
          {POINTS_PRESET_IDS.map((p) => (
            <option key={p} value={p}>
              {p === preset && edited
                ? say(TOURNAMENTS_SCREEN.series.presetEdited(say(PRESET_LABELS[p])))
                : say(PRESET_LABELS[p])}
            </option>
          ))}
        </Select>
        <ol
          className="grid grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-1.5"
          aria-label={say(TOURNAMENTS_SCREEN.series.placementPoints)}
        >
          {placement.map((points, i) => (
            <li key={i} className="flex flex-col items-center gap-0.5">
              <label htmlFor={`${id}-place-${i}`} className="text-[11px] font-semibold text-muted">
                {ordinal(i + 1)}
              </label>
              <Input
                id={`${id}-place-${i}`}
                type="number"
                inputMode="numeric"
                min={0}
                value={shown(points)}
                aria-invalid={problems.placementAt.has(i + 1) || undefined}
                onChange={(e) => setPlace(i, toNumber(e.target.value))}
                className={clsx(
                  'h-9 px-1 text-center tabular-nums',
                  NO_SPIN,
                  problems.placementAt.has(i + 1) && 'border-danger bg-danger/10',
                )}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <ListButton
            onClick={() => setPoints({ placement: [...placement, Math.max(0, Math.min(1, placement.at(-1) ?? 1))] })}
            disabled={placement.length >= Math.min(LIST_MAX, Math.max(1, maxTeams))}
          >
            <Plus className="size-3.5" aria-hidden /> {say(TOURNAMENTS_SCREEN.series.place)}
          </ListButton>
          <ListButton onClick={() => setPoints({ placement: placement.slice(0, -1) })} disabled={placement.length <= 1}>
            <Minus className="size-3.5" aria-hidden /> {say(TOURNAMENTS_SCREEN.series.place)}
          </ListButton>
        </div>
        <Message error={problems.placement}>{say(SERIES_HOST_NOTICE.placementHint)}</Message>
      </div>

      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium" id={`${id}-payout`}>
          {say(TOURNAMENTS_SCREEN.series.payoutByRank)}
        </p>
        <ol className="flex flex-col gap-1.5" aria-labelledby={`${id}-payout`}>
          {series.payout.map((percent, i) => (
            <li key={i} className="flex items-center gap-2 text-sm">
              <label htmlFor={`${id}-rank-${i}`} className="w-10 shrink-0 font-semibold tabular-nums">
                {ordinal(i + 1)}
              </label>
              <div className="relative w-24 shrink-0">
                <Input
                  id={`${id}-rank-${i}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  value={shown(percent)}
                  aria-invalid={problems.payoutAt.has(i + 1) || undefined}
                  onChange={(e) => setPayout(series.payout.map((p, j) => (j === i ? toNumber(e.target.value) : p)))}
                  className={clsx(
                    'h-9 pe-7 text-end tabular-nums',
                    NO_SPIN,
                    problems.payoutAt.has(i + 1) && 'border-danger bg-danger/10',
                  )}
                />
                <span className="pointer-events-none absolute end-2.5 top-1/2 -translate-y-1/2 text-muted">%</span>
              </div>
              <span className="flex min-w-0 items-center gap-1 font-semibold tabular-nums text-gold">
                <Coins className="size-3.5 shrink-0" aria-hidden />
                {shares[i] ?? 0}
              </span>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <ListButton
            onClick={() => setPayout([...series.payout, 1])}
            disabled={series.payout.length >= Math.min(LIST_MAX, Math.max(1, maxTeams))}
          >
            <Plus className="size-3.5" aria-hidden /> {say(SERIES_NOTICE.rank)}
          </ListButton>
          <ListButton onClick={() => setPayout(series.payout.slice(0, -1))} disabled={series.payout.length <= 1}>
            <Minus className="size-3.5" aria-hidden /> {say(SERIES_NOTICE.rank)}
          </ListButton>
        </div>
        <p className="text-xs text-muted" data-testid="series-payout-left">
          {say(TOURNAMENTS_SCREEN.series.pool)}{' '}
          <strong className="text-gold tabular-nums">{Math.max(0, Math.floor(pool || 0))}</strong>
          {poolHint ? ` (${say(poolHint).toLowerCase()})` : ''}
          {/* Over 100% the error below says it; a negative leftover would only confuse. */}
          {left >= 0 && ` · ${say(SERIES_HOST_NOTICE.payoutLeft(left))}`}
        </p>
        <Message error={problems.payout ?? problems.size}>{say(SERIES_HOST_NOTICE.payoutHint)}</Message>
      </div>
    </div>
  );
}

function SmallField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint: string;
  error?: string;
  children: (id: string, describedBy: string) => ReactNode;
}) {
  const say = useSay();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id, `${id}-msg`)}
      <p
        id={`${id}-msg`}
        role={error ? 'alert' : undefined}
        className={clsx('text-xs', error ? 'text-danger' : 'text-muted')}
      >
        {error !== undefined ? say(error) : hint}
      </p>
    </div>
  );
}

function Message({ error, children }: { error?: string; children: ReactNode }) {
  const say = useSay();
  return error ? (
    <p role="alert" className="text-xs text-danger">
      {say(error)}
    </p>
  ) : (
    <p className="text-xs text-muted">{children}</p>
  );
}

function ListButton({ children, ...rest }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="flex h-8 items-center gap-1 rounded-md border border-border bg-surface-2 px-2.5 text-xs font-semibold hover:bg-surface-3 disabled:cursor-not-allowed disabled:opacity-50"
      {...rest}
    >
      {children}
    </button>
  );
}
