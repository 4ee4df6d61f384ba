import type { KeyboardEvent } from 'react';
import { Check, Users } from 'lucide-react';
import clsx from 'clsx';
import { TOURNAMENT_TEMPLATES, TOURNAMENTS_SCREEN, templateImageUrl, type TournamentTemplate } from '@squadhub/shared';
import { assetUrl } from '../../lib/assets';
import { useSay } from '../../lib/language';

/**
 * The 9 templates (3 maps x Squad/Duo/Solo) as selectable artwork cards: step 1 of Create
 * Tournament and the Image tab of the super admin's control dialog (exposed as a radio group).
 */
export function TemplatePicker({
  value,
  onSelect,
  label = TOURNAMENTS_SCREEN.templates.label,
  compact,
}: {
  value: string | null;
  onSelect: (template: TournamentTemplate) => void;
  label?: string;
  compact?: boolean;
}) {
  const say = useSay();
  return (
    <div
      role="radiogroup"
      aria-label={say(label)}
      onKeyDown={moveFocusWithArrows}
      className={clsx('grid gap-3', compact ? 'grid-cols-3' : 'grid-cols-2 md:grid-cols-3')}
    >
      {TOURNAMENT_TEMPLATES.map((t) => {
        const selected = t.id === value;
        return (
          <button
            key={t.id}
            type="button"
            role="radio"
            aria-checked={selected}
            data-testid={`template-${t.id}`}
            onClick={() => onSelect(t)}
            className={clsx(
              'group relative flex flex-col overflow-hidden rounded-xl border text-start transition',
              selected
                ? 'border-accent ring-2 ring-accent/60'
                : 'border-border hover:border-accent/60 hover:shadow-lg hover:shadow-black/30',
            )}
          >
            <div className="overflow-hidden bg-surface-3">
              <img
                src={assetUrl(templateImageUrl(t.id))}
                alt={say(TOURNAMENTS_SCREEN.templates.artwork(t.name))}
                // Missing artwork leaves the card's dark backdrop rather than a broken-image icon.
                onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                className="aspect-[16/9] w-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
              />
            </div>
            <div className={clsx('bg-surface-2', compact ? 'px-2 py-1.5' : 'px-3 py-2')}>
              <p className={clsx('truncate font-bold leading-tight', compact ? 'text-xs' : 'text-sm')}>{t.name}</p>
              {!compact && (
                <p className="mt-0.5 flex items-start gap-1 text-[11px] leading-snug text-muted sm:text-xs">
                  <Users className="mt-px size-3 shrink-0" aria-hidden />
                  <span>{say(TOURNAMENTS_SCREEN.templates.size(t.maxTeams, t.slotsPerTeam, t.maxPlayers))}</span>
                </p>
              )}
            </div>
            {selected && (
              <span className="absolute end-2 top-2 flex size-6 items-center justify-center rounded-full bg-accent text-accent-ink">
                <Check className="size-4" aria-hidden />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Arrow keys move between the templates, as in any radio group. */
function moveFocusWithArrows(e: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
  if (!step) return;
  const radios = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role=radio]')];
  const at = radios.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  radios[(at + step + radios.length) % radios.length]?.focus();
}
