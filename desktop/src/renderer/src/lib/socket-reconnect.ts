/**
 * Keeps a socket.io connection (created with `reconnection: false`) alive the way
 * docs/design/live-events.md#reconnecting says: after a close or a failed attempt, try again after
 * a randomized, growing delay (`retryDelayMs`: about 2 s on average the first time, doubling, at
 * most 30 s), so that clients dropped together by a server restart come back spread out instead of
 * all at once; a successful connection starts the count again. Only while the page is visible: a
 * hidden page waits and connects at once when it becomes visible again, as does any page when the
 * device's network comes back. The desktop app passes
 * `whileHidden: true`: a streamer's window is often hidden, and room-ready alerts must still
 * arrive (docs/architecture.md#who-uses-which-build). Free of DOM globals so it can be tested
 * against a real server in Node.
 */
import type { Network } from './connection-state';

export interface Visibility {
  isVisible(): boolean;
  /** Calls `listener` on every visibility change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

interface ReconnectableSocket {
  readonly connected: boolean;
  connect(): unknown;
  on(event: 'connect' | 'disconnect' | 'connect_error', listener: () => void): unknown;
  off(event: 'connect' | 'disconnect' | 'connect_error', listener: () => void): unknown;
}

export interface Backoff {
  /** The mean delay before the first retry. */
  baseMs: number;
  /** No retry waits longer. */
  maxMs: number;
}

export interface KeepConnectedOptions {
  backoff: Backoff;
  visibility: Visibility;
  /** When the device comes back online, a retry need not wait out its delay. */
  network?: Network;
  whileHidden: boolean;
  /** After a reconnection (not the first connection): refetch what may have changed meanwhile. */
  onReconnect?: () => void;
  /** A number in [0, 1); Math.random unless a test needs to know the delays. */
  random?: () => number;
}

/**
 * The wait before retry number `failures + 1`: `baseMs · 2^failures` times a random factor
 * between 0.5 and 1.5 (so the mean is the exponential step and no two clients wait alike), capped
 * at `maxMs`.
 */
export function retryDelayMs(failures: number, backoff: Backoff, random: () => number): number {
  const step = backoff.baseMs * 2 ** Math.min(failures, 30);
  return Math.round(Math.min(backoff.maxMs, step * (0.5 + random())));
}

/** Starts watching `socket`; returns a function that stops (call it before `socket.disconnect()`). */
export function keepConnected(socket: ReconnectableSocket, opts: KeepConnectedOptions): () => void {
  const random = opts.random ?? Math.random;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedBefore = socket.connected;
  /** Closes and failed attempts since the last successful connection. */
  let failures = 0;
  const mayConnect = () => opts.whileHidden || opts.visibility.isVisible();

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    const delay = retryDelayMs(failures, opts.backoff, random);
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped || socket.connected) return;
      // Hidden: wait for the visibility change below instead of polling.
      if (mayConnect()) socket.connect();
    }, delay);
  };
  const onConnect = () => {
    failures = 0;
    if (connectedBefore) opts.onReconnect?.();
    connectedBefore = true;
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', schedule);
  socket.on('connect_error', schedule);
  // Back in view (the player is looking now) or back online (the wait was for nothing): connect
  // at once rather than after the delay.
  const connectNow = () => {
    if (stopped || socket.connected || !mayConnect()) return;
    if (opts.network && !opts.network.isOnline()) return;
    clearTimeout(timer);
    timer = undefined;
    socket.connect();
  };
  const unsubscribers = [
    opts.visibility.onChange(() => opts.visibility.isVisible() && connectNow()),
    opts.network?.onChange(() => opts.network?.isOnline() && connectNow()),
  ];
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const unsubscribe of unsubscribers) unsubscribe?.();
    socket.off('connect', onConnect);
    socket.off('disconnect', schedule);
    socket.off('connect_error', schedule);
  };
}
