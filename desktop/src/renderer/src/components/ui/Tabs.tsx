import { useEffect, useRef, type ReactNode } from 'react';
import { Tabs as T } from 'radix-ui';
import clsx from 'clsx';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

/** Keyboard-operable tabs (Radix). */
export function Tabs({
  value,
  onValueChange,
  tabs,
  label,
  listClassName,
  className,
  panelClassName,
  keepMounted,
}: {
  value: string;
  onValueChange: (v: string) => void;
  tabs: { value: string; label: ReactNode; content: ReactNode }[];
  /** The tab list's accessible name. */
  label?: string;
  /** Extra classes for the tab list (e.g. to keep it on screen while the content scrolls). */
  listClassName?: string;
  /** Extra classes for the whole (e.g. a fixed height, so switching tabs does not resize a dialog). */
  className?: string;
  /** Extra classes for each tab's panel (e.g. its own scrolling). */
  panelClassName?: string;
  /** Keeps every panel in the page while hidden: typed input and each panel's scroll position survive a switch. */
  keepMounted?: boolean;
}) {
  const say = useSay();
  const list = useRef<HTMLDivElement>(null);
  // A tab chosen by the app (a room code bringing the Room tab forward) takes the focus from the
  // tab that had it: left there, its focus ring made two tabs look selected.
  useEffect(() => {
    const focused = document.activeElement;
    if (!list.current || !(focused instanceof HTMLElement) || !list.current.contains(focused)) return;
    if (focused.dataset.state === 'active') return;
    list.current.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus({ preventScroll: true });
  }, [value]);
  return (
    <T.Root value={value} onValueChange={onValueChange} className={className}>
      <T.List
        ref={list}
        className={clsx('mb-4 flex gap-1 rounded-xl bg-surface-2 p-1', listClassName)}
        aria-label={label ?? say(LAYOUT_SCREEN.tabs)}
      >
        {tabs.map((t) => (
          <T.Trigger
            key={t.value}
            value={t.value}
            className="min-w-0 flex-1 rounded-lg px-2 py-2 text-center text-sm font-medium leading-tight text-muted data-[state=active]:bg-surface-3 data-[state=active]:text-text sm:px-3"
          >
            {t.label}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((t) => (
        <T.Content
          key={t.value}
          value={t.value}
          forceMount={keepMounted || undefined}
          className={clsx(keepMounted && 'data-[state=inactive]:hidden', panelClassName)}
        >
          {t.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
