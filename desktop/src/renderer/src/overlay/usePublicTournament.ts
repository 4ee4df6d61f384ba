/**
 * One tournament's public view, kept live. Fetched WITHOUT the viewer's token and followed on an
 * anonymous socket, so even a creator's own browser shows only what outsiders may see (never
 * room details) — this page is captured on stream.
 */
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { SOCKET_PATH, type ServerToClientEvents, type Tournament } from '@squadhub/shared';
import { mergeRecentJoins } from './overlayState';

export type OverlayData =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; tournament: Tournament; recentJoins: string[] };

/** Live updates come in bursts during a join storm: one refetch per burst. */
const REFETCH_DEBOUNCE_MS = 250;

export function usePublicTournament(tournamentId: string | null): OverlayData {
  const [data, setData] = useState<OverlayData>({ state: tournamentId ? 'loading' : 'missing' });
  const latest = useRef<{ tournament: Tournament | null; joins: string[] }>({ tournament: null, joins: [] });

  useEffect(() => {
    if (!tournamentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const res = await fetch(`/api/tournaments/${tournamentId}`, { credentials: 'omit' }).catch(() => null);
      if (stopped || !res) return;
      if (res.status === 404) return setData({ state: 'missing' });
      if (!res.ok) return;
      const tournament = (await res.json()) as Tournament;
      if (stopped) return;
      const joins = mergeRecentJoins(latest.current.tournament, tournament, latest.current.joins);
      latest.current = { tournament, joins };
      setData({ state: 'ready', tournament, recentJoins: joins });
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
    socket.on('tournament_updated', onUpdate);
    socket.on('tournament_deleted', onDeleted);
    // After a reconnect, what was missed is read again.
    socket.io.on('reconnect', soon);
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.disconnect();
    };
  }, [tournamentId]);

  return data;
}
