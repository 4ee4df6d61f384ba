import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import clsx from 'clsx';
import type { ConnectionState } from '../../lib/connection-state';
import { useConnectionState } from '../../lib/socket';

const LOOK: Record<ConnectionState, { label: string; tone: string; icon: typeof Wifi; spin?: boolean }> = {
  connecting: { label: 'Connecting', tone: 'bg-pending/15 text-pending', icon: RefreshCw, spin: true },
  online: { label: 'Online', tone: 'bg-accent/15 text-accent', icon: Wifi },
  reconnecting: { label: 'Reconnecting', tone: 'bg-pending/15 text-pending', icon: RefreshCw, spin: true },
  offline: { label: 'Offline', tone: 'bg-danger/15 text-danger', icon: WifiOff },
};

/**
 * The header's connection tag ("ONLINE", docs/product/screens.md#header): the live socket's state, told by an icon of
 * its own shape and, from 400 px up, by its name (colour is never the only signal).
 */
export function ConnectionTag() {
  const state = useConnectionState();
  const { label, tone, icon: Icon, spin } = LOOK[state];
  return (
    <span
      role="status"
      title={`Live updates: ${label.toLowerCase()}`}
      data-testid="connection-tag"
      data-state={state}
      className={clsx(
        'flex h-6 shrink-0 items-center gap-1 rounded-md px-1.5 text-[10px] font-bold uppercase tracking-wide',
        tone,
      )}
    >
      <Icon className={clsx('size-3.5', spin && 'animate-spin motion-reduce:animate-none')} aria-hidden />
      <span className="max-[399px]:sr-only">{label}</span>
    </span>
  );
}
