import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import clsx from 'clsx';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import type { ConnectionState } from '../../lib/connection-state';
import { useSay } from '../../lib/language';
import { useConnectionState } from '../../lib/socket';

/** Each state's name and title are `LAYOUT_SCREEN.connection`'s, translated where the tag is drawn. */
const LOOK: Record<ConnectionState, { tone: string; icon: typeof Wifi; spin?: boolean }> = {
  connecting: { tone: 'bg-pending/15 text-pending', icon: RefreshCw, spin: true },
  online: { tone: 'bg-accent/15 text-accent', icon: Wifi },
  reconnecting: { tone: 'bg-pending/15 text-pending', icon: RefreshCw, spin: true },
  offline: { tone: 'bg-danger/15 text-danger', icon: WifiOff },
};

/**
 * The header's connection tag ("ONLINE", docs/product/screens.md#header): the live socket's state, told by an icon of
 * its own shape and, from 400 px up, by its name (colour is never the only signal).
 */
export function ConnectionTag() {
  const say = useSay();
  const state = useConnectionState();
  const { tone, icon: Icon, spin } = LOOK[state];
  const { label, title } = LAYOUT_SCREEN.connection[state];
  return (
    <span
      role="status"
      title={say(title)}
      data-testid="connection-tag"
      data-state={state}
      className={clsx(
        'flex h-6 shrink-0 items-center gap-1 rounded-md px-1.5 text-[10px] font-bold uppercase tracking-wide',
        tone,
      )}
    >
      <Icon className={clsx('size-3.5', spin && 'animate-spin motion-reduce:animate-none')} aria-hidden />
      <span className="max-[399px]:sr-only">{say(label)}</span>
    </span>
  );
}
