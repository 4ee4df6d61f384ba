/**
 * The standings of a series as a table (docs/product/series.md#standings): rank (medals for the
 * podium), team, players, points and kills, and each match's points. It sizes itself by the room
 * it is given, not the screen (a container query), so the host console's narrow column and a
 * phone get the compact form: rank, team with its players, points and kills, each team's matches
 * folded under its row. From 42rem on every match has its own column, with wins.
 *
 * Used by the tournament page's Standings tab, the winners panel and the host console.
 */
import { Fragment, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { SERIES_NOTICE, SERIES_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { RankMedal, hasMedal } from './RankMedal';
import { hasResults, ordinal, type Standings, type StandingsRow } from './seriesView';

export interface StandingsTableProps {
  standings: Standings;
  /** The viewer's own team, highlighted. */
  ownTeam?: number | null;
  /** One player a team (solo): the player's name stands for the team. */
  solo?: boolean;
  /** Coins paid to each player (by username) once finalized: shown after their names. */
  coins?: ReadonlyMap<string, number>;
  /** Only these rows (e.g. the top of a long list); all rows by default. */
  rows?: readonly StandingsRow[];
  /** Each match's points (its columns, or folded under each row): false for a short summary. */
  matches?: boolean;
  /**
   * The players on one line, cut with an ellipsis (the whole list in its title): the host's short
   * summary, where ten teams of long names would otherwise fill a phone's screen several times.
   */
  playersOneLine?: boolean;
  className?: string;
}

export function StandingsTable({
  standings,
  ownTeam,
  solo,
  coins,
  rows,
  matches: detailed = true,
  playersOneLine,
  className,
}: StandingsTableProps) {
  const say = useSay();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const played = hasResults(standings);
  const matches = detailed ? Array.from({ length: standings.matches_played }, (_, i) => i + 1) : [];
  // Folding needs matches to fold.
  const folds = played && detailed;
  const toggle = (team: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(team)) next.add(team);
      return next;
    });
  const shown = rows ?? standings.rows;
  return (
    <div className={clsx('@container min-w-0', className)}>
      {/* Scrolls sideways only when many matches' columns outgrow a wide table: the keyboard can
          reach and scroll it (a named region in the tab order). */}
      <div
        className="overflow-x-auto rounded-xl border border-border bg-surface"
        role="region"
        aria-label={say(SERIES_NOTICE.tableRegion)}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-sm" data-testid="standings-table">
          <thead>
            <tr className="border-b border-border text-start text-[11px] font-bold uppercase tracking-wide text-muted">
              <th scope="col" className="w-11 py-2 ps-3 pe-1 text-center">
                <span className="sr-only">{say(SERIES_NOTICE.rank)}</span>
                <span aria-hidden>#</span>
              </th>
              <th scope="col" className="px-2 py-2">
                {say(solo ? SERIES_NOTICE.player : SERIES_NOTICE.teamColumn)}
              </th>
              {!solo && (
                <th scope="col" className="hidden px-2 py-2 @2xl:table-cell">
                  {say(SERIES_NOTICE.players)}
                </th>
              )}
              {matches.map((n) => (
                <th
                  key={n}
                  scope="col"
                  className="hidden w-16 px-1 py-2 text-center @2xl:table-cell"
                  title={say(SERIES_NOTICE.match(n))}
                >
                  {say(SERIES_NOTICE.matchColumn(n))}
                </th>
              ))}
              {detailed && (
                <th scope="col" className="hidden w-12 px-1 py-2 text-center @2xl:table-cell">
                  {say(SERIES_NOTICE.wins)}
                </th>
              )}
              <th scope="col" className="w-12 px-1 py-2 text-end">
                {say(SERIES_NOTICE.kills)}
              </th>
              <th scope="col" className="w-12 py-2 ps-1 pe-3 text-end @2xl:w-14">
                <abbr title={say(SERIES_NOTICE.pointsLong)} className="no-underline">
                  {say(SERIES_NOTICE.points)}
                </abbr>
              </th>
              {folds && (
                <th scope="col" className="w-9 pe-2 @2xl:hidden">
                  <span className="sr-only">{say(SERIES_NOTICE.matches)}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const own = row.team_number === ownTeam;
              const expanded = open.has(row.team_number);
              const detailId = `standings-detail-${row.team_number}`;
              const tint = own ? 'bg-accent/10' : row.rank <= 3 && played && 'bg-gold/[0.03]';
              return (
                <Fragment key={row.team_number}>
                  {/* A tap anywhere on a row folds its matches open on a phone (the chevron is the
                      keyboard's way); wide tables show them in columns and ignore it. */}
                  <tr
                    data-testid="standings-row"
                    onClick={folds ? () => toggle(row.team_number) : undefined}
                    className={clsx(
                      'border-b border-border/60 align-top last:border-b-0',
                      tint,
                      expanded && 'border-b-0',
                      folds && 'cursor-pointer @2xl:cursor-auto',
                    )}
                  >
                    <td className="py-2.5 ps-3 pe-1 text-center">
                      <Rank rank={row.rank} played={played} />
                    </td>
                    <td className="min-w-28 px-2 py-2.5">
                      <TeamLabel row={row} solo={solo} own={own} coins={coins} />
                      {!solo && (
                        <Players
                          names={row.players}
                          coins={coins}
                          oneLine={playersOneLine}
                          className="mt-0.5 text-xs text-muted @2xl:hidden"
                        />
                      )}
                    </td>
                    {!solo && (
                      <td className="hidden min-w-40 px-2 py-2.5 @2xl:table-cell">
                        <Players names={row.players} coins={coins} oneLine={playersOneLine} className="text-sm" />
                      </td>
                    )}
                    {matches.map((n) => (
                      <MatchCell key={n} n={n} match={row.matches.find((m) => m.n === n)} />
                    ))}
                    {detailed && (
                      <td className="hidden px-1 py-2.5 text-center tabular-nums text-muted @2xl:table-cell">
                        {row.wins}
                      </td>
                    )}
                    <td className="px-1 py-2.5 text-end tabular-nums">{row.kills}</td>
                    <td className="py-2.5 ps-1 pe-3 text-end text-base font-black tabular-nums leading-5">
                      {row.total_points}
                    </td>
                    {folds && (
                      <td className="pe-2 pt-1.5 @2xl:hidden">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={detailId}
                          aria-label={say(SERIES_NOTICE.showMatches(row.team_number))}
                          onClick={(e) => {
                            e.stopPropagation();
                            toggle(row.team_number);
                          }}
                          className="grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-3 hover:text-text"
                        >
                          <ChevronDown
                            className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
                            aria-hidden
                          />
                        </button>
                      </td>
                    )}
                  </tr>
                  {played && expanded && (
                    <tr id={detailId} className={clsx('border-b border-border/60 @2xl:hidden', own && 'bg-accent/10')}>
                      <td colSpan={5} className="px-3 pb-3 pt-0">
                        <MatchList row={row} matches={matches} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Rank({ rank, played }: { rank: number; played: boolean }) {
  if (!played) return <span className="text-muted">–</span>;
  if (hasMedal(rank)) return <RankMedal rank={rank} size={26} className="mx-auto -mt-0.5 block" />;
  return <span className="font-bold tabular-nums text-muted">{rank}</span>;
}

function TeamLabel({
  row,
  solo,
  own,
  coins,
}: {
  row: StandingsRow;
  solo?: boolean;
  own: boolean;
  coins?: ReadonlyMap<string, number>;
}) {
  const say = useSay();
  const team = say(SERIES_NOTICE.team(row.team_number));
  const name = solo ? (row.players[0] ?? team) : team;
  const paid = solo && row.players[0] ? coins?.get(row.players[0]) : undefined;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 font-semibold leading-5 [overflow-wrap:anywhere]">
      <span className="min-w-0">{name}</span>
      {own && (
        <span className="rounded bg-accent px-1 text-[10px] font-bold uppercase leading-4 text-accent-ink">
          {say(SERIES_NOTICE.you)}
        </span>
      )}
      {paid ? <span className="font-bold tabular-nums text-gold">{say(SERIES_NOTICE.coinsEach(paid))}</span> : null}
    </span>
  );
}

/** The team's players, whole names (a player looks for their own), each with the coins they got. */
function Players({
  names,
  coins,
  oneLine,
  className,
}: {
  names: string[];
  coins?: ReadonlyMap<string, number>;
  oneLine?: boolean;
  className?: string;
}) {
  const say = useSay();
  if (!names.length) return null;
  // Once paid, each name's coins are shown whole.
  const clamp = oneLine && !coins;
  return (
    <span
      className={clsx('leading-snug [overflow-wrap:anywhere]', clamp ? 'line-clamp-1' : 'block', className)}
      title={clamp ? names.join(', ') : undefined}
    >
      {names.map((name, i) => {
        const paid = coins?.get(name);
        return (
          <Fragment key={name}>
            {i > 0 && ', '}
            {/* A 30-letter name with no space breaks anywhere: kept whole, it pushed Kills and
                Pts off a phone's screen. The coins stay in one piece beside it. */}
            <span>
              {name}
              {paid ? (
                <span className="ms-1 whitespace-nowrap font-bold tabular-nums text-gold">
                  {say(SERIES_NOTICE.coinsEach(paid))}
                </span>
              ) : null}
            </span>
          </Fragment>
        );
      })}
    </span>
  );
}

type Match = StandingsRow['matches'][number];

function MatchCell({ n, match }: { n: number; match: Match | undefined }) {
  const say = useSay();
  return (
    <td className="hidden px-1 py-2 text-center @2xl:table-cell">
      {match ? (
        <>
          <span className="sr-only">
            {say(SERIES_NOTICE.matchCell(n, ordinal(match.placement), match.kills, match.points))}
          </span>
          <span aria-hidden className="block font-semibold tabular-nums leading-5">
            {match.points}
          </span>
          <span aria-hidden className="block whitespace-nowrap text-[11px] leading-4 text-muted">
            {say(SERIES_SCREEN.standingsTable.placementKills(ordinal(match.placement), match.kills))}
          </span>
        </>
      ) : (
        <span className="text-muted" title={say(SERIES_NOTICE.notPlayed(n))}>
          <span className="sr-only">{say(SERIES_NOTICE.notPlayed(n))}</span>
          <span aria-hidden>–</span>
        </span>
      )}
    </td>
  );
}

/** A team's matches under its row in the compact table. */
function MatchList({ row, matches }: { row: StandingsRow; matches: number[] }) {
  const say = useSay();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-surface-2 p-2">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-1.5">
        {matches.map((n) => {
          const match = row.matches.find((m) => m.n === n);
          return (
            <li key={n} className="rounded-md border border-border bg-surface px-2 py-1">
              <span className="flex items-baseline justify-between gap-1">
                <span className="text-[11px] font-bold uppercase text-muted">{say(SERIES_NOTICE.matchColumn(n))}</span>
                <span className="font-bold tabular-nums">{match ? match.points : '–'}</span>
              </span>
              <span className="block text-[11px] leading-4 text-muted">
                {match
                  ? `${ordinal(match.placement)} · ${say(SERIES_NOTICE.killsCount(match.kills))}`
                  : say(SERIES_NOTICE.didNotPlay)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-muted">
        {say(SERIES_NOTICE.winsCount(row.wins))} ·{' '}
        {say(SERIES_NOTICE.pointsSplit(row.placement_points, row.kill_points))}
      </p>
    </div>
  );
}
