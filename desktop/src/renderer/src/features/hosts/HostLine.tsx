/**
 * The short line of a host's record under a tournament's title, on its page and its card: "Host:
 * 23 events · codes on time 96% · 0 upheld disputes", or "New host". It links to the host page;
 * on a card the tap opens the host page, not the tournament.
 */
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { HOST_LABELS, hostLineParts } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { useHostRecord } from './queries';

export const hostPagePath = (username: string) => `/hosts/${encodeURIComponent(username)}`;

export function HostLine({ username, className }: { username: string; className?: string }) {
  const say = useSay();
  const record = useHostRecord(username).data;
  if (!record) return null;
  const text = record.events_hosted === 0 ? say(HOST_LABELS.newHost) : hostLineParts(record).map(say).join(' · ');
  return (
    <Link
      to={hostPagePath(username)}
      onClick={(e) => e.stopPropagation()}
      data-testid="host-line"
      className={clsx('flex min-w-0 items-center gap-1 text-xs text-muted hover:text-text hover:underline', className)}
    >
      <ShieldCheck className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate">{text}</span>
    </Link>
  );
}
