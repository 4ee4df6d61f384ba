/**
 * The live connection (socket.io at /api/ws) with the user's token. After a close it reconnects
 * with a growing, randomized delay while the page is visible, and at once when it is shown again
 * (docs/design/live-events.md#reconnecting; the desktop app also while hidden, see
 * socket-reconnect.ts), then refetches the queries on screen. Features subscribe with
 * `useSocketEvent` to the provider's `LiveEvents`, which stays the same object while the socket
 * comes and goes: the socket's arrival a moment after the first screen wakes no component (it
 * re-rendered every live hook of the screen, on a phone a long task). The provider itself keeps
 * the header balance and the main lists fresh.
 * `useConnectionState` tells how the connection is doing (the header's connection tag).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { isDesktopApp } from './shell';
import { useQueryClient } from '@tanstack/react-query';
import {
  SOCKET_PATH,
  TIMINGS,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@squadhub/shared';
import { API_ORIGIN } from './api';
import { firstContentDrawn, nextTask } from './first-content';
import { useAuth, useUpdateCurrentUser } from './auth';
import { watchConnection, type ConnectionState, type Network } from './connection-state';
import { queryKeys, refetchMissedEvents } from './queryClient';
import { keepConnected, type Visibility } from './socket-reconnect';

type AppSocket = Socket<ServerToClientEvents>;

const documentVisibility: Visibility = {
  isVisible: () => document.visibilityState === 'visible',
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
const browserNetwork: Network = {
  isOnline: () => navigator.onLine,
  onChange: (listener) => {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};
type Listener = (payload: never) => void;

/**
 * The screen's live-event listeners, by event. One `onAny` of the current socket hands each event
 * to them, so a listener is added once, before or after the socket connects, and never again.
 */
class LiveEvents {
  private readonly listeners = new Map<string, Set<Listener>>();

  on<E extends ServerEventName>(event: E, listener: (payload: ServerEventPayload<E>) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener);
    return () => void set.delete(listener as Listener);
  }

  /** Hands each event of `socket` to this screen's listeners; returns the function that stops. */
  follow(socket: AppSocket): () => void {
    const dispatch = (event: string, payload: unknown) => {
      for (const listener of this.listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload);
    };
    socket.onAny(dispatch);
    return () => void socket.offAny(dispatch);
  }
}

const SocketContext = createContext<LiveEvents | null>(null);
const ConnectionContext = createContext<ConnectionState>('connecting');

export function SocketProvider({ children }: { children: ReactNode }) {
  const { token, user } = useAuth();
  const events = useMemo(() => new LiveEvents(), []);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const queryClient = useQueryClient();

  useEffect(() => {
    // socket.io-client is fetched after the first content (lib/first-content.ts): the page is drawn
    // from its first answer meanwhile, and the socket connects a moment later.
    let stop: (() => void) | null = null;
    let cancelled = false;
    firstContentDrawn()
      // `io` taken where the import is: the bundler then leaves the library's other exports out.
      .then(() => import('socket.io-client').then(({ io }) => io))
      // The library's evaluation and the socket's opening, each a task of its own on a phone.
      .then((io) => nextTask().then(() => io))
      .then(
        (io) => {
          if (cancelled) return;
          const s: AppSocket = io(API_ORIGIN || undefined, {
            path: SOCKET_PATH,
            auth: token ? { token } : {},
            // WebSocket only: no sticky sessions between instances; the web build leaves the others
            // out (desktop/socket-websocket-only.ts).
            transports: ['websocket'],
            reconnection: false,
          });
          // The screen's first answers were read before this socket listened (it connects after the
          // first content): refetch them once it does, so a room code or a seat taken in between
          // is not missed until the next change; in a task of their own, apart from the header's
          // connection tag, which the same arrival redraws.
          s.once('connect', () => setTimeout(() => void refetchMissedEvents(queryClient)));
          const stopWatching = watchConnection(s, browserNetwork, setConnection);
          const stopReconnecting = keepConnected(s, {
            backoff: { baseMs: TIMINGS.socketReconnectMs, maxMs: TIMINGS.socketReconnectMaxMs },
            visibility: documentVisibility,
            network: browserNetwork,
            whileHidden: isDesktopApp,
            // Events sent while the connection was down are lost: refetch what the screen shows.
            onReconnect: () => void refetchMissedEvents(queryClient),
          });
          const stopFollowing = events.follow(s);
          stop = () => {
            stopFollowing();
            stopReconnecting();
            stopWatching();
            s.removeAllListeners();
            s.disconnect();
          };
        },
        // Its code could not be fetched (offline, or a new version deployed since): no live updates.
        () => !cancelled && setConnection('offline'),
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, queryClient, events]);

  // Live balance in the header for the owner of the account. Two movements finishing together can
  // arrive in either order: the newest balance_version wins.
  const updateUser = useUpdateCurrentUser();
  useEffect(() => {
    let newest = -1;
    const onBalance = (p: ServerEventPayload<'player_coins_updated'>) => {
      if (p.user_id !== user?.id || p.balance_version <= newest) return;
      newest = p.balance_version;
      updateUser({
        purchased_coins: p.purchased_coins,
        winnings_coins: p.winnings_coins,
        coin_balance: p.coin_balance,
      });
    };
    const stops = [events.on('player_coins_updated', onBalance), events.on('player_winnings_updated', onBalance)];
    return () => stops.forEach((stop) => stop());
  }, [events, user?.id, updateUser]);

  return (
    <SocketContext.Provider value={events}>
      <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>
    </SocketContext.Provider>
  );
}

const useLiveEvents = () => useContext(SocketContext);

/** The live connection's state: connecting, online, reconnecting or offline. */
export const useConnectionState = () => useContext(ConnectionContext);

/** Calls `handler` for each `event` while the component is mounted. */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void) {
  const events = useLiveEvents();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => events?.on(event, (payload) => ref.current(payload)), [events, event]);
}

export { queryKeys };
