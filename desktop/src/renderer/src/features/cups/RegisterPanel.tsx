/**
 * Registering for a cup (docs/product/cups.md#registration): a solo player registers alone; in a
 * duo or squad cup a captain names a team, and a teammate joins with the captain's invite code.
 * Both pay the entry fee once.
 */
import { useState, type FormEvent } from 'react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Field';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { cupFull, registrationOpen } from './cupLabels';
import type { Cup } from './queries';

type Actions = {
  pending: boolean;
  register: (teamName: string | null) => void;
  join: (code: string) => void;
};

export function RegisterPanel({ cup, actions }: { cup: Cup; actions: Actions }) {
  const say = useSay();
  const { user, openAuthDialog } = useAuth();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  if (cup.my_team || cup.status !== 'registration') return null;
  if (!registrationOpen(cup))
    return <p className="rounded-xl border border-border bg-surface p-4 text-sm">{say(CUPS_SCREEN.register.closed)}</p>;
  if (!user)
    return (
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
        <p className="text-sm">{say(CUPS_SCREEN.register.logIn)}</p>
        <Button onClick={() => openAuthDialog('login')}>{say(CUPS_SCREEN.register.heading)}</Button>
      </section>
    );
  if (cupFull(cup))
    return <p className="rounded-xl border border-border bg-surface p-4 text-sm">{say(CUPS_SCREEN.register.full)}</p>;
  const solo = cup.slots_per_team === 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actions.register(solo ? null : name.trim());
  };
  const joinTeam = (e: FormEvent) => {
    e.preventDefault();
    actions.join(code);
  };
  return (
    <section
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-surface p-4 md:grid-cols-2"
      aria-labelledby="cup-register"
      data-testid="cup-register"
    >
      <form onSubmit={submit} className="flex min-w-0 flex-col gap-3">
        <h2 id="cup-register" className="text-lg font-black">
          {say(CUPS_SCREEN.register.heading)}
        </h2>
        {cup.registered_teams >= cup.max_teams && (
          <p className="text-sm text-muted" data-testid="cup-full-waitlist">
            {say(CUPS_SCREEN.register.fullWaitlist)}
          </p>
        )}
        {!solo && (
          <Field label={say(CUPS_SCREEN.register.teamName)} hint={say(CUPS_SCREEN.register.teamNameHint)}>
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={name}
                maxLength={40}
                required
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
        )}
        <Button type="submit" loading={actions.pending} className="w-fit max-w-full">
          <span className="truncate">
            {say(
              solo
                ? CUPS_SCREEN.register.registerSolo(cup.entry_fee)
                : CUPS_SCREEN.register.registerTeam(cup.entry_fee),
            )}
          </span>
        </Button>
      </form>
      {!solo && (
        <form onSubmit={joinTeam} className="flex min-w-0 flex-col gap-3 md:border-s md:border-border md:ps-4">
          <h3 className="text-base font-bold">{say(CUPS_SCREEN.register.joinHeading)}</h3>
          <Field label={say(CUPS_SCREEN.register.inviteCode)}>
            {(id) => (
              <Input
                id={id}
                dir="ltr"
                value={code}
                autoComplete="off"
                required
                className="font-mono uppercase tracking-widest"
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" loading={actions.pending} className="w-fit max-w-full">
            <span className="truncate">{say(CUPS_SCREEN.register.join(cup.entry_fee))}</span>
          </Button>
        </form>
      )}
    </section>
  );
}
