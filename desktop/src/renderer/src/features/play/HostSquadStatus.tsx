/**
 * The host console's live view of squads, check-in and the waitlist, beside the slot board: how
 * many seated players have checked in and when the check-in closes (and who is still missing, to
 * call them out on stream), each team held for a captain's squad with the time its hold has left,
 * and the waitlist in queue order. One card, sized to be read on camera at 1366x768 and to stay
 * short in the desktop app's 420 px console window and on a 360 px phone.
 */
import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { format } from 'date-fns';
import { ClipboardCheck, Crown, ListOrdered, type LucideIcon } from 'lucide-react';
import { PLAY_SCREEN, SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { Skeleton } from '../../components/ui/Spinner';
import { useNow } from '../../components/ui/useNow';
import { useSay } from '../../lib/language';
import {
  checkInStatus,
  offeredSeats,
  squadHolds,
  timeLeft,
  waitlistMatters,
  type CheckInStatus,
  type SquadHold,
} from './hostSquads';
import { useHostWaitlist } from './useHostWaitlist';
import { withValues } from '../../lib/parts';

/** Waitlist names and missing check-ins shown before "Show all". */
const FIRST_NAMES = 5;
/** A hold this close to its end is shown in amber. */
const HOLD_ENDING_MS = 5 * 60_000;

const clock = (d: Date) => format(d, 'HH:mm');

export function HostSquadStatus({ tournament: t, className }: { tournament: Tournament; className?: string }) {
  const say = useSay();
  const now = useNow(1000);
  const checkIn = checkInStatus(t, now);
  const holds = squadHolds(t);
  const waitlist = waitlistMatters(t);
  // Nothing to show (no check-in, no squad, seats free to take): the slot board keeps the width.
  if (t.is_finalized || (!checkIn && !holds.length && !waitlist)) return null;
  return (
    <aside
      aria-label={say(PLAY_SCREEN.hostSquads.label)}
      className={clsx(
        'flex min-w-0 flex-col divide-y divide-border rounded-xl border border-border bg-surface-2',
        className,
      )}
    >
      {checkIn && <CheckInSection status={checkIn} now={now} />}
      {holds.length > 0 && <SquadHoldsSection holds={holds} now={now} />}
      {waitlist && <WaitlistSection tournament={t} />}
    </aside>
  );
}

function Section({
  icon: Icon,
  title,
  aside,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-2 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-1.5 text-sm font-semibold lg:text-base">
          <Icon className="size-4 shrink-0 text-accent lg:size-5" aria-hidden /> {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A section's figure on the right of its heading: big enough to read on a stream. */
function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="text-lg font-black leading-none tabular-nums lg:text-xl" data-testid={testId}>
      {children}
    </span>
  );
}

function CheckInSection({ status: s, now }: { status: CheckInStatus; now: number }) {
  const say = useSay();
  const [showMissing, setShowMissing] = useState(false);
  const minutesLeft = Math.max(1, Math.ceil((s.closesAt.getTime() - now) / 60_000));
  const opens = clock(s.opensAt);
  const closes = clock(s.closesAt);
  return (
    <Section
      icon={ClipboardCheck}
      title={say(PLAY_SCREEN.hostSquads.checkIn)}
      testId="host-check-in"
      aside={
        s.phase === 'open' ? (
          <Badge tone="accent">{say(PLAY_SCREEN.hostSquads.openMinutesLeft(minutesLeft))}</Badge>
        ) : s.phase === 'before' ? (
          <Badge tone="muted">{say(PLAY_SCREEN.hostSquads.notOpenYet)}</Badge>
        ) : (
          <Badge tone="muted">{say(PLAY_SCREEN.hostSquads.closed)}</Badge>
        )
      }
    >
      {s.phase === 'before' ? (
        <p className="text-base leading-snug text-muted lg:text-lg" data-testid="host-check-in-summary">
          {withValues(
            say(PLAY_SCREEN.hostSquads.opensAndCloses(opens, closes)),
            [opens, <strong className="font-semibold text-text tabular-nums">{opens}</strong>],
            [closes, <strong className="font-semibold text-text tabular-nums">{closes}</strong>],
          )}
        </p>
      ) : (
        <>
          <p className="text-base leading-snug lg:text-lg" data-testid="host-check-in-summary">
            <strong className="font-black tabular-nums">
              {s.checkedIn}/{s.seated}
            </strong>{' '}
            {say(PLAY_SCREEN.hostSquads.checkedIn)}
            <span className="text-muted">
              {' · '}
              {withValues(
                say(
                  s.phase === 'closed'
                    ? PLAY_SCREEN.hostSquads.closedAt(closes)
                    : PLAY_SCREEN.hostSquads.closesAt(closes),
                ),
                [
                  closes,
                  <time dateTime={s.closesAt.toISOString()} className="font-semibold text-text tabular-nums">
                    {closes}
                  </time>,
                ],
              )}
            </span>
          </p>
          <ProgressBar
            value={s.checkedIn}
            max={Math.max(s.seated, 1)}
            label={say(PLAY_SCREEN.hostSquads.progressLabel)}
          />
        </>
      )}
      {s.phase === 'open' && s.missing.length > 0 && (
        <>
          <div className="flex items-center justify-between gap-2">
            <p className="min-w-0 text-xs text-muted lg:text-sm">
              <strong className="font-semibold text-pending">
                {say(PLAY_SCREEN.hostSquads.notCheckedInCount(s.missing.length))}
              </strong>
              : {say(PLAY_SCREEN.hostSquads.freedAt(closes))}
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="h-7 shrink-0 px-2"
              aria-expanded={showMissing}
              aria-label={say(showMissing ? PLAY_SCREEN.hostSquads.hideMissing : PLAY_SCREEN.hostSquads.showMissing)}
              onClick={() => setShowMissing((v) => !v)}
            >
              {say(showMissing ? PLAY_SCREEN.hostSquads.hide : PLAY_SCREEN.hostSquads.who)}
            </Button>
          </div>
          {showMissing && (
            <ul className="flex flex-wrap gap-1.5" aria-label={say(PLAY_SCREEN.hostSquads.notCheckedIn)}>
              {s.missing.map((m) => (
                <li key={`${m.team}-${m.slot}`} className={chip}>
                  <span className="shrink-0 text-xs tabular-nums text-muted">
                    {say(PLAY_SCREEN.hostSquads.teamShort)}
                    {m.team}
                  </span>
                  <span className="truncate font-medium">{m.name ?? say(SERIES_NOTICE.player)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

const chip = 'flex min-w-0 max-w-full items-baseline gap-1.5 rounded-md bg-surface-3 px-2 py-0.5 text-sm lg:text-base';

function SquadHoldsSection({ holds, now }: { holds: SquadHold[]; now: number }) {
  const say = useSay();
  return (
    <Section
      icon={Crown}
      title={say(PLAY_SCREEN.hostSquads.squadHolds)}
      testId="host-squad-holds"
      aside={<Figure>{holds.length}</Figure>}
    >
      <ul className="flex flex-col gap-1.5">
        {holds.map((h) => {
          const ms = new Date(h.expiresAt).getTime() - now;
          return (
            <li
              key={h.team}
              className="flex items-center gap-2 rounded-lg bg-surface-3 px-2 py-1.5 text-sm lg:text-base"
              data-testid={`host-hold-${h.team}`}
            >
              <span className="shrink-0 font-bold tabular-nums">{say(SERIES_NOTICE.team(h.team))}</span>
              <span className="min-w-0 flex-1 truncate">
                <span className="sr-only">{say(PLAY_SCREEN.hostSquads.heldFor)} </span>
                {h.captain}
              </span>
              <span className="shrink-0 tabular-nums text-muted">
                {h.seated}/{h.size}
                <span className="sr-only"> {say(PLAY_SCREEN.hostSquads.seated)}</span>
              </span>
              <span
                className={clsx(
                  'shrink-0 text-end font-bold tabular-nums',
                  ms < HOLD_ENDING_MS ? 'text-pending' : 'text-accent',
                )}
              >
                {ms > 0 ? (
                  <>
                    <time dateTime={h.expiresAt}>{timeLeft(h.expiresAt, now)}</time>
                    <span className="text-xs font-medium text-muted"> {say(PLAY_SCREEN.hostSquads.left)}</span>
                  </>
                ) : (
                  say(PLAY_SCREEN.hostSquads.ending)
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function WaitlistSection({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const waitlist = useHostWaitlist(t);
  const [all, setAll] = useState(false);
  const names = waitlist.data?.entries ?? [];
  const count = waitlist.data?.count ?? t.waitlist_count;
  const offered = offeredSeats(t);
  const shown = all ? names : names.slice(0, FIRST_NAMES);
  return (
    <Section
      icon={ListOrdered}
      title={say(PLAY_SCREEN.hostSquads.waitlist)}
      testId="host-waitlist"
      aside={
        <Figure testId="host-waitlist-count">
          {count}
          <span className="sr-only"> {say(PLAY_SCREEN.hostSquads.waiting)}</span>
        </Figure>
      }
    >
      {offered > 0 && (
        <p className="text-xs font-semibold text-pending lg:text-sm">
          {say(PLAY_SCREEN.hostSquads.seatsOffered(offered))}
        </p>
      )}
      {waitlist.isPending && count > 0 ? (
        <div className="flex gap-1.5">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-6 w-16" />
        </div>
      ) : waitlist.isError && !waitlist.data ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.hostSquads.waitlistLoadFailed)}</p>
      ) : count === 0 ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.hostSquads.waitlistEmpty)}</p>
      ) : (
        // A row of names in a narrow window, a column where the console has a side column.
        <ol
          className="flex flex-wrap gap-1.5 lg:flex-col lg:gap-1"
          aria-label={say(PLAY_SCREEN.hostSquads.waitlistOrder)}
        >
          {shown.map((name, i) => (
            <li key={name} className={clsx(chip, 'lg:bg-transparent lg:px-0')}>
              <span className="shrink-0 text-xs font-bold tabular-nums text-muted lg:w-5 lg:text-end lg:text-sm">
                {i + 1}
              </span>
              <span className="truncate font-medium">{name}</span>
            </li>
          ))}
          {names.length > FIRST_NAMES && (
            <li>
              <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => setAll((v) => !v)}>
                {say(all ? PLAY_SCREEN.showFewer : PLAY_SCREEN.more(names.length - FIRST_NAMES))}
              </Button>
            </li>
          )}
        </ol>
      )}
    </Section>
  );
}
