/**
 * A cup's page, /cups/:id (docs/product/cups.md#pages): for a player their team and "your lobby"
 * first, registration while it is open, the stages with their lobbies, and the overall standings;
 * for the owner the tools to seed, cancel and hand out lobbies. Phone first: one column that
 * becomes two beside each other from 1024 px.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Coins, Trophy, Users } from 'lucide-react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { Badge } from '../components/ui/Badge';
import { LoadError } from '../components/ui/LoadError';
import { useSay } from '../lib/language';
import { formatLocalDateTime } from '../features/tournaments/tournamentView';
import { CupStandingsTable } from '../features/cups/CupStandingsTable';
import { OwnerPanel } from '../features/cups/OwnerPanel';
import { RegisterPanel } from '../features/cups/RegisterPanel';
import { StagesSection } from '../features/cups/StagesSection';
import { YourTeam } from '../features/cups/YourTeam';
import { formatName, placedAndWaiting, shownPrize, statusLabel } from '../features/cups/cupLabels';
import { useCup, useCupActions, useCupLive, useCupStandings } from '../features/cups/queries';

function Fact({ icon, label, children }: { icon?: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
        {icon}
        {label}
      </dt>
      <dd className="break-words font-bold tabular-nums">{children}</dd>
    </div>
  );
}

export function CupPage() {
  const { id = '' } = useParams();
  const say = useSay();
  const cup = useCup(id);
  const standings = useCupStandings(id);
  const [inviteCode, setInviteCode] = useState<string | null>(null);
  const step = useCupActions(id, setInviteCode);
  useCupLive(id);
  const title = cup.data?.title;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · Squadhub`;
    return () => {
      document.title = before;
    };
  }, [title]);

  const back = (
    <Link
      to="/cups"
      className="flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-text"
    >
      <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden /> {say(CUPS_SCREEN.page.allCups)}
    </Link>
  );
  if (cup.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError message={say(CUPS_SCREEN.page.loadFailed)} onRetry={() => void cup.refetch()} />
      </div>
    );
  if (!cup.data)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <div className="h-48 animate-pulse rounded-xl bg-surface-3" aria-hidden />
      </div>
    );
  const c = cup.data;
  const teams = placedAndWaiting(c);
  const actions = {
    pending: step.isPending,
    register: (team_name: string | null) => step.mutate({ kind: 'register', team_name }),
    join: (invite_code: string) => step.mutate({ kind: 'join', invite_code }),
    renewInvite: () => step.mutate({ kind: 'invite' }),
    leave: () => step.mutate({ kind: 'leave' }),
    seed: (mode: 'snake' | 'random') => step.mutate({ kind: 'seed', mode }),
    cancel: () => step.mutate({ kind: 'cancel' }),
    setCoHosts: (usernames: string[]) => step.mutate({ kind: 'coHosts', usernames }),
    assign: (tournament_id: string, username: string | null) =>
      step.mutate({ kind: 'lobbyCoHost', tournament_id, username }),
  };
  return (
    <article className="flex min-w-0 flex-col gap-5" data-testid="cup-page">
      {back}
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={c.status === 'running' ? 'live' : c.status === 'registration' ? 'accent' : 'muted'}>
            {say(statusLabel(c))}
          </Badge>
          <Badge>{say(formatName(c.slots_per_team))}</Badge>
        </div>
        <h1 className="break-words text-2xl font-black leading-tight tracking-tight md:text-3xl">{c.title}</h1>
        <p className="text-sm text-muted">
          <Link to={`/hosts/${encodeURIComponent(c.owner_username)}`} className="hover:text-text">
            {say(CUPS_SCREEN.page.by(c.owner_username))}
          </Link>
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Fact icon={<Coins className="size-3.5 text-gold" aria-hidden />} label={say(CUPS_SCREEN.page.entryFee)}>
          {c.entry_fee > 0 ? say(CUPS_SCREEN.page.perPlayer(c.entry_fee)) : say(CUPS_SCREEN.page.free)}
        </Fact>
        <Fact
          icon={<Trophy className="size-3.5 text-gold" aria-hidden />}
          label={say(c.paid_out != null ? CUPS_SCREEN.page.paidOut : CUPS_SCREEN.page.prizePool)}
        >
          {say(CUPS_SCREEN.page.coins(shownPrize(c)))}
        </Fact>
        <Fact icon={<Users className="size-3.5" aria-hidden />} label={say(CUPS_SCREEN.page.teams)}>
          {teams.placed}/{c.max_teams}
          {c.waitlist_teams > 0 && c.status === 'registration' && (
            <span className="block text-xs font-normal text-muted" data-testid="cup-waitlist">
              {say(CUPS_SCREEN.page.waitlistLine(teams.waiting, c.waitlist_teams))}
            </span>
          )}
        </Fact>
        <Fact label={say(CUPS_SCREEN.page.registrationCloses)}>{formatLocalDateTime(c.registration_closes_at)}</Fact>
      </dl>
      <div className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <YourTeam cup={c} inviteCode={inviteCode} actions={actions} />
          <RegisterPanel cup={c} actions={actions} />
          {c.can_manage && <OwnerPanel cup={c} actions={actions} />}
          <StagesSection cup={c} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          {/* Before seeding nobody has played: the registered teams are counted above instead. */}
          {standings.data && c.status !== 'registration' && (
            <CupStandingsTable
              standings={standings.data}
              ownTeam={c.my_team?.name}
              finished={c.status === 'finished'}
            />
          )}
          <section className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <h2 className="font-bold">{say(CUPS_SCREEN.page.payout)}</h2>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm tabular-nums">
              {c.payout.map((p, i) => (
                <span key={i}>{say(CUPS_SCREEN.page.payoutLine(i + 1, p))}</span>
              ))}
            </p>
            <h2 className="mt-2 font-bold">{say(CUPS_SCREEN.page.rules)}</h2>
            <p className="whitespace-pre-wrap break-words text-sm text-muted">{c.rules}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
