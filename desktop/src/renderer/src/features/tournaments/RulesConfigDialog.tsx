import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { TOURNAMENTS_SCREEN, parseRules, serializeRules } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Textarea } from '../../components/ui/Field';
import { useSay } from '../../lib/language';
import { ClassPicker } from './ClassPicker';

export interface RulesDraft {
  text: string;
  images: string[];
}

/** Stored rules → the editor's draft. Older plain text (or broken JSON) becomes the text as written. */
export function rulesDraftOf(rules: string): RulesDraft {
  if (!rules.trim()) return { text: '', images: [] };
  const parsed = parseRules(rules);
  return parsed ? { text: parsed.text, images: parsed.images } : { text: rules, images: [] };
}

/** The editor's draft → the rules string the server stores ('' when nothing was written or picked). */
export const storedRules = (draft: RulesDraft): string =>
  !draft.text && draft.images.length === 0 ? '' : serializeRules(draft.text, draft.images);

/**
 * The rules row of a tournament form (creation and the super admin's Details tab): a summary of
 * the text and the picked classes, and the button that opens the rules editor.
 */
export function RulesField({
  value,
  onChange,
  error,
}: {
  /** The stored rules string. */
  value: string;
  onChange: (rules: string) => void;
  error?: string;
}) {
  const say = useSay();
  const [open, setOpen] = useState(false);
  const draft = rulesDraftOf(value);
  const written = !!draft.text || draft.images.length > 0;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{say(TOURNAMENTS_SCREEN.rules.label)}</span>
      <div className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 p-2.5">
        <ScrollText className="size-5 shrink-0 text-muted" aria-hidden />
        <p className="min-w-0 flex-1 truncate text-sm" data-testid="rules-summary">
          {written ? (
            <>
              {draft.text || <span className="text-muted">{say(TOURNAMENTS_SCREEN.rules.noText)}</span>}
              {draft.images.length > 0 && (
                <span className="text-muted"> · {say(TOURNAMENTS_SCREEN.rules.classes(draft.images.length))}</span>
              )}
            </>
          ) : (
            <span className="text-muted">{say(TOURNAMENTS_SCREEN.rules.none)}</span>
          )}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {say(written ? TOURNAMENTS_SCREEN.rules.edit : TOURNAMENTS_SCREEN.rules.configure)}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {say(error)}
        </p>
      )}
      <RulesConfigDialog
        open={open}
        onOpenChange={setOpen}
        value={draft}
        onSave={(next) => onChange(storedRules(next))}
      />
    </div>
  );
}

/** The rules configuration popup: the rules text and the class pick (docs/product/tournaments.md#creating-a-tournament). */
export function RulesConfigDialog({
  open,
  onOpenChange,
  value,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: RulesDraft;
  onSave: (rules: RulesDraft) => void;
}) {
  const say = useSay();
  const [draft, setDraft] = useState(value);
  // Each opening starts from the saved rules (a cancelled edit is forgotten).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(TOURNAMENTS_SCREEN.rules.configure)}
      description={say(TOURNAMENTS_SCREEN.rules.description)}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {say(TOURNAMENTS_SCREEN.common.cancel)}
          </Button>
          <Button
            onClick={() => {
              onSave({ text: draft.text.trim(), images: draft.images });
              onOpenChange(false);
            }}
          >
            {say(TOURNAMENTS_SCREEN.rules.save)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <Field label={say(TOURNAMENTS_SCREEN.rules.label)} hint={say(TOURNAMENTS_SCREEN.rules.hint)}>
          {(id, describedBy) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              className="min-h-32"
              placeholder={say(TOURNAMENTS_SCREEN.rules.placeholder)}
              value={draft.text}
              onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
            />
          )}
        </Field>
        <ClassPicker value={draft.images} onChange={(images) => setDraft((d) => ({ ...d, images }))} />
      </div>
    </Dialog>
  );
}
