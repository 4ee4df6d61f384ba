/**
 * The filter chips above the tournament grid: Joinable, Live, Free entry, a map and a mode. One
 * row that scrolls sideways on a phone (it never pushes the first card down) and wraps on wider
 * screens. The choice is kept in this device's storage.
 */
import type { ReactNode } from 'react';
import { ChevronDown, Coins, Radio, UserPlus, X } from 'lucide-react';
import clsx from 'clsx';
import { MAPS, TOURNAMENTS_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { MODES, NO_FILTERS, type DashboardFilters as Filters } from './tournamentFilters';

const CHIP =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-2';
const ON = 'border-accent/70 bg-accent/15 text-accent';
const OFF = 'border-border bg-surface-2 text-muted hover:text-text';

function ToggleChip({
  on,
  onChange,
  icon,
  children,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-pressed={on} onClick={() => onChange(!on)} className={clsx(CHIP, on ? ON : OFF)}>
      {icon}
      {children}
    </button>
  );
}

function SelectChip<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: T | null;
  options: readonly T[];
  onChange: (value: T | null) => void;
}) {
  const say = useSay();
  return (
    <span className={clsx(CHIP, 'relative pe-8', value ? ON : OFF)}>
      {/* The native picker: a phone opens its own list, with nothing to build or to cover. */}
      <select
        aria-label={label}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || null) as T | null)}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full bg-transparent ps-3 pe-8 text-transparent [&>option]:bg-surface [&>option]:text-text"
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {say(o)}
          </option>
        ))}
      </select>
      <span aria-hidden className="pointer-events-none">
        {value !== null ? say(value) : anyLabel}
      </span>
      <ChevronDown className="pointer-events-none absolute end-2.5 size-4" aria-hidden />
    </span>
  );
}

/** The names of the filters that are on, as the chips read (in English: drawn through `say`). */
const activeLabels = (f: Filters): string[] =>
  (
    [
      f.joinable && TOURNAMENTS_SCREEN.filters.joinable,
      f.live && TOURNAMENTS_SCREEN.status.live,
      f.free && TOURNAMENTS_SCREEN.common.freeEntry,
      f.map,
      f.mode,
    ] as (string | false | null)[]
  ).filter((label): label is string => !!label);

export function DashboardFilters({
  filters,
  onChange,
  shown,
  total,
}: {
  filters: Filters;
  onChange: (f: Filters) => void;
  /** Cards left after filtering, of the cards loaded. */
  shown: number;
  total: number;
}) {
  const say = useSay();
  const set = (part: Partial<Filters>) => onChange({ ...filters, ...part });
  const active = activeLabels(filters);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="group"
        aria-label={say(TOURNAMENTS_SCREEN.filters.group)}
        data-testid="dashboard-filters"
        data-swipe-row
        // On a phone the chips scroll sideways; the right edge fades so the next chip shows there is more.
        className="-mx-3 flex items-center gap-2 overflow-x-auto px-3 py-0.5 [scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,#000_85%,transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <ToggleChip
          on={filters.joinable}
          onChange={(joinable) => set({ joinable })}
          icon={<UserPlus className="size-4" aria-hidden />}
        >
          {say(TOURNAMENTS_SCREEN.filters.joinable)}
        </ToggleChip>
        <ToggleChip
          on={filters.live}
          onChange={(live) => set({ live })}
          icon={<Radio className="size-4" aria-hidden />}
        >
          {say(TOURNAMENTS_SCREEN.status.live)}
        </ToggleChip>
        <ToggleChip
          on={filters.free}
          onChange={(free) => set({ free })}
          icon={<Coins className="size-4" aria-hidden />}
        >
          {say(TOURNAMENTS_SCREEN.common.freeEntry)}
        </ToggleChip>
        <SelectChip
          label={say(TOURNAMENTS_SCREEN.filters.map)}
          anyLabel={say(TOURNAMENTS_SCREEN.filters.anyMap)}
          value={filters.map}
          options={MAPS}
          onChange={(map) => set({ map })}
        />
        <SelectChip
          label={say(TOURNAMENTS_SCREEN.filters.mode)}
          anyLabel={say(TOURNAMENTS_SCREEN.filters.anyMode)}
          value={filters.mode}
          options={MODES}
          onChange={(mode) => set({ mode })}
        />
      </div>
      {active.length > 0 && (
        // Filters outlive the visit: say what hides tournaments, even when a chip has scrolled away.
        <p
          className="flex flex-wrap items-center gap-x-2 text-xs text-muted"
          data-testid="filters-summary"
          aria-live="polite"
        >
          <span>
            {say(TOURNAMENTS_SCREEN.filters.showing(shown, total, active.map((label) => say(label)).join(', ')))}
          </span>
          {/* With nothing left, the empty grid offers the same button, larger. */}
          {shown > 0 && (
            <button
              type="button"
              onClick={() => onChange(NO_FILTERS)}
              className="inline-flex h-6 items-center gap-1 rounded-md px-1.5 font-semibold text-accent hover:bg-accent/10"
            >
              <X className="size-3.5" aria-hidden /> {say(TOURNAMENTS_SCREEN.filters.clear)}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
