/**
 * The squad's invite code as words, beside the link (docs/product/squads.md#joining-a-squad): the
 * captain sees it large, grouped and in monospace, to read out on voice chat or copy; any player
 * types one in under "Have an invite code?". A typed code opens the same invite panel as the link
 * (the code goes into the address), so the team, the fee, the login and Buy coins are all there.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Copy, KeyRound } from 'lucide-react';
import { toast } from '../../lib/toast';
import { INVITE_QUERY_PARAM, SQUADS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Field';
import { useSay } from '../../lib/language';
import { useErrorFocus } from '../../lib/submitErrors';
import { formatInviteCode, typedInviteCode } from './squadRules';

const TEXT = SQUADS_SCREEN.inviteCode;

/** The captain's code, large enough to read out, with a copy button. */
export function InviteCodeCard({ code }: { code: string }) {
  const say = useSay();
  const shown = formatInviteCode(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      toast.success(TEXT.copied, { id: 'squad-invite' });
    } catch {
      // No clipboard (an old browser, permission refused): the code is on screen to read.
      toast.info(shown, { id: 'squad-invite', duration: 20_000 });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="invite-code">
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted">{say(TEXT.codeLabel)}</span>
        <span
          className="select-all font-mono text-2xl font-bold tracking-[0.15em] text-text"
          data-testid="invite-code-value"
        >
          {shown}
        </span>
      </div>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        <Copy className="size-4" aria-hidden /> {say(TEXT.copy)}
      </Button>
      <p className="basis-full text-xs text-muted">{say(TEXT.codeHint)}</p>
    </div>
  );
}

/** "Have an invite code?": a field that opens the invite panel of the code typed. */
export function HaveInviteCode() {
  const say = useSay();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const errors = useErrorFocus();
  const location = useLocation();
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = typedInviteCode(text);
    if (!code) {
      setError(TEXT.notACode);
      errors.showErrors();
      return;
    }
    const params = new URLSearchParams(location.search);
    params.set(INVITE_QUERY_PARAM, code);
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` });
  };
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex items-center gap-1.5 self-start text-sm font-semibold text-accent hover:underline"
        data-testid="have-invite-code"
      >
        <KeyRound className="size-4" aria-hidden /> {say(TEXT.haveCode)}
      </button>
    );
  return (
    <form
      ref={errors.ref}
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-2 rounded-xl border border-border bg-surface-2 px-3 py-2"
      data-testid="invite-code-form"
    >
      <Field
        label={say(TEXT.typeCode)}
        hint={say(TEXT.typeHint)}
        error={error && say(error)}
        className="min-w-0 flex-1 basis-56"
      >
        {(id, d) => (
          <Input
            id={id}
            aria-describedby={d}
            aria-invalid={!!error}
            autoFocus
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="K7QMZ-29XDA"
            className="font-mono uppercase tracking-wider"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="sm" className="mt-7 max-sm:mt-0 max-sm:w-full">
        {say(TEXT.open)}
      </Button>
    </form>
  );
}
