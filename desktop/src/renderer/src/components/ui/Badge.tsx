import type { ReactNode } from 'react';
import clsx from 'clsx';

type Tone = 'accent' | 'pending' | 'danger' | 'live' | 'muted' | 'info';
const tones: Record<Tone, string> = {
  accent: 'bg-accent/15 text-accent border-accent/40',
  pending: 'bg-pending/15 text-pending border-pending/40',
  danger: 'bg-danger/15 text-danger border-danger/40',
  live: 'bg-live-strong text-white border-live-strong',
  muted: 'bg-surface-3 text-muted border-border',
  info: 'bg-indigo-500/15 text-indigo-300 border-indigo-400/40',
};

export function Badge({
  tone = 'muted',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-bold uppercase tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
