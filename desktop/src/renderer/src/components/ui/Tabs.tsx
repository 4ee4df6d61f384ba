import type { ReactNode } from 'react';
import { Tabs as T } from 'radix-ui';

/** Keyboard-operable tabs (Radix). */
export function Tabs({
  value,
  onValueChange,
  tabs,
}: {
  value: string;
  onValueChange: (v: string) => void;
  tabs: { value: string; label: ReactNode; content: ReactNode }[];
}) {
  return (
    <T.Root value={value} onValueChange={onValueChange}>
      <T.List className="mb-4 flex gap-1 rounded-xl bg-surface-2 p-1" aria-label="Tabs">
        {tabs.map((t) => (
          <T.Trigger
            key={t.value}
            value={t.value}
            className="flex-1 rounded-lg px-3 py-2 text-sm font-medium text-muted data-[state=active]:bg-surface-3 data-[state=active]:text-text"
          >
            {t.label}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((t) => (
        <T.Content key={t.value} value={t.value}>
          {t.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
