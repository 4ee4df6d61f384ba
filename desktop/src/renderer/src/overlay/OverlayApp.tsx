import { useEffect, useState } from 'react';
import { OVERLAY_SCREEN, SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import { currentMatch, type Standings } from '../features/series/seriesView';
import { countdownTo, formatCountdown } from '../features/tournaments/tournamentView';
import { useSay } from '../lib/language';
import { JoinTicker } from './JoinTicker';
import { Medal } from './Medal';
import { overlayStandingsShown, overlayTeamName } from './overlaySeries';
import { OverlayStandings } from './OverlayStandings';
import { groupJoinsByTeam, joinLineShown, joinTickerShown, overlayPhase, type OverlayOptions } from './overlayState';
import { useFitText } from './useFitText';
import { usePublicTournament } from './usePublicTournament';
import { Emphasised } from '../lib/parts';

/** Ticks every 15 s: the countdown shows minutes. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function OverlayApp({ tournamentId, options }: { tournamentId: string | null; options: OverlayOptions }) {
  const say = useSay();
  const data = usePublicTournament(tournamentId);
  if (data.state === 'loading') return null;
  if (data.state === 'missing')
    return (
      <main className="overlay-panel overlay-missing" data-testid="overlay">
        {say(OVERLAY_SCREEN.notFound)}
      </main>
    );
  return options.compact ? (
    <CompactOverlay tournament={data.tournament} standings={data.standings} />
  ) : (
    <FullOverlay tournament={data.tournament} recentJoins={data.recentJoins} standings={data.standings} />
  );
}

function StatusLine({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const now = useMinuteClock();
  const phase = overlayPhase(t);
  if (phase === 'live')
    return (
      <span className="overlay-status overlay-live" data-testid="overlay-status">
        ● {say(OVERLAY_SCREEN.live)}
      </span>
    );
  if (phase === 'finalized')
    return (
      <span className="overlay-status overlay-final" data-testid="overlay-status">
        {say(OVERLAY_SCREEN.finalized)}
      </span>
    );
  const left = t.start_type === 'scheduled' ? countdownTo(t.start_date, now) : null;
  return (
    <span className="overlay-status" data-testid="overlay-status">
      {say(
        t.start_type === 'when_full'
          ? OVERLAY_SCREEN.startsWhenFull
          : left
            ? OVERLAY_SCREEN.startsIn(formatCountdown(left))
            : OVERLAY_SCREEN.starting,
      )}
    </span>
  );
}

function PlayersBar({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const pct = t.max_players ? Math.min(100, Math.round((t.current_players / t.max_players) * 100)) : 0;
  return (
    <div className="overlay-players">
      <div className="overlay-row">
        <span>{say(SERIES_NOTICE.players)}</span>
        <strong data-testid="overlay-players">
          {t.current_players}/{t.max_players}
        </strong>
      </div>
      <div
        className="overlay-bar"
        role="progressbar"
        aria-valuenow={t.current_players}
        aria-valuemin={0}
        aria-valuemax={t.max_players}
      >
        <div style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** The title, shrunk until it fits two lines of the panel (one in the compact bar). */
function Title({ text, compact }: { text: string; compact?: boolean }) {
  const fit = useFitText<HTMLHeadingElement>(text, compact ? 26 : 34, compact ? 18 : 22);
  return (
    <h1 ref={fit.ref} style={fit.style} className="overlay-title" data-testid="overlay-title">
      {text}
    </h1>
  );
}

/** "Match 3 of 6" while a series is played: which room the stream is in. */
function SeriesMatch({ tournament: t, after }: { tournament: Tournament; after?: boolean }) {
  const say = useSay();
  const match = currentMatch(t);
  if (!t.series || !match || t.is_finalized) return null;
  return (
    <span className="overlay-match" data-testid="overlay-match">
      {after && ' · '}
      {say(SERIES_NOTICE.matchOf(match, t.series.matches))}
    </span>
  );
}

function FullOverlay({
  tournament: t,
  recentJoins,
  standings,
}: {
  tournament: Tournament;
  recentJoins: string[];
  standings: Standings | null;
}) {
  const say = useSay();
  const finalized = overlayPhase(t) === 'finalized';
  // A series with results shows its standings: they replace the seats bar and the winners list.
  const ranked = overlayStandingsShown(t, standings);
  return (
    <main className={ranked ? 'overlay-panel overlay-series' : 'overlay-panel'} data-testid="overlay">
      <div className="overlay-head">
        <p className="overlay-meta">
          {t.tournament_format} · {t.map_name}
          <SeriesMatch tournament={t} after />
        </p>
        <StatusLine tournament={t} />
      </div>
      <Title text={t.title} />
      {!ranked && <PlayersBar tournament={t} />}
      <div className="overlay-row overlay-prize">
        <span>{say(OVERLAY_SCREEN.prizePool)}</span>
        <strong data-testid="overlay-prize">{say(OVERLAY_SCREEN.prizeCoins(t.prize_pool))}</strong>
      </div>
      {ranked && <OverlayStandings tournament={t} standings={standings} />}
      {!ranked && finalized && t.winners.length > 0 && (
        <ol className="overlay-list" aria-label={say(OVERLAY_SCREEN.winners)} data-testid="overlay-winners">
          {[...t.winners]
            .sort((a, b) => a.position - b.position)
            .map((w) => (
              <li key={`${w.position}-${w.user_id}`}>
                <Medal position={w.position} />
                <span className="overlay-name">{w.username}</span>
                <em>{say(OVERLAY_SCREEN.winnerCoins(w.coins_awarded))}</em>
              </li>
            ))}
        </ol>
      )}
      {joinTickerShown(t) && recentJoins.length > 0 && <JoinTicker groups={groupJoinsByTeam(recentJoins, t)} />}
      {joinLineShown(t) ? (
        <footer className="overlay-foot" data-testid="overlay-join-line">
          {say(OVERLAY_SCREEN.joinLine(t.entry_fee))}
        </footer>
      ) : (
        !finalized && (
          // Viewers asking in chat how to join get their answer on screen.
          <footer className="overlay-foot" data-testid="overlay-entries-note">
            {say(joinTickerShown(t) ? OVERLAY_SCREEN.full : OVERLAY_SCREEN.entriesClosed)}
          </footer>
        )
      )}
    </main>
  );
}

function CompactOverlay({ tournament: t, standings }: { tournament: Tournament; standings: Standings | null }) {
  const say = useSay();
  const leader = overlayStandingsShown(t, standings) ? standings.rows[0] : undefined;
  return (
    <main className="overlay-panel overlay-compact" data-testid="overlay">
      <Title text={t.title} compact />
      <StatusLine tournament={t} />
      {leader ? (
        <span className="overlay-leader" data-testid="overlay-leader">
          <SeriesMatch tournament={t} />
          <span>
            {say(
              SERIES_NOTICE.overlayLeader(
                overlayTeamName(leader, t.slots_per_team === 1, say).name,
                leader.total_points,
              ),
            )}
          </span>
        </span>
      ) : (
        <PlayersBar tournament={t} />
      )}
      <span data-testid="overlay-prize">
        <Emphasised text={say(OVERLAY_SCREEN.compactPrize(t.prize_pool))} part={String(t.prize_pool)} />
      </span>
    </main>
  );
}
