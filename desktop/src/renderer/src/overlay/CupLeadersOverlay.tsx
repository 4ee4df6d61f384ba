/**
 * The cup's leaders on stream (/overlay/cups/:id, docs/product/cups.md#pages): the cup's title,
 * the stage being played and its top ten across every lobby. Public data only, read without a
 * token; the standings are at most a second old on the server, so reading them every few seconds
 * is cheap whatever the audience, and the cup's own events read them at once when a stage moves.
 */
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { CUPS_SCREEN, SOCKET_PATH, type ApiResponse, type ServerToClientEvents } from '@squadhub/shared';
import { useSay } from '../lib/language';
import { Medal } from './Medal';

type Cup = ApiResponse<'get', '/cups/{id}'>;
type Standings = ApiResponse<'get', '/cups/{id}/standings'>;

const LEADERS = 10;
const REFRESH_MS = 5_000;

function useCupLeaders(cupId: string) {
  const [data, setData] = useState<{ cup: Cup; standings: Standings } | 'missing' | null>(null);
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      const [cup, standings] = await Promise.all([
        fetch(`/api/cups/${cupId}`, { credentials: 'omit' }).catch(() => null),
        fetch(`/api/cups/${cupId}/standings?limit=${LEADERS}`, { credentials: 'omit' }).catch(() => null),
      ]);
      if (stopped) return;
      if (cup?.status === 404) return setData('missing');
      if (cup?.ok && standings?.ok)
        setData({ cup: (await cup.json()) as Cup, standings: (await standings.json()) as Standings });
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    const socket = io({ path: SOCKET_PATH, transports: ['websocket'], auth: {} });
    const onCup: ServerToClientEvents['cup_updated'] = (e) => e.cup_id === cupId && void load();
    socket.on('cup_updated', onCup);
    return () => {
      stopped = true;
      clearInterval(timer);
      socket.disconnect();
    };
  }, [cupId]);
  return data;
}

export function CupLeadersOverlay({ cupId }: { cupId: string }) {
  const say = useSay();
  const data = useCupLeaders(cupId);
  if (data === null) return null;
  if (data === 'missing')
    return (
      <main className="overlay-panel overlay-missing" data-testid="overlay">
        {say(CUPS_SCREEN.page.loadFailed)}
      </main>
    );
  const { cup, standings } = data;
  const stage =
    cup.status === 'running'
      ? say(CUPS_SCREEN.status.running(cup.current_stage))
      : cup.status === 'finished'
        ? say(CUPS_SCREEN.status.finished)
        : say(CUPS_SCREEN.status.registration);
  return (
    <main className="overlay-panel" data-testid="overlay">
      <header className="overlay-head">
        <h1 className="overlay-title" data-testid="overlay-title">
          {cup.title}
        </h1>
        <span className="overlay-status overlay-live">{stage}</span>
      </header>
      <section className="overlay-standings" data-testid="overlay-standings">
        <div className="overlay-standings-head" aria-hidden>
          <span />
          <span>{say(CUPS_SCREEN.standings.team)}</span>
          <span>{say(CUPS_SCREEN.standings.kills)}</span>
          <span>{say(CUPS_SCREEN.standings.points)}</span>
        </div>
        <ol aria-label={say(CUPS_SCREEN.standings.heading)}>
          {standings.rows.map((row) => (
            <li key={`${row.rank}:${row.team_name}`} data-testid="overlay-standing">
              <Medal position={row.rank} word="rank" />
              <span className="overlay-standings-team">
                <strong>{row.team_name}</strong>
                {row.players.length > 1 && <span> {row.players.join(', ')}</span>}
              </span>
              <span className="overlay-standings-num">{row.kills}</span>
              <strong className="overlay-standings-num overlay-standings-pts">{row.points}</strong>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
