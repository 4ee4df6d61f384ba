import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { TOURNAMENT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';

// Reading the rules needs their validation (zod): fetched when a player first opens them.
const RulesDialog = lazyDialog(() => import('./RulesDialog').then((m) => m.RulesDialog));

/** The Rules link of a card and of the tournament page; opens the rules popup. */
export function RulesButton({ title, rules }: { title: string; rules: string }) {
  const say = useSay();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-surface-3 hover:text-text"
      >
        <ScrollText className="size-3.5" aria-hidden /> {say(TOURNAMENT_SCREEN.rules.button)}
      </button>
      <RulesDialog title={title} rules={rules} open={open} onOpenChange={setOpen} />
    </>
  );
}
