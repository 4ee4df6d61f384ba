/** One cup in the list: its title, status, format, fee, pool and registration (docs/product/cups.md#pages). */
import { Link } from 'react-router-dom';
import { Coins, Trophy, Users } from 'lucide-react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { useSay } from '../../lib/language';
import { formatLocalDateTime } from '../tournaments/tournamentView';
import { formatName, placedAndWaiting, shownPrize, statusLabel } from './cupLabels';
import type { CupSummary } from './queries';

export function CupCard({ cup }: { cup: CupSummary }) {
  const say = useSay();
  const teams = placedAndWaiting(cup);
  return (
    <Link
      to={`/cups/${cup.id}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 hover:border-accent"
      data-testid="cup-card"
    >
      <div className="flex min-w-0 items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-black leading-tight">{cup.title}</h2>
          <p className="truncate text-sm text-muted">{say(CUPS_SCREEN.page.by(cup.owner_username))}</p>
        </div>
        <Badge tone={cup.status === 'running' ? 'live' : cup.status === 'registration' ? 'accent' : 'muted'}>
          {say(statusLabel(cup))}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5">
          <Users className="size-4 shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">{say(CUPS_SCREEN.page.teams)}</dt>
          <dd className="tabular-nums">
            {say(CUPS_SCREEN.list.teams(teams.placed, cup.max_teams))}
            {teams.waiting > 0 && <span className="text-muted"> {say(CUPS_SCREEN.list.waiting(teams.waiting))}</span>}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Trophy className="size-4 shrink-0 text-gold" aria-hidden />
          <dt className="sr-only">
            {say(cup.paid_out != null ? CUPS_SCREEN.page.paidOut : CUPS_SCREEN.page.prizePool)}
          </dt>
          <dd className="tabular-nums">{say(CUPS_SCREEN.page.coins(shownPrize(cup)))}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Coins className="size-4 shrink-0 text-gold" aria-hidden />
          <dt className="sr-only">{say(CUPS_SCREEN.page.entryFee)}</dt>
          <dd>{cup.entry_fee > 0 ? say(CUPS_SCREEN.page.perPlayer(cup.entry_fee)) : say(CUPS_SCREEN.page.free)}</dd>
        </div>
        <div className="text-muted">
          {say(formatName(cup.slots_per_team))} · {say(CUPS_SCREEN.list.stages(cup.stages))}
        </div>
      </dl>
      {cup.status === 'registration' && (
        <p className="text-xs text-muted">
          {say(CUPS_SCREEN.page.registrationCloses)}: {formatLocalDateTime(cup.registration_closes_at)}
        </p>
      )}
    </Link>
  );
}
