/**
 * The host console's Results tab of a series (docs/product/series.md): the results grid of match k
 * (the next one, or an earlier one to correct), with big placement and kill steppers for a phone
 * or a quick click on camera; problems are marked before anything is sent. Beside it the live
 * standings (from the PUT and DELETE answers and `standings_updated`), and the last match's undo
 * and the payout. Results are entered only while the tournament is live (the room code was sent).
 * The open match starts from the teams' own reports (docs/product/results.md#team-reports), each
 * row marked by the shared rule (`markReports`), and its agreeing rows are confirmed in one tap.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Check, CheckCheck, Coins, Save, TriangleAlert, Undo2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  SERIES_HOST_NOTICE,
  SERIES_NOTICE,
  SERIES_SCREEN,
  agreeingResults,
  markReports,
  type MarkedRow,
  type MatchResult,
  type Tournament,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { del, errorMessage, put } from '../../lib/api';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { FinalizeSeriesDialog } from './FinalizeSeriesDialog';
import { useMatchReports, useSetStandings, useStandings } from './queries';
import { coinsByPlayer, type Standings } from './seriesView';
import {
  checkGrid,
  entryOf,
  gridFromReports,
  gridFromStandings,
  killsDown,
  killsUp,
  nextMatch,
  placementDown,
  placementUp,
  rowPoints,
  teamsWithPlayers,
  type GridEntry,
  type GridTeam,
  type GridValues,
  type RowProblems,
} from './resultsGrid';
import { StandingsPreview } from './StandingsPreview';
import { Stepper } from './Stepper';

export function SeriesHostPanel({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const standings = useStandings(t);
  if (!t.series) return null;
  const s = standings.data;
  return (
    <div className="flex flex-col gap-3">
      {t.is_finalized ? (
        <Notice>{say(SERIES_HOST_NOTICE.finalized)}</Notice>
      ) : t.status !== 'live' ? (
        <Notice tone="wait">{say(SERIES_HOST_NOTICE.notLive)}</Notice>
      ) : (
        <ResultsGrid tournament={t} standings={s} />
      )}
      {/* Wide, the console shows them in its side column (SeriesStandingsAside). */}
      <StandingsPreview standings={s} {...previewProps(t)} className="lg:hidden" />
    </div>
  );
}

/** A solo series names players, not teams; once paid, each player's coins follow their name. */
const previewProps = (t: Tournament) => ({
  solo: t.slots_per_team === 1,
  coins: t.is_finalized ? coinsByPlayer(t.winners) : undefined,
});

/** The standings in the host console's side column, beside whichever tab is open. */
export function SeriesStandingsAside({ tournament: t, className }: { tournament: Tournament; className?: string }) {
  const standings = useStandings(t);
  if (!t.series) return null;
  return <StandingsPreview standings={standings.data} {...previewProps(t)} className={className} />;
}

function ResultsGrid({ tournament: t, standings }: { tournament: Tournament; standings: Standings | undefined }) {
  const say = useSay();
  const client = useQueryClient();
  const setStandings = useSetStandings(t.id);
  const total = t.series!.matches;
  const played = standings?.matches_played ?? t.matches_played;
  const teams = teamsWithPlayers(t);
  const [picked, setPicked] = useState<number | null>(null);
  const k = picked !== null && picked <= Math.min(played + 1, total) ? picked : nextMatch(played, total);
  // What was typed for each match, kept while the host looks at another one.
  const [drafts, setDrafts] = useState<Readonly<Record<number, GridValues>>>({});
  const correcting = k <= played;
  // The open match's reports; an entered match's reports are closed and the grid shows its results.
  const reports = useMatchReports(t.id, k, !correcting).data?.reports;
  // Rows are marked once a team has reported: before that, "no report yet" on every row is noise
  // and would make each row of a phone's grid a line taller.
  const marks =
    !correcting && reports?.length
      ? markReports(
          teams.map((team) => team.team_number),
          reports,
        )
      : null;
  const agreeing = marks ? agreeingResults(marks) : [];
  const values =
    drafts[k] ??
    (correcting && standings
      ? gridFromStandings(standings.rows, k)
      : !correcting && reports
        ? gridFromReports(reports)
        : {});
  const check = checkGrid(values, teams);
  const [serverError, setServerError] = useState<string | null>(null);
  const [asking, setAsking] = useState<'undo' | 'finalize' | null>(null);

  const setEntry = (team: number, patch: Partial<GridEntry>) => {
    setServerError(null);
    setDrafts((d) => ({ ...d, [k]: { ...values, [team]: { ...entryOf(values, team), ...patch } } }));
  };
  const forget = (n: number) =>
    setDrafts((d) => {
      const { [n]: _, ...rest } = d;
      return rest;
    });
  const afterChange = (answer: Standings) => {
    setStandings(answer);
    setServerError(null);
    // matches_played of the tournament (the room card's "Match k of N") follows.
    void client.invalidateQueries({ queryKey: queryKeys.tournament(t.id) });
  };

  const save = useMutation({
    // Whether it corrects is decided when sent: the socket's standings may land before the answer.
    mutationFn: ({ n, results }: { n: number; results: MatchResult[]; corrected: boolean; grid?: GridValues }) =>
      put('/tournaments/{id}/matches/{n}/results', { params: { id: t.id, n: String(n) }, body: { results } }),
    onSuccess: (answer, { n, results, corrected, grid }) => {
      afterChange(answer);
      if (grid) {
        // Agreeing rows confirmed: stay on the match with every row as it was, to fix the rest.
        setDrafts((d) => ({ ...d, [n]: grid }));
        setPicked(n);
        toast.success(SERIES_HOST_NOTICE.confirmed(n, results.length));
        return;
      }
      forget(n);
      if (!corrected) setPicked(null);
      toast.success(corrected ? SERIES_HOST_NOTICE.corrected(n) : SERIES_HOST_NOTICE.saved(n));
    },
    onError: (err) => setServerError(errorMessage(err, SERIES_HOST_NOTICE.saveFailed)),
  });
  const undo = useMutation({
    // The removed results stay in the grid, to fix and save again: read before sending, since the
    // socket's standings (without them) may land before the answer.
    mutationFn: ({ n }: { n: number; removed: GridValues }) =>
      del('/tournaments/{id}/matches/{n}/results', { params: { id: t.id, n: String(n) } }),
    onSuccess: (answer, { n, removed }) => {
      afterChange(answer);
      setDrafts((d) => ({ ...d, [n]: removed }));
      setPicked(null);
      setAsking(null);
      toast.success(SERIES_HOST_NOTICE.undone(n));
    },
    onError: (err) => {
      setAsking(null);
      setServerError(errorMessage(err, SERIES_HOST_NOTICE.undoFailed));
    },
  });

  if (!teams.length) return <Notice tone="wait">{say(SERIES_HOST_NOTICE.noTeams)}</Notice>;
  const table = standings?.points ?? t.series!.points;
  const leftOutNames = check.leftOut.map((n) => say(SERIES_NOTICE.team(n))).join(', ');
  return (
    <section className="flex flex-col gap-3" aria-labelledby="results-title" data-testid="results-grid">
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-2.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="results-title" className="shrink-0 text-lg font-black leading-tight">
            {say(SERIES_NOTICE.match(k))}{' '}
            <span className="font-semibold text-muted">{say(SERIES_SCREEN.hostPanel.ofTotal(total))}</span>
          </h2>
          <MatchPicker total={total} played={played} current={k} onPick={setPicked} />
          {/* Undo deletes, Finalize pays: Undo stays up here by the matches, Finalize at the
              bottom of the grid, never side by side (44 px targets both). */}
          {played > 0 && (
            <Button
              variant="secondary"
              className="h-11 sm:ms-auto"
              onClick={() => setAsking('undo')}
              disabled={undo.isPending}
            >
              <Undo2 className="rtl:-scale-x-100 size-4" aria-hidden /> {say(SERIES_SCREEN.hostPanel.undoMatch(played))}
            </Button>
          )}
        </div>
        {agreeing.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              className="h-11"
              loading={save.isPending}
              onClick={() => save.mutate({ n: k, results: agreeing, corrected: false, grid: values })}
              data-testid="confirm-agreeing"
            >
              <CheckCheck className="size-4" aria-hidden /> {say(SERIES_HOST_NOTICE.confirmAgreeing(agreeing.length))}
            </Button>
            <p className="text-xs text-muted">{say(SERIES_HOST_NOTICE.confirmHint)}</p>
          </div>
        )}
        {correcting ? (
          <p className="text-xs font-medium text-pending">
            {say(
              played >= total && k === total ? SERIES_HOST_NOTICE.allEntered(total) : SERIES_HOST_NOTICE.correcting(k),
            )}
          </p>
        ) : null}
      </div>

      {/* A phone's rows are two lines (the team, then its steppers): their headings once, here. */}
      <div
        className="-mb-1.5 flex justify-between px-2 text-[11px] font-semibold uppercase tracking-wide text-muted sm:hidden"
        aria-hidden
      >
        <span className="w-[8.5rem] text-center">{say(SERIES_SCREEN.placement)}</span>
        <span className="w-[8.5rem] text-center">{say(SERIES_NOTICE.kills)}</span>
      </div>
      <div className="hidden grid-cols-[2.75rem_minmax(0,1fr)_auto_auto_3.5rem] gap-x-3 px-2 text-[11px] font-semibold uppercase tracking-wide text-muted sm:grid">
        <span>{say(SERIES_NOTICE.teamColumn)}</span>
        <span>{say(SERIES_NOTICE.players)}</span>
        <span className="w-[8.5rem] text-center">{say(SERIES_SCREEN.placement)}</span>
        <span className="w-[8.5rem] text-center">{say(SERIES_NOTICE.kills)}</span>
        <span className="text-right">{say(SERIES_NOTICE.points)}</span>
      </div>
      <ol className="flex flex-col gap-1.5 sm:gap-2">
        {teams.map((team) => (
          <ResultRow
            key={team.team_number}
            team={team}
            entry={entryOf(values, team.team_number)}
            problems={check.byTeam.get(team.team_number)}
            mark={marks?.find((m) => m.team_number === team.team_number)}
            points={rowPoints(table, entryOf(values, team.team_number))}
            onPlacement={(placement) => setEntry(team.team_number, { placement })}
            onKills={(kills) => setEntry(team.team_number, { kills })}
            onPlacementUp={() =>
              setEntry(team.team_number, { placement: placementUp(values, teams, team.team_number) })
            }
            onPlacementDown={() =>
              setEntry(team.team_number, { placement: placementDown(entryOf(values, team.team_number).placement) })
            }
            onKillsUp={() => setEntry(team.team_number, { kills: killsUp(entryOf(values, team.team_number).kills) })}
            onKillsDown={() =>
              setEntry(team.team_number, { kills: killsDown(entryOf(values, team.team_number).kills) })
            }
          />
        ))}
      </ol>

      {/* On a phone the grid is long: the save stays at hand at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-col gap-2 rounded-xl border border-border bg-surface/95 p-2.5 shadow-2xl backdrop-blur sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          {check.problems.length > 0 ? (
            <ul
              className="flex flex-col gap-0.5 text-sm font-medium text-danger"
              role="alert"
              data-testid="grid-problems"
            >
              {check.problems.map((p) => (
                <li key={p} className="flex gap-1.5">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {say(p)}
                </li>
              ))}
            </ul>
          ) : check.empty ? (
            <p className="text-sm text-muted">{say(SERIES_HOST_NOTICE.enterHint)}</p>
          ) : (
            check.leftOut.length > 0 && (
              <p className="text-sm text-pending">{say(SERIES_HOST_NOTICE.leftOut(leftOutNames))}</p>
            )
          )}
          {serverError && (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
              {say(serverError)}
            </p>
          )}
        </div>
        <Button
          size="lg"
          className="w-full shrink-0 sm:w-auto sm:min-w-60"
          disabled={!check.results}
          loading={save.isPending}
          onClick={() => check.results && save.mutate({ n: k, results: check.results, corrected: correcting })}
          data-testid="save-match"
        >
          <Save className="size-5" aria-hidden />{' '}
          {say(correcting ? SERIES_SCREEN.hostPanel.saveCorrection(k) : SERIES_SCREEN.hostPanel.saveMatch(k))}
        </Button>
      </div>

      {played > 0 && standings && (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-pending/40 bg-pending/5 p-2.5">
          <p className="min-w-0 text-xs text-muted sm:text-sm">{say(SERIES_HOST_NOTICE.finalizeWhen(played, total))}</p>
          <Button variant="warning" className="h-11 shrink-0" onClick={() => setAsking('finalize')}>
            <Coins className="size-4" aria-hidden /> {say(SERIES_SCREEN.hostPanel.finalize)}
          </Button>
        </div>
      )}

      <Dialog
        open={asking === 'undo'}
        onOpenChange={(o) => !o && setAsking(null)}
        size="sm"
        title={say(SERIES_SCREEN.hostPanel.undoTitle(played))}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(null)}>
              {say(SERIES_SCREEN.hostPanel.keepIt)}
            </Button>
            <Button
              variant="danger"
              loading={undo.isPending}
              onClick={() =>
                undo.mutate({ n: played, removed: standings ? gridFromStandings(standings.rows, played) : {} })
              }
            >
              <Undo2 className="rtl:-scale-x-100 size-4" aria-hidden />{' '}
              {say(SERIES_SCREEN.hostPanel.removeMatch(played))}
            </Button>
          </>
        }
      >
        <p className="text-sm">{say(SERIES_HOST_NOTICE.undoAsk(played))}</p>
      </Dialog>
      {asking === 'finalize' && standings && (
        <FinalizeSeriesDialog tournament={t} standings={standings} open onOpenChange={(o) => !o && setAsking(null)} />
      )}
    </section>
  );
}

function MatchPicker({
  total,
  played,
  current,
  onPick,
}: {
  total: number;
  played: number;
  current: number;
  onPick: (n: number) => void;
}) {
  const say = useSay();
  return (
    <div
      className="-my-1 flex min-w-0 max-w-full gap-1.5 overflow-x-auto py-1"
      role="group"
      aria-label={say(SERIES_SCREEN.hostPanel.matchPicker)}
    >
      {Array.from({ length: total }, (_, i) => i + 1).map((n) => {
        const entered = n <= played;
        const reachable = n <= played + 1;
        return (
          <button
            key={n}
            type="button"
            disabled={!reachable}
            aria-pressed={n === current}
            aria-label={say(entered ? SERIES_SCREEN.hostPanel.matchEntered(n) : SERIES_NOTICE.match(n))}
            onClick={() => onPick(n)}
            className={clsx(
              'flex h-10 min-w-10 shrink-0 items-center justify-center gap-0.5 rounded-lg border px-2 text-sm font-bold tabular-nums',
              n === current
                ? 'border-accent bg-accent text-accent-ink'
                : entered
                  ? 'border-accent/40 bg-accent/10 text-text hover:border-accent'
                  : reachable
                    ? 'border-border bg-surface-2 hover:border-accent'
                    : 'border-border/50 text-muted/50',
            )}
          >
            {n}
            {entered && <Check className="size-3.5" aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}

function ResultRow({
  team,
  entry,
  problems,
  mark,
  points,
  onPlacement,
  onKills,
  onPlacementUp,
  onPlacementDown,
  onKillsUp,
  onKillsDown,
}: {
  team: GridTeam;
  entry: GridEntry;
  problems: RowProblems | undefined;
  /** The row's mark from the team's report, on the open match only. */
  mark: MarkedRow | undefined;
  points: number | null;
  onPlacement: (n: number | null) => void;
  onKills: (n: number | null) => void;
  onPlacementUp: () => void;
  onPlacementDown: () => void;
  onKillsUp: () => void;
  onKillsDown: () => void;
}) {
  const say = useSay();
  const bad = !!problems;
  return (
    <li
      className={clsx(
        // A phone: the team and its points on one line, the two steppers under it (88 px a team).
        'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-xl border bg-surface p-2 sm:grid-cols-[2.75rem_minmax(0,1fr)_auto_auto_3.5rem] sm:gap-y-2',
        bad ? 'border-danger/60 bg-danger/5' : entry.placement === null ? 'border-border' : 'border-accent/30',
      )}
      data-testid={`result-row-${team.team_number}`}
    >
      <span className="hidden size-11 place-items-center rounded-lg bg-surface-3 text-lg font-black tabular-nums sm:grid">
        {team.team_number}
      </span>
      <div className="min-w-0" title={team.players.join(', ')}>
        <p className="truncate text-sm font-bold leading-tight">
          {say(SERIES_NOTICE.team(team.team_number))}
          <span className="font-normal text-muted sm:hidden">
            {team.players.length > 0 && ` · ${team.players.join(', ')}`}
          </span>
        </p>
        <p className="truncate text-xs text-muted max-sm:hidden">{team.players.join(', ')}</p>
      </div>
      <span className="text-end text-sm tabular-nums text-muted sm:order-last">
        {points === null ? (
          '—'
        ) : (
          <>
            <strong className="text-base text-text">{points}</strong>
            <span className="sm:hidden"> {say(SERIES_SCREEN.hostPanel.pointsShort)}</span>
          </>
        )}
      </span>
      <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-1 sm:contents">
        <div className="flex flex-col items-center gap-0.5">
          <Stepper
            label={say(SERIES_SCREEN.hostPanel.teamPlacement(team.team_number))}
            value={entry.placement}
            onChange={onPlacement}
            onDown={onPlacementDown}
            onUp={onPlacementUp}
            invalid={problems?.placement}
          />
        </div>
        <div className="flex flex-col items-center gap-0.5">
          <Stepper
            label={say(SERIES_SCREEN.hostPanel.teamKills(team.team_number))}
            value={entry.kills}
            placeholder="0"
            onChange={onKills}
            onDown={onKillsDown}
            onUp={onKillsUp}
            invalid={problems?.kills}
          />
        </div>
      </div>
      {problems && (
        <p className="col-span-full text-xs font-semibold text-danger sm:order-last">
          {problems.messages.map(say).join(' · ')}
        </p>
      )}
      {mark && <ReportMarkLine mark={mark} />}
    </li>
  );
}

/** A row's mark in words: agrees, unverified, missing, or the conflict with both values. */
function ReportMarkLine({ mark }: { mark: MarkedRow }) {
  const say = useSay();
  // The catalogue's words: each is translated where it is drawn, below.
  const words =
    mark.mark === 'agrees'
      ? [SERIES_HOST_NOTICE.markAgrees]
      : mark.mark === 'unverified'
        ? [SERIES_HOST_NOTICE.markUnverified]
        : mark.mark === 'missing'
          ? [SERIES_HOST_NOTICE.markMissing]
          : [
              ...(mark.claimed_by.length
                ? [SERIES_HOST_NOTICE.markClaimed(mark.claimed_by.map((n) => say(SERIES_NOTICE.team(n))).join(', '))]
                : []),
              // The field's English name: the translations choose their word from it (a select).
              ...(mark.read?.placement
                ? [
                    SERIES_HOST_NOTICE.markReadDiffers(
                      SERIES_SCREEN.placement,
                      mark.read.placement.typed,
                      mark.read.placement.read,
                    ),
                  ]
                : []),
              ...(mark.read?.kills
                ? [SERIES_HOST_NOTICE.markReadDiffers(SERIES_NOTICE.kills, mark.read.kills.typed, mark.read.kills.read)]
                : []),
            ];
  return (
    <p
      className={clsx(
        'col-span-full flex items-center gap-1.5 text-xs font-semibold sm:order-last',
        mark.mark === 'agrees' ? 'text-accent' : mark.mark === 'conflict' ? 'text-danger' : 'text-muted',
      )}
      data-testid="report-mark"
      data-mark={mark.mark}
    >
      {mark.mark === 'agrees' ? <Check className="size-3.5" aria-hidden /> : null}
      {mark.mark === 'conflict' ? <TriangleAlert className="size-3.5" aria-hidden /> : null}
      {words.map(say).join(' · ')}
    </p>
  );
}

function Notice({ children, tone }: { children: React.ReactNode; tone?: 'wait' }) {
  return (
    <p
      className={clsx(
        'rounded-xl border p-4 text-sm',
        tone === 'wait' ? 'border-pending/40 bg-pending/10 font-semibold' : 'border-border bg-surface-2 text-muted',
      )}
      data-testid="series-host-notice"
    >
      {children}
    </p>
  );
}
