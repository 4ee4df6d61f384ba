/**
 * The viewer's place in a cup, first on its page (docs/product/cups.md#pages): their team, its
 * invite code right after registering, and "your lobby" with its room card while they play; or
 * how the team finished.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { KeyRound, MapPin } from 'lucide-react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { useSay } from '../../lib/language';
import { RoomDetails } from '../tournament/RoomDetails';
import { useTournamentDetail } from '../tournaments/queries';
import { formatLocalDateTime } from '../tournaments/tournamentView';
import { registrationOpen } from './cupLabels';
import type { Cup } from './queries';

type Actions = { pending: boolean; renewInvite: () => void; leave: () => void };

function LobbyCard({ lobby }: { lobby: NonNullable<NonNullable<Cup['my_team']>['lobby']> }) {
  const say = useSay();
  const tournament = useTournamentDetail(lobby.tournament_id);
  return (
    <section
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-accent/60 bg-surface-2 p-4"
      aria-labelledby="your-lobby"
      data-testid="your-lobby"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="your-lobby" className="flex items-center gap-2 text-lg font-black">
          <MapPin className="size-5 text-accent" aria-hidden /> {say(CUPS_SCREEN.lobby.heading)}
        </h2>
        <span className="text-sm font-semibold">
          {say(CUPS_SCREEN.lobby.where(lobby.stage, lobby.lobby))} ·{' '}
          {say(CUPS_SCREEN.lobby.teamNumber(lobby.team_number))}
        </span>
      </div>
      {lobby.starts_at && (
        <p className="text-sm text-muted">
          {say(CUPS_SCREEN.lobby.starts)}: {formatLocalDateTime(lobby.starts_at)}
        </p>
      )}
      {tournament.data && <RoomDetails tournament={tournament.data} />}
      <Link
        to={`/tournaments/${lobby.tournament_id}`}
        className="inline-flex h-10 w-fit items-center rounded-lg bg-accent px-4 text-sm font-semibold text-accent-ink hover:bg-accent-strong"
      >
        {say(CUPS_SCREEN.lobby.open)}
      </Link>
    </section>
  );
}

export function YourTeam({ cup, inviteCode, actions }: { cup: Cup; inviteCode: string | null; actions: Actions }) {
  const say = useSay();
  const [leaving, setLeaving] = useState(false);
  const team = cup.my_team;
  if (!team) return null;
  const open = registrationOpen(cup);
  const captain = team.captain_username;
  const isCaptainView = cup.slots_per_team > 1;
  return (
    <>
      {team.lobby && <LobbyCard lobby={team.lobby} />}
      <section
        className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4"
        aria-labelledby="your-team"
        data-testid="your-team"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="your-team" className="text-lg font-black">
            {say(CUPS_SCREEN.team.heading)}
          </h2>
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{team.name}</span>
        </div>
        {team.final_rank != null && (
          <p className="font-bold text-gold" data-testid="final-rank">
            {team.final_rank === 1 && cup.status === 'finished'
              ? say(CUPS_SCREEN.team.champion)
              : cup.status === 'finished'
                ? say(CUPS_SCREEN.team.finalRank(team.final_rank))
                : say(CUPS_SCREEN.team.out(team.final_rank))}
          </p>
        )}
        {team.waitlist_position != null ? (
          <p className="text-sm font-semibold text-pending" data-testid="cup-waitlist-position">
            {say(CUPS_SCREEN.team.waitlisted(team.waitlist_position))}
          </p>
        ) : (
          team.stage_reached === 0 &&
          cup.status === 'registration' && <p className="text-sm text-muted">{say(CUPS_SCREEN.team.waitingSeed)}</p>
        )}
        {team.dropped && (
          <p className="text-sm text-muted" data-testid="cup-dropped">
            {say(team.dropped === 'no_show' ? CUPS_SCREEN.team.droppedNoShow : CUPS_SCREEN.team.droppedWaitlist)}
          </p>
        )}
        <ul className="flex flex-wrap gap-2 text-sm">
          {team.members.map((m) => (
            <li key={m} className="max-w-full truncate rounded-md bg-surface-3 px-2 py-1">
              {m}
              {isCaptainView && m === captain && <span className="text-muted"> · {say(CUPS_SCREEN.team.captain)}</span>}
            </li>
          ))}
        </ul>
        {inviteCode && (
          <div
            className="flex flex-col gap-1 rounded-lg border border-gold/50 bg-surface-2 p-3"
            data-testid="cup-invite"
          >
            <span className="flex items-center gap-1.5 text-xs font-medium text-muted">
              <KeyRound className="size-4" aria-hidden /> {say(CUPS_SCREEN.team.inviteCode)}
            </span>
            <code className="select-all break-all font-mono text-xl font-black tracking-widest" dir="ltr">
              {inviteCode}
            </code>
            <span className="text-xs text-muted">{say(CUPS_SCREEN.team.inviteHint)}</span>
          </div>
        )}
        {open && (
          <div className="flex flex-wrap gap-2">
            {isCaptainView && (
              <Button size="sm" variant="secondary" loading={actions.pending} onClick={actions.renewInvite}>
                {say(CUPS_SCREEN.team.newInvite)}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setLeaving(true)}>
              {say(CUPS_SCREEN.team.leave)}
            </Button>
          </div>
        )}
      </section>
      {leaving && (
        <ConfirmDialog
          open
          onOpenChange={setLeaving}
          title={say(CUPS_SCREEN.team.leaveTitle)}
          message={say(CUPS_SCREEN.team.leaveMessage)}
          confirmLabel={say(CUPS_SCREEN.team.leave)}
          danger
          loading={actions.pending}
          onConfirm={() => {
            actions.leave();
            setLeaving(false);
          }}
        />
      )}
    </>
  );
}
