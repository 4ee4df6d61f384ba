/**
 * Creating a cup (docs/product/cups.md#creating-a-cup): its details, the registration window and
 * its stages, each with its lobbies, matches, best-of and who advances. Times are entered in the
 * viewer's zone, which the form names. The server checks that the stages can be played and says
 * which field is wrong; its answer is shown under the form.
 */
import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { CUPS_SCREEN, TOURNAMENT_TEMPLATES, type CreateCupRequest } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { Field, Input, Select, Textarea } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { useSay } from '../../lib/language';
import { viewerTimeZone } from '../tournaments/tournamentView';
import { useCreateCup, type Cup } from './queries';

interface StageForm {
  teams_per_lobby: number;
  matches: number;
  best_of: number;
  advance_per_lobby: number;
  wildcards: number;
  starts_at: string;
}

/** A `datetime-local` value `hours` from now, in the viewer's zone. */
function localIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const iso = (local: string) => (local ? new Date(local).toISOString() : '');

const newStage = (i: number): StageForm => ({
  teams_per_lobby: 25,
  matches: 6,
  best_of: 0,
  advance_per_lobby: i === 0 ? 4 : 0,
  wildcards: 0,
  starts_at: localIn(48 + i * 3),
});

function NumberInput({
  label,
  hint,
  value,
  onChange,
  min = 0,
}: {
  label: string;
  hint?: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
}) {
  return (
    <Field label={label} hint={hint}>
      {(id, describedBy) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          type="number"
          inputMode="numeric"
          min={min}
          value={Number.isNaN(value) ? '' : value}
          onChange={(e) => onChange(e.target.valueAsNumber)}
        />
      )}
    </Field>
  );
}

export function CreateCupDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (cup: Cup) => void;
}) {
  const say = useSay();
  const text = CUPS_SCREEN.create;
  const [title, setTitle] = useState('');
  const [rules, setRules] = useState('');
  const [tiktok, setTiktok] = useState('');
  const [template, setTemplate] = useState('isolated_squad');
  const [maxTeams, setMaxTeams] = useState(100);
  const [waitlist, setWaitlist] = useState(0);
  const [fee, setFee] = useState(10);
  const [contribution, setContribution] = useState(0);
  const [payout, setPayout] = useState('50, 30, 20');
  const [closes, setCloses] = useState(localIn(24));
  const [stages, setStages] = useState<StageForm[]>([newStage(0), { ...newStage(1), teams_per_lobby: 20 }]);
  const create = useCreateCup((cup) => {
    onOpenChange(false);
    onCreated(cup);
  });
  const setStage = (i: number, patch: Partial<StageForm>) =>
    setStages((list) => list.map((s, at) => (at === i ? { ...s, ...patch } : s)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateCupRequest = {
      title,
      rules,
      tiktok_username: tiktok,
      template_type: template,
      max_teams: maxTeams,
      waitlist_teams: waitlist,
      entry_fee: fee,
      owner_contribution: contribution,
      payout: payout
        .split(',')
        .map((p) => Number(p.trim()))
        .filter((p) => !Number.isNaN(p) && p > 0),
      registration_closes_at: iso(closes),
      stages: stages.map((s, i) => ({
        teams_per_lobby: s.teams_per_lobby,
        matches: s.matches,
        best_of: s.best_of > 0 ? s.best_of : null,
        points: { preset: 'pubgm' },
        advance_per_lobby: i === stages.length - 1 ? 0 : s.advance_per_lobby,
        wildcards: i === stages.length - 1 ? 0 : s.wildcards,
        starts_at: iso(s.starts_at),
      })),
    };
    create.mutate(body);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={say(text.title)} size="lg">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="create-cup-form">
        <Field label={say(text.name)}>
          {(id) => <Input id={id} value={title} required maxLength={100} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field label={say(text.rules)}>
          {(id) => <Textarea id={id} value={rules} required rows={3} onChange={(e) => setRules(e.target.value)} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={say(text.tiktok)}>
            {(id) => <Input id={id} value={tiktok} required dir="ltr" onChange={(e) => setTiktok(e.target.value)} />}
          </Field>
          <Field label={say(text.template)}>
            {(id) => (
              <Select id={id} value={template} onChange={(e) => setTemplate(e.target.value)}>
                {TOURNAMENT_TEMPLATES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <NumberInput label={say(text.maxTeams)} value={maxTeams} min={2} onChange={setMaxTeams} />
          <NumberInput
            label={say(text.waitlist)}
            hint={say(text.waitlistHint)}
            value={waitlist}
            onChange={setWaitlist}
          />
          <NumberInput label={say(text.entryFee)} value={fee} onChange={setFee} />
          <NumberInput label={say(text.contribution)} value={contribution} onChange={setContribution} />
          <Field label={say(text.payout)} hint={say(text.payoutHint)}>
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={payout}
                dir="ltr"
                onChange={(e) => setPayout(e.target.value)}
              />
            )}
          </Field>
          <Field label={say(text.closes)} hint={say(text.zone(viewerTimeZone()))}>
            {(id, describedBy) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                value={closes}
                required
                onChange={(e) => setCloses(e.target.value)}
              />
            )}
          </Field>
        </div>
        <ol className="flex flex-col gap-3">
          {stages.map((s, i) => {
            const final = i === stages.length - 1;
            return (
              <li key={i} className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-bold">{say(final ? text.final : text.stage(i + 1))}</h3>
                  {stages.length > 1 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setStages((list) => list.filter((_, at) => at !== i))}
                    >
                      <Trash2 className="size-4" aria-hidden /> {say(text.removeStage)}
                    </Button>
                  )}
                </div>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <NumberInput
                    label={say(text.teamsPerLobby)}
                    value={s.teams_per_lobby}
                    min={2}
                    onChange={(v) => setStage(i, { teams_per_lobby: v })}
                  />
                  <NumberInput
                    label={say(text.matches)}
                    value={s.matches}
                    min={2}
                    onChange={(v) => setStage(i, { matches: v })}
                  />
                  <NumberInput
                    label={say(text.bestOf)}
                    value={s.best_of}
                    onChange={(v) => setStage(i, { best_of: v })}
                  />
                  {!final && (
                    <>
                      <NumberInput
                        label={say(text.advance)}
                        value={s.advance_per_lobby}
                        min={1}
                        onChange={(v) => setStage(i, { advance_per_lobby: v })}
                      />
                      <NumberInput
                        label={say(text.wildcards)}
                        value={s.wildcards}
                        onChange={(v) => setStage(i, { wildcards: v })}
                      />
                    </>
                  )}
                  <Field label={say(text.startsAt)}>
                    {(id) => (
                      <Input
                        id={id}
                        type="datetime-local"
                        value={s.starts_at}
                        required
                        onChange={(e) => setStage(i, { starts_at: e.target.value })}
                      />
                    )}
                  </Field>
                </div>
              </li>
            );
          })}
        </ol>
        {stages.length < 4 && (
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            onClick={() =>
              setStages((list) => [
                ...list.slice(0, -1),
                { ...newStage(list.length - 1), advance_per_lobby: 4 },
                list.at(-1)!,
              ])
            }
          >
            <Plus className="size-4" aria-hidden /> {say(text.addStage)}
          </Button>
        )}
        {create.isError && (
          <p role="alert" className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-danger">
            {errorMessage(create.error, say(CUPS_SCREEN.failed))}
          </p>
        )}
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          pending={create.isPending}
          submitLabel={say(text.submit)}
        />
      </form>
    </Dialog>
  );
}
