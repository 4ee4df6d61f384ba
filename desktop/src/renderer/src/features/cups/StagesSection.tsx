/**
 * A cup's stages (docs/product/cups.md#seeding-and-advancing): how each is played and who
 * advances, and its lobbies, each a tournament with its own page (standings, room, overlay).
 */
import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import clsx from 'clsx';
import { CUPS_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { formatLocalDateTime } from '../tournaments/tournamentView';
import { stageName } from './cupLabels';
import type { Cup } from './queries';

export function StagesSection({ cup }: { cup: Cup }) {
  const say = useSay();
  const mine = cup.my_team?.lobby?.tournament_id;
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="cup-stages">
      <h2 id="cup-stages" className="text-lg font-black">
        {say(CUPS_SCREEN.stages.heading)}
      </h2>
      <ol className="flex flex-col gap-3">
        {cup.stages.map((s) => (
          <li
            key={s.number}
            className={clsx(
              'flex min-w-0 flex-col gap-2 rounded-xl border bg-surface p-4',
              s.status === 'playing' ? 'border-live-strong' : 'border-border',
            )}
            data-testid={`cup-stage-${s.number}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="flex items-center gap-2 font-bold">
                {say(stageName(cup, s.number))}
                {s.status === 'done' && (
                  <CheckCircle2 className="size-4 text-accent" aria-label={say(CUPS_SCREEN.stages.done)} />
                )}
              </h3>
              <span className="text-xs text-muted">
                {say(CUPS_SCREEN.stages.starts(formatLocalDateTime(s.starts_at)))}
              </span>
            </div>
            <p className="text-sm text-muted">
              {say(CUPS_SCREEN.stages.lobbySize(s.teams_per_lobby))} ·{' '}
              {s.best_of
                ? say(CUPS_SCREEN.stages.bestOf(s.best_of, s.matches))
                : say(CUPS_SCREEN.stages.matches(s.matches))}
              {s.number < cup.stages.length && (
                <> · {say(CUPS_SCREEN.stages.advance(s.advance_per_lobby, s.wildcards))}</>
              )}
            </p>
            {s.lobbies.length === 0 ? (
              <p className="text-xs text-muted">{say(CUPS_SCREEN.stages.noLobbies)}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
                {s.lobbies.map((l) => (
                  <li key={l.tournament_id}>
                    <Link
                      to={`/tournaments/${l.tournament_id}`}
                      className={clsx(
                        'flex min-w-0 flex-col rounded-lg border bg-surface-2 px-3 py-2 text-sm hover:border-accent',
                        l.tournament_id === mine ? 'border-accent' : 'border-border',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2 font-semibold">
                        {say(CUPS_SCREEN.stages.lobby(l.lobby))}
                        {l.finalized && (
                          <CheckCircle2
                            className="size-4 shrink-0 text-accent"
                            aria-label={say(CUPS_SCREEN.stages.done)}
                          />
                        )}
                      </span>
                      <span className="text-xs text-muted">{say(CUPS_SCREEN.stages.lobbyTeams(l.teams))}</span>
                      {l.co_host_username && (
                        <span className="truncate text-xs text-muted">
                          {say(CUPS_SCREEN.stages.coHost(l.co_host_username))}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
