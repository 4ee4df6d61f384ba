/**
 * One tournament's public view, kept live. Fetched WITHOUT the viewer's token and followed on an
 * anonymous socket, so even a creator's own browser shows only what outsiders may see (never
 * room details) — this page is captured on stream. A series brings its standings, public too:
 * read once, then replaced by each `standings_updated` (it carries them whole).
 */
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { SOCKET_PATH, type ServerToClientEvents, type Tournament } from '@squadhub/shared';
import type { Standings } from '../features/series/seriesView';
import { mergeRecentJoins } from './overlayState';

export type OverlayData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; tournament: Tournament; recentJoins: string[]; standings: Standings | null };

/** Live updates come in bursts during a join storm: one refetch per burst. */
const REFETCH_DEBOUNCE_MS = 250;

export function usePublicTournament(tournamentId: string | null): OverlayData {
  const [data, setData] = useState<OverlayData>({ state: tournamentId ? 'loading' : 'missing' });
  const latest = useRef<{ tournament: Tournament | null; joins: string[]; standings: Standings | null }>({
    tournament: null,
    joins: [],
    standings: null,
  });

  useEffect(() => {
    if (!tournamentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Standings to read on the next load: at first, and after a reconnect (events were missed).
    let standingsDue = true;
    // Each event counts: a read that started before one carries older standings and is dropped.
    let standingsEvents = 0;
    const show = () => {
      const { tournament, joins, standings } = latest.current;
      if (tournament) setData({ state: 'ready', tournament, recentJoins: joins, standings });
    };
    const loadStandings = async () => {
      standingsDue = false;
      const seen = standingsEvents;
      const res = await fetch(`/api/tournaments/${tournamentId}/standings`, { credentials: 'omit' }).catch(() => null);
      if (stopped || !res?.ok) {
        standingsDue = true;
        return;
      }
      const standings = (await res.json()) as Standings;
      if (stopped || seen !== standingsEvents) return;
      latest.current = { ...latest.current, standings };
      show();
    };
    const load = async () => {
      const res = await fetch(`/api/tournaments/${tournamentId}`, { credentials: 'omit' }).catch(() => null);
      if (stopped || !res) return;
      if (res.status === 404) return setData({ state: 'missing' });
      if (!res.ok) return;
      const tournament = (await res.json()) as Tournament;
      if (stopped) return;
      const joins = mergeRecentJoins(latest.current.tournament, tournament, latest.current.joins);
      latest.current = { ...latest.current, tournament, joins };
      show();
      if (tournament.series && standingsDue) void loadStandings();
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(), REFETCH_DEBOUNCE_MS);
    };
    void load();
    const socket = io({ path: SOCKET_PATH, transports: ['websocket'], auth: {} });
    const onUpdate: ServerToClientEvents['tournament_updated'] = (p) => p.tournament_id === tournamentId && soon();
    const onDeleted: ServerToClientEvents['tournament_deleted'] = (p) =>
      p.tournament_id === tournamentId && setData({ state: 'missing' });
    const onStandings: ServerToClientEvents['standings_updated'] = (p) => {
      if (p.tournament_id !== tournamentId) return;
      standingsDue = false;
      standingsEvents++;
      latest.current = { ...latest.current, standings: p.standings };
      show();
    };
    socket.on('tournament_updated', onUpdate);
    socket.on('tournament_deleted', onDeleted);
    socket.on('standings_updated', onStandings);
    // After a reconnect, what was missed is read again.
    socket.io.on('reconnect', () => {
      standingsDue = true;
      soon();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.disconnect();
    };
  }, [tournamentId]);

  return data;
}
