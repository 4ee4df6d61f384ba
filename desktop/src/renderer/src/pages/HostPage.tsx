/**
 * The public host page, /hosts/:username (docs/product/trust.md#host-record): a host's record as
 * Squadhub counted it, with a label for every figure, at phone and desk widths alike.
 */
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AllTournamentsLink } from '../components/layout/AllTournamentsLink';
import { HOST_LABELS } from '@squadhub/shared';
import { useHostRecord } from '../features/hosts/queries';
import { useSay } from '../lib/language';
import { dateFormat } from '../lib/format';

const dateOf = (iso: string) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="break-words text-xl font-black">{children}</dd>
    </div>
  );
}

export function HostPage() {
  const { username = '' } = useParams();
  const { data: r, isError, isPending } = useHostRecord(username);
  const say = useSay();
  const pageTitle = say(HOST_LABELS.pageTitle(username));

  useEffect(() => {
    const before = document.title;
    document.title = `${pageTitle} · Squadhub`;
    return () => {
      document.title = before;
    };
  }, [pageTitle]);

  const or = <T,>(value: T | null, show: (v: T) => string) => (value == null ? say(HOST_LABELS.none) : show(value));

  return (
    <article className="flex min-w-0 flex-col gap-4" data-testid="host-page">
      <AllTournamentsLink />
      <header className="min-w-0">
        <h1 className="break-words text-2xl font-black leading-tight tracking-tight md:text-3xl">{pageTitle}</h1>
        <p className="mt-1 text-sm text-muted">{say(HOST_LABELS.intro)}</p>
      </header>
      {isError && <p role="alert">{say(HOST_LABELS.loadFailed)}</p>}
      {isPending && !isError && <div className="h-40 animate-pulse rounded-xl bg-surface-3" aria-hidden />}
      {r && (
        <>
          {r.new_host && (
            <p className="rounded-xl border border-pending/50 bg-surface p-3 text-sm" data-testid="new-host-note">
              {say(HOST_LABELS.newHostNote)}
            </p>
          )}
          <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-3">
            <Figure label={say(HOST_LABELS.eventsHosted)}>{r.events_hosted}</Figure>
            <Figure label={say(HOST_LABELS.eventsCompleted)}>{r.events_completed}</Figure>
            <Figure label={say(HOST_LABELS.codesOnTime)}>
              {or(r.codes_on_time_pct, (n) => say(HOST_LABELS.percent(n)))}
            </Figure>
            <Figure label={say(HOST_LABELS.voidedNoRoomCode)}>{r.voided_no_room_code}</Figure>
            <Figure label={say(HOST_LABELS.abandonedNoResults)}>{r.abandoned_no_results}</Figure>
            <Figure label={say(HOST_LABELS.medianToPayout)}>
              {or(r.median_minutes_to_payout, (n) => say(HOST_LABELS.minutes(n)))}
            </Figure>
            <Figure label={say(HOST_LABELS.disputesFiled)}>{r.disputes_filed}</Figure>
            <Figure label={say(HOST_LABELS.disputesUpheld)}>{r.disputes_upheld}</Figure>
            <Figure label={say(HOST_LABELS.prizeCoinsPaid)}>{say(HOST_LABELS.coins(r.prize_coins_paid))}</Figure>
            <Figure label={say(HOST_LABELS.firstEvent)}>{or(r.first_event_at, dateOf)}</Figure>
          </dl>
        </>
      )}
    </article>
  );
}
