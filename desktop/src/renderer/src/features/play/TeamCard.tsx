/**
 * A squad team: its number, the squad that reserved it ("Team 4 · Ace's squad"), how full it is,
 * and its slots. On a phone a full team can fold to a single line (the number, who plays in it,
 * FULL) that unfolds on a tap, so a 25-team tournament shows its open slots within a few swipes.
 */
import { useId, type ReactNode } from 'react';
import { ChevronRight, Users } from 'lucide-react';
import clsx from 'clsx';
import { PLAY_SCREEN, SERIES_NOTICE, SQUAD_NOTICE, type Team } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export function TeamCard({
  team,
  mine,
  foldable,
  folded,
  onToggle,
  action,
  children,
}: {
  team: Team;
  /** The viewer sits in this team. */
  mine: boolean;
  foldable: boolean;
  folded: boolean;
  onToggle: () => void;
  /** A button at the end of the header (Reserve team on an empty team). */
  action?: ReactNode;
  /** The slot buttons, each in an `li`. */
  children: ReactNode;
}) {
  const say = useSay();
  const listId = useId();
  const taken = team.slots.filter((s) => s.player_id).length;
  const full = taken === team.slots.length;
  const squad = team.captain_username && !folded && (
    <span className="flex min-w-0 items-center gap-1 truncate text-[13px] font-semibold normal-case tracking-normal text-accent">
      <span aria-hidden>·</span>
      <Users className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate" title={say(SQUAD_NOTICE.squadName(team.captain_username))}>
        {say(SQUAD_NOTICE.squadName(team.captain_username))}
      </span>
    </span>
  );
  const fill = (
    <span className="ms-auto shrink-0 tabular-nums">
      {!folded && `${taken}/${team.slots.length}`}
      {full && <span className="ms-1 text-accent">{say(PLAY_SCREEN.slotGrid.full)}</span>}
    </span>
  );
  return (
    <section
      aria-label={say(SERIES_NOTICE.team(team.team_number))}
      data-testid={`team-${team.team_number}`}
      data-folded={folded || undefined}
      className={clsx(
        'min-w-0 rounded-xl border bg-surface-2',
        folded ? 'p-1' : 'p-2.5',
        mine ? 'border-accent/60' : team.captain_username ? 'border-accent/25' : 'border-border',
      )}
    >
      <h3
        className={clsx(
          'flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-muted',
          !folded && 'mb-2',
        )}
      >
        {foldable ? (
          <button
            type="button"
            aria-expanded={!folded}
            aria-controls={listId}
            onClick={onToggle}
            className={clsx(
              'flex w-full min-w-0 items-center gap-1.5 rounded-lg text-start uppercase hover:text-text',
              folded ? 'h-9 px-1.5' : '-my-1 h-8',
            )}
          >
            <ChevronRight
              className={clsx('size-4 shrink-0 transition-transform rtl:-scale-x-100', !folded && 'rotate-90')}
              aria-hidden
            />
            <span className="shrink-0">{say(SERIES_NOTICE.team(team.team_number))}</span>
            {squad}
            {folded && (
              <span
                className="min-w-0 flex-1 truncate text-[13px] font-medium normal-case tracking-normal text-text/85"
                title={team.slots.map((s) => s.player_username).join(', ')}
              >
                {team.slots.map((s) => s.player_username).join(', ')}
              </span>
            )}
            {fill}
          </button>
        ) : (
          <>
            <span className="shrink-0">{say(SERIES_NOTICE.team(team.team_number))}</span>
            {squad}
            {fill}
            {action}
          </>
        )}
      </h3>
      <ul id={listId} hidden={folded} className="flex flex-col gap-1.5">
        {children}
      </ul>
    </section>
  );
}
