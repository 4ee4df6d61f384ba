/**
 * "Report match n" on a seated player's tournament page (docs/product/results.md#team-reports):
 * shown while match n takes reports (the shared rule `openReportMatch`), with placement and kills
 * and a screenshot picker that fills both from the server's read of it. A teammate's report shows
 * here too, and sending again replaces it. It starts folded to one row: while the match is played
 * the room code is what a phone's first screen is for, and the form is one tap away.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Send } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  MATCH_KILLS_MAX,
  REPORT_NOTICE,
  SERIES_NOTICE,
  SERIES_SCREEN,
  openReportMatch,
  type Tournament,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { errorMessage, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { matchReportsKey, useMatchReports } from './queries';
import { typedNumber } from './resultsGrid';

export function ReportMatchCard({ tournament: t }: { tournament: Tournament }) {
  const n = openReportMatch(t);
  if (n === null || t.viewer.seat == null) return null;
  // Keyed by match: the form starts empty for each new match.
  return <ReportForm key={n} tournament={t} n={n} />;
}

function ReportForm({ tournament: t, n }: { tournament: Tournament; n: number }) {
  const say = useSay();
  const client = useQueryClient();
  const own = useMatchReports(t.id, n).data?.reports[0];
  const [unfolded, setUnfolded] = useState(false);
  const [placement, setPlacement] = useState<number | null>(null);
  const [kills, setKills] = useState<number | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [readNote, setReadNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const read = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return post('/result-screens/read', { form });
    },
    onSuccess: (screen) => {
      if (screen.placement !== null) setPlacement(screen.placement);
      if (screen.kills_total !== null) setKills(screen.kills_total);
      setReadNote(
        screen.placement !== null || screen.kills_total !== null ? REPORT_NOTICE.prefilled : REPORT_NOTICE.unread,
      );
    },
    // Without a read the card still works: the numbers are typed.
    onError: () => setReadNote(REPORT_NOTICE.unread),
  });
  const send = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('placement', String(placement ?? ''));
      form.append('kills', String(kills ?? 0));
      if (image) form.append('image', image);
      return post('/tournaments/{id}/matches/{n}/report', { params: { id: t.id, n: String(n) }, form });
    },
    onSuccess: () => {
      setError(null);
      setUnfolded(false);
      toast.success(REPORT_NOTICE.sent(n));
      void client.invalidateQueries({ queryKey: matchReportsKey(t.id, n) });
    },
    onError: (err) => setError(errorMessage(err, REPORT_NOTICE.failed)),
  });

  const pick = (file: File | undefined) => {
    setImage(file ?? null);
    setReadNote(file ? REPORT_NOTICE.reading : null);
    if (file) read.mutate(file);
  };

  const heading = (
    <div className="min-w-0">
      <h2 id="report-match-title" className="text-lg font-black leading-tight">
        {say(REPORT_NOTICE.title(n))}
      </h2>
      <p className="text-xs text-muted">
        {say(own ? REPORT_NOTICE.reported(own.placement, own.kills) : REPORT_NOTICE.hint)}
      </p>
    </div>
  );
  if (!unfolded)
    return (
      <section
        className="flex items-center gap-3 rounded-xl border border-accent/40 bg-surface p-3"
        aria-labelledby="report-match-title"
        data-testid="report-match-card"
      >
        {heading}
        <Button
          variant="secondary"
          className="ms-auto shrink-0"
          onClick={() => setUnfolded(true)}
          data-testid="open-report"
        >
          {say(own ? REPORT_NOTICE.again : REPORT_NOTICE.open)}
        </Button>
      </section>
    );

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-surface p-3"
      aria-labelledby="report-match-title"
      data-testid="report-match-card"
    >
      {heading}
      <label className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-border text-sm font-semibold hover:border-accent">
        <ImageUp className="size-4" aria-hidden />
        {image ? image.name : say(SERIES_SCREEN.reportCard.screenshot)}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="report-screenshot"
        />
      </label>
      {readNote && <p className="text-xs text-muted">{say(readNote)}</p>}
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          label={say(SERIES_SCREEN.placement)}
          value={placement}
          max={t.teams.length}
          onChange={setPlacement}
        />
        <NumberField label={say(SERIES_NOTICE.kills)} value={kills} max={MATCH_KILLS_MAX} onChange={setKills} />
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {say(error)}
        </p>
      )}
      <Button
        size="lg"
        disabled={placement === null || read.isPending}
        loading={send.isPending}
        onClick={() => send.mutate()}
        data-testid="send-report"
      >
        <Send className="size-5" aria-hidden /> {say(REPORT_NOTICE.title(n))}
      </Button>
    </section>
  );
}

function NumberField({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number | null;
  max: number;
  onChange: (n: number | null) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input
        inputMode="numeric"
        className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-lg font-bold tabular-nums text-text"
        value={value ?? ''}
        onChange={(e) => {
          const typed = typedNumber(e.target.value);
          onChange(typed === null ? null : Math.min(typed, max));
        }}
        aria-label={label}
      />
    </label>
  );
}
