/**
 * A keyboard-operable drop-down menu (Radix DropdownMenu) whose items open dialogs.
 *
 * An item's action runs only once the menu has closed and handed the focus back to its trigger:
 * the dialog it opens then remembers the trigger as its opener (see Dialog) and returns the focus
 * there, and the menu's and the dialog's focus traps never fight.
 */
import { createContext, useContext, useRef, type ReactNode } from 'react';
import { DropdownMenu as M } from 'radix-ui';

type Pending = { current: (() => void) | null };
const PendingAction = createContext<Pending | null>(null);

export function Menu({ trigger, label, children }: { trigger: ReactNode; label: string; children: ReactNode }) {
  const pending = useRef<(() => void) | null>(null);
  return (
    <PendingAction.Provider value={pending}>
      {/* Not modal: a modal menu hides the page from assistive technology while its controls stay
          focusable (axe: aria-hidden-focus). The menu still traps arrow keys and closes on Escape. */}
      <M.Root modal={false}>
        <M.Trigger asChild>{trigger}</M.Trigger>
        <M.Portal>
          <M.Content
            aria-label={label}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 flex min-w-60 flex-col gap-0.5 rounded-xl border border-border bg-surface-2 p-1.5 shadow-2xl shadow-black/50"
            onCloseAutoFocus={() => {
              const run = pending.current;
              pending.current = null;
              run?.();
            }}
          >
            {children}
          </M.Content>
        </M.Portal>
      </M.Root>
    </PendingAction.Provider>
  );
}

export function MenuItem({
  icon,
  children,
  onSelect,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const pending = useContext(PendingAction);
  return (
    <M.Item
      onSelect={() => {
        if (pending) pending.current = onSelect;
        else onSelect();
      }}
      aria-label={ariaLabel}
      data-testid={testId}
      className="flex h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm text-text outline-none data-[highlighted]:bg-surface-3"
    >
      {icon}
      {children}
    </M.Item>
  );
}
