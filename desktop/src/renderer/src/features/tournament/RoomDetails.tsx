/**
 * Room code, link and password for insiders, with copy buttons and the NEW ROOM highlight. During
 * a series each match has its own room: the card says which match the code is for.
 */
import { Check, Copy, ExternalLink, KeyRound } from 'lucide-react';
import { useState } from 'react';
import clsx from 'clsx';
import { SERIES_NOTICE, TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { useSay } from '../../lib/language';
import { currentMatch } from '../series/seriesView';
import { useRoomAlert } from './useRoomAlert';

/** `label` names the button (a catalogue text, in the screens' language). */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      className="rounded-md p-1 text-muted hover:bg-surface-3 hover:text-text"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setDone(true);
          setTimeout(() => setDone(false), 1500);
        });
      }}
    >
      {done ? <Check className="size-4 text-accent" aria-hidden /> : <Copy className="size-4" aria-hidden />}
    </button>
  );
}

/** Only http(s) links are rendered as links. */
const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function RoomDetails({ tournament: t, compact }: { tournament: Tournament; compact?: boolean }) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.roomDetails;
  const { highlight } = useRoomAlert(t.id);
  if (!t.room_code) return null;
  const link = safeLink(t.room_link);
  const match = t.is_finalized ? null : currentMatch(t);
  return (
    <div
      data-testid="room-details"
      className={clsx(
        'rounded-xl border px-3 py-2 text-sm',
        highlight ? 'room-pulse border-live bg-live/10' : 'border-accent/40 bg-accent/5',
      )}
    >
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="flex items-center gap-1 text-xs font-bold uppercase tracking-wide text-accent">
            <KeyRound className="size-3.5" aria-hidden /> {say(text.heading)}
          </span>
          {match && t.series && (
            <span
              className="rounded-md bg-surface-3 px-1.5 py-0.5 text-xs font-bold leading-none text-text"
              data-testid="room-match"
            >
              {say(SERIES_NOTICE.matchOf(match, t.series.matches))}
            </span>
          )}
        </span>
        {/* On the card, the card's own NEW ROOM badge already shows it. */}
        {highlight && !compact && (
          <Badge tone="live" className="animate-pulse">
            {say(TOURNAMENT_SCREEN.newRoom)}
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{say(text.code)}</dt>
        <dd className="flex items-center gap-1 font-mono text-base font-black tracking-wider" data-testid="room-code">
          {t.room_code}
          <CopyButton value={t.room_code} label={say(text.copyCode)} />
        </dd>
        {t.room_password && (
          <>
            <dt className="text-muted">{say(text.password)}</dt>
            <dd className="flex items-center gap-1 font-mono font-bold">
              {t.room_password}
              <CopyButton value={t.room_password} label={say(text.copyPassword)} />
            </dd>
          </>
        )}
        {link && (
          <>
            <dt className="text-muted">{say(text.link)}</dt>
            <dd className="min-w-0">
              <a
                href={link}
                target="_blank"
                rel="noreferrer noopener"
                className="flex items-center gap-1 truncate text-accent underline-offset-2 hover:underline"
              >
                <span className="truncate">{link}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden />
              </a>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
