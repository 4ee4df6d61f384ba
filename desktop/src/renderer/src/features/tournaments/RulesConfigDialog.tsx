import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Textarea } from '../../components/ui/Field';
import { ClassPicker } from './ClassPicker';

export interface RulesDraft {
  text: string;
  images: string[];
}

/** The rules configuration popup: the rules text and the class pick (spec 1 §2). */
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
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Configure rules"
      description="Write the rules players must follow and pick the classes they may use."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onSave({ text: draft.text.trim(), images: draft.images });
              onOpenChange(false);
            }}
          >
            Save rules
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <Field label="Rules" hint="Shown to players in the rules popup of the card.">
          {(id, describedBy) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              className="min-h-32"
              placeholder="e.g. No emulators. Top 3 squads share the prize pool. Be in the lobby 10 minutes early."
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
