/**
 * The automatic void on a tournament's page (docs/product/trust.md): the room-code deadline counted
 * down for the seated players and the creator while no code was sent, and what happened once the
 * tournament was voided.
 */
import { Ban, TimerReset } from 'lucide-react';
import { TIMINGS, VOID_NOTICE, type Tournament } from '@squadhub/shared';
import { useNow } from '../../components/ui/useNow';
import { useSay } from '../../lib/language';
import { countdownTo, formatCountdown } from '../tournaments/tournamentView';

type Voidable = Pick<Tournament, 'void_reason' | 'room_code_deadline' | 'under_review' | 'viewer'>;

export function VoidNotices({ tournament: t }: { tournament: Voidable }) {
  const say = useSay();
  if (t.void_reason)
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        data-testid="void-notice"
      >
        <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
        {say(VOID_NOTICE.reason[t.void_reason])}
      </p>
    );
  return (
    <>
      {t.room_code_deadline && (t.viewer.seat || t.viewer.can_manage) && (
        <RoomCodeCountdown deadline={t.room_code_deadline} />
      )}
      {t.under_review && (
        <p className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          {say(VOID_NOTICE.underReview)}
        </p>
      )}
    </>
  );
}

/** Minutes left until the room code is due, refreshed like the start countdown; overdue once passed. */
function RoomCodeCountdown({ deadline }: { deadline: string }) {
  const say = useSay();
  const now = useNow(TIMINGS.countdownRefreshMs);
  const left = countdownTo(deadline, now);
  return (
    <div
      className="flex flex-col gap-0.5 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm"
      data-testid="room-code-deadline"
    >
      <p className="flex items-center gap-2 font-semibold text-accent">
        <TimerReset className="size-4 shrink-0" aria-hidden />
        {/* One flex item: the gap would otherwise stand between the words and the time. */}
        <span>
          {left ? (
            <>
              {say(VOID_NOTICE.codeDue)} <span className="tabular-nums">{formatCountdown(left)}</span>
            </>
          ) : (
            say(VOID_NOTICE.codeOverdue)
          )}
        </span>
      </p>
      {left && <p className="text-xs text-muted">{say(VOID_NOTICE.codeDueHint)}</p>}
    </div>
  );
}
