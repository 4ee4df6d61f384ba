/**
 * The owner's tools on a cup's page (docs/product/cups.md#co-hosts): seed stage 1 once
 * registration closes, cancel before it, name co-hosts and give them lobbies, and every lobby of
 * the stage at a glance (seated, checked in, code sent, matches scored, disputes open).
 */
import { useState } from 'react';
import { CheckCircle2, MonitorPlay, Shuffle, Waypoints } from 'lucide-react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { Field, Input, Select } from '../../components/ui/Field';
import { useSay } from '../../lib/language';
import { useCupConsole, type Cup } from './queries';
import { RoomCodesForm } from './RoomCodesForm';

type Actions = {
  pending: boolean;
  seed: (mode: 'snake' | 'random') => void;
  cancel: () => void;
  setCoHosts: (usernames: string[]) => void;
  assign: (tournamentId: string, username: string | null) => void;
};

function LobbyConsole({ cup, actions }: { cup: Cup; actions: Actions }) {
  const say = useSay();
  const text = CUPS_SCREEN.owner;
  const console = useCupConsole(cup.id, cup.status === 'running');
  if (!console.data?.lobbies.length) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="cup-console">
      <h3 className="font-bold">{say(text.console)}</h3>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-surface-2 text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 text-start">
                #
              </th>
              <th scope="col" className="px-2 py-2 text-start">
                {say(text.coHost)}
              </th>
              <th scope="col" className="px-2 py-2 text-end">
                {say(text.seated)}
              </th>
              <th scope="col" className="px-2 py-2 text-end">
                {say(text.checkedIn)}
              </th>
              <th scope="col" className="px-2 py-2 text-start">
                {say(text.code)}
              </th>
              <th scope="col" className="px-2 py-2 text-end">
                {say(text.scored)}
              </th>
              <th scope="col" className="px-2 py-2 text-end">
                {say(text.disputes)}
              </th>
            </tr>
          </thead>
          <tbody>
            {console.data.lobbies.map((l) => (
              <tr key={l.tournament_id} className="border-t border-border">
                <td className="px-2 py-1.5 font-bold tabular-nums">
                  <span className="flex items-center gap-1">
                    {l.lobby}
                    {l.finalized && (
                      <CheckCircle2 className="size-4 text-accent" aria-label={say(CUPS_SCREEN.stages.done)} />
                    )}
                  </span>
                </td>
                <td className="px-2 py-1.5">
                  {cup.can_manage ? (
                    <Select
                      aria-label={say(text.assign(l.lobby))}
                      value={l.co_host_username ?? ''}
                      disabled={actions.pending}
                      className="h-8 max-w-40"
                      onChange={(e) => actions.assign(l.tournament_id, e.target.value || null)}
                    >
                      <option value="">{say(text.ownerOnly)}</option>
                      {cup.co_hosts.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    (l.co_host_username ?? '')
                  )}
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums">{l.seated}</td>
                <td className="px-2 py-1.5 text-end tabular-nums">{l.checked_in}</td>
                <td className="px-2 py-1.5">
                  {l.code_sent ? say(text.sent) : <span className="text-pending">{say(text.notSent)}</span>}
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums">
                  {l.matches_scored}/{l.matches}
                </td>
                <td className={`px-2 py-1.5 text-end tabular-nums ${l.disputes_open ? 'font-bold text-danger' : ''}`}>
                  {l.disputes_open}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RoomCodesForm cupId={cup.id} lobbies={console.data.lobbies} />
    </div>
  );
}

export function OwnerPanel({ cup, actions }: { cup: Cup; actions: Actions }) {
  const say = useSay();
  const text = CUPS_SCREEN.owner;
  const [confirm, setConfirm] = useState<'snake' | 'random' | 'cancel' | null>(null);
  const [coHosts, setCoHosts] = useState(cup.co_hosts.join(', '));
  const closed = Date.parse(cup.registration_closes_at) <= Date.now();
  return (
    <section
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-gold/40 bg-surface p-4"
      aria-labelledby="cup-owner"
      data-testid="cup-owner"
    >
      <h2 id="cup-owner" className="text-lg font-black">
        {say(text.heading)}
      </h2>
      {cup.status === 'registration' && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">{say(closed ? text.seedHint : text.waitClose)}</p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={!closed} loading={actions.pending} onClick={() => setConfirm('snake')}>
              <Waypoints className="size-4" aria-hidden /> {say(text.seedSnake)}
            </Button>
            <Button
              variant="secondary"
              disabled={!closed}
              loading={actions.pending}
              onClick={() => setConfirm('random')}
            >
              <Shuffle className="size-4" aria-hidden /> {say(text.seedRandom)}
            </Button>
            <Button variant="ghost" onClick={() => setConfirm('cancel')}>
              {say(text.cancel)}
            </Button>
          </div>
        </div>
      )}
      {(cup.status === 'registration' || cup.status === 'running') && cup.can_manage && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            actions.setCoHosts(
              coHosts
                .split(',')
                .map((u) => u.trim())
                .filter(Boolean),
            );
          }}
        >
          <Field label={say(text.coHosts)} hint={say(text.coHostsHint)}>
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={coHosts}
                onChange={(e) => setCoHosts(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" size="sm" variant="secondary" loading={actions.pending} className="w-fit">
            {say(text.saveCoHosts)}
          </Button>
        </form>
      )}
      <LobbyConsole cup={cup} actions={actions} />
      {cup.status !== 'cancelled' && (
        <a
          href={`/overlay/cups/${cup.id}`}
          target="_blank"
          rel="noreferrer"
          className="flex w-fit items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          <MonitorPlay className="size-4" aria-hidden /> {say(text.overlay)}
        </a>
      )}
      {confirm && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setConfirm(null)}
          title={say(confirm === 'cancel' ? text.cancelTitle : text.seedTitle)}
          message={say(confirm === 'cancel' ? text.cancelMessage : text.seedMessage)}
          confirmLabel={say(
            confirm === 'cancel' ? text.cancel : confirm === 'snake' ? text.seedSnake : text.seedRandom,
          )}
          danger={confirm === 'cancel'}
          loading={actions.pending}
          onConfirm={() => {
            if (confirm === 'cancel') actions.cancel();
            else actions.seed(confirm);
            setConfirm(null);
          }}
        />
      )}
    </section>
  );
}
